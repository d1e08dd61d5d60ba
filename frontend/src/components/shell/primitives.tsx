import type { ComponentProps } from 'react';
import classes from './shell.module.css';

type ContainerSize = 'sm' | 'md' | 'lg' | 'xl';

/*
 * The few layout pieces the shell (navbar, home hero, screen error) would take from Mantine,
 * drawn by the same CSS rules without Mantine's components (decision 204).
 */

/**
 * Mantine's Container (its default, centred strategy: a width by size, the page's gutter) as a
 * plain <div>. The shell and the home page's hero are on every first load, and one Mantine
 * component there brings Mantine's style system with it (Box, the props and styles resolution:
 * 5 kB gzipped of the entry chunk, decision 204). Screens keep Mantine's own.
 */
export function Container({ size = 'md', className, ...props }: ComponentProps<'div'> & { size?: ContainerSize }) {
  return <div {...props} className={joinClasses(classes.container, className)} data-size={size} />;
}

/**
 * A <button> with no look of its own (Mantine's UnstyledButton), keeping Mantine's global focus
 * ring and pressed feedback (`mantine-focus-auto`, `mantine-active`, from MantineProvider) so it
 * behaves as the screens' buttons do.
 */
export function PlainButton({ className, type = 'button', ...props }: ComponentProps<'button'>) {
  return (
    <button
      type={type}
      {...props}
      className={joinClasses(`${classes.plainButton} mantine-focus-auto mantine-active`, className)}
    />
  );
}

/** A page's one heading, as Mantine's <Title order={1}> draws it. */
export function PageTitle({ className, ...props }: ComponentProps<'h1'>) {
  return <h1 {...props} className={joinClasses(classes.heading, className)} />;
}

/** A paragraph in the theme's body size, as Mantine's <Text> draws it. */
export function Paragraph({ className, ...props }: ComponentProps<'p'>) {
  return <p {...props} className={joinClasses(classes.text, className)} />;
}

/** The element's own class and the one its caller gives, when it gives one. */
export function joinClasses(own: string | undefined, given: string | undefined) {
  return [own, given].filter(Boolean).join(' ');
}
