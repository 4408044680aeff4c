import { getAuthor, getPosts, summarizePosts, type Options, type PostSummary } from './blog';
import { renderMarkdown } from './markdown';
import { wordCount } from './plain-text';

/** A post rendered for its page (kept apart from blog.ts so that the Markdown parser stays out of tests that do not render). */
export interface PostPage extends PostSummary {
  html: string;
  wordCount: number;
  authorBio: string;
  /** What search results and shared links show: the editor's SEO fields, else title and excerpt. */
  seo: { title: string; description: string };
}

export async function getPostPage(
  slug: string,
  options: Options = {},
): Promise<PostPage | undefined> {
  const post = (await getPosts(options)).find((p) => p.slug === slug);
  if (!post) return undefined;
  const [summary, author] = await Promise.all([summarizePosts([post]), getAuthor(post.author)]);
  return {
    ...summary[0]!,
    html: renderMarkdown(post.body),
    wordCount: wordCount(post.body),
    authorBio: author!.bio,
    seo: {
      title: post.seoTitle.trim() || post.title,
      description: post.seoDescription.trim() || post.excerpt,
    },
  };
}
