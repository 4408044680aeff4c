import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import type { Breadcrumb } from '@/components/seo';
import { colors, fontSizes } from '@/styles/theme';

/** Visible breadcrumbs; the same list feeds the BreadcrumbList JSON-LD through <Seo breadcrumbs>. */
export function Breadcrumbs({ items }: { items: readonly Breadcrumb[] }) {
  return (
    <Nav aria-label="Breadcrumb">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path}>
              {last ? (
                <span aria-current="page">{item.name}</span>
              ) : (
                <Link href={item.path}>{item.name}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-bottom: 20px;
  font-size: ${fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li:not(:last-child)::after {
    content: '/';
    margin-left: 6px;
    color: ${colors.ink300};
  }
  a {
    color: ${colors.ink600};
    text-decoration: none;
  }
  a:hover {
    color: ${colors.violet700};
    text-decoration: underline;
  }
  span {
    color: ${colors.ink900};
  }
`;
