import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { useModal } from '@/components/modal-context';
import { BLOG_PATH, BLOG_SEARCH_PATH } from '@/constants/content';
import { colors, fontSizes, radii } from '@/styles/theme';

export interface CategoryLink {
  slug: string;
  name: string;
  path: string;
}

/**
 * The blog's navigation: all posts, each category, search, and a button that opens the
 * blog-subscribe modal. `current` is the active path.
 */
export function CategoryNav({
  categories,
  current,
}: {
  categories: readonly CategoryLink[];
  current: string;
}) {
  const { openModal } = useModal();
  const links = [
    { path: BLOG_PATH, name: 'All posts' },
    ...categories.map((c) => ({ path: c.path, name: c.name })),
  ];
  return (
    <Nav aria-label="Blog categories">
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            <Pill href={link.path} aria-current={link.path === current ? 'page' : undefined}>
              {link.name}
            </Pill>
          </li>
        ))}
      </ul>
      {/* Search and Subscribe stay together at the row's end; only the categories wrap. */}
      <Actions>
        <Pill
          href={BLOG_SEARCH_PATH}
          aria-current={current === BLOG_SEARCH_PATH ? 'page' : undefined}
        >
          Search
        </Pill>
        <SubscribePill type="button" onClick={() => openModal('subscribe')}>
          Subscribe
        </SubscribePill>
      </Actions>
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 8px;
  margin-top: 24px;
  ul {
    display: flex;
    flex: 1 1 0;
    min-width: min(100%, 16rem);
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex: none;
  gap: 8px;
`;

const Pill = styled(Link)`
  display: inline-block;
  padding: 6px 14px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.pill};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.ink700};
  text-decoration: none;
  &:hover {
    border-color: ${colors.violet400};
    color: ${colors.violet700};
  }
  &[aria-current='page'] {
    background: ${colors.violet600};
    border-color: ${colors.violet600};
    color: ${colors.white};
  }
`;

/** A pill that opens the blog-subscribe modal, outlined in violet: an action, not a category. */
const SubscribePill = styled.button`
  display: inline-block;
  padding: 6px 14px;
  border: 1px solid ${colors.violet600};
  border-radius: ${radii.pill};
  background: ${colors.white};
  font: inherit;
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.violet700};
  cursor: pointer;
  &:hover {
    background: ${colors.violet50};
  }
`;
