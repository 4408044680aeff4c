import type { GetStaticPaths, GetStaticProps } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import type { CategoryLink } from '@/components/blog/category-nav';
import { BLOG_PATH } from '@/constants/content';
import { readBlogSettings, type BlogSettings } from '@/content/blog/settings';
import {
  getBlogListPage,
  getBlogPageCount,
  getCategoryLinks,
  type BlogListPage,
} from '@/lib/content/blog';
import { blogPagePath } from '@/lib/content/blog-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface BlogPageProps {
  settings: BlogSettings;
  list: BlogListPage;
  categories: CategoryLink[];
}

/** Pages 2..n of the blog index (page 1 is /blog). */
export default function BlogListPageView({ settings, list, categories }: BlogPageProps) {
  const path = blogPagePath(list.page);
  const title = `${settings.title}: page ${list.page} of ${list.pageCount}`;
  return (
    <BlogIndexView
      title={title}
      seoTitle={`Blog, page ${list.page}`}
      description={`Older posts, page ${list.page} of ${list.pageCount}. ${settings.description}`}
      path={path}
      eyebrow="Blog"
      intro={settings.description}
      posts={list.posts}
      categories={categories}
      breadcrumbs={[
        { name: 'Home', path: '/' },
        { name: 'Blog', path: BLOG_PATH },
        { name: `Page ${list.page}`, path },
      ]}
      page={list.page}
      pageCount={list.pageCount}
    />
  );
}

/** A page number as its address writes it: /blog/page/2, never /blog/page/02 or /blog/page/2.0. */
const PAGE_NUMBER = /^[1-9][0-9]*$/;

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: Array.from({ length: Math.max(0, (await getBlogPageCount()) - 1) }, (_, i) => ({
    params: { page: String(i + 2) },
  })),
  // A page that publishing adds (a new post pushes the oldest onto page n + 1) is generated on its
  // first request or when publishing regenerates it, without a rebuild.
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<BlogPageProps, { page: string }> = async ({
  params,
  previewData,
}) => {
  const page = PAGE_NUMBER.test(params?.page ?? '') ? Number(params?.page) : NaN;
  // /blog/page/1 is /blog; anything else outside 2..n is not a page. Editors in preview mode page
  // through the drafts too, as /blog shows them.
  const list =
    page >= 2
      ? await getBlogListPage(page, { includeDrafts: isPreviewSession(previewData) })
      : undefined;
  if (!list) return { notFound: true };
  return {
    props: await withGlobalPageProps({
      settings: await readBlogSettings(),
      list,
      categories: await getCategoryLinks(),
    }),
  };
};
