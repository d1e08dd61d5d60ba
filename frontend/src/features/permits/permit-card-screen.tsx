import { cardModalsMachine } from '@cipta/machines/card-modals';
import { Container, SimpleGrid } from '@mantine/core';
import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { inspectOptions } from '../../lib/inspector';
import { PageHero } from '../../components/page-hero';
import type { PermitScreen } from '../../content/permit-products';
import { openCard, type OpenCard, useCardAddress } from '../../hooks/use-card-address';
import { useLocalized } from '../../hooks/use-localized';
import { PermitCard } from './permit-card';

// The dialogs load when a visitor first opens one.
const PermitInfoModal = lazy(() => import('./permit-info-modal'));
const PermitApplyModal = lazy(() => import('./apply/permit-apply-modal'));

export type PermitPage =
  'permanentResidence' | 'temporaryStay' | 'internationalVisa' | 'additionalServices' | 'visitVisa';

interface Props {
  page: PermitPage;
  screen: PermitScreen;
}

/**
 * product §2 "Permit and visa card screens": the one screen the five routes show, each with its own
 * cards. The layout sets the page's title from its route (app/page-routes.ts).
 */
export function PermitCardScreen({ page, screen }: Props) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [modals, sendModals] = useMachine(cardModalsMachine, inspectOptions);
  const selected = screen.products.find((product) => product.id === modals.context.selectedId);
  const { show, dismiss } = useCardAddress({
    ids: screen.products.map((product) => product.id),
    current: openCard(modals.value, modals.context.selectedId),
    open: useCallback((card: OpenCard) => sendModals({ type: `card.${card.view}`, id: card.id }), [sendModals]),
    close: useCallback(() => sendModals({ type: 'modal.close' }), [sendModals]),
  });
  const close = dismiss;

  return (
    <>
      <PageHero title={t(`pages.${page}.heading`)} subtitle={localized(screen.intro)} />
      <Container size="lg" py="xl">
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: screen.products.length === 4 ? 4 : 3 }}
          spacing="md"
          data-testid="permit-cards"
        >
          {screen.products.map((product) => (
            <PermitCard
              key={product.id}
              product={product}
              onInfo={() => show({ view: 'info', id: product.id })}
              onApply={() => show({ view: 'apply', id: product.id })}
            />
          ))}
        </SimpleGrid>
      </Container>
      {selected && (
        <Suspense fallback={null}>
          {modals.matches('info') && (
            <PermitInfoModal
              product={selected}
              onClose={close}
              onApply={() => show({ view: 'apply', id: selected.id })}
            />
          )}
          {modals.matches('apply') && (
            <PermitApplyModal key={selected.id} formType={screen.formType} product={selected} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
