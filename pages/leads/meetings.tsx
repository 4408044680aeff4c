import type { GetServerSideProps } from 'next';
import { SiteLink as Link } from '@/components/site-link/site-link';
import {
  ActionButton,
  LEADS_SHELL,
  LeadsFrame,
  StatusBadge,
  Table,
  TableScroll,
  Toolbar,
  Unauthorized,
} from '@/components/leads/leads-view';
import { companySizeLabel } from '@/constants/company';
import { MEETING_VIEW_LABELS, MEETING_VIEWS, type MeetingView } from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { guardLeadsRequest } from '@/lib/server/leads/leads-access';
import { listMeetings, parseMeetingQuery } from '@/lib/server/scheduling';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { salesWorkingHours } from '@/lib/server/scheduling/working-hours';

interface MeetingRowView {
  uid: string;
  leadId: number | null;
  /** In the sales team's time zone, and in the visitor's. */
  when: string;
  visitorWhen: string;
  repName: string;
  visitor: string;
  email: string;
  company: string;
  size: string;
  phone: string;
  confirmationSent: boolean;
}

/** What the resend button's answer says (?resent=), as the sales team reads it. */
const RESENT_MESSAGES: Record<string, string> = {
  sent: 'The invitations went out again.',
  failed: 'The mail server did not take the invitations. Try again in a moment.',
  cancelled: 'That meeting was cancelled, so nothing was sent.',
  past: 'That meeting is over, so nothing was sent.',
  'not-found': 'No meeting has that id.',
};

type Props =
  | { authorized: false; shell: typeof LEADS_SHELL }
  | {
      authorized: true;
      meetings: MeetingRowView[];
      view: MeetingView;
      repId: string;
      reps: { id: string; name: string }[];
      teamTimeZone: string;
      resent: string | null;
      shell: typeof LEADS_SHELL;
    };

/** 'Mon 7 Dec 2026, 10:00' in a time zone (UTC for a zone this runtime does not know). */
function formatIn(iso: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(iso));
  try {
    return format(timeZone);
  } catch {
    return `${format('UTC')} UTC`;
  }
}

/**
 * /leads/meetings: the demo meetings booked on the site, for the sales team. Upcoming soonest
 * first, by rep if chosen; a meeting whose invitations did not go out says so and can send them
 * again.
 */
export default function MeetingsPage(props: Props) {
  if (!props.authorized) return <Unauthorized />;
  const { meetings, view, repId, reps, teamTimeZone, resent } = props;
  const canResend = view === 'upcoming';
  return (
    <LeadsFrame title="Meetings">
      <h1>Meetings</h1>
      <p>
        {meetings.length} {MEETING_VIEW_LABELS[view].toLowerCase()}{' '}
        {meetings.length === 1 ? 'meeting' : 'meetings'}, times in {teamTimeZone}.
      </p>
      {resent ? <p role="status">{resent}</p> : null}
      <Toolbar method="get" action={PATHS.leadsMeetings} aria-label="Choose meetings">
        <label>
          Show
          <select name="view" defaultValue={view}>
            {MEETING_VIEWS.map((option) => (
              <option key={option} value={option}>
                {MEETING_VIEW_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Rep
          <select name="rep" defaultValue={repId}>
            <option value="">Every rep</option>
            {reps.map((rep) => (
              <option key={rep.id} value={rep.id}>
                {rep.name}
              </option>
            ))}
          </select>
        </label>
        <ActionButton type="submit">Show</ActionButton>
      </Toolbar>
      <TableScroll>
        <Table>
          <caption className="visually-hidden">{MEETING_VIEW_LABELS[view]} meetings</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Rep</th>
              <th scope="col">Visitor</th>
              <th scope="col">Company</th>
              <th scope="col">Size</th>
              <th scope="col">Phone</th>
              <th scope="col">Visitor&apos;s time</th>
              <th scope="col">Invitations</th>
            </tr>
          </thead>
          <tbody>
            {meetings.length === 0 ? (
              <tr>
                <td colSpan={8}>No {MEETING_VIEW_LABELS[view].toLowerCase()} meetings.</td>
              </tr>
            ) : null}
            {meetings.map((meeting) => (
              <tr key={meeting.uid}>
                <td className="nowrap">{meeting.when}</td>
                <td className="nowrap">{meeting.repName}</td>
                <td>
                  {meeting.leadId === null ? (
                    meeting.visitor
                  ) : (
                    <Link href={`${PATHS.leads}/${meeting.leadId}`}>{meeting.visitor}</Link>
                  )}
                  <br />
                  {meeting.email}
                </td>
                <td>{meeting.company}</td>
                <td className="nowrap">{meeting.size}</td>
                <td className="nowrap">{meeting.phone}</td>
                <td className="nowrap">{meeting.visitorWhen}</td>
                <td>
                  {meeting.confirmationSent ? (
                    <StatusBadge $status="delivered">Sent</StatusBadge>
                  ) : (
                    <>
                      <StatusBadge $status="dead">Not sent</StatusBadge>
                      {canResend ? (
                        <form method="post" action="/api/leads/meetings/resend">
                          <input type="hidden" name="uid" value={meeting.uid} />
                          <ActionButton
                            type="submit"
                            aria-label={`Send the invitations for ${meeting.visitor} again`}
                          >
                            Send again
                          </ActionButton>
                        </form>
                      ) : null}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
    </LeadsFrame>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  if (!(await guardLeadsRequest(req, res)))
    return { props: { authorized: false, shell: LEADS_SHELL } };
  const { view, repId } = parseMeetingQuery(query);
  const teamTimeZone = salesWorkingHours().timeZone;
  const meetings = await listMeetings(getDb(), { view, repId, now: new Date() });
  const resentKey = typeof query.resent === 'string' ? query.resent : '';
  return {
    props: {
      authorized: true,
      meetings: meetings.map((meeting) => ({
        uid: meeting.uid,
        leadId: meeting.leadId,
        when: formatIn(meeting.startsAt, teamTimeZone),
        visitorWhen: `${formatIn(meeting.startsAt, meeting.visitor.timeZone)} (${meeting.visitor.timeZone})`,
        repName: meeting.rep.name,
        visitor: meeting.visitor.name,
        email: meeting.visitor.email,
        company: meeting.visitor.company,
        size: companySizeLabel(meeting.visitor.companySize),
        phone: meeting.visitor.phoneNumber,
        confirmationSent: meeting.confirmationSent,
      })),
      view,
      repId: repId ?? '',
      reps: SALES_TEAM.map(({ id, name }) => ({ id, name })),
      teamTimeZone,
      resent: RESENT_MESSAGES[resentKey] ?? null,
      shell: LEADS_SHELL,
    },
  };
};
