import { SiteLink as Link } from '@/components/site-link/site-link';
import { FORM_IDS } from '@/constants/forms';
import { PATHS } from '@/constants/links';
import {
  ActionButton,
  ActionLink,
  FilterSelect,
  LeadsFrame,
  StatusBadge,
  Table,
  TableScroll,
  Toolbar,
  LeadViewGatePage,
} from '@/components/leads/leads-view';
import { formatTime } from '@/lib/leads/time';
import { LEADS_SHELL } from '@/constants/leads';
import { ListPager } from '@/components/leads/list-pager';
import { getDb } from '@/lib/server/db';
import {
  DAY_FILTER_LABELS,
  FORWARDING_STATUS_LABELS,
  FORWARDING_STATUSES,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  LEADS_PAGE_SIZE,
  MEETING_FILTERS,
  type ForwardingStatus,
} from '@/constants/leads';
import { leadFormIds, listLeads } from '@/lib/server/leads';
import { parseLeadQuery, type LeadQuery } from '@/lib/server/leads/filter';
import { leadViewPage, type GatedProps } from '@/lib/server/leads/lead-view-gate';
import { hubspotConfig } from '@/lib/server/providers/hubspot';
import { companySizeLabel } from '@/constants/company';
import { leadStatusText } from '@/lib/server/leads/lead-status';
import { unreadDaysNotice } from '@/lib/server/leads/utc-day';

interface LeadRowView {
  id: number;
  createdAt: number;
  formId: string;
  email: string;
  company: string | null;
  companySize: string | null;
  utmSource: string | null;
  forwarding: ForwardingStatus;
  /** Demo leads: 'Booked: <meeting>', 'Not offered: <reason>' ... (lead-status.ts). */
  status: string | null;
}

type PageProps = {
  leads: LeadRowView[];
  total: number;
  page: number;
  formIds: string[];
  /** Failed leads across the whole store, whatever the filters: "Replay all" replays them all. */
  deadLetters: number;
  /** Leads matching the filter kept here while no CRM was configured (0 without a CRM). */
  storedHere: number;
  query: LeadQuery['form'];
  /** Filters in the URL the list could not apply, in words (null: none). */
  ignoredFilters: string | null;
  shell: typeof LEADS_SHELL;
};
type Props = GatedProps<PageProps>;

function queryString(query: LeadQuery['form'], extra: Record<string, string> = {}) {
  const params = new URLSearchParams(
    Object.entries({ ...query, ...extra }).filter(([, value]) => value !== ''),
  );
  const text = params.toString();
  return text ? `?${text}` : '';
}

export default function LeadsPage(props: Props) {
  if ('gate' in props) return <LeadViewGatePage gate={props.gate} />;
  const { leads, total, page, formIds, deadLetters, storedHere, query, ignoredFilters } = props;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));
  // Leads match but not this many pages' worth: say so, never "no leads match".
  const pastLastPage = total > 0 && page > pages;
  const pageHref = (n: number) => `${PATHS.leads}${queryString(query, { page: String(n) })}`;
  return (
    <LeadsFrame title="Leads">
      <h1>Leads</h1>
      <p>
        {total} {total === 1 ? 'lead' : 'leads'} match, newest first.
      </p>
      {ignoredFilters ? <p role="status">{ignoredFilters}</p> : null}
      <Toolbar method="get" action={PATHS.leads} aria-label="Filter leads">
        <FilterSelect
          label="Form"
          name="form"
          value={query.form}
          anyLabel="All forms"
          options={formIds.map((formId) => ({ value: formId, label: formId }))}
        />
        <label>
          {DAY_FILTER_LABELS.from}
          <input type="date" name="from" defaultValue={query.from} />
        </label>
        <label>
          {DAY_FILTER_LABELS.to}
          <input type="date" name="to" defaultValue={query.to} />
        </label>
        <FilterSelect
          label="CRM forwarding"
          name="status"
          value={query.status}
          anyLabel="Any status"
          options={FORWARDING_STATUSES.map((status) => ({
            value: status,
            label: FORWARDING_STATUS_LABELS[status],
          }))}
        />
        <FilterSelect
          label="Meeting"
          name="meeting"
          value={query.meeting}
          anyLabel="Any"
          options={MEETING_FILTERS.map((meeting) => ({
            value: meeting,
            label: LEAD_STATUS_LABELS[meeting],
          }))}
        />
        <label>
          Email or company
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={LEAD_SEARCH_MAX_LENGTH}
            autoComplete="off"
          />
        </label>
        <ActionButton type="submit">Filter</ActionButton>
        <ActionLink href={`/api/leads/export${queryString(query)}`} download>
          Export CSV
        </ActionLink>
      </Toolbar>
      {deadLetters > 0 ? (
        // all=true replays every dead letter in the store, not only those the filters show.
        <form method="post" action="/api/leads/replay">
          <p>
            Across all leads, {deadLetters} could not be delivered to the CRM and{' '}
            {deadLetters === 1 ? 'needs' : 'need'} a replay.
          </p>
          <input type="hidden" name="all" value="true" />
          <input type="hidden" name="returnTo" value={`${PATHS.leads}${queryString(query)}`} />
          <ActionButton type="submit">
            {deadLetters === 1
              ? 'Replay the failed lead'
              : `Replay all ${deadLetters} failed leads`}
          </ActionButton>
        </form>
      ) : null}
      {storedHere > 0 ? (
        <form method="post" action="/api/leads/replay">
          <p>
            {storedHere} {storedHere === 1 ? 'lead' : 'leads'} matching these filters{' '}
            {storedHere === 1 ? 'was' : 'were'} stored here before the CRM was configured.
          </p>
          <input type="hidden" name="stored" value="true" />
          {Object.entries(query)
            .filter(([, value]) => value !== '')
            .map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          <input type="hidden" name="returnTo" value={`${PATHS.leads}${queryString(query)}`} />
          <ActionButton type="submit">
            Send {storedHere === 1 ? 'it' : `these ${storedHere}`} to the CRM
          </ActionButton>
        </form>
      ) : null}
      <TableScroll>
        <Table>
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Form</th>
              <th scope="col">Email</th>
              <th scope="col">Company</th>
              <th scope="col">Size</th>
              <th scope="col">UTM source</th>
              <th scope="col">Status</th>
              <th scope="col">CRM forwarding</th>
            </tr>
          </thead>
          <tbody>
            {leads.length === 0 ? (
              <tr>
                <td colSpan={8}>
                  {pastLastPage ? (
                    <>
                      Page {page} is past the last page ({pages}).{' '}
                      <Link href={pageHref(pages)}>Go to page {pages}</Link>
                    </>
                  ) : (
                    'No leads match these filters yet.'
                  )}
                </td>
              </tr>
            ) : null}
            {leads.map((lead) => (
              <tr key={lead.id}>
                <td className="nowrap">
                  <Link href={`${PATHS.leads}/${lead.id}`}>{formatTime(lead.createdAt)}</Link>
                </td>
                <td className="nowrap">{lead.formId}</td>
                <td>{lead.email}</td>
                <td>{lead.company ?? ''}</td>
                <td className="nowrap">{companySizeLabel(lead.companySize ?? '')}</td>
                <td>{lead.utmSource ?? ''}</td>
                <td>{lead.status ?? ''}</td>
                <td className="nowrap">
                  <StatusBadge $status={lead.forwarding}>
                    {
                      FORWARDING_STATUS_LABELS[
                        lead.forwarding as keyof typeof FORWARDING_STATUS_LABELS
                      ]
                    }
                  </StatusBadge>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      {pages > 1 && !pastLastPage ? (
        <ListPager
          position={`Page ${page} of ${pages}`}
          previous={page > 1 ? { href: pageHref(page - 1), label: 'Newer' } : null}
          next={page < pages ? { href: pageHref(page + 1), label: 'Older' } : null}
        />
      ) : null}
    </LeadsFrame>
  );
}

export const getServerSideProps = leadViewPage<PageProps>(async ({ query }) => {
  const parsed = parseLeadQuery(query);
  const db = getDb();
  const { leads, total } = await listLeads(db, parsed.filter, {
    limit: LEADS_PAGE_SIZE,
    offset: (parsed.page - 1) * LEADS_PAGE_SIZE,
  });
  const deadLetters = (await listLeads(db, { forwarding: 'dead' }, { limit: 1 })).total;
  // Kept here before a CRM was configured: offered to send once one is.
  const storedHere = hubspotConfig()
    ? (await listLeads(db, { ...parsed.filter, forwarding: 'local' }, { limit: 1 })).total
    : 0;
  // Every form the site has, plus any older id still in the store.
  const formIds = [...new Set([...Object.values(FORM_IDS), ...(await leadFormIds(db))])].sort();
  return {
    props: {
      leads: leads.map((lead) => ({
        id: lead.id,
        createdAt: lead.createdAt,
        formId: lead.formId,
        email: lead.email,
        company: lead.company,
        companySize: lead.companySize,
        utmSource: lead.utmSource,
        forwarding: lead.forwarding,
        status: lead.status && leadStatusText(lead.status, formatTime),
      })),
      total,
      page: parsed.page,
      formIds,
      deadLetters,
      storedHere,
      query: parsed.form,
      ignoredFilters: unreadDaysNotice(parsed.unreadDays),
      shell: LEADS_SHELL,
    },
  };
});
