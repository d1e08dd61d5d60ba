// The ALTCHA widget (issue 20), loaded with the forms that need it, never with the first page.
// The "external" build: no inline worker or style, so the page's CSP (script-src 'self') holds.
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import en from '../../i18n/bot-check/en.json';
import id from '../../i18n/bot-check/id.json';

// The API issues PBKDF2/SHA-256 challenges (backend bot-challenge.service.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
globalThis.$altcha.i18n.set('en', en);
globalThis.$altcha.i18n.set('id', id);
