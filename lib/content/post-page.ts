import { getAuthor, getPosts, summarizePost, type Options, type PostSummary } from './blog';
import { renderMarkdown } from './markdown';
import { wordCount } from './plain-text';

/** A post rendered for its page (kept apart from blog.ts so that the Markdown parser stays out of tests that do not render). */
export interface PostPage extends PostSummary {
  html: string;
  wordCount: number;
  authorBio: string;
}

export async function getPostPage(
  slug: string,
  options: Options = {},
): Promise<PostPage | undefined> {
  const post = (await getPosts(options)).find((p) => p.slug === slug);
  if (!post) return undefined;
  return {
    ...summarizePost(post),
    html: renderMarkdown(post.body),
    wordCount: wordCount(post.body),
    authorBio: getAuthor(post.author)!.bio,
  };
}
