import { Badge, Text, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { currentLanguage } from '../../../i18n/i18n';
import { useStaffTranslation } from '../staff-translations';
import classes from './application-page.module.css';

type Detail = components['schemas']['StaffApplicationDetail'];

/**
 * issue 27: the service's required documents, the same list the applicant saw, each ticked with
 * the file that satisfies it or marked missing; then the files that name no requirement.
 */
export function RequirementsChecklist({ application }: { application: Detail }) {
  const { t, i18n } = useStaffTranslation();
  const checklist = application.checklist;
  if (!checklist) return null;
  const language = currentLanguage(i18n.language);
  const nameOf = new Map(application.documents.map((document) => [document.id, document.name]));
  const missing = checklist.requirements.filter((item) => item.documentIds.length === 0).length;
  return (
    <section aria-labelledby="staff-checklist-heading">
      <Title order={2} size="h3" id="staff-checklist-heading" mb="xs">
        {t('checklist.heading')}
      </Title>
      <Text size="sm" mb="xs" data-testid="staff-checklist-summary">
        {missing ? t('checklist.missingCount', { count: missing }) : t('checklist.complete')}
      </Text>
      <ul className={classes.checklist} data-testid="staff-checklist">
        {checklist.requirements.map((item) => {
          const received = item.documentIds.length > 0;
          return (
            <li key={item.id} data-state={received ? 'received' : 'missing'} className={classes.checkItem}>
              <span aria-hidden className={received ? classes.tick : classes.cross}>
                {received ? '✓' : '✗'}
              </span>
              <div className={classes.breakAnywhere}>
                <Text span fw={600}>
                  {item.label[language]}
                </Text>{' '}
                {received ? (
                  <Text span size="sm">
                    {t('checklist.receivedAs', {
                      names: item.documentIds.map((id) => nameOf.get(id) ?? id).join(', '),
                    })}
                  </Text>
                ) : (
                  <Badge color="red" variant="light">
                    {t('checklist.missing')}
                  </Badge>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {checklist.unmatched.length > 0 && (
        <Text size="sm" mt="xs" className={classes.breakAnywhere} data-testid="staff-checklist-unmatched">
          {t('checklist.unmatched', {
            names: checklist.unmatched.map((id) => nameOf.get(id) ?? id).join(', '),
          })}
        </Text>
      )}
    </section>
  );
}
