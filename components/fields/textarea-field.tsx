import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Label, Textarea } from './field-styles';
import { connectField, type FieldSlice } from './use-field-state';

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

function TextareaFieldView({
  name,
  label,
  hint,
  placeholder,
  maxLength,
  rows = 4,
  required = true,
  id,
  value,
  error,
  onChange,
  onBlur,
}: TextareaFieldProps & FieldSlice<string>) {
  const length = (value ?? '').length;
  const counter = maxLength ? `${length} / ${maxLength} characters` : undefined;
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        name={name}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
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

export const TextareaField = connectField<string, TextareaFieldProps>(TextareaFieldView);
