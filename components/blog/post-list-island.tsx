import type { ComponentProps } from 'react';
import { Island } from '@/lib/rendering';
import type { PostList } from './post-list';

const loadPostList = () => import('./post-list').then((module) => module.PostList);

/**
 * The post grid as an island (decision 0150), for grids below the first screen (a post's related
 * posts): the cards (next/image and its per-image effects, one link each) are in the HTML as
 * usual, and their code loads when the visitor comes near them; until then they are plain links.
 * Not for a grid on the first screen (the blog's lists): it would be replaced right after load, in
 * one long task, where hydrating it with the page is done in slices.
 */
export function PostListIsland(props: ComponentProps<typeof PostList>) {
  return <Island when="near" load={loadPostList} props={props} />;
}
