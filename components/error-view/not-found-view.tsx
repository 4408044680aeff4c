import styled from 'styled-components';
import { ButtonLink } from '@/components/button/button';
import { SiteLink } from '@/components/site-link/site-link';
import { CLICK_LOCATION_ATTRIBUTE, CLICK_LOCATIONS } from '@/constants/events';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { NOT_FOUND_COPY } from './error-copy';
import { Art, Copy, Wrap } from './error-view';

/** The 404 page: the error page's voice, with the places most visitors were looking for. */
export function NotFoundView() {
  return (
    <Wrap {...{ [CLICK_LOCATION_ATTRIBUTE]: CLICK_LOCATIONS.notFoundPage }}>
      <Art
        src="/illustrations/shell/not-found.svg"
        alt=""
        width={480}
        height={360}
        priority
        unoptimized
      />
      <Copy>
        <Eyebrow>{NOT_FOUND_COPY.eyebrow}</Eyebrow>
        <h1>{NOT_FOUND_COPY.headline}</h1>
        <p>{NOT_FOUND_COPY.text}</p>
        <Places>
          {NOT_FOUND_COPY.links.map((link) => (
            <li key={link.label}>
              <Place href={link.href}>
                <strong>{link.label}</strong>
                <span>{link.description}</span>
              </Place>
            </li>
          ))}
        </Places>
        <ButtonLink href={NOT_FOUND_COPY.primary.href} $kind="primary" $size="lg">
          {NOT_FOUND_COPY.primary.label}
        </ButtonLink>
      </Copy>
    </Wrap>
  );
}

const Eyebrow = styled.p`
  && {
    margin: 0 0 8px;
    font-size: ${fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${colors.violet600};
  }
`;

const Places = styled.ul`
  display: grid;
  grid-template-columns: 1fr;
  ${mq('tablet')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: 10px;
  margin: 0 0 32px;
  padding: 0;
  list-style: none;
`;

const Place = styled(SiteLink)`
  display: block;
  height: 100%;
  padding: 14px 16px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.md};
  background: ${colors.white};
  color: ${colors.ink900};
  text-decoration: none;
  transition:
    border-color 140ms ease,
    box-shadow 140ms ease,
    transform 140ms ease;
  strong {
    display: block;
    font-weight: 650;
  }
  span {
    display: block;
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
  &:hover {
    border-color: ${colors.violet400};
    box-shadow: 0 6px 18px rgba(82, 39, 204, 0.1);
    transform: translateY(-1px);
    color: ${colors.ink900};
  }
  &:hover strong {
    color: ${colors.violet700};
  }
`;
