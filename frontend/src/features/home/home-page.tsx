import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../hooks/use-page-meta';
import { BackendStatus } from './backend-status';

export default function HomePage() {
  const { t } = useTranslation();
  usePageMeta('home');
  return (
    <Container size="md" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('pages.home.heading')}</Title>
        <Text size="lg" c="dimmed">
          {t('comingSoon')}
        </Text>
        <Button component={Link} to={paths.consultation}>
          {t('nav.consult')}
        </Button>
        <BackendStatus />
      </Stack>
    </Container>
  );
}
