import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

/**
 * The thank-you view that replaces a form once it is sent. Focus moves to its heading so keyboard
 * and screen-reader users learn the form went through.
 */
export function FormSuccess({
  title,
  children,
  headingLevel = 'h3',
  headingId,
}: {
  title: string;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  headingId?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const Heading = headingLevel;
  return (
    <Panel role="status" data-testid="form-success">
      <Heading ref={heading} tabIndex={-1} id={headingId}>
        {title}
      </Heading>
      {children}
    </Panel>
  );
}

const Panel = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.violet50};
  h2,
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  h2:focus,
  h3:focus {
    outline: none;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

/** A white card that frames a form on a page. */
export const FormCard = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.ink200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;

export const FormSectionTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[4]}`};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
