import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Label, Textarea } from './field-styles';
import { useFieldState } from './use-field-state';

export interface TextareaFieldProps {
  name: string;
  label: string;
  hint?: string;
  placeholder?: string;
  /** Shows a live character count against this limit (the schema enforces it). */
  maxLength?: number;
  id?: string;
  rows?: number;
  required?: boolean;
}

export function TextareaField({
  name,
  label,
  hint,
  placeholder,
  maxLength,
  id: explicitId,
  rows = 4,
  required = true,
}: TextareaFieldProps) {
  const { field, id, error } = useFieldState<string>(name, explicitId);
  const length = (field.value ?? '').length;
  const counter = maxLength ? `${length} / ${maxLength} characters` : undefined;
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={rows}
        placeholder={placeholder}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint: hint ?? counter })}
        $invalid={Boolean(error)}
      />
      <FieldFeedback id={id} error={error} hint={hint ?? counter} />
    </FieldGroup>
  );
}
