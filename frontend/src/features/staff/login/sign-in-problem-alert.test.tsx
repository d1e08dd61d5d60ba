import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import '../staff-translations';
import { SignInProblemAlert } from './sign-in-problem-alert';

describe('SignInProblemAlert', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('words the problem as an alert with its test id', () => {
    renderWithMantine(<SignInProblemAlert problem={{ kind: 'codeWrong' }} testId="staff-enrol-error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('That code is wrong or has expired.');
    expect(screen.getByTestId('staff-enrol-error')).toBe(screen.getByRole('alert'));
  });

  it('says how many minutes a lockout lasts, in the staff language', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<SignInProblemAlert problem={{ kind: 'locked', minutes: 12 }} testId="staff-sign-in-error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Coba lagi dalam 12 menit.');
  });
});
