import styled from 'styled-components';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/** Typography and layout shared by the demo modal's steps. */
export const StepHeading = styled.h2`
  margin: 0 0 8px;
  font-size: ${fontSizes['2xl']};
  line-height: 1.2;
  color: ${colors.ink900};
  ${mq('tablet')} {
    font-size: ${fontSizes['3xl']};
  }
  &:focus {
    outline: none;
  }
`;

export const StepIntro = styled.p`
  margin: 0 0 24px;
  font-size: ${fontSizes.md};
  line-height: 1.5;
  color: ${colors.ink600};
`;

export const ErrorText = styled.p`
  margin: 8px 0 0;
  font-size: ${fontSizes.sm};
  color: ${colors.red600};
`;

export const TextButton = styled.button`
  padding: 4px 0;
  border: 0;
  background: none;
  color: ${colors.violet700};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover {
    color: ${colors.violet800};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
    border-radius: ${radii.sm};
  }
`;
