import { Alert, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { components } from '@cipta/domain/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '../format';
import { useStaffSession } from '../layout/staff-layout';
import { useStaffTitle } from '../login/use-document-title';
import { LoadState } from '../shared/load-state';
import { PreviousNext } from '../shared/previous-next';
import { StaffTable } from '../shared/staff-table';
import { staffApi } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Promotion = components['schemas']['StaffPromotion'];
const PAGE_SIZE = 50;
const COLUMNS = ['spot', 'name', 'email', 'phone', 'promo', 'at'] as const;

/**
 * The promotion (issue 13): the running round's claims by spot number and what is left; an
 * admin resets it here, confirmed by typing RESET (the API audits it).
 */
export default function PromotionPage() {
  const { t, i18n } = useStaffTranslation();
  useStaffTitle(t('promotion.heading'));
  const session = useStaffSession();
  const [page, setPage] = useState(1);
  const [promotion, setPromotion] = useState<Promotion>();
  const [failed, setFailed] = useState(false);
  const [confirm, setConfirm] = useState('');
  const [resetDone, setResetDone] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { data } = await staffApi.GET('/api/staff/promotion', { params: { query: { page, pageSize: PAGE_SIZE } } });
      if (data) setPromotion(data);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, [page]);

  useEffect(() => {
    void load();
  }, [load]);

  const reset = async (event: FormEvent) => {
    event.preventDefault();
    if (confirm !== 'RESET') return;
    setResetDone(false);
    const { data } = await staffApi.POST('/api/staff/promotion/reset', { body: { confirm: 'RESET' } });
    if (!data) return void setFailed(true);
    setConfirm('');
    setResetDone(true);
    setPage(1);
    await load();
  };

  const date = (iso: string) => formatDateTime(iso, i18n.language);

  return (
    <Stack gap="md">
      <Title order={1}>{t('promotion.heading')}</Title>
      <LoadState loaded={Boolean(promotion)} failed={failed} />
      {promotion && (
        <>
          <Text size="lg" fw={600} data-testid="staff-promotion-counts">
            {t('promotion.counts', promotion)}
          </Text>
          {promotion.lastResetAt && (
            <Text size="sm">{t('promotion.since', { date: date(promotion.lastResetAt) })}</Text>
          )}
          {promotion.items.length === 0 ? (
            <Text>{t('promotion.empty')}</Text>
          ) : (
            <StaffTable
              label={t('promotion.heading')}
              testId="staff-promotion-claims"
              striped
              columns={COLUMNS.map((column) => t(`promotion.columns.${column}`))}
            >
              {promotion.items.map((claim) => (
                <Table.Tr key={claim.id}>
                  <Table.Td>{claim.claimNumber}</Table.Td>
                  <Table.Td>{claim.name}</Table.Td>
                  <Table.Td>{claim.email}</Table.Td>
                  <Table.Td>{claim.phone}</Table.Td>
                  <Table.Td>{claim.promo ?? ''}</Table.Td>
                  <Table.Td>{date(claim.claimedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </StaffTable>
          )}
          {promotion.total > promotion.pageSize && (
            <PreviousNext
              page={page}
              hasNext={page * promotion.pageSize < promotion.total}
              onPage={setPage}
              previousLabel={t('promotion.previous')}
              nextLabel={t('promotion.next')}
            />
          )}
        </>
      )}
      {session.user.role === 'admin' && (
        <Paper withBorder p="md">
          <form onSubmit={(event) => void reset(event)} aria-labelledby="staff-promotion-reset">
            <Stack gap="sm">
              <Title order={2} size="h3" id="staff-promotion-reset">
                {t('promotion.reset')}
              </Title>
              <Text size="sm">{t('promotion.resetIntro')}</Text>
              <TextInput
                label={t('promotion.confirm')}
                value={confirm}
                autoComplete="off"
                onChange={(event) => setConfirm(event.currentTarget.value)}
                style={{ maxWidth: 240 }}
              />
              <Group>
                <Button type="submit" color="red" disabled={confirm !== 'RESET'}>
                  {t('promotion.reset')}
                </Button>
              </Group>
              {resetDone && (
                <Alert color="green" role="status" data-testid="staff-promotion-reset-done">
                  {t('promotion.resetDone')}
                </Alert>
              )}
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
