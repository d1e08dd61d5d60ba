import { Table } from '@mantine/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../testing/render';
import { StaffTable } from './staff-table';

describe('StaffTable', () => {
  afterEach(cleanup);

  it('is a focusable region named by its label, with a column heading per column and the rows given', () => {
    renderWithMantine(
      <StaffTable label="Applications" columns={['Name', 'E-mail']} testId="staff-list">
        <Table.Tr>
          <Table.Td>Ana</Table.Td>
          <Table.Td>ana@example.com</Table.Td>
        </Table.Tr>
      </StaffTable>,
    );
    const region = screen.getByRole('region', { name: 'Applications' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByTestId('staff-list');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'E-mail']);
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('cell', { name: 'ana@example.com' })).toBeVisible();
  });
});
