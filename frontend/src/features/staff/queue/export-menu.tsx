import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { fetchStaffFile, saveBlob } from '../staff-api';
import { useStaffTranslation } from '../staff-translations';

type Format = 'xlsx' | 'csv' | 'csv-semicolon';

/** The day in Jakarta, as the API names the file (applications-2026-11-28.xlsx). */
function jakartaDay(): string {
  return new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * issue 27: the filtered queue as an Excel workbook, or as CSV separated by commas or by
 * semicolons (Excel with Indonesian regional settings), in the staff member's language.
 */
export function ExportMenu({ query, onFailed }: { query: Record<string, string>; onFailed: () => void }) {
  const { t } = useStaffTranslation();
  const [busy, setBusy] = useState(false);
  const download = async (format: Format) => {
    setBusy(true);
    try {
      const params = new URLSearchParams(query);
      if (format === 'csv-semicolon') params.set('separator', 'semicolon');
      const extension = format === 'xlsx' ? 'xlsx' : 'csv';
      const blob = await fetchStaffFile(`/api/staff/exports/applications.${extension}`, params);
      saveBlob(blob, `applications-${jakartaDay()}.${extension}`);
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };
  return (
    // Portalled into <main>, so an open menu stays inside a landmark; no focus placeholder (a role=presentation child of role=menu).
    <Menu position="bottom-start" portalProps={{ target: '#main' }} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="outline" loading={busy}>
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void download('xlsx')}>{t('export.xlsx')}</Menu.Item>
        <Menu.Item onClick={() => void download('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void download('csv-semicolon')}>{t('export.csvSemicolon')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
