import Image from 'next/image';
import styled from 'styled-components';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { colors, fontSizes, mq } from '@/styles/theme';
import { AnchorButton, Button } from '@/components/button/button';
import { ERROR_PAGE_COPY } from './error-copy';

interface ErrorViewProps {
  /** Offered by error boundaries that can re-render the failed part. */
  onRetry?: () => void;
}

/**
 * The generic error page (spec section 2). Used by pages/_error.tsx, pages/500.tsx and as the React
 * error boundary's fallback. Its links are plain anchors: after a crash a full page load is the
 * safest way back. Each click is tracked as a link_click with the location 'Error Page' by the
 * site-wide link listener (lib/analytics/link-clicks.ts), which reads the data-click-location
 * attribute: one listener, so no click is counted twice.
 */
export function ErrorView({ onRetry }: ErrorViewProps) {
  const [home, contact] = ERROR_PAGE_COPY.links;
  return (
    <Wrap {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.errorPage }}>
      <Art
        src="/illustrations/shell/error.svg"
        alt=""
        width={480}
        height={360}
        priority
        unoptimized
      />
      <Copy>
        <h1>{ERROR_PAGE_COPY.headline}</h1>
        <p>{ERROR_PAGE_COPY.text}</p>
        <Actions>
          <AnchorButton $kind="primary" $size="lg" href={home.href}>
            {home.label}
          </AnchorButton>
          <AnchorButton $kind="secondary" $size="lg" href={contact.href}>
            {contact.label}
          </AnchorButton>
          {onRetry && (
            <Button type="button" $kind="link" onClick={onRetry}>
              Try again
            </Button>
          )}
        </Actions>
      </Copy>
    </Wrap>
  );
}

export const Wrap = styled.section`
  display: grid;
  align-items: center;
  gap: 32px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 48px var(--page-padding, 30px) 96px;
  ${mq('desktop')} {
    /* The words get the wider column: the headline then sets in two lines, not three. */
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 64px;
    padding-top: 96px;
    padding-bottom: 128px;
  }
`;

export const Art = styled(Image)`
  width: 100%;
  max-width: 420px;
  height: auto;
  justify-self: center;
  ${mq('desktop')} {
    order: 2;
    max-width: 480px;
  }
`;

export const Copy = styled.div`
  h1 {
    margin: 0 0 16px;
    font-size: ${fontSizes['4xl']};
    text-wrap: balance;
    color: ${colors.ink900};
    ${mq('desktop')} {
      font-size: ${fontSizes['5xl']};
    }
  }
  p {
    margin: 0 0 32px;
    max-width: 46ch;
    font-size: ${fontSizes.lg};
    color: ${colors.ink600};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
