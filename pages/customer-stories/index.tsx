import type { GetStaticProps } from 'next';
import { PageBlock } from '@/components/blocks/page-block';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { StoryDirectory } from '@/components/customer-stories/story-directory';
import { Seo } from '@/components/seo';
import { SOCIAL_PROOF } from '@/constants/brand';
import { readHub, type HubCopy } from '@/content/hubs';
import { getStories, storyFilters, summarizeStory } from '@/lib/content/customer-stories';
import { CUSTOMER_STORIES_PATH, type StorySummary } from '@/lib/content/customer-stories-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface StoriesPageProps {
  copy: HubCopy<'customerStoriesHub'>;
  stories: StorySummary[];
  industries: string[];
  sizes: { value: string; label: string }[];
}

export default function CustomerStoriesPage({
  copy,
  stories,
  industries,
  sizes,
}: StoriesPageProps) {
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Customer stories', path: CUSTOMER_STORIES_PATH },
  ];
  return (
    <>
      <Seo
        title={copy.seo.title}
        description={copy.seo.description}
        path={CUSTOMER_STORIES_PATH}
        eyebrow="Customer stories"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={<p>{copy.intro}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <StoryDirectory stories={stories} industries={industries} sizes={sizes} />
        </Inner>
      </Band>
      <PageBlock block={{ type: 'ctaBand', ...copy.closing }} />
    </>
  );
}

export const getStaticProps: GetStaticProps<StoriesPageProps> = async ({ previewData }) => {
  const stories = (await getStories({ includeDrafts: isPreviewSession(previewData) })).map(
    summarizeStory,
  );
  // The editor's words (decisions 0252, 0254); the figure stays the company's (constants/brand.ts).
  const copy = await readHub('customerStoriesHub', { BUSINESSES: SOCIAL_PROOF.businesses });
  return { props: await withGlobalPageProps({ copy, stories, ...storyFilters(stories) }) };
};
