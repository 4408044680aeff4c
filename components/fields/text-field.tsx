import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Input, Label } from './field-styles';
import { useFieldState } from './use-field-state';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  placeholder?: string;
  hint?: string;
  /** A soft warning shown under a valid value (e.g. a non-business email in the demo). */
  warning?: string;
  id?: string;
  maxLength?: number;
  inputMode?: 'text' | 'email' | 'url' | 'tel' | 'numeric';
  /** Required fields are announced to assistive technology; the schema enforces them. */
  required?: boolean;
  /** A link on the error's line (the trial's 'Sign in' beside a taken email). */
  errorAction?: ReactNode;
}

export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  warning,
  id: explicitId,
  maxLength,
  inputMode,
  required = true,
  errorAction,
}: TextFieldProps) {
  const { field, id, error } = useFieldState<string>(name, explicitId);
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        maxLength={maxLength}
        inputMode={inputMode}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, warning, hint })}
        $invalid={Boolean(error)}
      />
      <FieldFeedback
        id={id}
        error={error}
        warning={warning}
        hint={hint}
        errorAction={errorAction}
      />
    </FieldGroup>
  );
}
