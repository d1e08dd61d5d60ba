import { Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  className?: string;
  /** The space under the heading, when what follows brings none of its own. */
  headingMb?: MantineSpacing;
  children: ReactNode;
}

/** A part of a page that its h2 names: the about page's parts, the contact page's offices and map. */
export function TitledSection({ headingId, heading, className, headingMb, children }: Props) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb={headingMb}>
        {heading}
      </Title>
      {children}
    </section>
  );
}
