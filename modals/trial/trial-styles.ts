import styled from 'styled-components';

export const StepHeader = styled.header`
  margin-bottom: ${({ theme }) => theme.space[6]};
  padding-right: ${({ theme }) => theme.space[10]};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: 1.25;
    color: ${({ theme }) => theme.colors.ink900};
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink600};
    line-height: 1.5;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
  button[type='submit'] {
    width: 100%;
  }
`;

export const TextButton = styled.button`
  padding: ${({ theme }) => theme.space[1]} 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.violet700};
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.ink500};
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StatusText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink700};
`;

export const ResendRow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink700};
  ${TextButton} + ${TextButton} {
    margin-left: ${({ theme }) => theme.space[3]};
  }
`;
