// Types only: the <altcha-widget> element in JSX.
import type {} from 'altcha/types/react';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE_URL } from '../../api/client';
import { announceStart, registerSolver } from './bot-solution';

/** Waiting for the widget's script is one request, made once for every form. */
let loading: Promise<unknown> | undefined;

/**
 * The anti-bot proof of work (issue 20) on a form that sends the promotion claim, a contact
 * message or a consultation request: it fetches a challenge from our API and solves it in Web
 * Workers while the visitor types. No third party, no cookie. A form that opens with the page
 * (`untilTouched`: the contact and consultation forms) starts it when the visitor first touches
 * the form (a focus or a press inside it), not on the page's load: starting the widget holds the
 * main thread for tens of milliseconds on a phone, in the middle of the page becoming
 * interactive (issue 15), for a form the visitor may never use; a send that comes first waits for
 * it (bot-solution.ts). A form the visitor opened (the promotion claim) starts it at once.
 */
export function BotCheck({ untilTouched = false }: { untilTouched?: boolean }) {
  const { i18n } = useTranslation();
  const anchor = useRef<HTMLSpanElement>(null);
  const ref = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    let live = true;
    let giveUp: (() => void) | undefined;
    // A focus or a press inside the form.
    const touches = ['focusin', 'pointerdown'] as const;
    const start = () => {
      for (const touch of touches) form?.removeEventListener(touch, start);
      giveUp = announceStart();
      loading ??= import('./bot-check-widget');
      loading.then(
        () => (live ? setReady(true) : giveUp?.()),
        () => giveUp?.(),
      );
    };
    // A form already in use (focus moved into it before this effect ran) starts at once.
    if (!untilTouched || !form || form.contains(document.activeElement)) start();
    else for (const touch of touches) form.addEventListener(touch, start);
    return () => {
      live = false;
      // Unmounted before its widget registered: a send elsewhere must not wait for it (after the
      // registration this changes nothing).
      giveUp?.();
      for (const touch of touches) form?.removeEventListener(touch, start);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a form keeps its way of starting
  }, []);
  useEffect(() => (ready && ref.current ? registerSolver(ref.current) : undefined), [ready]);
  if (!ready) return <span ref={anchor} hidden />;
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
