import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { blogPagePath } from '@/lib/content/blog-browser';
import { colors, fontSizes, radii } from '@/styles/theme';

/** Numbered pages of the blog index, with previous and next links. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <Nav aria-label="Blog pages">
      {page > 1 && (
        <PageLink href={blogPagePath(page - 1)} rel="prev">
          ← Newer posts
        </PageLink>
      )}
      <ol>
        {pages.map((n) => (
          <li key={n}>
            <PageLink
              href={blogPagePath(n)}
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Page ${n}`}
            >
              {n}
            </PageLink>
          </li>
        ))}
      </ol>
      {page < pageCount && (
        <PageLink href={blogPagePath(page + 1)} rel="next">
          Older posts →
        </PageLink>
      )}
    </Nav>
  );
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 48px;
  ol {
    display: flex;
    gap: 6px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

const PageLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 12px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.md};
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
