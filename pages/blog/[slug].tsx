import type { GetStaticPaths, GetStaticProps } from 'next';
import { PostView } from '@/components/blog/post-view';
import { blogPostingJsonLd, ogImagePath, Seo } from '@/components/seo';
import { BLOG_PATH } from '@/constants/content';
import { getPosts, getRelatedPosts, type PostSummary } from '@/lib/content/blog';
import { getPostPage, type PostPage } from '@/lib/content/post-page';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

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
        title={post.title}
        description={post.excerpt}
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
            description: post.excerpt,
            path: post.path,
            image: ogImagePath(post.title, post.category.name),
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

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: (await getPosts()).map((post) => ({ params: { slug: post.slug } })),
  // Drafts are not pre-built; in preview mode they render on request, otherwise 404.
  fallback: 'blocking',
});

export const getStaticProps: GetStaticProps<BlogPostProps, { slug: string }> = async ({
  params,
  previewData,
}) => {
  const post = params
    ? await getPostPage(params.slug, { includeDrafts: isPreviewSession(previewData) })
    : undefined;
  if (!post) return { notFound: true };
  return { props: await withGlobalPageProps({ post, related: await getRelatedPosts(post.slug) }) };
};
