import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellButton } from '../components/link-button';
import { Container, PageTitle, Paragraph } from '../components/shell/primitives';
import classes from './screen-error.module.css';

/** product §9: a screen whose code fails to load shows this instead of a blank page. */
export function ScreenError() {
  const { t } = useTranslation();
  return (
    <Container size="sm" className={classes.page}>
      <div className={classes.stack} role="alert">
        <PageTitle>{t('chunkError.heading')}</PageTitle>
        <Paragraph>{t('chunkError.text')}</Paragraph>
        <ShellButton onClick={() => window.location.reload()}>{t('chunkError.reload')}</ShellButton>
      </div>
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
