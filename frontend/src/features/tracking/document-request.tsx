import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import { OTHER_REQUIREMENT } from '@cipta/domain/catalogue';
import { MAX_FILES_PER_SUBMISSION } from '@cipta/domain/constants';
import { Alert, Button, List, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { Panel } from '../../components/panel';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type RequestedDocumentsRefusal, uploadRequestedDocuments } from '../../api/application-upload';
import { UploadFailed } from '../../api/upload';
import { useApplicationTranslation } from '../../components/application/application-translations';
import { DocumentPicker } from '../../components/application/document-picker';
import { requirementNamedBy } from '../../components/application/requirement-checklist-rules';
import { useLocalized } from '../../hooks/use-localized';
import { useTrackingTranslation } from './tracking-translations';
import type { TrackedApplication } from './use-tracking';

/**
 * The upload's idempotency key (openapi.yaml UploadId): 128 random bits, made when the files are
 * chosen and sent again on every retry of them, so a retry after a lost answer stores nothing twice.
 */
function newUploadId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending'; progress: number }
  | { kind: 'refused'; why: RequestedDocumentsRefusal }
  | { kind: 'network' };

interface Props {
  application: TrackedApplication;
  /** The e-mail the application was found with: the API asks for it again with the files. */
  email: string;
  /** The documents are stored: the page looks the application up again. */
  onUploaded: () => void;
}

/** issue 13: what the agency asks for, and the files to answer it with, on /tracking. */
export function DocumentRequest({ application, email, onUploaded }: Props) {
  const { t } = useTrackingTranslation();
  const { t: tApply } = useApplicationTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [uploadId, setUploadId] = useState(newUploadId);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [missing, setMissing] = useState(false);
  // issue 28: what each file is, as the applicant said (else a guess from its name); the receipt
  // and the staff's checklist name and tick it. Keyed by the file, so removing one keeps the rest.
  const [named, setNamed] = useState<ReadonlyMap<File, string>>(new Map());
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);
  const localized = useLocalized();
  const missingHeading = useId();
  const stillMissing = application.documentRequest?.missing ?? [];
  const requirementOf = (file: File) => named.get(file) ?? requirementNamedBy(stillMissing, file.name);

  // Other files are another upload: a new key, so the server does not answer the old one's result.
  const choose = (next: File[]) => {
    setFiles(next);
    setUploadId(newUploadId());
    setMissing(false);
    if (outcome.kind !== 'sending') setOutcome({ kind: 'idle' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!files.length) {
      setMissing(true);
      return;
    }
    const parts = new FormData();
    parts.append('email', email);
    parts.append('uploadId', uploadId);
    // Only a service of the catalogue has requirements to name (the API refuses them otherwise).
    if (stillMissing.length) parts.append('documentRequirements', files.map(requirementOf).join(','));
    for (const file of files) parts.append('documents', file, file.name);
    const controller = new AbortController();
    pending.current = controller;
    setOutcome({ kind: 'sending', progress: 0 });
    try {
      const answer = await uploadRequestedDocuments(
        application.id,
        parts,
        (progress) => setOutcome({ kind: 'sending', progress }),
        controller.signal,
      );
      if ('success' in answer) {
        setFiles([]);
        setOutcome({ kind: 'idle' });
        onUploaded();
      } else {
        setOutcome({ kind: 'refused', why: answer });
      }
    } catch (error) {
      if (error instanceof UploadFailed && error.reason === 'aborted') return;
      setOutcome({ kind: 'network' });
    } finally {
      pending.current = null;
    }
  };

  const sending = outcome.kind === 'sending';
  const request = application.documentRequest;
  const kind = application.kind === 'visa' ? 'visa' : 'permit';

  let message: string | null = null;
  if (outcome.kind === 'network') message = t('request.network');
  if (outcome.kind === 'refused') {
    const { why } = outcome;
    message =
      why.reason === 'document'
        ? tApply(`refused.${why.refusal.code}`, {
            name: why.refusal.fileName ?? tApply('refused.aFile'),
            max: MAX_FILES_PER_SUBMISSION,
          })
        : t(`request.${why.reason}`);
  }

  return (
    <Panel component="section" headingId="document-request-heading" data-testid="document-request">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id="document-request-heading">
            {t('request.heading')}
          </Title>
          <Text>{t('request.intro')}</Text>
          {request?.note && (
            <blockquote data-testid="document-request-note" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
              <Text fw={500}>{request.note}</Text>
            </blockquote>
          )}
          {stillMissing.length > 0 && (
            <div data-testid="document-request-missing">
              <Text size="sm" fw={600} id={missingHeading}>
                {t('request.missingTitle')}
              </Text>
              <List size="sm" aria-labelledby={missingHeading}>
                {stillMissing.map((requirement) => (
                  <List.Item key={requirement.id}>{localized(requirement.label)}</List.Item>
                ))}
              </List>
            </div>
          )}
          <DocumentPicker
            value={files}
            onChange={choose}
            kind={kind}
            disabled={sending}
            error={missing ? t('request.required') : null}
            name="requested"
          />
          {stillMissing.length > 0 && files.length > 0 && (
            <Stack gap="xs" data-testid="document-request-names">
              <Text size="sm">{t('request.namesHint')}</Text>
              {files.map((file, index) => (
                <NativeSelect
                  key={`${index}-${file.name}`}
                  label={t('request.fileIs', { name: file.name })}
                  data={[
                    ...stillMissing.map((requirement) => ({
                      value: requirement.id,
                      label: localized(requirement.label),
                    })),
                    { value: OTHER_REQUIREMENT, label: t('request.other') },
                  ]}
                  value={requirementOf(file)}
                  disabled={sending}
                  onChange={(event) => setNamed(new Map(named).set(file, event.currentTarget.value))}
                />
              ))}
            </Stack>
          )}
          {message && (
            <Alert color="red" role="alert" data-testid="document-request-error">
              {message}
            </Alert>
          )}
          {sending && (
            <Progress
              value={Math.round(outcome.progress * 100)}
              aria-label={t('request.progress')}
              animated
              data-testid="document-request-progress"
            />
          )}
          <div>
            <Button type="submit" disabled={sending} data-testid="document-request-submit">
              {sending ? t('request.sending') : t('request.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
