import { Container, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellButton } from '../components/link-button';

/** product §9: a screen whose code fails to load shows this instead of a blank page. */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start" role="alert">
        <Title order={1}>{t('chunkError.heading')}</Title>
        <Text>{t('chunkError.text')}</Text>
        <ShellButton onClick={() => window.location.reload()}>{t('chunkError.reload')}</ShellButton>
      </Stack>
    </Container>
  );
}

/** Catches a screen that cannot load or render; the navbar and footer stay usable around it. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}
