import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import classes from './link-button.module.css';
import { joinClasses } from './shell/primitives';

interface Look {
  variant?: 'filled' | 'light' | 'accent';
  size?: 'md' | 'lg';
  className?: string;
}

interface LinkButtonProps extends Omit<LinkProps, 'className'>, Look {
  children: ReactNode;
}

/** The look's attributes, which link-button.module.css styles. */
function lookAttributes({ variant = 'filled', size = 'md', className }: Look) {
  return {
    className: joinClasses(classes.button, className),
    'data-variant': variant,
    'data-size': size,
  };
}

/**
 * A link that looks like a button. Links in the shell (navbar, footer) use this instead of
 * Mantine's Button, which brings its loader and transitions onto every page's first load.
 */
export function LinkButton({ children, variant, size, className, ...props }: LinkButtonProps) {
  return (
    <Link {...lookAttributes({ variant, size, className })} {...props}>
      {children}
    </Link>
  );
}

/** The same look for an action of the shell that is not a link (reloading the page, say). */
export function ShellButton({
  children,
  variant,
  size,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return (
    <button type="button" {...lookAttributes({ variant, size, className })} {...props}>
      {children}
    </button>
  );
}
