import * as yup from 'yup';
import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';

/** Open roles shown on /jobs. Checked against `jobSchema` at build time and in content/jobs.test.ts. */
export const JOB_TEAMS = [
  'Engineering',
  'Product & Design',
  'Customer Success',
  'Sales',
  'Marketing',
  'People & Operations',
] as const;
export type JobTeam = (typeof JOB_TEAMS)[number];

export const EMPLOYMENT_TYPES = ['Full-time', 'Part-time', 'Contract'] as const;

export const CAREERS_EMAIL = 'careers@switchboard.example';

/** Where the role is based, in structured form for JobPosting JSON-LD (ISO 3166 country codes). */
export type JobPlace =
  | { remote: true; countries: string[] }
  | { remote: false; locality: string; region?: string; country: string };

export interface Job {
  slug: string;
  title: string;
  team: JobTeam;
  /** How the location reads on the page. */
  location: string;
  place: JobPlace;
  employmentType: (typeof EMPLOYMENT_TYPES)[number];
  /** ISO date the role was posted. */
  postedOn: string;
  summary: string;
  responsibilities: string[];
  requirements: string[];
  /** Annual base salary band shown in the listing, where pay transparency law or choice applies. */
  salaryRange?: string;
}

export const jobs: Job[] = [
  {
    slug: 'senior-software-engineer-inbox-platform',
    title: 'Senior Software Engineer, Inbox Platform',
    team: 'Engineering',
    location: 'Remote (US or Canada)',
    place: { remote: true, countries: ['US', 'CA'] },
    employmentType: 'Full-time',
    postedOn: '2026-10-28',
    salaryRange: '$165,000 – $205,000',
    summary:
      'Own the services that ingest, thread and route more than 40 million customer messages a month across email, chat, SMS and social channels.',
    responsibilities: [
      'Design and ship changes to the message pipeline that keep conversation threading correct under retries, forwards and duplicate deliveries.',
      'Lead on-call improvements for the ingestion path: alert quality, runbooks and post-incident follow-through.',
      'Partner with product managers on routing features such as skills-based assignment and load balancing.',
      'Mentor engineers through design reviews and pairing.',
    ],
    requirements: [
      'Six or more years building production web services, with at least two on high-throughput, event-driven systems.',
      'Fluency in TypeScript or Go, and a working knowledge of PostgreSQL and a queueing system such as Kafka or SQS.',
      'Experience with email standards (MIME, IMAP, SMTP) is a plus, not a requirement.',
      'Clear written communication: we are a remote-first team that decides in documents.',
    ],
  },
  {
    slug: 'machine-learning-engineer-ai-agent',
    title: 'Machine Learning Engineer, AI Agent',
    team: 'Engineering',
    location: 'Remote (US, Canada or UK)',
    place: { remote: true, countries: ['US', 'CA', 'GB'] },
    employmentType: 'Full-time',
    postedOn: '2026-11-04',
    salaryRange: '$175,000 – $220,000',
    summary:
      'Build the retrieval, evaluation and guardrail systems behind the AI agent that drafts replies and resolves common questions from a team’s own knowledge base.',
    responsibilities: [
      'Improve answer quality with better retrieval over help-centre articles, macros and past conversations.',
      'Own the offline evaluation suite and the human-review loop that grade every model change before release.',
      'Design guardrails that keep the agent inside a customer’s policies and hand over to a person when unsure.',
      'Measure cost and latency per resolved conversation and bring both down.',
    ],
    requirements: [
      'Four or more years shipping machine-learning features to production users.',
      'Hands-on experience with large language models, embeddings and retrieval-augmented generation.',
      'Strong Python; comfort reading and writing TypeScript services.',
      'A habit of measuring: you would rather show an evaluation than argue from a demo.',
    ],
  },
  {
    slug: 'site-reliability-engineer',
    title: 'Site Reliability Engineer',
    team: 'Engineering',
    location: 'Dublin, Ireland (hybrid)',
    place: { remote: false, locality: 'Dublin', country: 'IE' },
    employmentType: 'Full-time',
    postedOn: '2026-10-14',
    summary: `Keep ${PRODUCT_NAME} fast and available for ${SOCIAL_PROOF.businesses} businesses across our US and EU regions, and make reliability work visible to every product team.`,
    responsibilities: [
      'Run and improve our Kubernetes platform, Terraform modules and multi-region failover.',
      'Define service-level objectives with product teams and build the dashboards that track them.',
      'Lead incident response and blameless reviews; turn their findings into engineering work.',
      'Support our SOC 2 and ISO 27001 programmes with automated evidence collection.',
    ],
    requirements: [
      'Five or more years in an SRE, platform or infrastructure role on a customer-facing SaaS product.',
      'Deep knowledge of AWS networking, Kubernetes and infrastructure as code.',
      'Experience with observability tooling (OpenTelemetry, Prometheus, Grafana or similar).',
      'Right to work in Ireland or the EU.',
    ],
  },
  {
    slug: 'senior-product-designer-reporting',
    title: 'Senior Product Designer, Reporting',
    team: 'Product & Design',
    location: 'Remote (US or Canada)',
    place: { remote: true, countries: ['US', 'CA'] },
    employmentType: 'Full-time',
    postedOn: '2026-11-10',
    salaryRange: '$150,000 – $185,000',
    summary:
      'Design the analytics that support leaders open every Monday: response times, backlog health, CSAT and the story behind each number.',
    responsibilities: [
      'Lead discovery with support managers and operations analysts to find the decisions our reports should inform.',
      'Design dashboards, drill-downs and scheduled reports from concept to shipped pixels.',
      'Contribute to our design system, especially data-visualisation components and their accessibility.',
    ],
    requirements: [
      'Five or more years of product design on B2B software, with a portfolio that shows data-heavy work.',
      'Evidence of research you planned and ran yourself, and how it changed a design.',
      'Working knowledge of WCAG 2.2 and how it applies to charts and tables.',
    ],
  },
  {
    slug: 'customer-success-manager-mid-market',
    title: 'Customer Success Manager, Mid-Market',
    team: 'Customer Success',
    location: 'Austin, Texas (hybrid)',
    place: { remote: false, locality: 'Austin', region: 'TX', country: 'US' },
    employmentType: 'Full-time',
    postedOn: '2026-10-21',
    salaryRange: '$85,000 – $105,000 base plus variable',
    summary: `Guide a book of 60 to 80 mid-market customers from onboarding to renewal, and help their support teams get measurably better results from ${PRODUCT_NAME}.`,
    responsibilities: [
      'Run onboarding plans and quarterly business reviews built on each customer’s own metrics.',
      'Spot risk early from product usage and support trends, and act on it with a plan.',
      'Bring customer feedback to product teams with the context they need to prioritise it.',
    ],
    requirements: [
      'Three or more years in customer success or account management for a SaaS product.',
      'Experience running or working closely with a customer-support team is a strong plus.',
      'Comfort presenting to support directors and operations leaders.',
    ],
  },
  {
    slug: 'support-specialist-emea',
    title: 'Support Specialist, EMEA',
    team: 'Customer Success',
    location: 'Dublin, Ireland (hybrid)',
    place: { remote: false, locality: 'Dublin', country: 'IE' },
    employmentType: 'Full-time',
    postedOn: '2026-11-12',
    summary: `Answer our own customers on chat and email, in ${PRODUCT_NAME}, and help keep our ${SOCIAL_PROOF.demoPanelCsat} CSAT where it is.`,
    responsibilities: [
      'Resolve questions about setup, routing rules, integrations and billing within our service targets.',
      'Write and update help-centre articles when you see the same question twice.',
      'Reproduce and document bugs clearly for engineering.',
    ],
    requirements: [
      'Two or more years in a customer-facing support role for a software product.',
      'Excellent written English; German or French is a plus.',
      'Curiosity about how things work, and patience explaining it.',
    ],
  },
  {
    slug: 'account-executive-enterprise',
    title: 'Account Executive, Enterprise',
    team: 'Sales',
    location: 'New York, New York (hybrid)',
    place: { remote: false, locality: 'New York', region: 'NY', country: 'US' },
    employmentType: 'Full-time',
    postedOn: '2026-10-30',
    salaryRange: '$130,000 – $150,000 base; $260,000 – $300,000 on-target earnings',
    summary:
      'Help support and operations leaders at companies with 1,000+ employees replace aging help desks and scattered inboxes with one platform.',
    responsibilities: [
      'Own complex sales cycles from discovery to signature, including security and procurement reviews.',
      'Build mutual action plans with champions in support, IT and finance.',
      'Work with solutions engineers on tailored demos and proofs of concept.',
    ],
    requirements: [
      'Five or more years of closing new business in B2B SaaS, including deals above $100,000 ARR.',
      'A track record against quota that you can walk us through.',
      'Experience selling to customer-service or IT buyers is a plus.',
    ],
  },
  {
    slug: 'content-marketing-manager',
    title: 'Content Marketing Manager',
    team: 'Marketing',
    location: 'Remote (US or Canada)',
    place: { remote: true, countries: ['US', 'CA'] },
    employmentType: 'Full-time',
    postedOn: '2026-11-06',
    salaryRange: '$110,000 – $135,000',
    summary:
      'Write and commission the guides, research and customer stories that support leaders bookmark, starting with our annual Customer Service Benchmark Report.',
    responsibilities: [
      'Own the editorial calendar for the blog and resource hub.',
      'Interview customers and turn their results into stories with real numbers.',
      'Work with our data team on the benchmark report, from survey design to launch.',
    ],
    requirements: [
      'Four or more years writing for B2B software audiences, with published work to share.',
      'Comfort with data: you can read a survey crosstab and find the story in it.',
      'An editor’s eye for clarity and length.',
    ],
  },
  {
    slug: 'people-partner',
    title: 'People Partner',
    team: 'People & Operations',
    location: 'Remote (US)',
    place: { remote: true, countries: ['US'] },
    employmentType: 'Full-time',
    postedOn: '2026-10-07',
    salaryRange: '$120,000 – $145,000',
    summary:
      'Partner with engineering and go-to-market leaders on growth, performance and team health as we grow from 280 to 400 people.',
    responsibilities: [
      'Advise managers on performance, feedback and organisational design.',
      'Run our twice-yearly review cycle and calibration.',
      'Use engagement data to find and fix what gets in the way of good work.',
    ],
    requirements: [
      'Five or more years as an HR business partner in a growing technology company.',
      'Experience supporting distributed teams across several US states and countries.',
    ],
  },
];

export const jobSchema = yup
  .object({
    slug: yup
      .string()
      .matches(/^[a-z0-9-]+$/)
      .required(),
    title: yup.string().required(),
    team: yup.string().oneOf(JOB_TEAMS).required(),
    location: yup.string().required(),
    place: yup
      .object({
        remote: yup.boolean().required(),
        countries: yup.array().of(yup.string().length(2).required()).optional(),
        locality: yup.string().optional(),
        region: yup.string().optional(),
        country: yup.string().length(2).optional(),
      })
      .test(
        'place-shape',
        'a remote role lists countries; an office role a locality and country',
        (p) => (p.remote ? Boolean(p.countries?.length) : Boolean(p.locality && p.country)),
      )
      .required(),
    employmentType: yup.string().oneOf(EMPLOYMENT_TYPES).required(),
    postedOn: yup
      .string()
      .matches(/^\d{4}-\d{2}-\d{2}$/)
      .required(),
    salaryRange: yup.string().optional(),
    summary: yup.string().min(40).required(),
    responsibilities: yup.array().of(yup.string().required()).min(2).required(),
    requirements: yup.array().of(yup.string().required()).min(2).required(),
  })
  .noUnknown()
  .strict();

export const jobPath = (slug: string) => `/jobs/${slug}`;

/** Jobs grouped by team in the order of JOB_TEAMS, newest posting first within a team. */
export function jobsByTeam(list: readonly Job[] = jobs): { team: JobTeam; jobs: Job[] }[] {
  return JOB_TEAMS.map((team) => ({
    team,
    jobs: list
      .filter((job) => job.team === team)
      .sort((a, b) => b.postedOn.localeCompare(a.postedOn)),
  })).filter((group) => group.jobs.length > 0);
}
