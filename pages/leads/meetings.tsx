import type { GetServerSideProps } from 'next';
import { SiteLink as Link } from '@/components/site-link/site-link';
import {
  ActionButton,
  FilterSelect,
  LEADS_SHELL,
  LeadsFrame,
  StatusBadge,
  Table,
  TableScroll,
  Toolbar,
  Unauthorized,
} from '@/components/leads/leads-view';
import {
  MEETING_VIEW_LABELS,
  MEETING_VIEWS,
  MEETINGS_LIST_LIMIT,
  RESEND_OUTCOMES,
  type MeetingView,
  type ResendOutcome,
} from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { guardLeadsRequest } from '@/lib/server/leads/leads-access';
import {
  listMeetings,
  meetingRows,
  parseMeetingQuery,
  type MeetingRow,
} from '@/lib/server/scheduling';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { salesWorkingHours } from '@/lib/server/scheduling/working-hours';

type Props =
  | { authorized: false; shell: typeof LEADS_SHELL }
  | {
      authorized: true;
      meetings: MeetingRow[];
      view: MeetingView;
      repId: string;
      reps: { id: string; name: string }[];
      teamTimeZone: string;
      resent: string | null;
      /** The list as it is shown, for "Send again" to come back to. */
      here: string;
      shell: typeof LEADS_SHELL;
    };

/**
 * /leads/meetings: the demo meetings booked on the site, for the sales team. Upcoming soonest
 * first, by rep if chosen; a meeting whose invitations did not go out says so and can send them
 * again.
 */
export default function MeetingsPage(props: Props) {
  if (!props.authorized) return <Unauthorized />;
  const { meetings, view, repId, reps, teamTimeZone, resent, here } = props;
  const canResend = view === 'upcoming';
  return (
    <LeadsFrame title="Meetings">
      <h1>Meetings</h1>
      <p>
        {meetings.length === MEETINGS_LIST_LIMIT
          ? `The first ${MEETINGS_LIST_LIMIT}`
          : meetings.length}{' '}
        {MEETING_VIEW_LABELS[view].toLowerCase()} {meetings.length === 1 ? 'meeting' : 'meetings'},
        times in {teamTimeZone}.
      </p>
      {resent ? <p role="status">{resent}</p> : null}
      <Toolbar method="get" action={PATHS.leadsMeetings} aria-label="Choose meetings">
        <FilterSelect
          label="Show"
          name="view"
          value={view}
          options={MEETING_VIEWS.map((option) => ({
            value: option,
            label: MEETING_VIEW_LABELS[option],
          }))}
        />
        <FilterSelect
          label="Rep"
          name="rep"
          value={repId}
          anyLabel="Every rep"
          options={reps.map((rep) => ({ value: rep.id, label: rep.name }))}
        />
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
                <td>{meeting.when}</td>
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
                <td>{meeting.visitorWhen}</td>
                <td>
                  {meeting.confirmationSent ? (
                    <StatusBadge $status="delivered">Sent</StatusBadge>
                  ) : (
                    <>
                      <StatusBadge $status="dead">Not sent</StatusBadge>
                      {canResend ? (
                        <form method="post" action="/api/leads/meetings/resend">
                          <input type="hidden" name="uid" value={meeting.uid} />
                          <input type="hidden" name="returnTo" value={here} />
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
  const resent = typeof query.resent === 'string' ? query.resent : '';
  return {
    props: {
      authorized: true,
      meetings: meetingRows(meetings, teamTimeZone),
      view,
      repId: repId ?? '',
      reps: SALES_TEAM.map(({ id, name }) => ({ id, name })),
      teamTimeZone,
      resent: Object.hasOwn(RESEND_OUTCOMES, resent)
        ? RESEND_OUTCOMES[resent as ResendOutcome]
        : null,
      here: `${PATHS.leadsMeetings}?${new URLSearchParams({ view, rep: repId ?? '' })}`,
      shell: LEADS_SHELL,
    },
  };
};
