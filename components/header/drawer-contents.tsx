import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Icon } from '@/components/blocks/icons';
import { SiteLink } from '@/components/site-link/site-link';
import type { DrawerMenuItem, NavLink } from '@/lib/content/navigation-browser';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { Tag } from './nav-tag';

interface DrawerContentsProps {
  item: DrawerMenuItem;
  onNavigate: () => void;
  /**
   * Changes each time the visitor asks to move into the drawer (ArrowDown on its trigger); 0 for
   * none. The contents may arrive after the key press, so they move focus themselves.
   */
  focusRequest: number;
}

/**
 * An open desktop drawer's contents: sections of links, featured links, an optional image and
 * promo banner. Loaded when the visitor first points at or focuses a drawer trigger (decision 0182).
 */
export function DrawerContents({ item, onNavigate, focusRequest }: DrawerContentsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasAside = Boolean(item.featuredLinks?.length || item.image || item.promoBanner);
  useEffect(() => {
    if (focusRequest) ref.current?.querySelector<HTMLElement>('a')?.focus();
  }, [focusRequest]);
  return (
    <Inner ref={ref} $hasAside={hasAside}>
      <Sections $count={item.sections.length}>
        {item.sections.map((section) => (
          <Section key={section.title}>
            <SectionTitle>{section.title}</SectionTitle>
            <LinkList>
              {section.links.map((link) => (
                <li key={link.href}>
                  <DrawerLink link={link} onNavigate={onNavigate} />
                </li>
              ))}
            </LinkList>
          </Section>
        ))}
      </Sections>
      {hasAside && (
        <Aside>
          {item.featuredLinks?.length ? (
            <div>
              <SectionTitle>{item.featuredTitle || 'Featured'}</SectionTitle>
              <FeaturedList>
                {item.featuredLinks.map((link) => (
                  <li key={link.href}>
                    <FeaturedLink href={link.href} onClick={onNavigate}>
                      {link.icon && <Icon name={link.icon} size={18} />}
                      <span>{link.title}</span>
                      <Arrow aria-hidden="true">→</Arrow>
                    </FeaturedLink>
                  </li>
                ))}
              </FeaturedList>
            </div>
          ) : null}
          {item.image && (
            <DrawerImage
              src={item.image.src}
              alt={item.image.alt}
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
            />
          )}
          {item.promoBanner && (
            <Promo href={item.promoBanner.href} onClick={onNavigate}>
              <PromoEyebrow>{item.promoBanner.eyebrow}</PromoEyebrow>
              <PromoTitle>{item.promoBanner.title}</PromoTitle>
              <PromoCta>
                {item.promoBanner.cta} <span aria-hidden="true">→</span>
              </PromoCta>
            </Promo>
          )}
        </Aside>
      )}
    </Inner>
  );
}

function DrawerLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <ItemLink href={link.href} onClick={onNavigate}>
      {link.icon && (
        <IconTile aria-hidden="true">
          <Icon name={link.icon} size={20} />
        </IconTile>
      )}
      <span>
        <ItemTitle>
          {link.title}
          {link.tag && <Tag>{link.tag}</Tag>}
        </ItemTitle>
        {link.subtitle && <ItemSubtitle>{link.subtitle}</ItemSubtitle>}
      </span>
    </ItemLink>
  );
}

const Inner = styled.div<{ $hasAside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $hasAside }) => ($hasAside ? 'minmax(0, 1fr) 300px' : '1fr')};
  max-width: 1200px;
  margin: 0 auto;
  background: ${colors.white};
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  box-shadow: 0 24px 48px rgba(20, 17, 31, 0.12);
  overflow: hidden;
  ${mq('desktopWide')} {
    grid-template-columns: ${({ $hasAside }) => ($hasAside ? 'minmax(0, 1fr) 340px' : '1fr')};
  }
`;

const Sections = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  gap: 24px;
  padding: 28px;
`;

const Section = styled.div``;

const SectionTitle = styled.p`
  margin: 0 0 12px;
  padding: 0 10px;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.ink500};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
`;

const ItemLink = styled(SiteLink)`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 10px;
  border-radius: ${radii.md};
  color: ${colors.ink900};
  text-decoration: none;
  transition: background-color 120ms ease;
  &:hover {
    background: ${colors.violet50};
    color: ${colors.ink900};
  }
  &:hover span span:first-child {
    color: ${colors.violet700};
  }
`;

const IconTile = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${radii.sm};
  background: ${colors.violet50};
  color: ${colors.violet600};
  border: 1px solid ${colors.violet100};
`;

const ItemTitle = styled.span`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 600;
  font-size: ${fontSizes.md};
  line-height: 1.3;
`;

const ItemSubtitle = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${fontSizes.sm};
  line-height: 1.4;
  color: ${colors.ink600};
`;

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 28px 24px;
  background: ${colors.violet50};
  border-left: 1px solid ${colors.ink200};
`;

const FeaturedList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Arrow = styled.span`
  margin-left: auto;
  opacity: 0;
  transform: translateX(-4px);
  transition:
    opacity 120ms ease,
    transform 120ms ease;
`;

const FeaturedLink = styled(SiteLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 10px;
  border-radius: ${radii.sm};
  color: ${colors.ink900};
  font-weight: 600;
  font-size: ${fontSizes.sm};
  text-decoration: none;
  svg {
    color: ${colors.violet600};
  }
  &:hover {
    background: ${colors.white};
    color: ${colors.violet700};
  }
  &:hover ${Arrow}, &:focus-visible ${Arrow} {
    opacity: 1;
    transform: none;
  }
`;

// A plain <img>: the drawer images are served as drawn (unoptimised), and next/image's code would
// join every page's first load with the header (decision 0150).
const DrawerImage = styled.img`
  width: 100%;
  height: auto;
  border-radius: ${radii.md};
  background: ${colors.white};
  border: 1px solid ${colors.violet100};
`;

const Promo = styled(SiteLink)`
  display: block;
  padding: 18px;
  border-radius: ${radii.md};
  background: linear-gradient(135deg, ${colors.violet700}, ${colors.violet500});
  color: ${colors.white};
  text-decoration: none;
  transition:
    transform 160ms ease,
    box-shadow 160ms ease;
  &:hover {
    color: ${colors.white};
    transform: translateY(-2px);
    box-shadow: 0 10px 24px rgba(82, 39, 204, 0.3);
  }
`;

const PromoEyebrow = styled.span`
  display: block;
  font-size: ${fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.violet200};
`;

const PromoTitle = styled.span`
  display: block;
  margin: 6px 0 10px;
  font-weight: 650;
  line-height: 1.35;
`;

const PromoCta = styled.span`
  font-size: ${fontSizes.sm};
  font-weight: 700;
`;
