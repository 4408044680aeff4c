import { useState } from 'react';
import styled from 'styled-components';
import { describedBy, FieldFeedback } from '@/components/fields/field-feedback';
import { FieldGroup, Input, Label } from '@/components/fields/field-styles';
import { useFieldState } from '@/components/fields/use-field-state';
import { PASSWORD_RULES } from '@/lib/validation/password';
import { TRIAL_COPY } from './trial-copy';

/** The new password, with a show/hide switch and the live checklist of the password rules. */
export function PasswordField({ name = 'password' }: { name?: string }) {
  const { field, id, error } = useFieldState<string>(name);
  const [visible, setVisible] = useState(false);
  const value = field.value ?? '';
  const checklistId = `${id}-checklist`;
  const feedback = describedBy(id, { error });
  return (
    <FieldGroup>
      <Label htmlFor={id}>{TRIAL_COPY.account.passwordLabel}</Label>
      <InputRow>
        <Input
          {...field}
          value={value}
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete="new-password"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={[checklistId, feedback].filter(Boolean).join(' ')}
          $invalid={Boolean(error)}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? TRIAL_COPY.account.hidePassword : TRIAL_COPY.account.showPassword}
        </Toggle>
      </InputRow>
      <Checklist id={checklistId} aria-label={TRIAL_COPY.account.checklistLabel}>
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(value);
          return (
            <Rule key={rule.id} $met={met} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              {rule.label}
              <span className="visually-hidden">{met ? ' (done)' : ' (to do)'}</span>
            </Rule>
          );
        })}
      </Checklist>
      <FieldFeedback id={id} error={error} />
    </FieldGroup>
  );
}

const InputRow = styled.div`
  position: relative;
  input {
    padding-right: 88px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space[2]};
  transform: translateY(-50%);
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[2]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.violet700};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Checklist = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $met }) => ($met ? theme.colors.green600 : theme.colors.ink600)};
`;
