import { Button, Loader, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Panel } from './panel';

interface PanelProps {
  heading: string;
  /** The heading's id, which names the form. */
  headingId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The visa search is a search landmark; the tracking lookup is a form. */
  role?: 'search';
  noValidate?: boolean;
  'data-testid': string;
  children: ReactNode;
}

/** The bordered card of a search or a lookup (the visa search, tracking): its heading, then its fields and buttons. */
export function SearchPanel({ heading, headingId, children, ...form }: PanelProps) {
  return (
    <Panel component="form" headingId={headingId} {...form}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Panel>
  );
}

interface ButtonProps {
  busy: boolean;
  label: string;
  /** What it reads while the answer is awaited ("Searching..."). */
  busyLabel: string;
  'data-testid': string;
}

/** A search's submit button: disabled, with a spinner, until the answer comes. */
export function SearchButton({ busy, label, busyLabel, ...props }: ButtonProps) {
  return (
    <Button type="submit" disabled={busy} leftSection={busy ? <Loader size={14} /> : null} {...props}>
      {busy ? busyLabel : label}
    </Button>
  );
}
