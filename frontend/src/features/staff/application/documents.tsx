import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { useEffect, useState } from 'react';
import { formatDateTime, sizeParts } from '../format';
import { fetchStaffFile, saveBlob } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';
import { fileFieldLabel } from './case-labels';

type Document = components['schemas']['StaffApplicationDetail']['documents'][number];

/** Types the page shows inside itself: the API has detected them from the content. */
const PREVIEWABLE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

function documentPath(applicationId: string, documentId: string): string {
  return `/api/staff/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;
}

/**
 * The application's documents (issues 13, 27): each as a line a phone shows whole (name, size,
 * when, Preview and Download), the technical details (form field, detected type, SHA-256)
 * behind a disclosure. Preview and download read the API's answer as a Blob with the session
 * cookie (decision 62); the preview asks for `disposition=inline`, the download for an
 * attachment, so the API audits which one happened.
 */
export function Documents({ applicationId, documents }: { applicationId: string; documents: Document[] }) {
  const { t, i18n } = useStaffTranslation();
  const [preview, setPreview] = useState<{ document: Document; url: string }>();
  const [failed, setFailed] = useState(false);

  // A preview's object URL lives as long as the preview.
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);

  const fetchFile = (document: Document, disposition: 'inline' | 'attachment') =>
    fetchStaffFile(documentPath(applicationId, document.id), new URLSearchParams({ disposition }));

  const open = async (document: Document) => {
    setFailed(false);
    try {
      const blob = await fetchFile(document, 'inline');
      setPreview({ document, url: URL.createObjectURL(new Blob([blob], { type: document.mediaType })) });
    } catch {
      setFailed(true);
    }
  };

  const download = async (document: Document) => {
    setFailed(false);
    try {
      saveBlob(await fetchFile(document, 'attachment'), document.name);
    } catch {
      setFailed(true);
    }
  };

  if (documents.length === 0) return <Text>{t('detail.noDocuments')}</Text>;

  return (
    <>
      <ul className={classes.documents} data-testid="staff-documents" aria-label={t('detail.documents')}>
        {documents.map((document) => {
          const size = sizeParts(document.size);
          return (
            <li key={document.id} className={classes.document} data-testid="staff-document">
              <div className={classes.documentHead}>
                <div className={classes.documentName}>
                  <Text fw={600} className={classes.breakAnywhere}>
                    {document.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`units.${size.unit}`, { value: size.value })} ·{' '}
                    {t('case.documents.received', { at: formatDateTime(document.receivedAt, i18n.language) })}
                  </Text>
                  {/* issue 13: a file the applicant sent on /tracking after staff asked for it */}
                  {document.uploadedAfterRequest && (
                    <Badge color="teal" variant="light" data-testid="staff-document-after-request">
                      {t('detail.afterRequest')}
                    </Badge>
                  )}
                </div>
                <Group gap="xs">
                  {PREVIEWABLE.test(document.mediaType) && (
                    <Button size="compact-sm" variant="default" onClick={() => void open(document)}>
                      {t('detail.preview', { name: document.name })}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="default" onClick={() => void download(document)}>
                    {t('detail.download', { name: document.name })}
                  </Button>
                </Group>
              </div>
              <details className={classes.technical}>
                <summary>{t('case.documents.technical')}</summary>
                <dl className={classes.fields}>
                  <dt>{t('detail.docColumns.field')}</dt>
                  <dd>{fileFieldLabel(document.field, t)}</dd>
                  <dt>{t('detail.docColumns.type')}</dt>
                  <dd>{document.mediaType}</dd>
                  <dt>{t('detail.docColumns.sha256')}</dt>
                  <dd>
                    <code className={classes.hash}>{document.sha256}</code>
                  </dd>
                </dl>
              </details>
            </li>
          );
        })}
      </ul>
      {failed && (
        <Alert color="red" role="alert">
          {t('errors.failed')}
        </Alert>
      )}
      {preview && (
        <figure className={classes.preview} data-testid="staff-document-preview">
          <figcaption>
            <Group justify="space-between">
              <Text fw={600} className={classes.breakAnywhere}>
                {t('detail.previewOf', { name: preview.document.name })}
              </Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setPreview(undefined)}>
                {t('detail.hidePreview')}
              </Button>
            </Group>
          </figcaption>
          {preview.document.mediaType === 'application/pdf' ? (
            // Decision 161: no `sandbox` here, because Chromium refuses to show any PDF in a
            // sandboxed frame. The frame holds only a PDF (the type the API detected from the
            // bytes), which Chromium's viewer runs in its own extension process: the document's
            // script, if any, cannot reach this page.
            <iframe
              src={preview.url}
              title={t('detail.previewOf', { name: preview.document.name })}
              className={classes.frame}
            />
          ) : (
            // An image in an <img> runs no script of its own, whatever it holds.
            <img
              src={preview.url}
              alt={t('detail.previewOf', { name: preview.document.name })}
              className={classes.image}
            />
          )}
        </figure>
      )}
    </>
  );
}
