import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute, ReactNode } from 'react';
import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Input, Label } from './field-styles';
import { connectField, type FieldSlice } from './use-field-state';

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

function TextFieldView({
  name,
  label,
  type = 'text',
  autoComplete,
  placeholder,
  hint,
  warning,
  maxLength,
  inputMode,
  required = true,
  errorAction,
  id,
  value,
  error,
  onChange,
  onBlur,
}: TextFieldProps & FieldSlice<string>) {
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Input
        name={name}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
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

export const TextField = connectField<string, TextFieldProps>(TextFieldView);
