import { Button, Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './offer-card.module.css';
import { Icon } from '../icon/icon';
import type { IconName } from '../../lib/icon-names';

interface Props {
  /** Makes the heading's id, unique on the page. */
  headingId: string;
  icon: IconName;
  /** The icon's background; the brand's lightest tint when absent. */
  iconColor?: string;
  title: string;
  headingLevel: 2 | 3;
  /** The facts under the title (price, processing time…). */
  children: ReactNode;
  /** The buttons' visible texts and their names, which say which card they belong to. */
  labels: { info: string; infoName: string; apply: string; applyName: string };
  onInfo: () => void;
  onApply: () => void;
  /** Test hooks: the card's, and a prefix for its two buttons (`{prefix}-info`, `{prefix}-apply`). */
  testIds: { card: string; buttons: string };
  /** Data attributes that identify what the card offers. */
  data: Record<`data-${string}`, string>;
}

/**
 * A card of something a visitor can ask about and apply for (a visa service, a permit): icon,
 * title, facts, Info and Apply. The visa services and the permit screens share it.
 */
export function OfferCard({
  headingId,
  icon,
  iconColor,
  title,
  headingLevel,
  children,
  labels,
  onInfo,
  onApply,
  testIds,
  data,
}: Props) {
  return (
    <Paper
      component="article"
      withBorder
      radius="lg"
      p="md"
      className={classes.card}
      aria-labelledby={headingId}
      data-testid={testIds.card}
      {...data}
    >
      <span className={classes.icon} style={iconColor ? { backgroundColor: iconColor } : undefined} aria-hidden="true">
        <Icon name={icon} />
      </span>
      <Title order={headingLevel} size={headingLevel === 2 ? 'h4' : 'h5'} id={headingId} className={classes.title}>
        {title}
      </Title>
      {children}
      <Group gap="xs" mt="auto" pt="sm">
        <Button
          variant="light"
          size="sm"
          onClick={onInfo}
          aria-label={labels.infoName}
          data-testid={`${testIds.buttons}-info`}
        >
          {labels.info}
        </Button>
        <Button size="sm" onClick={onApply} aria-label={labels.applyName} data-testid={`${testIds.buttons}-apply`}>
          {labels.apply}
        </Button>
      </Group>
    </Paper>
  );
}
