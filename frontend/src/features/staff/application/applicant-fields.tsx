import { Title } from '@mantine/core';
import { serviceByTitle } from '@cipta/domain/catalogue';
import type { components } from '@cipta/domain/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../format';
import classes from './application-page.module.css';
import { detailRows } from './case-labels';

type Detail = components['schemas']['StaffApplicationDetail'];

/** issue 27: the applicant's contact details and answers, each labelled in words in the reader's language. */
export function ApplicantFields({ application }: { application: Detail }) {
  const { t, i18n } = useTranslation(['staff', 'visa', 'permits']);
  const language = currentLanguage(i18n.language);
  const date = (iso: string) => formatDateTime(iso, language);
  const answers = detailRows(application.details, t, language);
  return (
    <>
      <dl className={classes.fields} data-testid="staff-application-fields">
        <dt>{t('detail.fields.fullName')}</dt>
        <dd>{application.fullName}</dd>
        <dt>{t('detail.fields.email')}</dt>
        <dd>{application.email}</dd>
        <dt>{t('detail.fields.phone')}</dt>
        <dd>{application.phone}</dd>
        <dt>{t('detail.fields.kind')}</dt>
        <dd>{t(`kinds.${application.kind}`)}</dd>
        <dt>{t('detail.fields.service')}</dt>
        {/* The catalogue's name in the reader's language; a service it no longer holds as sent. */}
        <dd>{serviceByTitle(application.service.title)?.title[language] ?? application.service.title}</dd>
        {application.service.price && (
          <>
            <dt>{t('detail.fields.price')}</dt>
            <dd>{application.service.price}</dd>
          </>
        )}
        <dt>{t('detail.fields.submittedAt')}</dt>
        <dd>{date(application.submittedAt)}</dd>
        <dt>{t('detail.fields.updatedAt')}</dt>
        <dd>{date(application.updatedAt)}</dd>
      </dl>
      {answers.length > 0 && (
        <>
          <Title order={3} size="h4">
            {t('detail.details')}
          </Title>
          <dl className={classes.fields} data-testid="staff-application-details">
            {answers.map((row) => (
              <div key={row.field} className={classes.pair}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}
