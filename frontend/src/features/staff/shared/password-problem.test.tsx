import { PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from '@cipta/domain/staff-rules';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import en from '../../../i18n/staff-account/en.json';
import id from '../../../i18n/staff-account/id.json';
import { renderWithMantine } from '../../../testing/render';
import '../staff-translations';
import { newPasswordErrors, passwordRefusal, passwordRefusalText } from './password-problem';
import { PasswordRefusalAlert } from './password-refusal-alert';

const CODES = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_WEAK'] as const;

/** The API's answer to a weak password, as it is sent: its English message beside the codes. */
const WEAK = {
  statusCode: 400,
  error: 'Bad Request',
  code: 'VALIDATION_FAILED',
  message: 'Some fields are missing or invalid.',
  details: [
    {
      field: 'password',
      message: 'The password is too common or too easy to guess.',
      code: 'PASSWORD_TOO_WEAK',
      warning: 'similarToCommon',
      suggestions: ['capitalization', 'anotherWord'],
    },
  ],
};

describe('a refused password in words (issue 28)', () => {
  afterEach(cleanup);

  it.each([
    ['en', en],
    ['id', id],
  ] as const)('has %s text for every code the policy can answer', (_language, copy) => {
    for (const code of CODES) expect(copy.passwordProblem.codes[code], code).toBeTruthy();
    for (const warning of PASSWORD_WARNINGS) expect(copy.passwordProblem.warnings[warning], warning).toBeTruthy();
    for (const suggestion of PASSWORD_SUGGESTIONS)
      expect(copy.passwordProblem.suggestions[suggestion], suggestion).toBeTruthy();
  });

  it('checks the length in characters and the repeat before asking the API', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'staff');
    expect(newPasswordErrors('short', 'short', t)).toEqual({
      lengthError: 'At least 12 characters.',
      repeatError: undefined,
    });
    expect(newPasswordErrors('🦎🌋🍍🛶🪁🧭🪐🦩🎐🧿🪸🫧', 'other', t)).toEqual({
      lengthError: undefined,
      repeatError: 'The two passwords are not the same.',
    });
    expect(newPasswordErrors('x'.repeat(129), 'x'.repeat(129), t).lengthError).toBe('At most 128 characters.');
  });

  it('reads only the codes of the named field', () => {
    expect(passwordRefusal(WEAK, 'password')).toEqual({
      code: 'PASSWORD_TOO_WEAK',
      warning: 'similarToCommon',
      suggestions: ['capitalization', 'anotherWord'],
    });
    expect(passwordRefusal(WEAK, 'newPassword')).toBeUndefined();
    expect(passwordRefusal(undefined, 'password')).toBeUndefined();
  });

  it('says it in English from the codes, never the raw code', async () => {
    await i18n.changeLanguage('en');
    const text = passwordRefusalText(passwordRefusal(WEAK, 'password')!, i18n.getFixedT('en', 'staff'));
    expect(text.problem).toBe(
      'This password is too common or too easy to guess; choose a longer passphrase. This is similar to a commonly used password.',
    );
    expect(text.tips).toEqual(['Capitalise more than the first letter.', 'Add more words that are less common.']);
  });

  it('says it all in Indonesian, with no English from the API and no code', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<PasswordRefusalAlert refusal={passwordRefusal(WEAK, 'password')!} testId="staff-setup-error" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Kata sandi ini terlalu umum atau terlalu mudah ditebak; pilih frasa sandi yang lebih panjang. Kata sandi ini mirip dengan kata sandi yang umum dipakai.',
    );
    expect(alert).toHaveTextContent('Gunakan huruf kapital di lebih dari huruf pertama.');
    const shown = alert.textContent ?? '';
    for (const english of [WEAK.details[0]!.message, 'similarToCommon', 'password', 'guess', 'common'])
      expect(shown).not.toContain(english);
  });
});
