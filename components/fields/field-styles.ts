import styled, { css } from 'styled-components';

/** Shared look of every form control: labelled, 44 px touch targets, visible focus and errors. */
export const FieldGroup = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

export const FieldRow = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space[4]};
  grid-template-columns: 1fr;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink900};
`;

export const controlStyles = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.red600 : theme.colors.ink300)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink900};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.4;
  transition:
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  &::placeholder {
    color: ${({ theme }) => theme.colors.ink500};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.violet600};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.violet200};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.ink100};
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyles}
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[10]};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 20px) 50%,
    calc(100% - 15px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${controlStyles}
  min-height: 120px;
  resize: vertical;
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.red600};
`;

export const WarningText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.amber600};
`;

export const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink600};
`;

export const CheckboxLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink700};
  cursor: pointer;
  min-height: 24px;
  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.violet600};
  }
`;

export const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink900};
  }
  ${CheckboxLabel} + ${CheckboxLabel} {
    margin-top: ${({ theme }) => theme.space[2]};
  }
`;

export const SubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[6]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.violet600};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  transition: background 0.15s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.violet700};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.ink500};
    cursor: progress;
  }
`;

export const FormErrorBox = styled.div`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #fdecec;
  color: ${({ theme }) => theme.colors.red600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
