import { Text, Title } from '@mantine/core';

/** A home page section's centred heading and its one-line introduction. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <>
      <Title order={2} id={id} ta="center">
        {title}
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="xl">
        {intro}
      </Text>
    </>
  );
}
