import type { GetServerSideProps } from 'next';
import { BarChart, StackedDayChart } from '@/components/leads/charts';
import {
  ActionButton,
  LEADS_SHELL,
  LeadsFrame,
  Toolbar,
  Unauthorized,
} from '@/components/leads/leads-view';
import { PATHS } from '@/constants/links';
import { getDb } from '@/lib/server/db';
import { leadsOverview, overviewRange, type LeadsOverview } from '@/lib/server/leads/overview';
import { guardLeadsRequest } from '@/lib/server/leads/leads-access';

type Props =
  | { authorized: false; shell: typeof LEADS_SHELL }
  | { authorized: true; overview: LeadsOverview; shell: typeof LEADS_SHELL };

/**
 * /leads/overview: how many leads came in and how far they got, over a window of days kept in the
 * URL (?from=&to=), so a marketer can share exactly the view they see.
 */
export default function LeadsOverviewPage(props: Props) {
  if (!props.authorized) return <Unauthorized />;
  const { overview } = props;
  const { from, to } = overview.range;
  return (
    <LeadsFrame title="Overview">
      <h1>Overview</h1>
      <p>
        {overview.total} {overview.total === 1 ? 'lead' : 'leads'} from {from} to {to} (UTC).
      </p>
      <Toolbar method="get" action={PATHS.leadsOverview} aria-label="Choose the period">
        <label>
          From
          <input type="date" name="from" defaultValue={from} />
        </label>
        <label>
          To
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

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res, query }) => {
  if (!(await guardLeadsRequest(req, res)))
    return { props: { authorized: false, shell: LEADS_SHELL } };
  const overview = await leadsOverview(getDb(), overviewRange(query, new Date()));
  return { props: { authorized: true, overview, shell: LEADS_SHELL } };
};
