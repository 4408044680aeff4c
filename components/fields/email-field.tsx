import { FIELDS } from '@/constants/form-fields';
import { TextField, type TextFieldProps } from './text-field';

/** The work email field; `warning` shows the demo/trial business-email notice. */
export function EmailField({
  name = FIELDS.email.name,
  label = FIELDS.email.label,
  ...rest
}: Partial<TextFieldProps>) {
  return (
    <TextField
      name={name}
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...rest}
    />
  );
}
