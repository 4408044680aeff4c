import type { ClipboardEvent, FocusEvent, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { describedBy, FieldFeedback } from '@/components/fields/field-feedback';
import { controlStyles, FieldGroup, Label } from '@/components/fields/field-styles';
import { useFieldState } from '@/components/fields/use-field-state';
import { VERIFICATION_CODE_LENGTH } from '@/constants/timings';
import { toCodeDigits } from '@/lib/validation/code';

/**
 * The six-digit code (spec section 4): digits only, Backspace removes the last digit wherever the
 * caret is, and pasting a code (spaces and dashes included) fills the field.
 */
export function CodeField({
  name = 'code',
  label,
  hint,
  onFocus,
}: {
  name?: string;
  label: string;
  hint?: string;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
}) {
  const { field, helpers, id, error } = useFieldState<string>(name);
  const value = field.value ?? '';
  const setCode = (next: string) => void helpers.setValue(toCodeDigits(next));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    setCode(value.slice(0, -1));
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = toCodeDigits(event.clipboardData.getData('text'));
    setCode(pasted.length === VERIFICATION_CODE_LENGTH ? pasted : value + pasted);
  };

  return (
    <FieldGroup>
      <Label htmlFor={id}>{label}</Label>
      <CodeInput
        id={id}
        name={name}
        value={value}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={VERIFICATION_CODE_LENGTH}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        $invalid={Boolean(error)}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onFocus={onFocus}
        onBlur={field.onBlur}
      />
      <FieldFeedback id={id} error={error} hint={hint} />
    </FieldGroup>
  );
}

const CodeInput = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
  max-width: 14ch;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  letter-spacing: 0.4em;
  text-align: center;
`;
