import type { GetStaticPaths, GetStaticProps } from 'next';
import { BlogIndexView } from '@/components/blog/blog-index-view';
import type { CategoryLink } from '@/components/blog/category-nav';
import { BLOG_PATH } from '@/constants/content';
import type { Category } from '@/content/blog';
import {
  getCategories,
  getCategory,
  getCategoryLinks,
  getPostsInCategory,
  type PostSummary,
} from '@/lib/content/blog';
import { categoryPath } from '@/lib/content/blog-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface CategoryPageProps {
  category: Pick<Category, 'slug' | 'name' | 'description'>;
  posts: PostSummary[];
  categories: CategoryLink[];
}

export default function BlogCategoryPage({ category, posts, categories }: CategoryPageProps) {
  const path = categoryPath(category.slug);
  return (
    <BlogIndexView
      title={category.name}
      seoTitle={`${category.name}: blog`}
      description={category.description}
      path={path}
      eyebrow="Blog category"
      intro={category.description}
      posts={posts}
      categories={categories}
      breadcrumbs={[
        { name: 'Home', path: '/' },
        { name: 'Blog', path: BLOG_PATH },
        { name: category.name, path },
      ]}
    />
  );
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getCategories()).map((c) => ({ params: { category: c.slug } })),
  // A category an editor adds after the build gets its page when it is published (decision 0195).
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<CategoryPageProps, { category: string }> = async ({
  params,
  previewData,
}) => {
  const category = params ? await getCategory(params.category) : undefined;
  if (!category) return { notFound: true };
  const { slug, name, description } = category;
  return {
    props: await withGlobalPageProps({
      category: { slug, name, description },
      posts: await getPostsInCategory(category.slug, {
        includeDrafts: isPreviewSession(previewData),
      }),
      categories: await getCategoryLinks(),
    }),
  };
};
