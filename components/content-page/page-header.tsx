import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Breadcrumb } from '@/components/seo';
import { colors, fontSizes, mq } from '@/styles/theme';
import { Breadcrumbs } from './breadcrumbs';

interface PageHeaderProps {
  eyebrow?: string;
  /** The page's one <h1>. */
  title: string;
  intro?: ReactNode;
  breadcrumbs?: readonly Breadcrumb[];
  children?: ReactNode;
}

/** The top band of the content-layer pages (blog, pricing, integrations, stories, compare). */
export function PageHeader({ eyebrow, title, intro, breadcrumbs, children }: PageHeaderProps) {
  return (
    <Header>
      <Inner>
        {breadcrumbs && breadcrumbs.length > 1 && <Breadcrumbs items={breadcrumbs} />}
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {intro && <Intro>{intro}</Intro>}
        {children}
      </Inner>
    </Header>
  );
}

const Header = styled.header`
  padding: 48px var(--page-padding) 32px;
  ${mq('desktop')} {
    padding-top: 72px;
    padding-bottom: 48px;
  }
`;

export const Inner = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ $narrow }) => ($narrow ? '820px' : '1200px')};
  margin: 0 auto;
`;

const Eyebrow = styled.p`
  margin: 0 0 12px;
  font-size: ${fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.violet600};
`;

const Title = styled.h1`
  max-width: 900px;
  font-size: ${fontSizes['4xl']};
  ${mq('desktop')} {
    font-size: ${fontSizes['5xl']};
  }
`;

const Intro = styled.div`
  max-width: 720px;
  font-size: ${fontSizes.lg};
  color: ${colors.ink600};
  p:last-child {
    margin-bottom: 0;
  }
`;

/**
 * A padded, centred band for the content below the header. A div: most bands (directories, plan
 * cards) have no heading of their own, and a heading-less <section> is an outline gap.
 */
export const Band = styled.div<{ $tint?: boolean }>`
  padding: 32px var(--page-padding) 64px;
  background: ${({ $tint }) => ($tint ? colors.violet50 : 'transparent')};
  ${mq('desktop')} {
    padding-bottom: 96px;
  }
`;
