import { Container, Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../layout/language-switch';
import classes from './signed-out-card.module.css';

/**
 * The page of a person not (yet) signed in (sign-in, account set-up): one card with its heading
 * and the language switch, since the staff layout and its switch come only after sign-in.
 */
export function SignedOutCard({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className={classes.page}>
      <Container className={classes.card} p={0}>
        <main>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Title order={1} size="h2">
                  {heading}
                </Title>
                <LanguageSwitch />
              </Group>
              {children}
            </Stack>
          </Paper>
        </main>
      </Container>
    </div>
  );
}
