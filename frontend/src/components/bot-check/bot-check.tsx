// Types only: the <altcha-widget> element in JSX.
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE_URL } from '../../api/client';
import { registerSolver } from './bot-solution';

/** Waiting for the widget's script is one request, made once for every form. */
let loading: Promise<unknown> | undefined;

/**
 * The anti-bot proof of work (issue 20) on a form that sends the promotion claim, a contact
 * message or a consultation request: it fetches a challenge from our API and solves it in Web
 * Workers as soon as the form opens, while the visitor types. No third party, no cookie.
 */
export function BotCheck() {
  const { i18n } = useTranslation();
  const ref = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loading ??= import('./bot-check-widget');
    void loading.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => (ready && ref.current ? registerSolver(ref.current) : undefined), [ready]);
  if (!ready) return null;
  return (
    <altcha-widget
      ref={ref}
      challenge={`${API_BASE_URL}/api/challenge`}
      auto="onload"
      language={i18n.language.startsWith('id') ? 'id' : 'en'}
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
      data-testid="bot-check"
    />
  );
}
