import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { PATHS } from '@/constants/links';
import { colors, fontSizes, radii } from '@/styles/theme';
import { StepHeading, StepIntro } from './demo-styles';
import type { ConfirmedBooking } from '@/api-clients/scheduler';
import type { DemoMeeting } from './demo-steps';
import { formatSlot } from './slot-days';

/** Where a visitor can go next from the thank-you view (spec section 2). */
export const NEXT_STEP_LINKS = [
  {
    href: PATHS.productTour,
    title: 'Take the product tour',
    text: 'Click through the product at your own pace.',
  },
  {
    href: PATHS.resources,
    title: 'Visit the resource hub',
    text: 'Guides, reports and webinars for service teams.',
  },
  {
    href: PATHS.customerStories,
    title: 'Meet our customers',
    text: 'See how teams like yours deliver personal service.',
  },
] as const;

export interface ThankYouProps {
  firstName: string;
  meeting: DemoMeeting;
  booking?: ConfirmedBooking;
  email?: string;
}

const meetingMinutes = (booking: ConfirmedBooking) =>
  Math.round((Date.parse(booking.end) - Date.parse(booking.start)) / 60_000);

/** The greeting uses the first name, or 'friend' when we do not know it. */
export function thankYouHeading(firstName: string): string {
  return `Thank you, ${firstName.trim() || 'friend'}!`;
}

export function ThankYou({ firstName, meeting, booking, email }: ThankYouProps) {
  return (
    <div>
      <StepHeading id="modal-title" tabIndex={-1}>
        {thankYouHeading(firstName)}
      </StepHeading>
      {/* Spec section 2: the line follows the offer. An offered meeting that was not booked (skipped,
          or the calendar did not load) still says how the time gets set. */}
      <StepIntro>
        {meeting === 'not-offered'
          ? "Here's what you can expect next."
          : 'We look forward to meeting with you.'}
      </StepIntro>
      {meeting === 'booked' ? (
        booking && (
          <Card>
            <CardTitle>{formatSlot(booking, booking.timeZone)}</CardTitle>
            <CardText>
              {meetingMinutes(booking)} minutes with {booking.rep.name}. The calendar invitation is
              on its way
              {email ? ` to ${email}` : ''}.
            </CardText>
          </Card>
        )
      ) : (
        <Card>
          <CardTitle as="h3">We&apos;ll be in touch</CardTitle>
          <CardText>
            A product expert will call or email you shortly to set up a time that works for you.
          </CardText>
        </Card>
      )}
      <NextTitle>In the meantime</NextTitle>
      <NextLinks>
        {NEXT_STEP_LINKS.map((link) => (
          <li key={link.href}>
            <NextLink href={link.href}>
              <strong>{link.title}</strong>
              <span>{link.text}</span>
            </NextLink>
          </li>
        ))}
      </NextLinks>
    </div>
  );
}

const Card = styled.div`
  margin: 0 0 32px;
  padding: 20px 24px;
  border-radius: ${radii.md};
  background: ${colors.violet50};
  border: 1px solid ${colors.violet100};
`;

const CardTitle = styled.p`
  margin: 0 0 6px;
  font-size: ${fontSizes.lg};
  font-weight: 700;
  color: ${colors.ink900};
`;

const CardText = styled.p`
  margin: 0;
  line-height: 1.5;
  color: ${colors.ink700};
`;

const NextTitle = styled.h3`
  margin: 0 0 12px;
  font-size: ${fontSizes.md};
  color: ${colors.ink900};
`;

const NextLinks = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const NextLink = styled(Link)`
  display: grid;
  gap: 2px;
  padding: 14px 16px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.md};
  color: ${colors.ink900};
  text-decoration: none;
  transition:
    border-color 150ms ease,
    background-color 150ms ease;
  strong {
    color: ${colors.violet700};
  }
  span {
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
  &:hover {
    border-color: ${colors.violet400};
    background: ${colors.violet50};
  }
  &:focus-visible {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
`;
