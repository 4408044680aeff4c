import { PRODUCT_NAME } from '@/constants/brand';

/**
 * The resource hub (/resources): gated guides and templates (the resource-download form unlocks
 * the file under public/resources/) and webinars (the webinar sign-up form books a seat).
 */
export interface Resource {
  slug: string;
  /** resource_id sent with the download form. */
  id: string;
  kind: 'Guide' | 'Template' | 'Checklist';
  title: string;
  summary: string;
  /** What the reader takes away, shown beside the form. */
  takeaways: readonly string[];
  file: string;
  fileLabel: string;
  readingTime: string;
  /** Its picture on the hub's card (public/illustrations/pages/, decorative). */
  illustration: string;
}

export interface Webinar {
  slug: string;
  /** The Livestorm event id (livestorm_event_id). */
  livestormEventId: string;
  title: string;
  summary: string;
  startsAt: string;
  durationMinutes: number;
  speakers: readonly { name: string; role: string }[];
  agenda: readonly string[];
  /** The calendar file of an upcoming session (a past one has none). */
  calendarFile?: string;
  /** What a past session covered, shown beside its feedback form. */
  takeaways?: readonly string[];
}

/** A gated download outside the hub: the support report (/support-report). */
export const SUPPORT_REPORT = {
  id: 'res-customer-service-benchmark-report-2026',
  title: 'Customer Service Benchmark Report 2026',
  file: '/resources/customer-service-benchmark-report-2026.html',
  fileLabel: 'HTML report, 7 sections',
  /** Where the announcement banner sends visitors, and the hub's featured card. */
  path: '/support-report',
  summary:
    'Benchmarks from 1,200 support teams: response and resolution times by channel, industry and team size.',
  illustration: '/illustrations/pages/support-report.svg',
} as const;

export const RESOURCES: readonly Resource[] = [
  {
    slug: 'shared-inbox-playbook',
    id: 'res-shared-inbox-playbook',
    kind: 'Guide',
    title: 'The shared inbox playbook',
    summary:
      'How growing teams move from a chaotic support@ mailbox to clear ownership, fast replies and zero dropped emails.',
    takeaways: [
      'A four-week rollout plan for moving a team mailbox into a shared inbox',
      'Ownership rules that stop duplicate replies and forgotten threads',
      'The five metrics worth reviewing every Monday',
    ],
    file: '/resources/shared-inbox-playbook.html',
    fileLabel: 'HTML guide, 12 pages',
    readingTime: '15 min read',
    illustration: '/illustrations/pages/shared-inbox.svg',
  },
  {
    slug: 'support-sla-planner',
    id: 'res-support-sla-planner',
    kind: 'Template',
    title: 'Support SLA planner',
    summary:
      'A spreadsheet template to set first-response and resolution targets per channel and priority, and size the team to meet them.',
    takeaways: [
      'Targets per channel and priority, ready to paste into your help desk',
      'A staffing estimate from your weekly volume and handle time',
      'Works in Excel, Google Sheets and Numbers',
    ],
    file: '/resources/support-sla-planner.csv',
    fileLabel: 'CSV template',
    readingTime: '5 min setup',
    illustration: '/illustrations/pages/analytics.svg',
  },
  {
    slug: 'customer-service-email-templates',
    id: 'res-customer-service-email-templates',
    kind: 'Checklist',
    title: '20 customer service email templates',
    summary:
      'Replies for the situations every support team meets: delays, refunds, bugs, angry customers and happy endings.',
    takeaways: [
      'Twenty tested replies with placeholders for names and details',
      'Tone notes for apologising without over-promising',
      `Ready to import as ${PRODUCT_NAME} canned responses`,
    ],
    file: '/resources/customer-service-email-templates.md',
    fileLabel: 'Markdown, 20 templates',
    readingTime: '10 min read',
    illustration: '/illustrations/pages/ticketing.svg',
  },
];

export const WEBINARS: readonly Webinar[] = [
  {
    slug: 'scaling-support-without-scaling-headcount',
    livestormEventId: 'lvs-2027-01-scaling-support',
    title: 'Scaling support without scaling headcount',
    summary:
      'Three support leaders share how they absorbed 2x ticket growth with automation, better routing and a knowledge base customers actually use.',
    startsAt: '2027-01-21T17:00:00Z',
    durationMinutes: 45,
    speakers: [
      { name: 'Maya Lindqvist', role: 'Head of Customer Support, Northwind Freight' },
      { name: 'Daniel Osei', role: 'Director of Support Operations, Brightlane Travel' },
      { name: 'Priya Raman', role: `Customer Success Lead, ${PRODUCT_NAME}` },
    ],
    agenda: [
      'Where the hours really go: a ticket-time audit in 15 minutes',
      'Routing rules and automations that removed a third of manual triage',
      'Turning repeated answers into self-service articles',
      'Live Q&A',
    ],
    calendarFile: '/resources/webinars/scaling-support-without-scaling-headcount.ics',
  },
  {
    slug: 'ai-in-the-inbox-what-customers-accept',
    livestormEventId: 'lvs-2026-10-ai-in-the-inbox',
    title: 'AI in the inbox: what customers accept, and what they do not',
    summary:
      'Two support leaders and our AI product lead on where AI drafts and automatic answers help customers, where they backfire, and how to roll them out without losing trust.',
    startsAt: '2026-10-15T16:00:00Z',
    durationMinutes: 50,
    speakers: [
      { name: 'Hannah Becker', role: 'VP Customer Experience, Clearpath Insurance' },
      { name: 'Tomás Ruiz', role: 'Support Team Lead, Parcelbot' },
      { name: 'Amara Nwosu', role: `AI Product Lead, ${PRODUCT_NAME}` },
    ],
    agenda: [
      'What the benchmark data says about AI answers and CSAT',
      'Choosing the first questions to automate',
      'Review steps that keep agents in control',
      'Live Q&A',
    ],
    takeaways: [
      'Reviewed AI drafts scored the same CSAT as fully human replies',
      'Start automation with order-status and password questions, where unreviewed answers score best',
      'Tell customers when an answer is automated and offer a person in one click',
      'Track reopen rate, not only handle time, when AI answers go live',
    ],
  },
];

/** Whether a webinar is over (its page then asks for feedback instead of registrations). */
export function webinarHasEnded(webinar: Webinar, now: number): boolean {
  return Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000 < now;
}

export function findResource(slug: string): Resource | undefined {
  return RESOURCES.find((resource) => resource.slug === slug);
}

export function findWebinar(slug: string): Webinar | undefined {
  return WEBINARS.find((webinar) => webinar.slug === slug);
}
