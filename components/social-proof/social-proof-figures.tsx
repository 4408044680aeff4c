import styled from 'styled-components';
import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/** The social-proof figures of spec section 1, with the words that give each number its meaning. */
export const SOCIAL_PROOF_FIGURES = [
  {
    value: SOCIAL_PROOF.businesses,
    label: `businesses deliver customer service with ${PRODUCT_NAME}`,
  },
  { value: SOCIAL_PROOF.csat, label: 'average CSAT across our customers' },
  { value: `up to ${SOCIAL_PROOF.productivityGain}`, label: 'higher team productivity' },
  { value: SOCIAL_PROOF.responseTimeReduction, label: 'reduction in response time' },
] as const;

export function SocialProofFigures({
  heading,
  inverted = false,
}: {
  heading?: string;
  inverted?: boolean;
}) {
  return (
    <Section $inverted={inverted}>
      {heading && <Heading>{heading}</Heading>}
      <Figures>
        {SOCIAL_PROOF_FIGURES.map((figure) => (
          <Figure key={figure.label}>
            <Label>{figure.label}</Label>
            <Value>{figure.value}</Value>
          </Figure>
        ))}
      </Figures>
    </Section>
  );
}

const Section = styled.section<{ $inverted: boolean }>`
  --proof-ink: ${({ $inverted }) => ($inverted ? colors.white : colors.ink900)};
  --proof-muted: ${({ $inverted }) => ($inverted ? colors.violet200 : colors.ink600)};
  --proof-accent: ${({ $inverted }) => ($inverted ? colors.white : colors.violet600)};
  --proof-cell: ${({ $inverted }) => ($inverted ? colors.violet900 : colors.white)};
  --proof-line: ${({ $inverted }) => ($inverted ? 'rgba(255,255,255,0.16)' : colors.ink200)};
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px var(--page-padding);
  color: var(--proof-ink);
`;

const Heading = styled.h2`
  margin: 0 0 32px;
  text-align: center;
  font-size: ${fontSizes['2xl']};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  border-radius: ${radii.lg};
  overflow: hidden;
  background: var(--proof-line);
  border: 1px solid var(--proof-line);
  ${mq('desktop')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Figure = styled.div`
  display: flex;
  /* The value reads first; in the markup the term (dt) precedes its value (dd). */
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 6px;
  padding: 24px;
  background: var(--proof-cell);
`;

const Value = styled.dd`
  margin: 0;
  font-size: ${fontSizes['4xl']};
  font-weight: 750;
  letter-spacing: -0.03em;
  line-height: 1.05;
  color: var(--proof-accent);
  ${mq('desktop')} {
    font-size: ${fontSizes['5xl']};
  }
`;

const Label = styled.dt`
  font-size: ${fontSizes.sm};
  color: var(--proof-muted);
`;
