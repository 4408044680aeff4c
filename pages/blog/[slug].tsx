import { PostView } from '@/components/blog/post-view';
import { blogPostingJsonLd, ogImagePath, Seo } from '@/components/seo';
import { BLOG_PATH } from '@/constants/content';
import { getPosts, getRelatedPosts, type PostSummary } from '@/lib/content/blog';
import { getPostPage, type PostPage } from '@/lib/content/post-page';
import { entryPages } from '@/lib/server/content/entry-pages';

interface BlogPostProps {
  post: PostPage;
  related: PostSummary[];
}

export default function BlogPostPage({ post, related }: BlogPostProps) {
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: BLOG_PATH },
    { name: post.category.name, path: `${BLOG_PATH}/category/${post.category.slug}` },
    { name: post.title, path: post.path },
  ];
  return (
    <>
      <Seo
        title={post.seo.title}
        description={post.seo.description}
        path={post.path}
        type="article"
        eyebrow={post.category.name}
        noindex={post.draft}
        breadcrumbs={breadcrumbs}
        article={{
          publishedTime: post.date,
          modifiedTime: post.updated ?? undefined,
          author: post.author.name,
          section: post.category.name,
        }}
        jsonLd={[
          blogPostingJsonLd({
            title: post.title,
            description: post.seo.description,
            path: post.path,
            // The share image <Seo> draws for the page's title.
            image: ogImagePath(post.seo.title, post.category.name),
            datePublished: post.date,
            dateModified: post.updated ?? undefined,
            authorName: post.author.name,
            section: post.category.name,
            wordCount: post.wordCount,
          }),
        ]}
      />
      <PostView post={post} related={related} breadcrumbs={breadcrumbs} />
    </>
  );
}

// Drafts are not pre-built; in preview mode they render on request, otherwise 404.
const posts = entryPages<BlogPostProps>({
  entries: getPosts,
  props: async (slug, options) => {
    const post = await getPostPage(slug, options);
    return post && { post, related: await getRelatedPosts(post.slug) };
  },
});

export const getStaticPaths = posts.getStaticPaths;
export const getStaticProps = posts.getStaticProps;
