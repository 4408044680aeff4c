import fs from 'node:fs';
import { JOB_TEAMS } from '@/constants/jobs';
import { PLAN_SLUGS } from '@/constants/plans';
import keystaticConfig from '@/keystatic.config';
import { EDITOR_PREVIEW_PATH } from '@/lib/editor-paths';
import { readIntegrations } from '@/content/integrations';
import { readJobs } from '@/content/jobs';
import { readResources, readWebinars } from '@/content/resources';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';
import { integrationLogo } from './integration-logos';
import { getIntegrations, integrationProblems } from './integrations';
import { getJobs, jobProblems, jobsByTeam } from './jobs';
import { getResources, getWebinars, resourceProblems, webinarProblems } from './resources';
import { getPublicRoutes } from './routes';

/**
 * Every integration, job, resource, webinar and legal document as editors save them, read with
 * Keystatic's reader, against the rules of keystatic.config.ts (the reader refuses an entry that
 * breaks them) and the rules the editor cannot hold (decision 0168).
 */
const planSlugs: string[] = [...PLAN_SLUGS];

describe('every integration an editor saved', () => {
  it('reads, breaks no rule and draws its logo: 35 integrations', async () => {
    const integrations = await readIntegrations();
    expect(integrations.flatMap((i) => integrationProblems(i, planSlugs))).toEqual([]);
    for (const integration of integrations)
      expect(integrationLogo(integration).paths).not.toEqual([]);
    expect(integrations).toHaveLength(35);
  });

  it('gives the pages what they showed before the move (defaults written out, sorted by name)', async () => {
    const integrations = await getIntegrations();
    expect(integrations.slice(0, 3).map((i) => i.name)).toEqual([
      'Aircall',
      'Asana',
      'BigCommerce',
    ]);
    expect(integrations.find((i) => i.slug === 'hubspot')).toEqual({
      slug: 'hubspot',
      name: 'HubSpot',
      category: 'crm',
      tagline: 'Keep HubSpot contacts, deals and timelines in step with support.',
      description:
        'Show HubSpot contact properties, lifecycle stage and open deals next to each conversation, and add support conversations to the contact timeline so sales sees the whole relationship.',
      capabilities: [
        'Contact, company and deal details in the sidebar',
        'Conversations logged to the HubSpot timeline',
        'Create contacts and tickets from Switchboard',
        'Use lifecycle stage in routing rules',
      ],
      setup: [
        'In Switchboard, open Settings → Integrations and choose HubSpot.',
        'Sign in to HubSpot and approve the requested permissions.',
        'Choose what to sync, then save. The integration starts working on new conversations at once.',
      ],
      builtBy: 'Switchboard',
      plans: ['starter', 'growth', 'scale', 'enterprise'],
      vendorUrl: 'https://www.hubspot.com/',
      simpleIcon: 'hubspot',
      draft: false,
    });
    expect(integrations.find((i) => i.slug === 'microsoft-teams')?.wordmark).toEqual({
      colour: '#4b53bc',
      lines: ['Microsoft', 'Teams'],
    });
  });
});

/** Reads `file` from a throwaway checkout, with some of its top-level fields replaced. */
const roots: string[] = [];
afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));
function readChanged<T>(
  file: string,
  read: (root: string) => Promise<T>,
  replace: Record<string, string>,
): Promise<T> {
  let yaml = fs.readFileSync(file, 'utf8');
  for (const [field, value] of Object.entries(replace)) {
    yaml = yaml.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`);
  }
  const root = throwawayCheckout({ [file]: yaml });
  roots.push(root);
  return read(root);
}

const INTEGRATION = 'content/integrations/slack.yaml';

describe('an integration that breaks a rule', () => {
  const readWith = (replace: Record<string, string>) =>
    readChanged(INTEGRATION, readIntegrations, replace);

  it('is refused by the reader when its tagline is longer than 110 characters', async () => {
    await expect(readWith({ tagline: `"${'Long. '.repeat(20)}"` })).rejects.toThrow(/tagline/);
  });

  it('is refused by the reader when its vendor address is not https', async () => {
    await expect(readWith({ vendorUrl: '"http://slack.com/"' })).rejects.toThrow(/vendorUrl/);
  });

  it('names a second logo and a plan the pricing page does not have', async () => {
    const [slack] = await readWith({ simpleIcon: '"slack"' });
    expect(integrationProblems({ ...slack!, plans: ['starter', 'platinum'] }, planSlugs)).toEqual([
      'content/integrations/slack.yaml: needs exactly one of a simple-icons mark and a drawn wordmark',
      "content/integrations/slack.yaml: unknown plan 'platinum'",
    ]);
  });
});

describe('every job an editor saved', () => {
  it('reads and breaks no rule: nine roles, posted by the site’s clock', async () => {
    const jobs = await readJobs();
    expect(jobs.flatMap(jobProblems)).toEqual([]);
    expect(jobs).toHaveLength(9);
  });

  it('gives the pages what they showed before the move', async () => {
    const jobs = await getJobs();
    const groups = jobsByTeam(jobs);
    // Every team has an open role, in the careers page's order.
    expect(groups.map((g) => g.team)).toEqual([...JOB_TEAMS]);
    expect(groups[0]!.jobs.map((j) => j.slug)).toEqual([
      'machine-learning-engineer-ai-agent',
      'senior-software-engineer-inbox-platform',
      'site-reliability-engineer',
    ]);
    const enterprise = jobs.find((j) => j.slug === 'account-executive-enterprise')!;
    expect(enterprise.place).toEqual({
      discriminant: false,
      value: { locality: 'New York', region: 'NY', country: 'US' },
    });
    expect(enterprise.salaryRange).toBe(
      '$130,000 – $150,000 base; $260,000 – $300,000 on-target earnings',
    );
    expect(jobs.find((j) => j.slug === 'machine-learning-engineer-ai-agent')!.place).toEqual({
      discriminant: true,
      value: { countries: ['US', 'CA', 'GB'] },
    });
  });
});

describe('a job that breaks a rule', () => {
  const readWith = (replace: Record<string, string>) =>
    readChanged('content/jobs/people-partner.yaml', readJobs, replace);

  it('is refused by the reader with a team the careers page does not have', async () => {
    await expect(readWith({ team: '"Legal"' })).rejects.toThrow(/team/);
  });

  it('is refused by the reader with a summary under 40 characters', async () => {
    await expect(readWith({ summary: '"Join us."' })).rejects.toThrow(/summary/);
  });

  it('names a posting date after the site’s clock', async () => {
    const [job] = await readWith({ postedOn: '2999-01-01' });
    expect(jobProblems(job!)).toEqual([
      'content/jobs/people-partner.yaml: the posting date 2999-01-01 is in the future',
    ]);
  });
});

describe('every resource and webinar an editor saved', () => {
  it('reads and breaks no rule: each offered file is in public/', async () => {
    const resources = await readResources();
    const webinars = await readWebinars();
    expect(resources.flatMap((r) => resourceProblems(r))).toEqual([]);
    expect(webinars.flatMap((w) => webinarProblems(w))).toEqual([]);
    expect([resources.length, webinars.length]).toEqual([3, 2]);
  });

  it('gives the hub what it showed before the move: guides, templates, checklists; latest session first', async () => {
    expect((await getResources()).map((r) => [r.kind, r.slug])).toEqual([
      ['Guide', 'shared-inbox-playbook'],
      ['Template', 'support-sla-planner'],
      ['Checklist', 'customer-service-email-templates'],
    ]);
    const [upcoming, past] = await getWebinars();
    expect(upcoming).toMatchObject({
      slug: 'scaling-support-without-scaling-headcount',
      startsAt: '2027-01-21T17:00:00Z',
      durationMinutes: 45,
      takeaways: [],
    });
    expect(upcoming!.speakers[2]).toEqual({
      name: 'Priya Raman',
      role: 'Customer Success Lead, Switchboard',
    });
    expect(past).toMatchObject({ slug: 'ai-in-the-inbox-what-customers-accept' });
    expect(past!.takeaways).toHaveLength(4);
  });
});

describe('a resource or webinar that breaks a rule', () => {
  it('is refused by the reader with a kind the hub does not have', async () => {
    await expect(
      readChanged('content/resources/guides/support-sla-planner.yaml', readResources, {
        kind: '"Poster"',
      }),
    ).rejects.toThrow(/kind/);
  });

  it('is refused by the reader with a start that is not a UTC instant', async () => {
    await expect(
      readChanged(
        'content/resources/webinars/ai-in-the-inbox-what-customers-accept.yaml',
        readWebinars,
        { startsAt: '"next Tuesday at 5"' },
      ),
    ).rejects.toThrow(/startsAt/);
  });

  it('names a download that is not in public/', async () => {
    const [guide] = await readChanged(
      'content/resources/guides/support-sla-planner.yaml',
      readResources,
      { file: '"/resources/missing-planner.csv"' },
    );
    expect(resourceProblems(guide!, process.cwd())).toEqual([
      'content/resources/guides/support-sla-planner.yaml: file /resources/missing-planner.csv is missing from public/',
    ]);
  });
});

describe('the Preview link of each entry', () => {
  it('opens the entry’s own public page in preview', async () => {
    const paths = new Set((await getPublicRoutes()).map((route) => route.path));
    const { integrations, jobs, resources, webinars } = keystaticConfig.collections;
    const links = [
      integrations.previewUrl?.replace('{slug}', 'slack'),
      jobs.previewUrl?.replace('{slug}', 'people-partner'),
      resources.previewUrl?.replace('{slug}', 'support-sla-planner'),
      webinars.previewUrl?.replace('{slug}', 'ai-in-the-inbox-what-customers-accept'),
    ];
    const opened = links.map((link) => new URL(link ?? '', 'http://site').searchParams.get('path'));
    expect(opened).toEqual([
      '/integrations/slack',
      '/jobs/people-partner',
      '/resources/support-sla-planner',
      '/resources/webinars/ai-in-the-inbox-what-customers-accept',
    ]);
    expect(links.every((link) => link?.startsWith(`${EDITOR_PREVIEW_PATH}?path=`))).toBe(true);
    expect(opened.filter((path) => !paths.has(path!))).toEqual([]);
  });
});
