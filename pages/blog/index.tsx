import type { GetStaticProps } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import type { CategoryLink } from '@/components/blog/category-nav';
import { BLOG_PATH } from '@/constants/content';
import { blogSettings } from '@/content/blog/settings';
import { getBlogListPage, getCategoryLinks, type BlogListPage } from '@/lib/content/blog';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface BlogIndexProps {
  list: BlogListPage;
  categories: CategoryLink[];
}

export default function BlogIndexPage({ list, categories }: BlogIndexProps) {
  return (
    <BlogIndexView
      title={blogSettings.title}
      seoTitle={blogSettings.seoTitle}
      description={blogSettings.description}
      path={BLOG_PATH}
      eyebrow="Blog"
      intro={blogSettings.description}
      posts={list.posts}
      categories={categories}
      breadcrumbs={[
        { name: 'Home', path: '/' },
        { name: 'Blog', path: BLOG_PATH },
      ]}
      page={list.page}
      pageCount={list.pageCount}
    />
  );
}

export const getStaticProps: GetStaticProps<BlogIndexProps> = async ({ previewData }) => ({
  props: await withGlobalPageProps({
    // Editors in preview mode see drafts in the list too.
    list: (await getBlogListPage(1, { includeDrafts: isPreviewSession(previewData) }))!,
    categories: await getCategoryLinks(),
  }),
});
