import { SELECT_PLACEHOLDER } from '@/constants/form-fields';
import { describedBy, FieldFeedback } from './field-feedback';
import { FieldGroup, Label, Select } from './field-styles';
import { useFieldState } from './use-field-state';

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
export function SelectField({
  name,
  label,
  options,
  hint,
  id: explicitId,
  autoComplete,
  required = true,
}: SelectFieldProps) {
  const { field, id, error } = useFieldState<string>(name, explicitId);
  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <Select
        {...field}
        value={field.value ?? ''}
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
          const { value, label: text } =
            typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </Select>
      <FieldFeedback id={id} error={error} hint={hint} />
    </FieldGroup>
  );
}
