import { ActionIcon } from '@mantine/core';

/** A carousel's previous or next arrow: a round button named by what it shows next. */
export function CarouselArrow({
  direction,
  label,
  onClick,
}: {
  direction: 'previous' | 'next';
  label: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon variant="default" radius="xl" size="lg" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">{direction === 'previous' ? '←' : '→'}</span>
    </ActionIcon>
  );
}
