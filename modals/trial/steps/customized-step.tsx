import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { PATHS } from '@/constants/links';
import { StepHeading } from '../step-heading';
import { TRIAL_COPY } from '../trial-copy';

/** Step 2, for teams above 50 people: a specialist sets the trial up with them. */
export function CustomizedStep() {
  const copy = TRIAL_COPY.customized;
  return (
    <>
      <StepHeading title={copy.heading} subtitle={copy.text} takeFocus />
      <Tour>
        {copy.tourLead} <TourLink href={PATHS.productTour}>{copy.tour}</TourLink>
      </Tour>
    </>
  );
}

const Tour = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink700};
`;

const TourLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-left: ${({ theme }) => theme.space[1]};
  padding: 0 ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.violet600};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.violet700};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
