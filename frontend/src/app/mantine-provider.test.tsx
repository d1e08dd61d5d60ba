import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  MantineProvider,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { themeCss } from '../../build-tools/mantine-theme-css';
import { AppMantineProvider } from './mantine-provider';
import { cssVariablesResolver, theme } from './theme';

/** Components whose markup reads the theme and the context: sizes, variants, colours, radius. */
const sample = (
  <Container size="lg">
    <Stack gap="md">
      <Title order={2}>Title</Title>
      <Text c="dimmed" size="sm">
        Text
      </Text>
      <Group gap="xs">
        <Button variant="light" color="red">
          Light
        </Button>
        <Button loading>Filled</Button>
        <Badge color="green">Badge</Badge>
      </Group>
      <Alert color="red" title="Alert" id="alert">
        Body
      </Alert>
      <Paper withBorder p="md" shadow="sm" hiddenFrom="md">
        <Anchor href="/x">Link</Anchor>
        <Loader size="sm" />
      </Paper>
    </Stack>
  </Container>
);

function markupUnder(provider: (children: ReactNode) => ReactNode) {
  const { container, unmount } = render(provider(sample));
  // A copy: React still owns the rendered nodes it will unmount.
  const copy = container.cloneNode(true) as HTMLElement;
  unmount();
  copy.querySelectorAll('style[data-mantine-styles]').forEach((style) => style.remove());
  return copy.innerHTML;
}

describe('AppMantineProvider', () => {
  it('renders Mantine components as MantineProvider does', () => {
    const ours = markupUnder((children) => <AppMantineProvider>{children}</AppMantineProvider>);
    const mantines = markupUnder((children) => (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {children}
      </MantineProvider>
    ));
    expect(ours).toContain('mantine-Button-root');
    expect(ours).toBe(mantines);
  });

  it('writes no stylesheet into the page: they come from the build', () => {
    const { container } = render(<AppMantineProvider>{sample}</AppMantineProvider>);
    expect(container.querySelector('style')).toBeNull();
  });
});

describe('themeCss', () => {
  it("holds MantineProvider's variables for the app's theme and its responsive classes", () => {
    const css = themeCss();
    expect(css).toContain('--mantine-color-brand-8: #0b3d91');
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled)');
    // The app's resolver (theme.ts): the darker dimmed and error texts.
    expect(css).toMatch(
      /data-mantine-color-scheme="light"\][^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\)/,
    );
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}');
  });
});
