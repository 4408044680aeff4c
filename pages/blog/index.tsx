import type { GetStaticProps } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import type { CategoryLink } from '@/components/blog/category-nav';
import { BLOG_PATH } from '@/constants/content';
import { readBlogSettings, type BlogSettings } from '@/content/blog/settings';
import { getBlogListPage, getCategoryLinks, type BlogListPage } from '@/lib/content/blog';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface BlogIndexProps {
  settings: BlogSettings;
  list: BlogListPage;
  categories: CategoryLink[];
}

export default function BlogIndexPage({ settings, list, categories }: BlogIndexProps) {
  return (
    <BlogIndexView
      title={settings.title}
      seoTitle={settings.seoTitle}
      description={settings.description}
      path={BLOG_PATH}
      eyebrow="Blog"
      intro={settings.description}
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
    settings: await readBlogSettings(),
    // Editors in preview mode see drafts in the list too.
    list: (await getBlogListPage(1, { includeDrafts: isPreviewSession(previewData) }))!,
    categories: await getCategoryLinks(),
  }),
});
