import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/List.css';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './info-modal.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  testId?: string;
}

interface FactListProps {
  facts: readonly Fact[];
  /** The narrowest a fact's box gets before the row wraps. */
  minWidth?: number;
}

/** Facts as labelled boxes (a description list), as many to a row as fit. */
export function FactList({ facts, minWidth = 150 }: FactListProps) {
  const style = { '--fact-min-width': `${minWidth}px` } as CSSProperties;
  return (
    <dl className={classes.facts} style={style}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd data-testid={fact.testId}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One titled part of an info modal. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={3} size="h5" mb={6}>
        {title}
      </Title>
      {children}
    </section>
  );
}

interface Props {
  title: string;
  /** Shown above the description (the visa catalogue's sample visa). */
  lead?: ReactNode;
  description: string;
  facts: readonly Fact[];
  /** Sections between the facts and the requirements. */
  children?: ReactNode;
  requirements: { title: string; items: readonly string[]; testId?: string };
  labels: { close: string; apply: string };
  testIds: { modal: string; apply: string };
  onClose: () => void;
  onApply: () => void;
}

/**
 * product §2/§4: the Info modal of a visa service or a card product: its description, facts,
 * requirements, and Apply, which opens the apply modal.
 */
export function InfoModal({ title, lead, description, facts, children, requirements, labels, testIds, ...on }: Props) {
  return (
    <Modal
      opened
      onClose={on.onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': labels.close }}
    >
      <Stack gap="md" data-testid={testIds.modal}>
        {lead}
        <Text>{description}</Text>
        <FactList facts={facts} />
        {children}
        <InfoSection title={requirements.title}>
          <List size="sm" spacing={4} data-testid={requirements.testId}>
            {requirements.items.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </InfoSection>
        <Group justify="flex-end">
          <Button variant="default" onClick={on.onClose}>
            {labels.close}
          </Button>
          <Button onClick={on.onApply} data-testid={testIds.apply}>
            {labels.apply}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
