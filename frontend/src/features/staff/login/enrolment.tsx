import { Anchor, Button, Checkbox, Code, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { rememberCsrf, type StaffSession, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './login.module.css';
import { QrCode } from './qr-code';
import { type SignInProblem, signInProblem } from './sign-in-errors';
import { SignInProblemAlert } from './sign-in-problem-alert';
import { saveBlob } from '../staff-api';
import { keyGroups, recoveryCodesFile } from './enrolment-key';

/**
 * The first sign-in's second factor (product §10.2): the QR code, (issue 28) an `otpauth://`
 * link for a phone that cannot scan its own screen and the key in groups of four, a code to
 * confirm it, then the ten recovery codes, shown once, with copy, download (a file named after
 * the site and the account) and "I saved them".
 */
export function Enrolment({ session, onDone }: { session: StaffSession; onDone: () => void }) {
  const { t } = useStaffTranslation();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<SignInProblem>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const [keyCopied, setKeyCopied] = useState(false);
  const enrolment = session.enrolment;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const { data, error, response } = await staffApi.POST('/api/staff/session/second-factor', {
        body: { code: code.trim() },
      });
      if (data) {
        rememberCsrf(data.csrfToken);
        setRecoveryCodes(data.recoveryCodes ?? []);
        return;
      }
      setCode('');
      const found = signInProblem(response.status, error, response.headers.get('Retry-After'));
      // The person is already known here: a refusal can only mean the code was wrong.
      setProblem(found.kind === 'signInFailed' ? { kind: 'codeWrong' } : found);
    } catch {
      setProblem({ kind: 'network' });
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    const text = `${recoveryCodes.join('\n')}\n`;
    const file = recoveryCodesFile(recoveryCodes, session.user.email, window.location.origin, {
      title: t('enrolExtra.fileTitle', { email: session.user.email }),
      site: t('enrolExtra.fileSite', { site: window.location.origin }),
      use: t('enrolExtra.fileUse'),
    });
    return (
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('enrol.recoveryHeading')}
        </Title>
        <Text size="sm">{t('enrol.recoveryIntro')}</Text>
        <ul className={classes.codes} data-testid="staff-recovery-codes" aria-label={t('enrol.recoveryHeading')}>
          {recoveryCodes.map((recovery) => (
            <li key={recovery}>{recovery}</li>
          ))}
        </ul>
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() =>
              void navigator.clipboard?.writeText(text).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? t('enrol.copied') : t('enrol.copy')}
          </Button>
          <Button
            variant="default"
            onClick={() => saveBlob(new Blob([file.text], { type: 'text/plain;charset=utf-8' }), file.name)}
          >
            {t('enrol.download')}
          </Button>
        </Group>
        <Checkbox
          label={t('enrol.saved')}
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
        />
        <Button disabled={!saved} onClick={onDone}>
          {t('enrol.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={(event) => void confirm(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('enrol.intro')}</Text>
        {enrolment && (
          <>
            <QrCode value={enrolment.otpauthUri} label={t('enrol.qrAlt')} />
            <Anchor href={enrolment.otpauthUri} size="sm" data-testid="staff-enrol-link">
              {t('enrolExtra.openLink')}
            </Anchor>
            <Text size="sm">{t('enrol.secret')}</Text>
            <Code block className={classes.secret} data-testid="staff-enrol-secret">
              {keyGroups(enrolment.secret).map((group, index) => (
                <span key={index} className={classes.keyGroup}>
                  {group}
                </span>
              ))}
            </Code>
            <Group>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() =>
                  void navigator.clipboard?.writeText(enrolment.secret).then(
                    () => setKeyCopied(true),
                    () => setKeyCopied(false),
                  )
                }
              >
                {keyCopied ? t('enrolExtra.keyCopied') : t('enrolExtra.copyKey')}
              </Button>
            </Group>
          </>
        )}
        <TextInput
          label={t('enrol.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          required
          autoFocus
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        {problem && <SignInProblemAlert problem={problem} testId="staff-enrol-error" />}
        <Button type="submit" loading={busy} disabled={!code.trim()}>
          {t('enrol.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
