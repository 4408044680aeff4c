import Image from 'next/image';
import styled, { css } from 'styled-components';
import { AWARDS, type Award } from '@/content/awards';
import type { CustomerLogo } from '@/lib/content/social-proof-browser';
import { useWaitingToComeNear } from '@/lib/rendering';
import { colors, fontSizes, mq } from '@/styles/theme';
import { isSvgAddress } from '@/lib/content/upload-types';

/** Logo heights in px; taller marks get more height to match the visual weight of wordmarks. */
const LOGO_HEIGHT = 32;
const TALLER_LOGO_HEIGHT = 40;
const AWARD_HEIGHT = 104;

interface CustomerLogosProps {
  heading?: string;
  customers: readonly CustomerLogo[];
}

/** A transparent pixel: the image's box and name, before its file (decision 0230). */
const NOT_YET_LOADED =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface FarmImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  unoptimized?: boolean;
}

/**
 * A logo or badge. Each SVG image is a document of its own that the browser builds on the main
 * thread, and Chromium's lazy loading fetches images up to 1,250 px below the screen: on a phone
 * the farm's fifteen loaded with the page and held its first load back (decision 0230). In the
 * server markup the image waits, with its size and name, until the farm comes alive within 200 px
 * of the screen; without scripting the real image shows at once.
 */
function FarmImage({ src, alt, width, height, unoptimized }: FarmImageProps) {
  const waiting = useWaitingToComeNear();
  if (!waiting) {
    return (
      <Image
        src={src}
        alt={alt}
        width={width}
        height={height}
        unoptimized={unoptimized || isSvgAddress(src)}
      />
    );
  }
  return (
    <>
      <Image
        src={NOT_YET_LOADED}
        alt={alt}
        width={width}
        height={height}
        // The pixel's own shape is square: the box keeps the real image's.
        style={{ aspectRatio: `${width} / ${height}` }}
        data-waiting=""
      />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- shown only without scripting */}
        <img src={src} alt={alt} width={width} height={height} />
      </noscript>
    </>
  );
}

/** Without scripting the farm never comes alive: the waiting images give way to the real ones. */
const noScriptingRule = css`
  @media (scripting: none) {
    img[data-waiting] {
      display: none;
    }
  }
`;

/** A row of customer logos, each customer with its name (the image's alt text) and one logo. */
export function CustomerLogos({ heading, customers }: CustomerLogosProps) {
  return (
    <Block>
      {heading && <Heading>{heading}</Heading>}
      <LogoList>
        {customers.map((logo) => {
          const height = logo.isTaller ? TALLER_LOGO_HEIGHT : LOGO_HEIGHT;
          const width = Math.round((logo.width / logo.height) * height);
          return (
            <li key={logo.id}>
              {/* Uploaded PNG or WebP logos go through next/image at the spec's sizes; SVGs as they are. */}
              <FarmImage
                src={logo.image ?? ''}
                alt={logo.customerName}
                width={width}
                height={height}
              />
            </li>
          );
        })}
      </LogoList>
    </Block>
  );
}

interface AwardBadgesProps {
  heading?: string;
  awards?: Award[];
}

/** Award badges; each badge's size multiplier scales it against the others. */
export function AwardBadges({ heading, awards = AWARDS }: AwardBadgesProps) {
  return (
    <Block>
      {heading && <Heading>{heading}</Heading>}
      <AwardList>
        {awards.map((award) => {
          const height = Math.round(AWARD_HEIGHT * award.sizeMultiplier);
          const width = Math.round((award.width / award.height) * height);
          return (
            <li key={award.id}>
              <FarmImage
                src={award.svgUrl}
                alt={award.title}
                width={width}
                height={height}
                unoptimized
              />
            </li>
          );
        })}
      </AwardList>
    </Block>
  );
}

interface LogoFarmProps {
  logosHeading?: string;
  awardsHeading?: string;
  customers: readonly CustomerLogo[];
  awards?: Award[];
}

/** Customer logos and award badges with optional headings (spec section 2, 'Logo farm'). */
export function LogoFarm({ logosHeading, awardsHeading, customers, awards }: LogoFarmProps) {
  return (
    <Farm>
      <CustomerLogos heading={logosHeading} customers={customers} />
      {(awards ?? AWARDS).length > 0 && <AwardBadges heading={awardsHeading} awards={awards} />}
    </Farm>
  );
}

const Farm = styled.section`
  display: grid;
  gap: 56px;
  padding: 64px var(--page-padding);
`;

const Block = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  width: 100%;
`;

const Heading = styled.h2`
  margin: 0 0 28px;
  text-align: center;
  font-size: ${fontSizes.md};
  font-weight: 600;
  letter-spacing: 0;
  color: ${colors.ink600};
`;

const LogoList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 28px 48px;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    max-width: 100%;
    height: auto;
    opacity: 0.8;
    transition: opacity 150ms ease;
  }
  img:hover {
    opacity: 1;
  }
  ${noScriptingRule}
  ${mq('desktop')} {
    gap: 32px 64px;
  }
`;

const AwardList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 20px 32px;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    height: auto;
    filter: drop-shadow(0 6px 12px rgba(45, 20, 112, 0.12));
  }
  ${noScriptingRule}
`;
