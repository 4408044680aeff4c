import type { PostSummary } from '@/lib/content/blog';
import { PostCard, PostGrid } from './post-card';

export interface PostListProps {
  posts: PostSummary[];
  /** 2 on the blog's lists, 3 under a post's own "Keep reading" heading. */
  headingLevel?: 2 | 3;
}

/** A grid of post cards: a blog list page, a category, a post's related posts. */
export function PostList({ posts, headingLevel = 2 }: PostListProps) {
  return (
    <PostGrid>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </PostGrid>
  );
}
