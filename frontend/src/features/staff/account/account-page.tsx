import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useStaffTitle } from '../login/use-document-title';
import { signInProblem } from '../login/sign-in-errors';
import { SignInProblemAlert } from '../login/sign-in-problem-alert';
import { type ActionMessage, ActionMessageAlert } from '../shared/action-message';
import { newPasswordErrors, type PasswordRefusal, passwordRefusal } from '../shared/password-problem';
import { PasswordRefusalAlert } from '../shared/password-refusal-alert';
import { errorCode, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Problem =
  | { kind: 'message'; message: ActionMessage }
  | { kind: 'refusal'; refusal: PasswordRefusal }
  | { kind: 'signIn'; problem: ReturnType<typeof signInProblem> };

const EMPTY = { current: '', code: '', next: '', repeat: '' };

/**
 * /staff/account (issue 28): the member changes their own password with the current one and a
 * second-factor code; the new one follows the set-up's policy, refusals worded from the API's
 * codes. Every other session of the account ends, and the page says how many.
 */
export default function AccountPage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('account.heading'));
  const [form, setForm] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>();
  const [done, setDone] = useState<ActionMessage>();

  const { lengthError, repeatError } = newPasswordErrors(form.next, form.repeat, t);
  const field = (name: keyof typeof EMPTY) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => setForm({ ...form, [name]: event.currentTarget.value }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!form.current || lengthError || repeatError) return;
    setBusy(true);
    setProblem(undefined);
    setDone(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/session/password', {
        body: {
          currentPassword: form.current,
          newPassword: form.next,
          ...(form.code.trim() ? { code: form.code.trim() } : {}),
        },
      });
      if (data) {
        setForm(EMPTY);
        setTried(false);
        setDone({ tone: 'green', text: t('account.done', { count: data.endedSessions }) });
        return;
      }
      setProblem(problemOf(response.status, error, response.headers.get('Retry-After')));
      setForm({ ...form, code: '' });
    } catch {
      setProblem({ kind: 'message', message: { tone: 'red', text: t('errors.network') } });
    } finally {
      setBusy(false);
    }
  };

  /** The API's refusal in the page's words, from its codes alone. */
  const problemOf = (status: number, error: unknown, retryAfter: string | null): Problem => {
    const code = errorCode(error);
    if (code === 'CURRENT_PASSWORD_WRONG')
      return { kind: 'message', message: { tone: 'red', text: t('account.currentWrong') } };
    if (code === 'SECOND_FACTOR_WRONG')
      return { kind: 'message', message: { tone: 'red', text: t('account.codeWrong') } };
    const refusal = passwordRefusal(error, 'newPassword');
    if (refusal) return { kind: 'refusal', refusal };
    return { kind: 'signIn', problem: signInProblem(status, error, retryAfter) };
  };

  return (
    <Stack gap="md" maw={560}>
      <Title order={1}>{t('account.heading')}</Title>
      <Paper withBorder p="md">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('account.intro')}</Text>
            <PasswordInput
              label={t('account.current')}
              autoComplete="current-password"
              required
              error={tried && !form.current && t('errors.required')}
              {...field('current')}
            />
            <TextInput
              label={t('account.code')}
              description={t('signIn.codeHint')}
              autoComplete="one-time-code"
              {...field('code')}
            />
            <PasswordInput
              label={t('account.new')}
              description={t('setup.rule')}
              autoComplete="new-password"
              required
              error={tried && lengthError}
              {...field('next')}
            />
            <PasswordInput
              label={t('account.repeat')}
              autoComplete="new-password"
              required
              error={tried && repeatError}
              {...field('repeat')}
            />
            {problem?.kind === 'refusal' && (
              <PasswordRefusalAlert refusal={problem.refusal} testId="staff-account-error" />
            )}
            {problem?.kind === 'message' && (
              <ActionMessageAlert message={problem.message} testId="staff-account-error" />
            )}
            {problem?.kind === 'signIn' && (
              <SignInProblemAlert problem={problem.problem} testId="staff-account-error" />
            )}
            <ActionMessageAlert message={done} testId="staff-account-done" />
            <Button type="submit" loading={busy}>
              {t('account.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
