import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { approvedVisa, processingPermit } from './sample-applications';
import { TrackingResult } from './tracking-result';
import type { TrackedApplication } from './use-tracking';

async function show(application: TrackedApplication, language: 'en' | 'id') {
  await i18n.changeLanguage(language);
  renderWithMantine(<TrackingResult application={application} />);
  return screen.getByTestId('tracking-result');
}

const historyTexts = () =>
  within(screen.getByTestId('tracking-history'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the tracking result', () => {
  afterEach(() => cleanup());

  it('shows a processing application in English: service, kind, submitted date, "In process" and the estimate', async () => {
    const result = await show(processingPermit, 'en');
    expect(within(result).getByText('E33G Remote Worker KITAS')).toBeInTheDocument();
    expect(within(result).queryByText('Price')).not.toBeInTheDocument();
    expect(within(result).getByText('Stay permit')).toBeInTheDocument();
    // Submitted, the history's first step, and the document's arrival.
    expect(within(result).getAllByText('21 November 2026')).toHaveLength(3);
    expect(screen.getByTestId('tracking-status').textContent).toBe('In process');
    expect(screen.getByTestId('tracking-estimate').textContent).toBe(
      'Most applications are completed within 3-5 working days.',
    );
    expect(historyTexts()).toEqual(['In process21 November 2026']);
  });

  it('lists what was received, by the names the files had (issue 21)', async () => {
    await show(processingPermit, 'id');
    expect(screen.getByRole('heading', { name: 'Dokumen yang diterima' })).toBeInTheDocument();
    expect(within(screen.getByTestId('tracking-documents')).getByRole('listitem').textContent).toBe(
      'passport.pdf · 21 November 2026',
    );
  });

  it('shows the same application in Indonesian: "Sedang Diproses" and the estimate in days of work', async () => {
    const result = await show(processingPermit, 'id');
    expect(within(result).getByText('Izin tinggal')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status').textContent).toBe('Sedang Diproses');
    expect(screen.getByTestId('tracking-estimate').textContent).toBe(
      'Sebagian besar permohonan selesai dalam 3-5 hari kerja.',
    );
    expect(historyTexts()).toEqual(['Sedang Diproses21 November 2026']);
  });

  it('lists the history oldest first, with the price, and no estimate once the application has moved on', async () => {
    const result = await show(approvedVisa, 'en');
    expect(within(result).getByText('USD 35')).toBeInTheDocument();
    expect(within(result).getByText('Visa')).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status').textContent).toBe('Approved');
    expect(screen.queryByTestId('tracking-estimate')).not.toBeInTheDocument();
    expect(historyTexts()).toEqual([
      'In process21 November 2026',
      'Documents requested22 November 2026',
      'Approved25 November 2026',
    ]);
  });

  it('names every status in Indonesian in the same order', async () => {
    await show(approvedVisa, 'id');
    expect(screen.getByTestId('tracking-status').textContent).toBe('Disetujui');
    expect(historyTexts()).toEqual([
      'Sedang Diproses21 November 2026',
      'Dokumen diminta22 November 2026',
      'Disetujui25 November 2026',
    ]);
  });
});
