import { Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode, Ref } from 'react';
import { SubmitButton } from '../submit-button';
import { BotCheck } from './bot-check';

interface Props {
  ref?: Ref<HTMLElement>;
  /** The section's anchor, for a link or button that brings the form into view. */
  id?: string;
  className?: string;
  /** Names the ids: `<name>-form-heading` (it names the section), test ids `<name>-form` and `<name>-submit`. */
  name: string;
  heading: string;
  /** A sentence under the heading. */
  intro?: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  submitLabel: string;
  sendingLabel: string;
  submitSize?: 'md';
  /** The fields, then any alert. */
  children: ReactNode;
}

/**
 * A visitor's form that goes to the company (the contact message, the consultation request): a
 * section named by its heading, the fields, the anti-bot proof of work (started when the visitor
 * first touches the form), then the submit button, in its own block so it keeps its width.
 */
export function BotCheckedForm({ ref, id, className, name, heading, intro, onSubmit, ...props }: Props) {
  const headingId = `${name}-form-heading`;
  return (
    <section ref={ref} id={id} className={className} aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb={intro ? undefined : 'md'}>
        {heading}
      </Title>
      {intro && (
        <Text c="dimmed" size="sm" mt={4} mb="md">
          {intro}
        </Text>
      )}
      <form noValidate onSubmit={onSubmit} data-testid={`${name}-form`}>
        <Stack>
          {props.children}
          <BotCheck untilTouched />
          <div>
            <SubmitButton
              sending={props.sending}
              label={props.submitLabel}
              sendingLabel={props.sendingLabel}
              size={props.submitSize}
              data-testid={`${name}-submit`}
            />
          </div>
        </Stack>
      </form>
    </section>
  );
}
