import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../components/link-button';
import { paths } from '../lib/paths';

/** DESIGN 7: an unknown path says so, in both languages, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Text fw={800} size="xl" c="brand.8" aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('pages.notFound.heading')}</Title>
        <Text>{t('pages.notFound.text')}</Text>
        <LinkButton to={paths.home}>{t('pages.notFound.home')}</LinkButton>
      </Stack>
    </Container>
  );
}
