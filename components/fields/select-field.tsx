import { SELECT_PLACEHOLDER } from '@/constants/form-fields';
import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Label, Select } from './field-styles';
import { connectField, type FieldSlice } from './use-field-state';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  /** Plain strings are both value and label. */
  options: readonly (SelectOption | string)[];
  hint?: string;
  id?: string;
  autoComplete?: string;
  required?: boolean;
}

/** A select with the disabled 'Select one' placeholder (spec section 5). */
function SelectFieldView({
  name,
  label,
  options,
  hint,
  autoComplete,
  required = true,
  id,
  value,
  error,
  onChange,
  onBlur,
}: SelectFieldProps & FieldSlice<string>) {
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Select
        name={name}
        value={value ?? ''}
        onChange={onChange}
        onBlur={onBlur}
        id={id}
        autoComplete={autoComplete}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        $invalid={Boolean(error)}
      >
        <option value="" disabled>
          {SELECT_PLACEHOLDER}
        </option>
        {options.map((option) => {
          const { value: optionValue, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={optionValue} value={optionValue}>
              {text}
            </option>
          );
        })}
      </Select>
      <FieldFeedback id={id} error={error} hint={hint} />
    </FieldGroup>
  );
}

export const SelectField = connectField<string, SelectFieldProps>(SelectFieldView);
