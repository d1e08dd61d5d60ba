import { Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

interface Props {
  /** What the card is in the page. */
  component: 'form' | 'section' | 'aside';
  /** The id of its heading, which names it. */
  headingId: string;
  'data-testid': string;
  role?: 'search';
  noValidate?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A bordered card that its heading names: the visa search and its info panel, tracking's lookup, answer and document request. */
export function Panel({ component, headingId, ...props }: Props) {
  // Paper types its props by one element; the form's own props (onSubmit, noValidate) come only with 'form'.
  return <Paper component={component as 'form'} withBorder p="lg" radius="lg" aria-labelledby={headingId} {...props} />;
}
