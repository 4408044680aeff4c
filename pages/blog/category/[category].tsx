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
import { entryPages } from '@/lib/server/content/entry-pages';

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

// A category an editor adds after the build gets its page when it is published (decision 0195).
const categories = entryPages<CategoryPageProps, 'category'>({
  param: 'category',
  entries: getCategories,
  props: async (slug, options) => {
    const category = await getCategory(slug);
    if (!category) return undefined;
    const { name, description } = category;
    return {
      category: { slug, name, description },
      posts: await getPostsInCategory(slug, options),
      categories: await getCategoryLinks(),
    };
  },
});

export const getStaticPaths = categories.getStaticPaths;
export const getStaticProps = categories.getStaticProps;
