import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeReturnPath } from '../../../api/return-path';
import { SignedOutCard } from '../shared/signed-out-card';
import { rememberCsrf, type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { Enrolment } from './enrolment';
import { RecoveryNotice } from './recovery-notice';
import { type SignInProblem, signInProblem } from './sign-in-errors';
import { SignInProblemAlert } from './sign-in-problem-alert';
import { useStaffTitle } from './use-document-title';

/**
 * /login (issue 13): e-mail and password, then the authenticator's code (or a recovery code)
 * once the account has one. An account without a second factor enrols it here first; (issue
 * 28) one signed in with a recovery code is told how many are left and may enrol a new
 * authenticator. After sign-in it leads to ?next= when that is a staff page (a 401 put it
 * there), else to /staff.
 */
export default function LoginPage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('title.login'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handedEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof handedEmail === 'string' ? handedEmail : '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem>();
  const [enrolling, setEnrolling] = useState<StaffSession>();
  const [recoveryLeft, setRecoveryLeft] = useState<number>();
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);
  useEffect(() => emailInput.current?.focus(), []);

  const done = () => navigate(safeReturnPath(params.get('next')), { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/session', {
        body: { email: email.trim(), password, ...(askCode && code.trim() ? { code: code.trim() } : {}) },
      });
      if (data) {
        rememberCsrf(data.csrfToken);
        if (data.stage === 'enrol-second-factor') setEnrolling(data);
        else if (data.recoveryCodesLeft !== undefined) setRecoveryLeft(data.recoveryCodesLeft);
        else done();
        return;
      }
      const found = signInProblem(response.status, error, response.headers.get('Retry-After'));
      // issue 28: the code step opens as a question, not an error: nothing went wrong yet.
      if (found.kind === 'codeRequired' && !askCode) return setAskCode(true);
      // A wrong code clears the code; the address and password stay, to try the next code.
      if (askCode) setCode('');
      setProblem(found);
    } catch {
      setProblem({ kind: 'network' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignedOutCard heading={enrolling ? t('enrol.heading') : t('signIn.heading')}>
      {enrolling ? (
        <Enrolment session={enrolling} onDone={done} />
      ) : recoveryLeft !== undefined ? (
        <RecoveryNotice left={recoveryLeft} onContinue={done} onRenewed={setEnrolling} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate aria-describedby="staff-sign-in-intro">
          <Stack gap="sm">
            {/* issue 28: the session ended (idle or absolute limit); ?next= leads back to the work. */}
            {params.get('reason') === 'expired' && (
              <Alert color="yellow" data-testid="staff-session-expired">
                {t('signIn.expired')}
              </Alert>
            )}
            <Text id="staff-sign-in-intro" size="sm" c="dimmed">
              {t('signIn.intro')}
            </Text>
            <TextInput
              ref={emailInput}
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
            />
            {askCode && (
              <TextInput
                ref={codeInput}
                label={t('signIn.code')}
                description={t('signIn.codeHint')}
                autoComplete="one-time-code"
                inputMode="text"
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
            )}
            {problem && <SignInProblemAlert problem={problem} testId="staff-sign-in-error" />}
            <Button type="submit" loading={busy} disabled={!email.trim() || !password}>
              {t('signIn.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </SignedOutCard>
  );
}
