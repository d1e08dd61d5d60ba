import { Alert, Button, Group, List, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useState } from 'react';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { saveBlob, staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Records = components['schemas']['PersonalDataRecords'];
const KINDS = ['applications', 'contactMessages', 'consultationRequests', 'promoClaims', 'mailMessages'] as const;

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * product §12.3 (issue 18): an admin, on a person's request, finds what is held under their
 * e-mail address, downloads it as a ZIP, and erases it after typing the address again. Every
 * call is a POST: the address never goes into the page's address or the API's logs.
 */
export default function PersonalDataPage() {
  const { t } = useStaffTranslation();
  useStaffTitle(t('title.personalData'));
  const session = useStaffSession();
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<{ email: string; records: Records }>();
  const [confirmEmail, setConfirmEmail] = useState('');
  const [busy, setBusy] = useState<'lookup' | 'export' | 'erase'>();
  const [problem, setProblem] = useState<string>();
  const [erased, setErased] = useState<{ email: string; records: Records }>();

  if (session.user.role !== 'admin') {
    return (
      <Alert color="red" role="alert">
        {t('personalData.adminOnly')}
      </Alert>
    );
  }

  const lookup = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('lookup');
    setProblem(undefined);
    setErased(undefined);
    setFound(undefined);
    try {
      const { data, response } = await staffApi.POST('/api/staff/personal-data/lookup', { body: { email } });
      if (data) setFound({ email: email.trim(), records: data });
      else setProblem(response.status === 400 ? t('personalData.invalidEmail') : t('errors.failed'));
    } catch {
      setProblem(t('errors.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  const download = async () => {
    if (!found) return;
    setBusy('export');
    setProblem(undefined);
    try {
      const { data } = await staffApi.POST('/api/staff/personal-data/export', {
        body: { email: found.email },
        parseAs: 'blob',
      });
      if (data) saveBlob(data as Blob, `personal-data-${new Date().toISOString().slice(0, 10)}.zip`);
      else setProblem(t('errors.failed'));
    } catch {
      setProblem(t('errors.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  const erase = async (event: FormEvent) => {
    event.preventDefault();
    if (!found) return;
    setBusy('erase');
    setProblem(undefined);
    try {
      const { data } = await staffApi.POST('/api/staff/personal-data/erase', {
        body: { email: found.email, confirmEmail },
      });
      if (data) {
        setErased({ email: found.email, records: data });
        setFound(undefined);
        setConfirmEmail('');
      } else setProblem(t('errors.failed'));
    } catch {
      setProblem(t('errors.failed'));
    } finally {
      setBusy(undefined);
    }
  };

  const total = (records: Records) => KINDS.reduce((sum, kind) => sum + records[kind].length, 0);
  const summary = (records: Records) => (
    <List>
      {KINDS.map((kind) => (
        <List.Item key={kind}>{t(`personalData.kinds.${kind}`, { count: records[kind].length })}</List.Item>
      ))}
    </List>
  );

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('title.personalData')}</Title>
      <Text>{t('personalData.intro')}</Text>
      <form onSubmit={(event) => void lookup(event)} noValidate>
        <Group align="flex-end">
          <TextInput
            label={t('personalData.email')}
            type="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={busy === 'lookup'}>
            {t('personalData.find')}
          </Button>
        </Group>
      </form>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      {erased && (
        // The title in the body: Mantine's green title on its light green is too faint to read.
        <Alert color="green" role="status">
          <Text fw={700}>{t('personalData.erasedTitle', { email: erased.email })}</Text>
          {summary(erased.records)}
        </Alert>
      )}
      {found && (
        <Paper withBorder p="md" component="section" aria-labelledby="found-heading">
          <Stack>
            <Title order={2} id="found-heading">
              {t('personalData.foundTitle', { email: found.email })}
            </Title>
            {total(found.records) === 0 ? (
              <Text>{t('personalData.nothing')}</Text>
            ) : (
              <>
                {summary(found.records)}
                <Group>
                  <Button variant="outline" loading={busy === 'export'} onClick={() => void download()}>
                    {t('personalData.download')}
                  </Button>
                </Group>
                <form onSubmit={(event) => void erase(event)} noValidate>
                  <Stack gap="xs">
                    <Title order={3}>{t('personalData.eraseTitle')}</Title>
                    <Text size="sm">{t('personalData.eraseWarning')}</Text>
                    <TextInput
                      label={t('personalData.confirmEmail')}
                      type="email"
                      autoComplete="off"
                      value={confirmEmail}
                      onChange={(event) => setConfirmEmail(event.currentTarget.value)}
                    />
                    <Group>
                      <Button
                        type="submit"
                        color="red"
                        loading={busy === 'erase'}
                        disabled={!sameAddress(confirmEmail, found.email)}
                      >
                        {t('personalData.erase')}
                      </Button>
                    </Group>
                  </Stack>
                </form>
              </>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
