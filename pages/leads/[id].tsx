import { SiteLink as Link } from '@/components/site-link/site-link';
import { PATHS } from '@/constants/links';
import {
  ActionButton,
  LeadsFrame,
  StatusBadge,
  Table,
  TableScroll,
  LeadViewGatePage,
} from '@/components/leads/leads-view';
import { formatTime } from '@/lib/leads/time';
import { LEADS_SHELL } from '@/constants/leads';
import { getDb } from '@/lib/server/db';
import { FORWARDING_STATUS_LABELS } from '@/constants/leads';
import { getLead, type Lead } from '@/lib/server/leads';
import { leadMeetingView, type LeadMeetingView } from '@/lib/server/leads/lead-meeting';
import { leadStatusText } from '@/lib/server/leads/lead-status';
import { parseLeadId } from '@/lib/server/leads/lead-id';
import { leadViewPage, type GatedProps } from '@/lib/server/leads/lead-view-gate';
import { salesWorkingHours } from '@/lib/server/scheduling/working-hours';

type PageProps = {
  lead: Lead;
  statusText: string | null;
  meeting: LeadMeetingView | null;
  shell: typeof LEADS_SHELL;
};
type Props = GatedProps<PageProps>;

const yesNo = (value: boolean | null) => (value === null ? 'Not asked' : value ? 'Yes' : 'No');

export default function LeadDetailPage(props: Props) {
  if ('gate' in props) return <LeadViewGatePage gate={props.gate} />;
  const { lead, statusText, meeting } = props;
  return (
    <LeadsFrame title={`Lead ${lead.id}`}>
      <p>
        <Link href={PATHS.leads}>Back to all leads</Link>
      </p>
      <h1>{lead.email}</h1>
      <p>
        {lead.formId} · received {formatTime(lead.createdAt)} ·{' '}
        <StatusBadge $status={lead.forwarding}>
          {FORWARDING_STATUS_LABELS[lead.forwarding]}
        </StatusBadge>
      </p>
      {lead.forwarding === 'dead' ? (
        <form method="post" action="/api/leads/replay">
          <input type="hidden" name="leadId" value={lead.id} />
          <input type="hidden" name="returnTo" value={`${PATHS.leads}/${lead.id}`} />
          <ActionButton type="submit">Replay to CRM</ActionButton>
        </form>
      ) : null}

      {statusText ? (
        <>
          <h2>Demo request</h2>
          <Table>
            <tbody>
              <tr>
                <th scope="row">Status</th>
                <td>{statusText}</td>
              </tr>
              {lead.booking && meeting ? (
                <>
                  <tr>
                    <th scope="row">Rep</th>
                    <td>{meeting.repName}</td>
                  </tr>
                  <tr>
                    <th scope="row">Meeting time</th>
                    <td>{meeting.teamTime}</td>
                  </tr>
                  <tr>
                    <th scope="row">Visitor&apos;s time</th>
                    <td>{meeting.visitorTime}</td>
                  </tr>
                  <tr>
                    <th scope="row">Invitations sent</th>
                    <td>
                      {lead.booking.invitationsSentAt
                        ? formatTime(Date.parse(lead.booking.invitationsSentAt))
                        : 'Not yet'}
                    </td>
                  </tr>
                  <tr>
                    <th scope="row">Booking id</th>
                    <td>{lead.booking.uid}</td>
                  </tr>
                </>
              ) : null}
              {lead.contactRequestedAt ? (
                <tr>
                  <th scope="row">Asked to be contacted</th>
                  <td>{formatTime(Date.parse(lead.contactRequestedAt))}</td>
                </tr>
              ) : null}
            </tbody>
          </Table>
        </>
      ) : null}

      <h2>Fields</h2>
      <TableScroll>
        <Table>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Value</th>
            </tr>
          </thead>
          <tbody>
            {lead.fields.map((field, index) => (
              <tr key={`${field.name}-${index}`}>
                <td>{field.name}</td>
                <td>{String(field.value)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>

      <h2>Consent at submission</h2>
      <Table>
        <tbody>
          <tr>
            <th scope="row">Consent notice accepted</th>
            <td>
              {lead.consent.noticeAccepted ? `Yes: “${lead.consent.noticeText ?? ''}”` : 'No'}
            </td>
          </tr>
          <tr>
            <th scope="row">Marketing email opt-in</th>
            <td>{yesNo(lead.consent.marketingOptIn)}</td>
          </tr>
          <tr>
            <th scope="row">Consent model</th>
            <td>{lead.consent.model ?? 'Unknown'}</td>
          </tr>
          <tr>
            <th scope="row">Cookie groups granted</th>
            <td>
              {lead.consent.cookieGroups
                ? lead.consent.cookieGroups.join(', ') || 'None'
                : 'No choice stored'}
            </td>
          </tr>
        </tbody>
      </Table>

      <h2>Delivery and context</h2>
      <Table>
        <tbody>
          <tr>
            <th scope="row">Submission id</th>
            <td>{lead.submissionId}</td>
          </tr>
          <tr>
            <th scope="row">CRM attempts</th>
            <td>{lead.attempts}</td>
          </tr>
          {lead.lastError ? (
            <tr>
              <th scope="row">Last CRM error</th>
              <td>{lead.lastError}</td>
            </tr>
          ) : null}
          {lead.nextAttemptAt ? (
            <tr>
              <th scope="row">Next attempt</th>
              <td>{formatTime(lead.nextAttemptAt)}</td>
            </tr>
          ) : null}
          {lead.deliveredAt ? (
            <tr>
              <th scope="row">Delivered</th>
              <td>{formatTime(lead.deliveredAt)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Country (IP)</th>
            <td>{lead.ipCountry ?? 'Unknown'}</td>
          </tr>
          <tr>
            <th scope="row">Free email domain</th>
            <td>{lead.freeEmailDomain ? 'Yes' : 'No'}</td>
          </tr>
          {Object.entries(lead.context).map(([key, value]) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              <td>{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Anonymous id</th>
            <td>{lead.anonymousId ?? 'None'}</td>
          </tr>
        </tbody>
      </Table>
    </LeadsFrame>
  );
}

export const getServerSideProps = leadViewPage<PageProps>(async ({ params }) => {
  const id = parseLeadId(params?.id);
  const lead = id === undefined ? undefined : await getLead(getDb(), id);
  if (!lead) return { notFound: true };
  // JSON round trip: getServerSideProps props must be plain, serialisable data.
  return {
    props: {
      lead: JSON.parse(JSON.stringify(lead)) as Lead,
      statusText: lead.status && leadStatusText(lead.status, formatTime),
      // Formatted here: the team's zone is server configuration.
      meeting: lead.booking && leadMeetingView(lead.booking, salesWorkingHours().timeZone),
      shell: LEADS_SHELL,
    },
  };
});
