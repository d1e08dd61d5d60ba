import '@mantine/core/styles/List.css';
import { Alert, List, Text } from '@mantine/core';
import { useStaffTranslation } from '../staff-translations';
import { type PasswordRefusal, passwordRefusalText } from './password-problem';

/** A refused password (issue 28): the problem, then what would make it stronger, in the staff language. */
export function PasswordRefusalAlert({ refusal, testId }: { refusal: PasswordRefusal; testId: string }) {
  const { t } = useStaffTranslation();
  const { problem, tips } = passwordRefusalText(refusal, t);
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      <Text size="sm">{problem}</Text>
      {tips.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            {t('passwordProblem.tips')}
          </Text>
          <List size="sm">
            {tips.map((tip) => (
              <List.Item key={tip}>{tip}</List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
