import type { GetStaticPaths, GetStaticProps } from 'next';
import { Seo } from '@/components/seo';
import { WebinarSignupForm } from '@/components/forms';
import { FormPageLayout, InfoGrid, InfoSection } from '@/components/forms/form-page-layout';
import { formatWebinarDate } from '@/components/forms/webinar-date';
import { PATHS } from '@/constants/links';
import { findWebinar, WEBINARS, type Webinar } from '@/content/resources';

interface Props {
  webinar: Webinar;
}

/** A webinar page under /resources with the sign-up form (livestorm_event_id). */
export default function WebinarPage({ webinar }: Props) {
  const path = `${PATHS.resources}/webinars/${webinar.slug}`;
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
        eyebrow={`Live webinar · ${formatWebinarDate(webinar.startsAt)}`}
        title={webinar.title}
        lead={webinar.summary}
        points={webinar.agenda}
        formTitle="Save your seat"
        form={
          <WebinarSignupForm
            eventId={webinar.livestormEventId}
            title={webinar.title}
            calendarFile={webinar.calendarFile}
          />
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
            <p>{`${webinar.durationMinutes} minutes, online. Can't make it live? Register anyway and we'll send you the recording.`}</p>
          </div>
        </InfoSection>
      </FormPageLayout>
    </>
  );
}

export const getStaticPaths: GetStaticPaths = () => ({
  paths: WEBINARS.map((webinar) => ({ params: { slug: webinar.slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props> = ({ params }) => {
  const webinar = findWebinar(String(params?.slug));
  return webinar ? { props: { webinar } } : { notFound: true };
};
