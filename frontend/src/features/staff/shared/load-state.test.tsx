import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import '../staff-translations';
import { LoadState } from './load-state';

describe('LoadState', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('shows a named spinner while loading', () => {
    renderWithMantine(<LoadState loaded={false} failed={false} />);
    expect(screen.getByLabelText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the load failed, in the staff language, instead of the spinner', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<LoadState loaded={false} failed />);
    expect(screen.getByRole('alert')).toHaveTextContent('Terjadi kesalahan. Silakan coba lagi.');
    expect(screen.queryByLabelText('Memuat...')).not.toBeInTheDocument();
  });

  it('shows nothing once loaded', () => {
    renderWithMantine(<LoadState loaded failed={false} />);
    expect(screen.queryByLabelText('Loading...')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
