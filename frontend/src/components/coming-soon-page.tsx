import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import type { PageKey } from '../hooks/use-page-meta';

/** An honest placeholder for a screen a later issue fills: its heading and a way to reach us. */
export function ComingSoonPage({ page }: { page: Exclude<PageKey, 'notFound'> }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py={80}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t(`pages.${page}.heading`)}</Title>
        <Text size="lg" c="dimmed">
          {t('comingSoon')}
        </Text>
        <Button component={Link} to={paths.contact} variant="light">
          {t('comingSoonContact')}
        </Button>
      </Stack>
    </Container>
  );
}
