import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FormCard } from './form-success';

export interface FormPageLayoutProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** What the visitor gets, as a short checklist beside the form. */
  points: readonly string[];
  formTitle: string;
  form: ReactNode;
  /** Extra sections under the hero (FAQ, how it works...). */
  children?: ReactNode;
  /**
   * 'page': the form is the page (its title is the <h1>). 'section': a form band inside a page
   * that has its own <h1>; `id` makes it a link target ('/pricing#quote').
   */
  variant?: 'page' | 'section';
  id?: string;
}

/** A page (or a band of a page) built around one form: the pitch, and the form in a card. */
export function FormPageLayout({
  eyebrow,
  title,
  lead,
  points,
  formTitle,
  form,
  children,
  variant = 'page',
  id,
}: FormPageLayoutProps) {
  const section = variant === 'section';
  const titleId = id ? `${id}-title` : undefined;
  return (
    <>
      <Hero id={id} aria-labelledby={titleId} $section={section}>
        <Grid>
          <Copy>
            <Eyebrow>{eyebrow}</Eyebrow>
            <Title as={section ? 'h2' : 'h1'} id={titleId}>
              {title}
            </Title>
            <Lead>{lead}</Lead>
            <Points>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </Points>
          </Copy>
          <FormCard>
            <FormTitle as={section ? 'h3' : 'h2'}>{formTitle}</FormTitle>
            {form}
          </FormCard>
        </Grid>
      </Hero>
      {children}
    </>
  );
}

const Hero = styled.section<{ $section: boolean }>`
  padding: ${({ $section }) => ($section ? '64px' : '48px')} var(--page-padding) 72px;
  /* Clear of the sticky navigation when reached through its #id. */
  scroll-margin-top: 96px;
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.violet50} 0%,
    ${({ theme }) => theme.colors.white} 100%
  );
`;

const Grid = styled.div`
  display: grid;
  gap: 40px;
  max-width: 1200px;
  margin: 0 auto;
  align-items: start;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.desktop}px)`} {
    grid-template-columns: 1fr 1.1fr;
    gap: 64px;
  }
`;

const Copy = styled.div``;

const Title = styled.h1`
  font-size: 2.125rem;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
    font-size: ${({ theme }) => theme.fontSizes['5xl']};
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.violet600};
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.ink600};
`;

const Points = styled.ul`
  list-style: none;
  padding: 0;
  margin: 24px 0 0;
  li {
    position: relative;
    padding-left: 32px;
    margin-bottom: 12px;
  }
  li::before {
    content: '';
    position: absolute;
    left: 0;
    top: 4px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    /* A dot drawn as a background: the Nu HTML Checker refuses a gradient in the mask shorthand. */
    background: radial-gradient(
      circle,
      ${({ theme }) => theme.colors.violet600} 35%,
      transparent 36%
    );
  }
`;

const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** A plain band of copy under a form page's hero. */
export const InfoSection = styled.section`
  padding: 56px var(--page-padding);
  > div {
    max-width: 1200px;
    margin: 0 auto;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
`;

export const InfoGrid = styled.div`
  display: grid;
  gap: 24px;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
    grid-template-columns: repeat(3, 1fr);
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.ink600};
  }
`;
