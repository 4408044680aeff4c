import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import type { SplitFeatureBlock as SplitFeatureData } from '@/content/pages/schema';
import { colors, mq } from '@/styles/theme';
import { IllustrationImage } from './illustration-image';
import { CheckList, Container, Eyebrow, Section, SectionHeading } from './layout';

const Grid = styled.div<{ $reverse: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  ${mq('desktop')} {
    grid-template-columns: 1fr 1fr;
    gap: 72px;
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)};
    }
  }
`;

const Body = styled.p`
  color: ${colors.ink600};
  font-size: 1.0625rem;
`;

const Art = styled.div`
  border-radius: 24px;
  background: ${colors.violet50};
  padding: 16px;
`;

export function SplitFeatureBlock({ block }: { block: SplitFeatureData }) {
  return (
    <Section $tone="plain">
      <Container>
        <Grid $reverse={Boolean(block.reverse)}>
          <div>
            {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
            <SectionHeading>{block.heading}</SectionHeading>
            {block.body.map((paragraph) => (
              <Body key={paragraph}>{paragraph}</Body>
            ))}
            {block.bullets && (
              <CheckList>
                {block.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </CheckList>
            )}
            {block.link && (
              <Link href={block.link.href}>
                {block.link.label} <span aria-hidden="true">→</span>
              </Link>
            )}
          </div>
          <Art>
            <IllustrationImage illustration={block.illustration} />
          </Art>
        </Grid>
      </Container>
    </Section>
  );
}
