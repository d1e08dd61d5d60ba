import { Button, type ButtonProps } from '@mantine/core';

interface Props extends ButtonProps {
  sending: boolean;
  label: string;
  /** What it reads while the form is being sent ("Sending..."). */
  sendingLabel: string;
  'data-testid'?: string;
}

/**
 * A form's submit button that says when the form is being sent and takes no second press
 * meanwhile. It is aria-disabled rather than disabled, so the keyboard focus stays on it.
 */
export function SubmitButton({ sending, label, sendingLabel, ...props }: Props) {
  return (
    <Button
      type="submit"
      aria-disabled={sending}
      data-disabled={sending || undefined}
      onClick={sending ? (event) => event.preventDefault() : undefined}
      {...props}
    >
      {sending ? sendingLabel : label}
    </Button>
  );
}
