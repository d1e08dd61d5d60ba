import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

interface Props {
  /** The page's one h1. */
  title: string;
  subtitle: string;
  /** Under the subtitle: a call to action, say. */
  children?: ReactNode;
}

/** The band at the top of a screen: its heading and a sentence on what the visitor finds there. */
export function PageHero({ title, subtitle, children }: Props) {
  return (
    // Not a named region: the page's h1 names it already, and a landmark here could share a
    // name with the footer's ("Contact us").
    <div className={classes.hero}>
      <Container size="lg">
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.subtitle}>{subtitle}</Text>
        {children}
      </Container>
    </div>
  );
}
