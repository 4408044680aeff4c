import type * as yup from 'yup';
import { FORM_SCHEMAS } from './form-schemas';

/** For tests: the first message a schema answers for a value, or undefined when valid. */
export function messageFor(schema: yup.Schema, value: unknown): string | undefined {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

/** For tests: every field message a whole form answers, keyed by field name. */
export function formErrors(formId: keyof typeof FORM_SCHEMAS, values: Record<string, unknown>) {
  try {
    FORM_SCHEMAS[formId].validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as yup.ValidationError).inner) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
