import { useField } from 'formik';
import { describedBy, FieldFeedback } from './field-feedback';
import { CheckboxLabel, FieldGroup, Fieldset } from './field-styles';
import { useFieldState } from './use-field-state';

export interface CheckboxFieldProps {
  name: string;
  label: React.ReactNode;
  id?: string;
}

/** One boolean checkbox. */
export function CheckboxField({ name, label, id: explicitId }: CheckboxFieldProps) {
  const { field, id, error } = useFieldState<boolean>(name, explicitId);
  return (
    <FieldGroup>
      <CheckboxLabel htmlFor={id}>
        <input
          {...field}
          id={id}
          type="checkbox"
          checked={Boolean(field.value)}
          value={undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error })}
        />
        <span>{label}</span>
      </CheckboxLabel>
      <FieldFeedback id={id} error={error} />
    </FieldGroup>
  );
}

export interface CheckboxGroupFieldProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  id?: string;
}

/** Several choices stored as an array (sent as repeated name/value pairs). */
export function CheckboxGroupField({
  name,
  legend,
  options,
  id: explicitId,
}: CheckboxGroupFieldProps) {
  const { id, error } = useFieldState<string[]>(name, explicitId);
  const [field, , helpers] = useField<string[]>(name);
  const picked = field.value ?? [];
  return (
    <Fieldset
      aria-describedby={describedBy(id, { error })}
      id={id}
      // Touched only when focus leaves the whole group, not when moving between its boxes.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          void helpers.setTouched(true);
        }
      }}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <CheckboxLabel key={option.value}>
          <input
            type="checkbox"
            name={name}
            value={option.value}
            checked={picked.includes(option.value)}
            onChange={(event) => {
              const next = event.target.checked
                ? [...picked, option.value]
                : picked.filter((value) => value !== option.value);
              void helpers.setValue(next);
            }}
          />
          <span>{option.label}</span>
        </CheckboxLabel>
      ))}
      <FieldFeedback id={id} error={error} />
    </Fieldset>
  );
}
