import { Seo } from '@/components/seo';
import { WebinarFeedbackForm } from '@/components/forms/webinar-feedback-form';
import { WebinarSignupForm } from '@/components/forms/webinar-signup-form';
import { FormPageLayout, InfoGrid, InfoSection } from '@/components/forms/form-page-layout';
import { formatWebinarDate } from '@/components/forms/webinar-date';
import { PATHS } from '@/constants/links';
import {
  getWebinar,
  getWebinars,
  secondsUntilWebinarsChange,
  webinarHasEnded,
  type Webinar,
} from '@/lib/content/resources';
import { siteNow } from '@/lib/clock';
import { entryPages } from '@/lib/server/content/entry-pages';

interface Props {
  webinar: Webinar;
  /** Decided when the page is generated: a past session asks for feedback, not registrations. */
  ended: boolean;
}

/**
 * A webinar page under /resources: the sign-up form (livestorm_event_id) before the session, the
 * feedback form (rating, what was useful, follow-up) after it.
 */
export default function WebinarPage({ webinar, ended }: Props) {
  const path = `${PATHS.resources}/webinars/${webinar.slug}`;
  const date = formatWebinarDate(webinar.startsAt);
  return (
    <>
      <Seo
        title={webinar.title}
        description={webinar.summary}
        path={path}
        eyebrow="Webinar"
        breadcrumbs={[
          { name: 'Home', path: PATHS.home },
          { name: 'Resources', path: PATHS.resources },
          { name: webinar.title, path },
        ]}
      />
      <FormPageLayout
        eyebrow={ended ? `Webinar held on ${date}` : `Live webinar · ${date}`}
        title={webinar.title}
        lead={webinar.summary}
        points={ended && webinar.takeaways.length > 0 ? webinar.takeaways : webinar.agenda}
        formTitle={ended ? 'How was the webinar?' : 'Save your seat'}
        form={
          ended ? (
            <WebinarFeedbackForm eventId={webinar.livestormEventId} title={webinar.title} />
          ) : (
            <WebinarSignupForm
              eventId={webinar.livestormEventId}
              title={webinar.title}
              slug={webinar.slug}
            />
          )
        }
      >
        <InfoSection aria-labelledby="speakers-heading">
          <div>
            <h2 id="speakers-heading">Speakers</h2>
            <InfoGrid>
              {webinar.speakers.map((speaker) => (
                <div key={speaker.name}>
                  <h3>{speaker.name}</h3>
                  <p>{speaker.role}</p>
                </div>
              ))}
            </InfoGrid>
            <p>
              {ended
                ? `${webinar.durationMinutes} minutes, online. Your answers go straight to the speakers and to the team planning our next sessions.`
                : `${webinar.durationMinutes} minutes, online. Can't make it live? Register anyway and we'll send you the recording.`}
            </p>
          </div>
        </InfoSection>
      </FormPageLayout>
    </>
  );
}

// A webinar an editor adds after the build is generated on its first request (decision 0168),
// and generated again when its session starts and when it ends (decision 0247).
const webinars = entryPages<Props>({
  entries: getWebinars,
  props: async (slug, options) => {
    const webinar = await getWebinar(slug, options);
    return webinar && { webinar, ended: webinarHasEnded(webinar, siteNow()) };
  },
  revalidate: ({ webinar }) => secondsUntilWebinarsChange([webinar], siteNow()),
});

export const getStaticPaths = webinars.getStaticPaths;
export const getStaticProps = webinars.getStaticProps;
