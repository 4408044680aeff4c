import { PageHeader, Band, Inner } from '@/components/content-page/page-header';
import { BlogSubscribeBand } from '@/components/forms/blog-subscribe-band';
import { Seo, type Breadcrumb } from '@/components/seo';
import type { PostSummary } from '@/lib/content/blog';
import { CategoryNav, type CategoryLink } from './category-nav';
import { Pagination } from './pagination';
import { PostList } from './post-list';

interface BlogIndexViewProps {
  title: string;
  seoTitle: string;
  description: string;
  path: string;
  eyebrow: string;
  intro: string;
  posts: PostSummary[];
  categories: CategoryLink[];
  breadcrumbs: Breadcrumb[];
  page?: number;
  pageCount?: number;
}

/** The blog index, its later pages and each category share this layout. */
export function BlogIndexView(props: BlogIndexViewProps) {
  return (
    <>
      <Seo
        title={props.seoTitle}
        description={props.description}
        path={props.path}
        eyebrow="Blog"
        breadcrumbs={props.breadcrumbs}
      />
      <PageHeader
        eyebrow={props.eyebrow}
        title={props.title}
        intro={<p>{props.intro}</p>}
        breadcrumbs={props.breadcrumbs}
      >
        <CategoryNav categories={props.categories} current={props.path} />
      </PageHeader>
      <Band>
        <Inner>
          {/* Hydrated with the page, not an island: the first cards are on the first screen, and
              replacing a screenful of cards at once costs more than hydrating them in slices. */}
          <PostList posts={props.posts} />
          {props.page && props.pageCount && (
            <Pagination page={props.page} pageCount={props.pageCount} />
          )}
        </Inner>
      </Band>
      <BlogSubscribeBand />
    </>
  );
}
