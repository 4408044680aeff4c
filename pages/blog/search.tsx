import type { GetServerSideProps } from 'next';
import { BlogSearch } from '@/components/blog/blog-search';
import { CategoryNav, type CategoryLink } from '@/components/blog/category-nav';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { Seo } from '@/components/seo';
import { BLOG_PATH, BLOG_SEARCH_PATH } from '@/constants/content';
import { getCategoryLinks } from '@/lib/content/blog';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { normalizeQuery, searchPosts, type BlogSearchResult } from '@/lib/content/search';

interface BlogSearchPageProps {
  query: string;
  results: BlogSearchResult[];
  categories: CategoryLink[];
}

/**
 * Server-rendered so that /blog/search?q=… answers with results even without JavaScript; the
 * search box then updates them as the visitor types.
 */
export default function BlogSearchPage({ query, results, categories }: BlogSearchPageProps) {
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: 'Search', path: BLOG_SEARCH_PATH },
  ];
  return (
    <>
      <Seo
        title={query ? `Search results for “${query}”: blog` : 'Search the blog'}
        description="Search every post on the Switchboard blog: shared inboxes, help desks, live chat, knowledge bases, AI and automation, and support analytics."
        path={BLOG_SEARCH_PATH}
        eyebrow="Blog"
        // Result pages are endless variations of one page; only the empty search is indexed.
        noindex={query !== ''}
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow="Blog"
        title="Search the blog"
        intro={<p>Find advice by topic, tool or a phrase you remember from a post.</p>}
        breadcrumbs={breadcrumbs}
      >
        <CategoryNav categories={categories} current={BLOG_SEARCH_PATH} />
      </PageHeader>
      <Band>
        <Inner>
          {/* Keyed by query so that a new server-rendered result page resets the box. */}
          <BlogSearch key={query} initialQuery={query} initialResults={results} />
        </Inner>
      </Band>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<BlogSearchPageProps> = async ({ query }) => {
  const q = normalizeQuery(query.q);
  return {
    props: await withGlobalPageProps({
      query: q,
      results: await searchPosts(q),
      categories: await getCategoryLinks(),
    }),
  };
};
