import type { GetStaticProps } from 'next';
import { isPreviewSession } from '@/lib/server/preview';
import { SiteLink as Link } from '@/components/site-link/site-link';
import styled from 'styled-components';
import { Button } from '@/components/button/button';
import { useModal } from '@/components/modal-context';
import { Seo } from '@/components/seo';
import { PATHS } from '@/constants/links';
import { SUPPORT_REPORT } from '@/constants/resources';
import { readHub, type HubCopy } from '@/content/hubs';
import { IllustrationImage, illustrationSizes } from '@/components/blocks/illustration-image';
import {
  getResources,
  getWebinars,
  secondsUntilWebinarsChange,
  webinarHasEnded,
  type Resource,
  type Webinar,
} from '@/lib/content/resources';
import { formatWebinarDate } from '@/components/forms/webinar-date';
import { siteNow } from '@/lib/clock';
import { withGlobalPageProps } from '@/lib/content/page-props';

interface Props {
  copy: HubCopy<'resourcesHub'>;
  resources: Resource[];
  /** Upcoming sessions, then past ones (asking for feedback), as the page was generated. */
  webinars: Webinar[];
  pastWebinars: Webinar[];
}

/** The resource hub: gated guides and templates, and upcoming webinars. */
export default function ResourcesPage({ copy, resources, webinars, pastWebinars }: Props) {
  const { openModal } = useModal();
  return (
    <>
      <Seo
        title={copy.seo.title}
        description={copy.seo.description}
        path={PATHS.resources}
        eyebrow="Resources"
      />
      <Hero>
        <div>
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <h1>{copy.title}</h1>
            <p>{copy.intro}</p>
            <Button type="button" $kind="secondary" onClick={() => openModal('subscribe')}>
              Subscribe to the blog
            </Button>
          </div>
          {/* The report the site-wide announcement promotes, first in the hub. */}
          <Featured aria-labelledby="featured-report-heading">
            <Illustration>
              <IllustrationImage
                illustration={{ name: SUPPORT_REPORT.illustration, alt: '' }}
                sizes={FEATURED_SIZES}
              />
            </Illustration>
            <div>
              <Kind>New report</Kind>
              <h2 id="featured-report-heading">
                <Link href={SUPPORT_REPORT.path}>{SUPPORT_REPORT.title}</Link>
              </h2>
              <p>{SUPPORT_REPORT.summary}</p>
            </div>
          </Featured>
        </div>
      </Hero>
      <Band aria-labelledby="guides-heading">
        <div>
          <h2 id="guides-heading">{copy.guidesHeading}</h2>
          <Cards>
            {resources.map((resource) => (
              <Card key={resource.slug}>
                <Illustration>
                  <IllustrationImage
                    illustration={{ name: resource.illustration, alt: '' }}
                    sizes={CARD_SIZES}
                  />
                </Illustration>
                <Kind>{resource.kind}</Kind>
                <h3>
                  <Link href={`${PATHS.resources}/${resource.slug}`}>{resource.title}</Link>
                </h3>
                <p>{resource.summary}</p>
                <Meta>{resource.readingTime}</Meta>
              </Card>
            ))}
          </Cards>
        </div>
      </Band>
      {[
        {
          id: 'webinars-heading',
          heading: copy.webinarsHeading,
          list: webinars,
          kind: 'Webinar',
        },
        {
          id: 'past-webinars-heading',
          heading: copy.pastWebinarsHeading,
          list: pastWebinars,
          kind: 'Past webinar',
        },
      ]
        .filter((group) => group.list.length > 0)
        .map((group) => (
          <Band key={group.id} aria-labelledby={group.id} $tint>
            <div>
              <h2 id={group.id}>{group.heading}</h2>
              <Cards>
                {group.list.map((webinar) => (
                  <Card key={webinar.slug}>
                    <Kind>{group.kind}</Kind>
                    <h3>
                      <Link href={`${PATHS.resources}/webinars/${webinar.slug}`}>
                        {webinar.title}
                      </Link>
                    </h3>
                    <p>{webinar.summary}</p>
                    <Meta>
                      {formatWebinarDate(webinar.startsAt)} · {webinar.durationMinutes} minutes
                    </Meta>
                  </Card>
                ))}
              </Cards>
            </div>
          </Band>
        ))}
    </>
  );
}

export const getStaticProps: GetStaticProps<Props> = async ({ previewData }) => {
  // Upcoming or past is decided when the page is generated, by the site's clock (decision 0105),
  // and the page is generated again at the next start or end of a session it lists (0247).
  const now = siteNow();
  // Editors in preview mode see drafts on the hub too (decision 0196).
  const drafts = { includeDrafts: isPreviewSession(previewData) };
  const webinars = await getWebinars(drafts);
  const revalidate = secondsUntilWebinarsChange(webinars, now);
  return {
    props: await withGlobalPageProps({
      // The editor's words (decisions 0252, 0254).
      copy: await readHub('resourcesHub', {}),
      resources: await getResources(drafts),
      webinars: webinars.filter((webinar) => !webinarHasEnded(webinar, now)),
      pastWebinars: webinars.filter((webinar) => webinarHasEnded(webinar, now)),
    }),
    ...(revalidate === undefined ? {} : { revalidate }),
  };
};

const Hero = styled.section`
  padding: 64px var(--page-padding) 48px;
  background: ${({ theme }) => theme.colors.violet50};
  > div {
    display: grid;
    gap: 32px;
    max-width: 1200px;
    margin: 0 auto;
    ${({ theme }) => `@media (min-width: ${theme.breakpoints.desktop}px)`} {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: center;
    }
  }
  h1 {
    max-width: 820px;
    font-size: 2.125rem;
    ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
      font-size: ${({ theme }) => theme.fontSizes['5xl']};
    }
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink600};
  }
`;

const Featured = styled.section`
  display: flex;
  flex-direction: column;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 8px;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.ink900};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** At most: the featured report's column (2 of 5 of 1,200 px) and a card in two or three columns. */
const FEATURED_SIZES = illustrationSizes(480);
const CARD_SIZES = illustrationSizes(360);

/** Decorative: the title beside each picture says what it is about. */
const Illustration = styled.div`
  margin-bottom: 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.violet50};
  overflow: hidden;
  img {
    display: block;
  }
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm} !important;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.violet600} !important;
`;

const Band = styled.section<{ $tint?: boolean }>`
  padding: 56px var(--page-padding);
  background: ${({ theme, $tint }) => ($tint ? theme.colors.ink100 : theme.colors.white)};
  > div {
    max-width: 1200px;
    margin: 0 auto;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 24px;
  ${({ theme }) => `@media (min-width: ${theme.breakpoints.tablet}px)`} {
    grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  padding: 28px;
  border: 1px solid ${({ theme }) => theme.colors.ink200};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 a {
    color: ${({ theme }) => theme.colors.ink900};
    text-decoration: none;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  p {
    color: ${({ theme }) => theme.colors.ink600};
    flex: 1;
  }
`;

const Kind = styled.span`
  align-self: flex-start;
  margin-bottom: 12px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.violet100};
  color: ${({ theme }) => theme.colors.violet800};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.ink600};
`;
