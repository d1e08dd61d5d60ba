import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { PreviousNext } from './previous-next';

describe('PreviousNext', () => {
  afterEach(cleanup);

  const pager = (page: number, hasNext: boolean, onPage = vi.fn()) =>
    renderWithMantine(
      <PreviousNext page={page} hasNext={hasNext} onPage={onPage} previousLabel="Previous" nextLabel="Next">
        <span>Page {page}</span>
      </PreviousNext>,
    );

  it('offers no previous page on the first, and asks for the next one', () => {
    const onPage = vi.fn();
    pager(1, true, onPage);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText('Page 1')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers no next page on the last, and asks for the previous one', () => {
    const onPage = vi.fn();
    pager(3, false, onPage);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
});
