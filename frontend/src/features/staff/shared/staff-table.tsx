import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './staff-table.module.css';

interface StaffTableProps {
  /** Names the scrolling region, for a screen reader and the keyboard. */
  label: string;
  /** The column headings, in order. */
  columns: readonly string[];
  testId: string;
  striped?: boolean;
  highlightOnHover?: boolean;
  /** The body's rows (`Table.Tr`). */
  children: ReactNode;
}

/**
 * A staff list as a table with a heading per column. It scrolls sideways on a narrow screen,
 * so the region is focusable: a keyboard can scroll it too.
 */
export function StaffTable({ label, columns, testId, striped, highlightOnHover, children }: StaffTableProps) {
  return (
    <div className={classes.wrap} tabIndex={0} role="region" aria-label={label}>
      <Table striped={striped} highlightOnHover={highlightOnHover} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th scope="col" key={column}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
