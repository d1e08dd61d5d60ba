import { Alert } from '@mantine/core';

/** What a staff action came to, in words: done (green, a status) or refused (red, an alert). */
export type ActionMessage = { tone: 'green' | 'red'; text: string };

export function ActionMessageAlert({ message, testId }: { message: ActionMessage | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert color={message.tone} role={message.tone === 'red' ? 'alert' : 'status'} data-testid={testId}>
      {message.text}
    </Alert>
  );
}
