import { BarChart, StackedDayChart } from '@/components/leads/charts';
import { ActionButton, LeadsFrame, Toolbar, LeadViewGatePage } from '@/components/leads/leads-view';
import { LEADS_SHELL } from '@/constants/leads';
import { DAY_FILTER_LABELS } from '@/constants/leads';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { leadsOverview, overviewQuery, type LeadsOverview } from '@/lib/server/leads/overview';
import { leadViewPage, type GatedProps } from '@/lib/server/leads/lead-view-gate';
import { unreadDaysNotice } from '@/lib/server/leads/utc-day';

type PageProps = {
  overview: LeadsOverview;
  /** Days in the URL the overview could not read, in words (null: none). */
  ignoredFilters: string | null;
  shell: typeof LEADS_SHELL;
};
type Props = GatedProps<PageProps>;

/**
 * /leads/overview: how many leads came in and how far they got, over a window of days kept in the
 * URL (?from=&to=), so a marketer can share exactly the view they see.
 */
export default function LeadsOverviewPage(props: Props) {
  if ('gate' in props) return <LeadViewGatePage gate={props.gate} />;
  const { overview, ignoredFilters } = props;
  const { from, to } = overview.range;
  return (
    <LeadsFrame title="Overview">
      <h1>Overview</h1>
      <p>
        {overview.total} {overview.total === 1 ? 'lead' : 'leads'} from {from} to {to} (UTC).
      </p>
      {ignoredFilters ? <p role="status">{ignoredFilters}</p> : null}
      <Toolbar method="get" action={PATHS.leadsOverview} aria-label="Choose the period">
        <label>
          {DAY_FILTER_LABELS.from}
          <input type="date" name="from" defaultValue={from} />
        </label>
        <label>
          {DAY_FILTER_LABELS.to}
          <input type="date" name="to" defaultValue={to} />
        </label>
        <ActionButton type="submit">Show</ActionButton>
      </Toolbar>
      <StackedDayChart
        title="Leads per day by form kind"
        days={overview.days}
        series={overview.kinds.map(({ kind, label }) => ({ key: kind, label }))}
      />
      <BarChart title="Demo funnel" bars={overview.demoFunnel} />
      <BarChart title="Trial funnel" bars={overview.trialFunnel} />
      <BarChart title="Leads by UTM source" bars={overview.sources} />
    </LeadsFrame>
  );
}

export const getServerSideProps = leadViewPage<PageProps>(async ({ query }) => {
  const { range, unreadDays } = overviewQuery(query, new Date());
  const overview = await leadsOverview(getDb(), range);
  return {
    props: {
      overview,
      ignoredFilters: unreadDaysNotice(unreadDays),
      shell: LEADS_SHELL,
    },
  };
});
