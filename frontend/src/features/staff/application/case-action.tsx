import { Alert, Button, Group } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type ReactNode, useState } from 'react';
import { errorCode } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Detail = components['schemas']['StaffApplicationDetail'];

/** What an openapi-fetch call answers: the case as it is now, or the API's error. */
interface CaseAnswer {
  data?: Detail;
  error?: unknown;
  response: Response;
}

/**
 * The case page's forms send the same way (issue 27): busy while sending; the case as it is now
 * on success (the form clears its draft); else a problem in the reader's language: a stale
 * CSRF token, the form's own refusal (`refused`, by the answer), or an unreachable server.
 */
export function useCaseAction(onChanged: (next: Detail) => void) {
  const { t } = useStaffTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const send = async (call: () => Promise<CaseAnswer>, done: () => void, refused: (response: Response) => string) => {
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error, response } = await call();
      if (data) {
        done();
        onChanged(data);
      } else {
        setProblem(errorCode(error) === 'CSRF_FAILED' ? t('errors.csrf') : refused(response));
      }
    } catch {
      setProblem(t('errors.network'));
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, setProblem, send };
}

/** A case form's last lines: the problem, if any, then its buttons. */
export function CaseFormFooter({
  problem,
  busy,
  submitLabel,
  variant,
  children,
}: {
  problem: string | undefined;
  busy: boolean;
  submitLabel: string;
  variant?: 'filled' | 'light';
  /** More buttons beside the submit button (Cancel). */
  children?: ReactNode;
}) {
  return (
    <>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group gap="sm">
        <Button type="submit" variant={variant} loading={busy}>
          {submitLabel}
        </Button>
        {children}
      </Group>
    </>
  );
}
