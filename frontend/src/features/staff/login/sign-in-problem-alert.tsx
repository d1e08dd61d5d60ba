import { Alert } from '@mantine/core';
import { useStaffTranslation } from '../staff-translations';
import type { SignInProblem } from './sign-in-errors';

/** A sign-in or enrolment problem in words (the lockout with its minutes), announced at once. */
export function SignInProblemAlert({ problem, testId }: { problem: SignInProblem; testId: string }) {
  const { t } = useStaffTranslation();
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {problem.kind === 'locked' ? t('errors.locked', { minutes: problem.minutes }) : t(`errors.${problem.kind}`)}
    </Alert>
  );
}
