import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorCode, rememberCsrf, type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { signInProblem } from './sign-in-errors';
import { SignInProblemAlert } from './sign-in-problem-alert';

/**
 * issue 28: after a sign-in with a recovery code, how many are left, and the way to set up a new
 * authenticator at once (with the password again) instead of waiting for an admin's reset.
 */
export function RecoveryNotice({
  left,
  onContinue,
  onRenewed,
}: {
  left: number;
  onContinue: () => void;
  onRenewed: (session: StaffSession) => void;
}) {
  const { t } = useStaffTranslation();
  const [renewing, setRenewing] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'wrong' | ReturnType<typeof signInProblem>>();

  const renew = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/session/second-factor/renew', {
        body: { password },
      });
      if (data) {
        rememberCsrf(data.csrfToken);
        return onRenewed(data);
      }
      setPassword('');
      setProblem(
        errorCode(error) === 'CURRENT_PASSWORD_WRONG'
          ? 'wrong'
          : signInProblem(response.status, error, response.headers.get('Retry-After')),
      );
    } catch {
      setProblem({ kind: 'network' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Alert color="blue" role="status" title={t('recovery.heading')} data-testid="staff-recovery-notice">
        {t('recovery.left', { count: left })}
      </Alert>
      {renewing ? (
        <form onSubmit={(event) => void renew(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('recovery.renewIntro')}</Text>
            <PasswordInput
              label={t('recovery.password')}
              autoComplete="current-password"
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {problem === 'wrong' && (
              <Alert color="red" role="alert" data-testid="staff-recovery-error">
                {t('recovery.wrong')}
              </Alert>
            )}
            {problem && problem !== 'wrong' && <SignInProblemAlert problem={problem} testId="staff-recovery-error" />}
            <Button type="submit" loading={busy} disabled={!password}>
              {t('recovery.confirmRenew')}
            </Button>
          </Stack>
        </form>
      ) : (
        <Group>
          <Button onClick={() => setRenewing(true)}>{t('recovery.renew')}</Button>
          <Button variant="default" onClick={onContinue}>
            {t('recovery.continue')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
