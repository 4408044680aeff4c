import { PageBlock } from '@/components/blocks/page-block';
import Image from 'next/image';
import styled from 'styled-components';
import { Band, Inner, PageHeader } from '@/components/content-page/page-header';
import { Prose } from '@/components/content-page/prose';
import { DraftBadge } from '@/components/content-page/draft-badge';
import { Seo } from '@/components/seo';
import {
  CUSTOMER_STORIES_PATH,
  STORY_COVER_RATIO,
  STORY_COVER_SIZES,
  STORY_LOGO_BOX,
} from '@/lib/content/customer-stories-browser';
import { getStories } from '@/lib/content/customer-stories';
import { getStoryPage, type StoryPage } from '@/lib/content/story-page';
import { entryPages } from '@/lib/server/content/entry-pages';
import { colors, fontSizes, mq, radii } from '@/styles/theme';
import { isSvgAddress } from '@/lib/content/upload-types';

export default function CustomerStoryPage({ story }: { story: StoryPage }) {
  const breadcrumbs = [
    { name: 'Home', path: '/' },
    { name: 'Customer stories', path: CUSTOMER_STORIES_PATH },
    { name: story.company, path: story.path },
  ];
  return (
    <>
      <Seo
        title={`${story.company}: customer story`}
        description={story.summary}
        path={story.path}
        type="article"
        eyebrow="Customer story"
        noindex={story.draft}
        breadcrumbs={breadcrumbs}
      />
      <PageHeader
        eyebrow={`Customer story · ${story.industry}`}
        title={story.title}
        intro={<p>{story.summary}</p>}
        breadcrumbs={breadcrumbs}
      />
      <Band>
        <Inner>
          {story.draft && (
            <DraftNote>
              <DraftBadge>Draft</DraftBadge> Visible in preview only, not to visitors
            </DraftNote>
          )}
          {story.cover && (
            <Cover>
              <Image
                src={story.cover}
                alt={story.coverAlt}
                fill
                sizes={STORY_COVER_SIZES}
                priority
                unoptimized={isSvgAddress(story.cover)}
              />
            </Cover>
          )}
          <Metrics aria-label="Results">
            {story.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>
                  <strong>{metric.value}</strong>
                  <span>{metric.basis}</span>
                </dd>
              </div>
            ))}
          </Metrics>
          <Columns>
            <div>
              <Prose html={story.html} />
              <Quote>
                <p>“{story.quote.text}”</p>
                <footer>
                  {story.quote.author}, {story.quote.role}, {story.company}
                </footer>
              </Quote>
            </div>
            <Facts aria-label={`About ${story.company}`}>
              <Image
                src={story.logo}
                alt={story.logoAlt}
                {...STORY_LOGO_BOX}
                unoptimized={isSvgAddress(story.logo)}
              />
              <dl>
                <dt>Industry</dt>
                <dd>{story.industry}</dd>
                <dt>Company size</dt>
                <dd>{story.teamSizeLabel}</dd>
                <dt>People answering customers</dt>
                <dd>{story.agents}</dd>
                <dt>Region</dt>
                <dd>
                  {story.region} ({story.headquarters})
                </dd>
                <dt>Products used</dt>
                <dd>{story.productsUsed.join(', ')}</dd>
              </dl>
            </Facts>
          </Columns>
        </Inner>
      </Band>
      <PageBlock
        block={{
          type: 'ctaBand',
          heading: 'See what your team could measure',
          body: 'Start a free trial or ask for a demo tailored to your channels and volume.',
        }}
      />
    </>
  );
}

const stories = entryPages({
  entries: getStories,
  props: async (slug, options) => {
    const story = await getStoryPage(slug, options);
    return story && { story };
  },
});

export const getStaticPaths = stories.getStaticPaths;
export const getStaticProps = stories.getStaticProps;

const Metrics = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0 0 48px;
  ${mq('tablet')} {
    grid-template-columns: repeat(3, 1fr);
  }
  > div {
    display: flex;
    flex-direction: column;
    padding: 24px;
    border-radius: ${radii.lg};
    background: ${colors.violet50};
  }
  /* Reads figure, label, basis while the markup keeps <dt> before <dd>. */
  dd {
    display: contents;
  }
  strong {
    order: 1;
    font-size: ${fontSizes['4xl']};
    line-height: 1.1;
    color: ${colors.violet700};
  }
  dt {
    order: 2;
    margin-top: 4px;
    font-weight: 700;
    color: ${colors.ink900};
  }
  span {
    order: 3;
    margin-top: 6px;
    font-size: ${fontSizes.sm};
    color: ${colors.ink600};
  }
`;

const Cover = styled.div`
  position: relative;
  aspect-ratio: ${STORY_COVER_RATIO};
  margin: 0 0 40px;
  overflow: hidden;
  border-radius: ${radii.lg};
  img {
    object-fit: cover;
  }
`;

const DraftNote = styled.p`
  display: flex;
  gap: 10px;
  align-items: center;
  margin: 0 0 24px;
  font-weight: 600;
  color: ${colors.ink700};
`;

const Columns = styled.div`
  display: grid;
  gap: 40px;
  ${mq('desktop')} {
    grid-template-columns: 1fr 320px;
  }
`;

const Quote = styled.blockquote`
  margin: 40px 0 0;
  padding: 28px;
  border-radius: ${radii.lg};
  background: ${colors.violet900};
  color: ${colors.white};
  p {
    font-size: ${fontSizes.xl};
    line-height: 1.5;
  }
  footer {
    color: ${colors.violet100};
    font-size: ${fontSizes.sm};
  }
`;

const Facts = styled.aside`
  align-self: start;
  padding: 24px;
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  img {
    display: block;
    max-width: 200px;
    margin-bottom: 16px;
    object-fit: contain;
  }
  dl {
    margin: 0;
  }
  dt {
    font-size: ${fontSizes.sm};
    font-weight: 700;
    color: ${colors.ink600};
  }
  dd {
    margin: 0 0 12px;
  }
`;
