import styled from 'styled-components';
import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';
import { DEMO_SOCIAL_PROOF_MIN_HEIGHT_PX } from '@/constants/layout';
import { colors, fontSizes, mq, radii } from '@/styles/theme';

/** The four benefits of the demo modal's promotional column (spec section 2). */
export const DEMO_BENEFITS = [
  {
    title: 'Unified workspace',
    text: 'Email, live chat, SMS and social messages in one shared inbox your whole team works from.',
  },
  {
    title: 'AI-powered workflows',
    text: 'Draft replies, summarize long threads and route every request to the right person automatically.',
  },
  {
    title: 'Fast deployment and rapid ROI',
    text: 'Go live in days, not months, with no engineering project and value from the first week.',
  },
  {
    title: `Support with ${SOCIAL_PROOF.demoPanelCsat} CSAT`,
    text: `Real people help you at every step, and customers rate our support ${SOCIAL_PROOF.demoPanelCsat}.`,
  },
] as const;

export function PromoPanel() {
  return (
    <Panel aria-labelledby="demo-promo-title">
      <Title id="demo-promo-title">
        See why {SOCIAL_PROOF.businesses} businesses deliver personal service with {PRODUCT_NAME}
      </Title>
      <Benefits>
        {DEMO_BENEFITS.map((benefit) => (
          <Benefit key={benefit.title}>
            <Check aria-hidden="true">
              <svg viewBox="0 0 20 20" width="20" height="20" focusable="false">
                <path
                  d="M5 10.5l3.2 3.2L15 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </Check>
            <div>
              <BenefitTitle>{benefit.title}</BenefitTitle>
              <BenefitText>{benefit.text}</BenefitText>
            </div>
          </Benefit>
        ))}
      </Benefits>
    </Panel>
  );
}

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 32px;
  padding: 40px 24px;
  background: linear-gradient(160deg, ${colors.violet800} 0%, ${colors.violet900} 100%);
  color: ${colors.white};
  ${mq('desktop')} {
    min-height: ${DEMO_SOCIAL_PROOF_MIN_HEIGHT_PX}px;
    padding: 64px 48px;
    border-radius: 0 ${radii.lg} ${radii.lg} 0;
  }
`;

const Title = styled.h3`
  margin: 0;
  max-width: 26ch;
  font-size: ${fontSizes['2xl']};
  line-height: 1.25;
  color: ${colors.white};
`;

const Benefits = styled.ul`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Benefit = styled.li`
  display: grid;
  grid-template-columns: 32px 1fr;
  gap: 14px;
  align-items: start;
`;

const Check = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${radii.pill};
  background: ${colors.violet500};
  color: ${colors.white};
`;

const BenefitTitle = styled.p`
  margin: 0 0 4px;
  font-size: ${fontSizes.lg};
  font-weight: 700;
  color: ${colors.white};
`;

const BenefitText = styled.p`
  margin: 0;
  font-size: ${fontSizes.md};
  line-height: 1.5;
  color: ${colors.violet100};
`;
