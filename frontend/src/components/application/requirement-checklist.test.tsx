import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderWithMantine } from '../../testing/render';
import { RequirementChecklist } from './requirement-checklist';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });
const REQUIREMENTS = [
  { id: 'passport', label: { en: 'Passport', id: 'Paspor' } },
  { id: 'flight-ticket', label: { en: 'Return ticket', id: 'Tiket pulang' } },
];

describe('RequirementChecklist (issue 21)', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en');
  });
  afterEach(cleanup);

  it('lists each required document open until a file covers it, and names the file', () => {
    renderWithMantine(<RequirementChecklist requirements={REQUIREMENTS} files={[]} />);
    const items = () => screen.getAllByTestId('required-document');
    expect(items().map((item) => item.textContent)).toEqual(['Passport', 'Return ticket']);
    expect(screen.getAllByRole('img', { name: 'Still to add' })).toHaveLength(2);

    cleanup();
    renderWithMantine(<RequirementChecklist requirements={REQUIREMENTS} files={[file('ticket.pdf')]} />);
    expect(items()[1]).toHaveTextContent('Return ticket (ticket.pdf)');
    expect(items()[1]).toHaveAttribute('data-covered');
    expect(items()[0]).not.toHaveAttribute('data-covered');
    expect(screen.getByRole('img', { name: 'Added' })).toBeInTheDocument();
  });

  it("writes each line in the page's language", async () => {
    await i18n.changeLanguage('id');
    renderWithMantine(<RequirementChecklist requirements={REQUIREMENTS} files={[file('paspor.pdf')]} />);
    expect(screen.getAllByTestId('required-document')[0]).toHaveTextContent('Paspor (paspor.pdf)');
  });

  it('shows nothing for a service with no requirements', () => {
    renderWithMantine(<RequirementChecklist requirements={[]} files={[file('a.pdf')]} />);
    expect(screen.queryByTestId('required-documents')).not.toBeInTheDocument();
  });
});
