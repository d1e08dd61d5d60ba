import { Alert, Badge, Button, Group, Table, Text } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { useEffect, useState } from 'react';
import { formatDateTime, sizeParts } from '../format';
import { StaffTable } from '../shared/staff-table';
import { fetchStaffFile, saveBlob } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';

type Document = components['schemas']['StaffApplicationDetail']['documents'][number];

/** Types the page shows inside itself: the API has detected them from the content. */
const PREVIEWABLE = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;
const COLUMNS = ['name', 'field', 'type', 'size', 'sha256', 'received', 'actions'] as const;

function documentPath(applicationId: string, documentId: string): string {
  return `/api/staff/applications/${encodeURIComponent(applicationId)}/documents/${encodeURIComponent(documentId)}`;
}

/**
 * The application's documents (issue 13): name as sent, detected type, size, SHA-256; a preview
 * inside the page for images and PDFs, and a download. Both read the API's answer as a Blob
 * with the session cookie (decision 62); the preview asks for `disposition=inline`, the
 * download for an attachment, so the API audits which one happened.
 */
export function Documents({ applicationId, documents }: { applicationId: string; documents: Document[] }) {
  const { t, i18n } = useStaffTranslation();
  const [preview, setPreview] = useState<{ document: Document; url: string }>();
  const [failed, setFailed] = useState(false);

  // A preview's object URL lives as long as the preview.
  useEffect(() => () => preview && URL.revokeObjectURL(preview.url), [preview]);

  const open = async (document: Document) => {
    setFailed(false);
    try {
      const blob = await fetchStaffFile(
        documentPath(applicationId, document.id),
        new URLSearchParams({ disposition: 'inline' }),
      );
      setPreview({ document, url: URL.createObjectURL(new Blob([blob], { type: document.mediaType })) });
    } catch {
      setFailed(true);
    }
  };

  const download = async (document: Document) => {
    setFailed(false);
    try {
      saveBlob(
        await fetchStaffFile(
          documentPath(applicationId, document.id),
          new URLSearchParams({ disposition: 'attachment' }),
        ),
        document.name,
      );
    } catch {
      setFailed(true);
    }
  };

  if (documents.length === 0) return <Text>{t('detail.noDocuments')}</Text>;

  return (
    <>
      <StaffTable
        label={t('detail.documents')}
        testId="staff-documents"
        columns={COLUMNS.map((column) => t(`detail.docColumns.${column}`))}
      >
        {documents.map((document) => {
          const size = sizeParts(document.size);
          return (
            <Table.Tr key={document.id}>
              <Table.Td>
                {document.name}
                {/* issue 13: a file the applicant sent on /tracking after staff asked for it */}
                {document.uploadedAfterRequest && (
                  <Badge ml="xs" color="teal" variant="light" data-testid="staff-document-after-request">
                    {t('detail.afterRequest')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{document.field}</Table.Td>
              <Table.Td>{document.mediaType}</Table.Td>
              <Table.Td>{t(`units.${size.unit}`, { value: size.value })}</Table.Td>
              <Table.Td>
                <code className={classes.hash}>{document.sha256}</code>
              </Table.Td>
              <Table.Td>{formatDateTime(document.receivedAt, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {PREVIEWABLE.test(document.mediaType) && (
                    <Button size="compact-sm" variant="default" onClick={() => void open(document)}>
                      {t('detail.preview', { name: document.name })}
                    </Button>
                  )}
                  <Button size="compact-sm" variant="default" onClick={() => void download(document)}>
                    {t('detail.download', { name: document.name })}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </StaffTable>
      {failed && (
        <Alert color="red" role="alert">
          {t('errors.failed')}
        </Alert>
      )}
      {preview && (
        <figure className={classes.preview} data-testid="staff-document-preview">
          <figcaption>
            <Group justify="space-between">
              <Text fw={600}>{t('detail.previewOf', { name: preview.document.name })}</Text>
              <Button size="compact-sm" variant="subtle" onClick={() => setPreview(undefined)}>
                {t('detail.hidePreview')}
              </Button>
            </Group>
          </figcaption>
          {preview.document.mediaType === 'application/pdf' ? (
            // sandbox: the PDF viewer runs, the document's own script (if any) does not reach the app.
            <iframe
              src={preview.url}
              title={t('detail.previewOf', { name: preview.document.name })}
              className={classes.frame}
            />
          ) : (
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
