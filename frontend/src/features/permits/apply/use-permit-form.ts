import { useForm } from '@mantine/form';
import {
  EMPTY_PERMIT_FORM,
  type PermitFormShape,
  type PermitFormValues,
  validatePermitForm,
} from './permit-form-rules';

/** The apply form of one card: its values and the rules of its shape (product §5). */
export function usePermitForm(shape: PermitFormShape) {
  return useForm<PermitFormValues>({
    mode: 'controlled',
    initialValues: EMPTY_PERMIT_FORM,
    validate: (values) => validatePermitForm(values, shape),
  });
}

export type PermitForm = ReturnType<typeof usePermitForm>;
