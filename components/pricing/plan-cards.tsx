import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { CtaButton } from '@/components/blocks/cta-button';
import { CTA_LABELS } from '@/constants/brand';
import type { BillingPeriod, PricingPlan } from '@/lib/content/pricing-browser';
import { colors, fontSizes, mq, radii, shadows } from '@/styles/theme';

interface PlanCardsProps {
  plans: PricingPlan[];
  maxSavingPercent: number;
  /** Feature flag pricingBillingToggle: without it only annual prices show. */
  showToggle: boolean;
}

const formatPrice = (value: number) => `$${value}`;

/** Plan cards with the monthly/annual switch (annual first: it is what most teams choose). */
export function PlanCards({ plans, maxSavingPercent, showToggle }: PlanCardsProps) {
  const [period, setPeriod] = useState<BillingPeriod>('annual');
  const groupId = useId();
  return (
    <>
      {showToggle && (
        <Toggle role="group" aria-labelledby={`${groupId}-label`}>
          <span id={`${groupId}-label`} className="visually-hidden">
            Billing period
          </span>
          {(['monthly', 'annual'] as const).map((option) => (
            <ToggleOption
              key={option}
              type="button"
              aria-pressed={period === option}
              $active={period === option}
              onClick={() => setPeriod(option)}
            >
              {option === 'annual' ? 'Billed annually' : 'Billed monthly'}
              {option === 'annual' && maxSavingPercent > 0 && (
                <Saving>Save up to {maxSavingPercent}%</Saving>
              )}
            </ToggleOption>
          ))}
        </Toggle>
      )}
      <Grid>
        {plans.map((plan) => {
          const price = plan.pricePerSeat[period];
          const other = plan.pricePerSeat[period === 'annual' ? 'monthly' : 'annual'];
          return (
            <Card key={plan.slug} $featured={plan.featured} aria-labelledby={`plan-${plan.slug}`}>
              {plan.featured && <Badge>Most popular</Badge>}
              <h2 id={`plan-${plan.slug}`}>{plan.name}</h2>
              <Tagline>{plan.tagline}</Tagline>
              <Price data-testid={`price-${plan.slug}`}>
                {price === null ? (
                  <strong className="custom">Custom pricing</strong>
                ) : (
                  <>
                    <strong>{formatPrice(price)}</strong>
                    <span>
                      per seat / month
                      <br />
                      {period === 'annual' ? 'billed annually' : 'billed monthly'}
                    </span>
                  </>
                )}
              </Price>
              <Note>
                {price === null
                  ? `From ${plan.minimumSeats} seats, with volume pricing and custom terms.`
                  : other !== null
                    ? `${formatPrice(other)} per seat when ${period === 'annual' ? 'billed monthly' : 'billed annually'}.${plan.minimumSeats > 1 ? ` Minimum ${plan.minimumSeats} seats.` : ''}`
                    : ''}
              </Note>
              <CtaButton
                cta={
                  plan.cta === 'trial'
                    ? { label: CTA_LABELS.trial, action: 'trial' }
                    : { label: CTA_LABELS.demo, action: 'demo' }
                }
                variant={plan.featured ? 'primary' : 'secondary'}
              />
              <Highlights>
                {plan.highlights.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Highlights>
            </Card>
          );
        })}
      </Grid>
    </>
  );
}

const Toggle = styled.div`
  display: inline-flex;
  gap: 4px;
  margin-bottom: 32px;
  padding: 4px;
  border-radius: ${radii.pill};
  background: ${colors.ink100};
`;

const ToggleOption = styled.button<{ $active: boolean }>`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  min-height: 44px;
  padding: 8px 18px;
  border: 0;
  border-radius: ${radii.pill};
  background: transparent;
  color: ${colors.ink700};
  font-weight: 600;
  cursor: pointer;
  ${({ $active }) =>
    $active &&
    css`
      background: ${colors.white};
      color: ${colors.violet800};
      box-shadow: ${shadows.card};
    `}
`;

const Saving = styled.span`
  padding: 2px 8px;
  border-radius: ${radii.pill};
  background: ${colors.violet100};
  color: ${colors.violet800};
  font-size: ${fontSizes.xs};
`;

const Grid = styled.div`
  display: grid;
  gap: 20px;
  ${mq('tablet')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq('desktop')} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Card = styled.section<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: 28px 24px;
  border: 1.5px solid ${({ $featured }) => ($featured ? colors.violet500 : colors.ink200)};
  border-radius: ${radii.lg};
  background: ${colors.white};
  box-shadow: ${({ $featured }) => ($featured ? shadows.card : 'none')};
  h2 {
    margin: 0 0 6px;
    font-size: ${fontSizes['2xl']};
  }
  > a,
  > button {
    margin: 8px 0 24px;
  }
`;

const Badge = styled.p`
  position: absolute;
  top: -13px;
  left: 24px;
  margin: 0;
  padding: 2px 12px;
  border-radius: ${radii.pill};
  background: ${colors.violet600};
  color: ${colors.white};
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Tagline = styled.p`
  min-height: 3.2em;
  color: ${colors.ink600};
`;

const Price = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  margin: 0 0 4px;
  min-height: 56px;
  strong {
    font-size: ${fontSizes['4xl']};
    line-height: 1;
    color: ${colors.ink900};
  }
  strong.custom {
    font-size: ${fontSizes['2xl']};
  }
  span {
    font-size: ${fontSizes.sm};
    line-height: 1.3;
    color: ${colors.ink600};
  }
`;

const Note = styled.p`
  min-height: 2.8em;
  font-size: ${fontSizes.sm};
  color: ${colors.ink500};
`;

const Highlights = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
  li {
    position: relative;
    padding-left: 24px;
    color: ${colors.ink700};
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    color: ${colors.violet600};
    font-weight: 700;
  }
`;
