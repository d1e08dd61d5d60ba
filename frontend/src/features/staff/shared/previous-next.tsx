import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

interface PreviousNextProps {
  page: number;
  /** Whether a page follows this one (the server's total, or a full page). */
  hasNext: boolean;
  onPage: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** Shown between the two buttons (the page number, where a page says it). */
  children?: ReactNode;
}

/** Steps through a list the server answers page by page. */
export function PreviousNext({ page, hasNext, onPage, previousLabel, nextLabel, children }: PreviousNextProps) {
  return (
    <Group gap="xs">
      <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      {children}
      <Button variant="default" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </Group>
  );
}
