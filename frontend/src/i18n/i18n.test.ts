import { describe, expect, it } from 'vitest';
import aboutEn from './about/en.json';
import aboutId from './about/id.json';
import applicationEn from './application/en.json';
import applicationId from './application/id.json';
import consultationEn from './consultation/en.json';
import consultationId from './consultation/id.json';
import contactEn from './contact/en.json';
import contactId from './contact/id.json';
import en from './en.json';
import footerEn from './footer/en.json';
import footerId from './footer/id.json';
import homeEn from './home/en.json';
import homeId from './home/id.json';
import id from './id.json';
import newsEn from './news/en.json';
import newsId from './news/id.json';
import permitsEn from './permits/en.json';
import permitsId from './permits/id.json';
import staffEn from './staff/en.json';
import staffId from './staff/id.json';
import staffRightsEn from './staff-rights/en.json';
import staffRightsId from './staff-rights/id.json';
import staffAccountEn from './staff-account/en.json';
import staffAccountId from './staff-account/id.json';
import trackingEn from './tracking/en.json';
import trackingId from './tracking/id.json';
import visaEn from './visa/en.json';
import visaId from './visa/id.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') entries.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) entries.set(k, v);
  }
  return entries;
}

/** Texts that are rightly the same in both languages: names, and words Indonesian borrows. */
const SAME_IN_BOTH = new Set([
  'brand.name',
  'languages.id',
  'languages.en',
  'nav.menuTitle',
  // visa: Indonesian uses these words as they are
  'apply.sponsor',
  'info.tags.transit',
  'info.whatsapp',
  'details.sampleHeading',
  // "E-mail": the one Indonesian term for the address, as a label everywhere (docs/decisions.md 75)
  'fields.email',
  'email',
  'claim.email',
  'form.email',
  'email.heading',
  'success.statusLabel',
  // tracking: the kinds' names
  'kinds.visa',
  'kinds.kitap',
  // news: only the article's own title changes
  'article.pageTitle',
  // consultation: country names Indonesian writes the same, and the modal's OK
  'countries.Indonesia',
  'countries.Malaysia',
  'countries.Thailand',
  'countries.Vietnam',
  'success.ok',
  // staff: the checksum's name, and megabytes
  'detail.docColumns.sha256',
  'units.mb',
  // staff: the e-mail field's label, E-mail in both (decision 75)
  'signIn.email',
  'setup.email',
  'queue.columns.email',
  // staff: the phone navigation's button, "Menu" in both (issue 27)
  'nav.menu',
  'detail.fields.email',
  'users.email',
  'users.columns.email',
  'promotion.columns.email',
]);

/** Every namespace: the shell's, and each feature's that loads with it. */
const NAMESPACES: Array<[name: string, english: Tree, indonesian: Tree]> = [
  ['translation', en, id],
  ['home', homeEn, homeId],
  ['visa', visaEn, visaId],
  ['application', applicationEn, applicationId],
  ['permits', permitsEn, permitsId],
  ['tracking', trackingEn, trackingId],
  ['about', aboutEn, aboutId],
  ['contact', contactEn, contactId],
  ['consultation', consultationEn, consultationId],
  ['news', newsEn, newsId],
  ['footer', footerEn, footerId],
  ['staff', staffEn, staffId],
  ['staff (e-mails, personal data)', staffRightsEn, staffRightsId],
  ['staff (own account, password policy)', staffAccountEn, staffAccountId],
];

describe.each(NAMESPACES)('the en and id resources of %s', (_name, englishTree, indonesianTree) => {
  const english = flatten(englishTree);
  const indonesian = flatten(indonesianTree);

  it('have exactly the same keys', () => {
    expect([...indonesian.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !indonesian.has(key))).toEqual([]);
  });

  it('translate every text, except the few that are the same in both languages', () => {
    const untranslated = [...english].filter(([key, text]) => indonesian.get(key) === text && !SAME_IN_BOTH.has(key));
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) expect(placeholders(indonesian.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('leave no text empty', () => {
    for (const [key, text] of [...english, ...indonesian]) expect(text.trim(), key).not.toBe('');
  });
});
