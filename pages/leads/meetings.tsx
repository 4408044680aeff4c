import { SiteLink as Link } from '@/components/site-link/site-link';
import {
  ActionButton,
  FilterSelect,
  LeadsFrame,
  StatusBadge,
  Table,
  TableScroll,
  Toolbar,
  LeadViewGatePage,
} from '@/components/leads/leads-view';
import { LEADS_SHELL } from '@/constants/leads';
import { ListPager } from '@/components/leads/list-pager';
import {
  MEETING_VIEW_LABELS,
  MEETING_VIEW_PAGER_LINKS,
  MEETING_VIEWS,
  MEETINGS_PAGE_SIZE,
  RESEND_OUTCOMES,
  type MeetingView,
  type ResendOutcome,
} from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { leadViewPage, type GatedProps } from '@/lib/server/leads/lead-view-gate';
import {
  listMeetings,
  meetingRows,
  parseMeetingQuery,
  type MeetingRow,
} from '@/lib/server/scheduling';
import { SALES_TEAM } from '@/lib/server/scheduling/sales-team';
import { salesWorkingHours } from '@/lib/server/scheduling/working-hours';

type PageProps = {
  meetings: MeetingRow[];
  /** From 1; `more`: a later page has meetings too. */
  page: number;
  more: boolean;
  view: MeetingView;
  repId: string;
  reps: { id: string; name: string }[];
  teamTimeZone: string;
  resent: string | null;
  /** The list as it is shown, for "Send again" to come back to. */
  here: string;
  shell: typeof LEADS_SHELL;
};
type Props = GatedProps<PageProps>;

/** The list's address: the view, the rep and the page kept (page 1 is the plain address). */
function meetingsHref(view: MeetingView, repId: string, page: number): string {
  const params = new URLSearchParams({ view, rep: repId });
  if (page > 1) params.set('page', String(page));
  return `${PATHS.leadsMeetings}?${params}`;
}

/**
 * The line above the list: how many, or which of them when there are pages. More are announced
 * only when the page after this one has some.
 */
function summary(view: MeetingView, page: number, shown: number, more: boolean, timeZone: string) {
  const label = MEETING_VIEW_LABELS[view];
  if (page === 1 && !more) {
    return `${shown} ${label.toLowerCase()} ${shown === 1 ? 'meeting' : 'meetings'}, times in ${timeZone}.`;
  }
  if (shown === 0) return `${label} meetings, times in ${timeZone}.`;
  const first = (page - 1) * MEETINGS_PAGE_SIZE + 1;
  const which =
    shown === 1
      ? `${label} meeting ${first}`
      : `${label} meetings ${first} to ${first + shown - 1}`;
  return `${which}, times in ${timeZone}.${more ? ' More on the next page.' : ''}`;
}

/**
 * /leads/meetings: the demo meetings booked on the site, for the sales team. Upcoming soonest
 * first, by rep if chosen, a page at a time; a meeting whose invitations did not go out says so and
 * can send them again.
 */
export default function MeetingsPage(props: Props) {
  if ('gate' in props) return <LeadViewGatePage gate={props.gate} />;
  const { meetings, page, more, view, repId, reps, teamTimeZone, resent, here } = props;
  const canResend = view === 'upcoming';
  // The list is not counted (a row past the page says whether more exist): past the last page
  // shows as an empty page after the first, and the pager says "Page N" without "of M".
  const pastLastPage = page > 1 && meetings.length === 0;
  const links = MEETING_VIEW_PAGER_LINKS[view];
  return (
    <LeadsFrame title="Meetings">
      <h1>Meetings</h1>
      <p>{summary(view, page, meetings.length, more, teamTimeZone)}</p>
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
                <td colSpan={8}>
                  {pastLastPage ? (
                    <>
                      Page {page} is past the last page.{' '}
                      <Link href={meetingsHref(view, repId, 1)}>Go to page 1</Link>
                    </>
                  ) : (
                    `No ${MEETING_VIEW_LABELS[view].toLowerCase()} meetings.`
                  )}
                </td>
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
      {meetings.length > 0 && (page > 1 || more) ? (
        <ListPager
          position={`Page ${page}`}
          previous={
            page > 1 ? { href: meetingsHref(view, repId, page - 1), label: links.previous } : null
          }
          next={more ? { href: meetingsHref(view, repId, page + 1), label: links.next } : null}
        />
      ) : null}
    </LeadsFrame>
  );
}

export const getServerSideProps = leadViewPage<PageProps>(async ({ query }) => {
  const { view, repId, page } = parseMeetingQuery(query);
  const teamTimeZone = salesWorkingHours().timeZone;
  const { meetings, more } = await listMeetings(getDb(), { view, repId, page, now: new Date() });
  const resent = typeof query.resent === 'string' ? query.resent : '';
  return {
    props: {
      meetings: meetingRows(meetings, teamTimeZone),
      page,
      more,
      view,
      repId: repId ?? '',
      reps: SALES_TEAM.map(({ id, name }) => ({ id, name })),
      teamTimeZone,
      resent: Object.hasOwn(RESEND_OUTCOMES, resent)
        ? RESEND_OUTCOMES[resent as ResendOutcome]
        : null,
      here: meetingsHref(view, repId ?? '', page),
      shell: LEADS_SHELL,
    },
  };
});
