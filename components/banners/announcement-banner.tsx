import styled from 'styled-components';
import { SiteLink } from '@/components/site-link/site-link';
import { Z_INDEX } from '@/constants/layout';
import type { Announcement } from '@/content/schema';
import { colors, fontSizes, mq } from '@/styles/theme';

/** The announcement above the navigation (z-index 199, under the navigation's 200). */
export function AnnouncementBanner({ announcement }: { announcement: Announcement }) {
  return (
    <Banner role="region" aria-label="Announcement">
      <Text>
        <Badge aria-hidden="true">New</Badge>
        <span>{announcement.text}</span>{' '}
        <Link href={announcement.link.href}>
          {announcement.link.label}
          <span aria-hidden="true"> →</span>
        </Link>
      </Text>
    </Banner>
  );
}

const Banner = styled.div`
  position: relative;
  z-index: ${Z_INDEX.announcementBanner};
  padding: 10px var(--page-padding);
  background: ${colors.violet900};
  background-image: linear-gradient(
    90deg,
    ${colors.violet900},
    ${colors.violet700} 50%,
    ${colors.violet900}
  );
  color: ${colors.white};
  font-size: ${fontSizes.sm};
  line-height: 1.4;
  text-align: center;
`;

const Text = styled.p`
  margin: 0;
  span:not([aria-hidden]) {
    color: ${colors.violet100};
  }
`;

const Badge = styled.span`
  display: none;
  margin-right: 10px;
  padding: 2px 8px;
  border-radius: 999px;
  background: ${colors.violet500};
  color: ${colors.white};
  font-size: 0.6875rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  vertical-align: 1px;
  ${mq('tablet')} {
    display: inline-block;
  }
`;

const Link = styled(SiteLink)`
  color: ${colors.white};
  font-weight: 650;
  text-decoration: underline;
  text-decoration-color: rgba(255, 255, 255, 0.4);
  white-space: nowrap;
  &:hover {
    color: ${colors.white};
    text-decoration-color: ${colors.white};
  }
`;
