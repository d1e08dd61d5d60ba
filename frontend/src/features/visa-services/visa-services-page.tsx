import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Loader.css';
import { cardModalsMachine } from '@cipta/machines/card-modals';
import { Container } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { inspectOptions } from '../../lib/inspector';
import { PageHero } from '../../components/page-hero';
import { openCard, type OpenCard, useCardAddress } from '../../hooks/use-card-address';
import { visaServices } from '../../content/visa-catalogue';
import { InfoPanel } from './info-panel';
import { SearchForm } from './search-form';
import { ServiceResults } from './service-results';
import { useVisaSearch } from './use-visa-search';
import classes from './visa-services-page.module.css';
import { useVisaTranslation } from './visa-translations';

// The dialogs load when a visitor first opens one.
const serviceIds = visaServices.map((service) => service.id);

const ServiceInfoModal = lazy(() => import('./service-info-modal'));
const ApplyModal = lazy(() => import('./apply/apply-modal'));

/** product §2 "Visa services" (on /visa-services and /visa-service): search, catalogue, Info and Apply. */
export default function VisaServicesPage() {
  const { t } = useVisaTranslation();
  const search = useVisaSearch();
  const [modals, sendModals] = useMachine(cardModalsMachine, inspectOptions);
  const selected = visaServices.find((service) => service.id === modals.context.selectedId);
  const { show, dismiss } = useCardAddress({
    ids: serviceIds,
    current: openCard(modals.value, modals.context.selectedId),
    open: useCallback((card: OpenCard) => sendModals({ type: `card.${card.view}`, id: card.id }), [sendModals]),
    close: useCallback(() => sendModals({ type: 'modal.close' }), [sendModals]),
  });
  const close = dismiss;

  return (
    <>
      <PageHero title={t('hero.title')} subtitle={t('hero.subtitle')} />
      <Container size="lg" py="xl">
        <div className={classes.layout}>
          <div className={classes.side}>
            <SearchForm search={search} />
            <InfoPanel search={search} />
          </div>
          <ServiceResults
            search={search}
            onInfo={(service) => show({ view: 'info', id: service.id })}
            onApply={(service) => show({ view: 'apply', id: service.id })}
          />
        </div>
      </Container>
      {selected && (
        <Suspense fallback={null}>
          {modals.matches('info') && (
            <ServiceInfoModal
              service={selected}
              onClose={close}
              onApply={() => show({ view: 'apply', id: selected.id })}
            />
          )}
          {modals.matches('apply') && <ApplyModal key={selected.id} service={selected} onClose={close} />}
        </Suspense>
      )}
    </>
  );
}
