import type { GetStaticProps } from 'next';
import { PageBlock } from '@/components/blocks/page-block';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { StoryDirectory } from '@/components/customer-stories/story-directory';
import { Seo } from '@/components/seo';
import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';
import { readHubHeader, type HubHeader } from '@/content/hubs';
import { getStories, storyFilters, summarizeStory } from '@/lib/content/customer-stories';
import { CUSTOMER_STORIES_PATH, type StorySummary } from '@/lib/content/customer-stories-browser';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { isPreviewSession } from '@/lib/server/preview';

interface StoriesPageProps {
  header: HubHeader;
  stories: StorySummary[];
  industries: string[];
  sizes: { value: string; label: string }[];
}

export default function CustomerStoriesPage({
  header,
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
        title="Customer stories: measured results from support teams"
        description={`How logistics, retail, finance, technology and professional-services teams run customer service on ${PRODUCT_NAME}, with the results they measured.`}
        path={CUSTOMER_STORIES_PATH}
        eyebrow="Customer stories"
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={header.eyebrow}
        title={header.title}
        intro={<p>{header.intro}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          <StoryDirectory stories={stories} industries={industries} sizes={sizes} />
        </Inner>
      </Band>
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'Write the next story with us',
          body: 'See how a team like yours would set up Switchboard in a personalised demo.',
        }}
      />
    </>
  );
}

export const getStaticProps: GetStaticProps<StoriesPageProps> = async ({ previewData }) => {
  const stories = (await getStories({ includeDrafts: isPreviewSession(previewData) })).map(
    summarizeStory,
  );
  // The editor's header (decision 0252); the figure stays the company's (constants/brand.ts).
  const header = await readHubHeader('customerStoriesHub', {
    BUSINESSES: SOCIAL_PROOF.businesses,
  });
  return { props: await withGlobalPageProps({ header, stories, ...storyFilters(stories) }) };
};
