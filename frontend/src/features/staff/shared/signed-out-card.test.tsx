import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import '../staff-translations';
import { SignedOutCard } from './signed-out-card';

describe('SignedOutCard', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('is the main landmark with the page heading, the language switch and the content', () => {
    renderWithMantine(
      <SignedOutCard heading="Sign in">
        <p>The form</p>
      </SignedOutCard>,
    );
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sign in' }));
    expect(main).toContainElement(screen.getByRole('button', { name: 'English', pressed: true }));
    expect(screen.getByText('The form')).toBeVisible();
  });
});
