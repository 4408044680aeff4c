import styled from 'styled-components';
import { CTA_LABELS } from '@/constants/brand';
import type { CtaBandBlock as CtaBandData } from '@/content/pages/schema';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { ButtonRow, CtaButton } from './cta-button';
import { Container, Section } from './layout';

const Band = styled.div`
  border-radius: ${radii.xl};
  padding: 40px 20px;
  text-align: center;
  color: ${colors.white};
  background:
    radial-gradient(circle at 10% 0%, ${colors.violet500} 0, transparent 50%),
    linear-gradient(135deg, ${colors.violet800}, ${colors.violet900});
  ${mq('desktop')} {
    padding: 72px 64px;
  }
  h2 {
    font-size: ${fontSizes['2xl']};
    max-width: 760px;
    margin: 0 auto 16px;
    ${mq('tablet')} {
      font-size: ${fontSizes['3xl']};
    }
    ${mq('desktop')} {
      font-size: ${fontSizes['4xl']};
    }
  }
  p {
    color: ${colors.violet100};
    max-width: 640px;
    margin: 0 auto 28px;
    font-size: ${fontSizes.lg};
  }
`;

export function CtaBandBlock({ block }: { block: CtaBandData }) {
  return (
    <Section $tone="plain">
      <Container>
        <Band>
          <h2>{block.heading}</h2>
          {block.body && <p>{block.body}</p>}
          <ButtonRow $center>
            <CtaButton cta={{ label: CTA_LABELS.demo, action: 'demo' }} variant="inverse" />
            <InverseSecondary />
          </ButtonRow>
        </Band>
      </Container>
    </Section>
  );
}

const Outline = styled.span`
  display: contents;
  button {
    border-color: ${colors.white};
    color: ${colors.white};
  }
  button:hover {
    background: rgba(255, 255, 255, 0.12);
    color: ${colors.white};
  }
`;

function InverseSecondary() {
  return (
    <Outline>
      <CtaButton cta={{ label: CTA_LABELS.trial, action: 'trial' }} variant="secondary" />
    </Outline>
  );
}
