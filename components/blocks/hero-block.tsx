import styled from 'styled-components';
import { ILLUSTRATION_MAX_SHOWN_WIDTH } from '@/constants/illustrations';
import type { HeroBlock as HeroBlockData } from '@/content/pages/schema';
import { colors, fontSizes, mq } from '@/styles/theme';
import { ButtonRow, CtaButton } from './cta-button';
import { IllustrationImage } from './illustration-image';
import { CheckList, Container, Eyebrow } from './layout';

const HeroSection = styled.section`
  padding: 48px var(--page-padding) 64px;
  background:
    radial-gradient(circle at 85% 10%, ${colors.violet100} 0, transparent 45%),
    linear-gradient(180deg, ${colors.violet50} 0%, ${colors.white} 100%);
  ${mq('desktop')} {
    padding-top: 80px;
    padding-bottom: 96px;
  }
`;

const Grid = styled.div<{ $withArt: boolean }>`
  display: grid;
  gap: 40px;
  align-items: center;
  ${mq('desktop')} {
    grid-template-columns: ${({ $withArt }) => ($withArt ? '1.05fr 1fr' : '1fr')};
    gap: 64px;
  }
`;

const Copy = styled.div<{ $center: boolean }>`
  ${({ $center }) => $center && 'text-align: center; max-width: 860px; margin: 0 auto;'}
  ${ButtonRow} {
    ${({ $center }) => $center && 'justify-content: center;'}
  }
`;

/* Long headlines step down a size so they stay within four lines beside the illustration. */
const LONG_TITLE_CHARS = 48;

const Title = styled.h1<{ $long: boolean }>`
  font-size: 2.125rem;
  color: ${colors.ink900};
  overflow-wrap: break-word;
  ${mq('tablet')} {
    font-size: ${fontSizes['5xl']};
  }
  ${mq('desktop')} {
    font-size: ${({ $long }) => ($long ? fontSizes['5xl'] : fontSizes['6xl'])};
  }
`;

const Subtitle = styled.p`
  font-size: ${fontSizes.lg};
  color: ${colors.ink600};
  margin-bottom: 28px;
  ${mq('desktop')} {
    font-size: ${fontSizes.xl};
  }
`;

const Art = styled.div`
  max-width: ${ILLUSTRATION_MAX_SHOWN_WIDTH}px;
  width: 100%;
  margin: 0 auto;
`;

export function HeroBlock({ block }: { block: HeroBlockData }) {
  const withArt = Boolean(block.illustration);
  return (
    <HeroSection aria-labelledby="page-title">
      <Container>
        <Grid $withArt={withArt}>
          <Copy $center={!withArt}>
            {block.eyebrow && <Eyebrow>{block.eyebrow}</Eyebrow>}
            <Title id="page-title" $long={block.title.length > LONG_TITLE_CHARS}>
              {block.title}
            </Title>
            <Subtitle>{block.subtitle}</Subtitle>
            {block.bullets && (
              <CheckList>
                {block.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </CheckList>
            )}
            {(block.primaryCta || block.secondaryCta) && (
              <ButtonRow>
                {block.primaryCta && <CtaButton cta={block.primaryCta} variant="primary" />}
                {block.secondaryCta && <CtaButton cta={block.secondaryCta} variant="secondary" />}
              </ButtonRow>
            )}
          </Copy>
          {block.illustration && (
            <Art>
              <IllustrationImage illustration={block.illustration} priority />
            </Art>
          )}
        </Grid>
      </Container>
    </HeroSection>
  );
}
