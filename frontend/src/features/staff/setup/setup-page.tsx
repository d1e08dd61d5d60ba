import { Alert, Button, Group, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { newPasswordErrors, type PasswordRefusal, passwordRefusal } from '../shared/password-problem';
import { PasswordRefusalAlert } from '../shared/password-refusal-alert';
import { SignedOutCard } from '../shared/signed-out-card';
import { errorCode, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import { useStaffTitle } from '../login/use-document-title';
import { setupTokenOf } from './setup-token';

type Link_ = { purpose: 'first-admin' | 'account'; email?: string };
type Problem =
  { key: 'setupLinkInvalid' | 'failed' | 'network' | 'noToken' } | { key: 'weakPassword'; refusal: PasswordRefusal };

/**
 * /login/setup#token=… (issue 13): the one-time link the API prints (first admin, `npm run
 * staff -- add|reset`, and (issue 28) the e-mail carrying it). Looks the link up, sets the
 * password (12–128 characters; the API refuses common or weak ones and says why, as codes this
 * page words), then leads to sign-in and the second factor.
 */
export default function SetupPage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('title.setup'));
  const token = setupTokenOf(useLocation().hash);
  const [link, setLink] = useState<Link_>();
  const [problem, setProblem] = useState<Problem | undefined>(token ? undefined : { key: 'noToken' });
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [doneEmail, setDoneEmail] = useState<string>();

  useEffect(() => {
    if (!token) return;
    let live = true;
    staffApi
      .POST('/api/staff/setup/lookup', { body: { token } })
      .then(({ data }) => {
        if (!live) return;
        if (data) setLink(data);
        else setProblem({ key: 'setupLinkInvalid' });
      })
      .catch(() => live && setProblem({ key: 'network' }));
    return () => {
      live = false;
    };
  }, [token]);

  const { lengthError, repeatError } = newPasswordErrors(password, repeat, t);
  const emailError =
    link?.purpose === 'first-admin' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
      ? t('errors.invalidEmail')
      : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!token || !link || lengthError || repeatError || emailError) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const first =
        link.purpose === 'first-admin' ? { email: email.trim(), ...(name.trim() ? { name: name.trim() } : {}) } : {};
      const { data, error } = await staffApi.POST('/api/staff/setup', { body: { token, password, ...first } });
      if (data) return void setDoneEmail(data.email);
      // issue 28: worded from the answer's codes, in the page's language.
      const refusal = passwordRefusal(error, 'password');
      if (errorCode(error) === 'SETUP_LINK_INVALID') setProblem({ key: 'setupLinkInvalid' });
      else if (refusal) setProblem({ key: 'weakPassword', refusal });
      else setProblem({ key: 'failed' });
    } catch {
      setProblem({ key: 'network' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignedOutCard heading={t('setup.heading')}>
      {doneEmail ? (
        <Stack gap="sm">
          <Alert color="green" role="status" data-testid="staff-setup-done">
            {t('setup.done')}
          </Alert>
          <Button component={Link} to="/login" state={{ email: doneEmail }}>
            {t('setup.toSignIn')}
          </Button>
        </Stack>
      ) : !link && !problem ? (
        <Group aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>{t('setup.checking')}</Text>
        </Group>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            {link && (
              <Text>
                {link.purpose === 'first-admin' ? t('setup.firstAdmin') : t('setup.account', { email: link.email })}
              </Text>
            )}
            {link?.purpose === 'first-admin' && (
              <>
                <TextInput
                  label={t('setup.email')}
                  type="email"
                  autoComplete="username"
                  required
                  value={email}
                  error={tried && emailError}
                  onChange={(event) => setEmail(event.currentTarget.value)}
                />
                <TextInput
                  label={t('setup.name')}
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.currentTarget.value)}
                />
              </>
            )}
            {link && (
              <>
                <PasswordInput
                  label={t('setup.password')}
                  description={t('setup.rule')}
                  autoComplete="new-password"
                  required
                  value={password}
                  error={tried && lengthError}
                  onChange={(event) => setPassword(event.currentTarget.value)}
                />
                <PasswordInput
                  label={t('setup.repeat')}
                  autoComplete="new-password"
                  required
                  value={repeat}
                  error={tried && repeatError}
                  onChange={(event) => setRepeat(event.currentTarget.value)}
                />
              </>
            )}
            {problem?.key === 'weakPassword' && (
              <PasswordRefusalAlert refusal={problem.refusal} testId="staff-setup-error" />
            )}
            {problem && problem.key !== 'weakPassword' && (
              <Alert color="red" role="alert" data-testid="staff-setup-error">
                {t(`errors.${problem.key === 'noToken' ? 'failed' : problem.key}`)}
                {problem.key === 'noToken' && <Text size="sm">{t('setup.noToken')}</Text>}
              </Alert>
            )}
            {link && (
              <Button type="submit" loading={busy}>
                {t('setup.submit')}
              </Button>
            )}
          </Stack>
        </form>
      )}
    </SignedOutCard>
  );
}
