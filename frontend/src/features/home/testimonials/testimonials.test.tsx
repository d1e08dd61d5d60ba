import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderWithMantine } from '../../../testing/render';
import Testimonials from './testimonials';

const NAMES = ['Sarah Mitchell', 'Kenji Watanabe', 'Lukas Becker', 'Priya Raman', "Daniel O'Connor"];
/** Whose words a person (or a screen reader) finds in the slider now. */
const shownNames = () =>
  within(screen.getByTestId('testimonials'))
    .getAllByRole('figure')
    .map((figure) => NAMES.find((name) => within(figure).queryByText(name)));

describe('the testimonials (product §4: three per view, wrapping)', () => {
  afterEach(cleanup);

  it('shows one group of three, the others kept from assistive technology until an arrow brings them', async () => {
    await i18n.changeLanguage('en');
    renderWithMantine(<Testimonials />);
    const slider = screen.getByTestId('testimonials');
    expect(slider).toHaveAccessibleName('Testimonials 1 to 3 of 5');
    expect(shownNames()).toEqual(['Sarah Mitchell', 'Kenji Watanabe', 'Lukas Becker']);

    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(slider).toHaveAccessibleName('Testimonials 4 to 5 of 5');
    expect(shownNames()).toEqual(['Priya Raman', "Daniel O'Connor"]);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    expect(slider).toHaveAccessibleName('Testimonials 1 to 3 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    expect(slider).toHaveAccessibleName('Testimonials 4 to 5 of 5');
  });

  it('names the group and the arrows in Indonesian', async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<Testimonials />);
    expect(screen.getByTestId('testimonials')).toHaveAccessibleName('Testimoni 1 sampai 3 dari 5');
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Testimoni sebelumnya',
      'Testimoni berikutnya',
    ]);
    await i18n.changeLanguage('en');
  });
});
