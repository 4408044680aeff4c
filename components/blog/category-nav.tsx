import Link from 'next/link';
import styled from 'styled-components';
import { BLOG_PATH, BLOG_SEARCH_PATH } from '@/constants/content';
import { colors, fontSizes, radii } from '@/styles/theme';

export interface CategoryLink {
  slug: string;
  name: string;
  path: string;
}

/** The blog's navigation: all posts, each category, search. `current` is the active path. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: readonly CategoryLink[];
  current: string;
}) {
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
        <li>
          <Pill
            href={BLOG_SEARCH_PATH}
            aria-current={current === BLOG_SEARCH_PATH ? 'page' : undefined}
          >
            Search
          </Pill>
        </li>
      </ul>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-top: 24px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
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
