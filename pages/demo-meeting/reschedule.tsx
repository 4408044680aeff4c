import type { GetServerSideProps } from 'next';
import { MeetingLinkPage } from '@/components/demo-meeting/meeting-link-page';
import { withGlobalPageProps } from '@/lib/content/page-props';
import { getDb } from '@/lib/server/db';
import type { MeetingLinkView } from '@/lib/scheduling/meeting-link';
import { meetingLinkView } from '@/lib/server/scheduling';

interface Props {
  view: MeetingLinkView;
}

/** The reschedule link of a demo confirmation mail (signed, expiring: booking-links.ts). */
export default function RescheduleMeetingPage({ view }: Props) {
  return <MeetingLinkPage action="reschedule" view={view} />;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ query, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const view = await meetingLinkView(getDb(), 'reschedule', query.token);
  if (!view.ok) res.statusCode = view.status;
  return { props: await withGlobalPageProps({ view }) };
};
