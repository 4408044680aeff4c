import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { standardPage } from './builders';
import { SOCIAL_PROOF_STATS } from './shared';
import { PRODUCT_LINKS } from './product-links';
import type { MarketingPage } from './schema';

/** The three solution pages: /customer-service, /email-management, /client-communication. */
export const solutionPages: MarketingPage[] = [
  standardPage({
    route: '/customer-service',
    seoTitle: 'Customer service software for fast, personal support',
    description: `${PRODUCT_NAME} is customer service software that unites email, chat, SMS and social with ticketing, AI, a knowledge base and analytics, so teams answer faster.`,
    eyebrow: 'Customer service software',
    title: 'Customer service software that scales without feeling scaled',
    subtitle:
      'Give customers quick, personal answers on the channel they prefer, and give your team the routing, automation and AI to keep it that way as volume grows.',
    illustration: {
      name: 'shared-inbox',
      alt: 'A shared support inbox with prioritised, assigned conversations',
    },
    bullets: [
      'Every channel in one queue, with full customer history',
      'AI that drafts, summarises and resolves routine questions',
      `${TRIAL_LENGTH_DAYS}-day free trial, no credit card required`,
    ],
    features: {
      heading: 'Great service, from first reply to resolution',
      items: [
        {
          icon: 'inbox',
          title: 'Respond from one place',
          body: 'Email, chat, SMS, WhatsApp and social messages in one prioritised queue.',
          href: PRODUCT_LINKS.inbox.href,
        },
        {
          icon: 'sparkles',
          title: 'Resolve routine questions automatically',
          body: 'The AI Agent answers from your help centre and hands over when unsure.',
          href: PRODUCT_LINKS.ai.href,
        },
        {
          icon: 'clock',
          title: 'Meet every SLA',
          body: 'Targets by priority and customer tier, with alerts before anything breaches.',
          href: PRODUCT_LINKS.ticketing.href,
        },
        {
          icon: 'book',
          title: 'Let customers help themselves',
          body: 'A branded, searchable help centre that deflects the repetitive questions.',
          href: PRODUCT_LINKS.knowledgeBase.href,
        },
        {
          icon: 'workflow',
          title: 'Automate the routine',
          body: 'Routing, tagging, follow-ups and escalations handled by no-code rules.',
          href: PRODUCT_LINKS.workflows.href,
        },
        {
          icon: 'chart',
          title: 'Measure what matters',
          body: 'Response times, CSAT and workload, with a weekly report for leadership.',
          href: PRODUCT_LINKS.analytics.href,
        },
      ],
    },
    middle: [
      SOCIAL_PROOF_STATS,
      {
        type: 'quote',
        text: 'We tried two big-name help desks and our agents hated both. Switching took four days, CSAT went from 79% to 91%, and nobody has asked to go back.',
        author: 'Marcus Bell',
        role: 'Customer Support Manager',
        company: 'Fernway Travel',
      },
      { type: 'testimonials' },
    ],
    faq: [
      {
        question: 'Is this a help desk or a shared inbox?',
        answer: `Both. ${PRODUCT_NAME} looks and feels like a shared inbox to your agents and customers, and has the ticketing, SLAs, automation and reporting of a help desk underneath.`,
      },
      {
        question: 'How many agents can use it?',
        answer:
          'Teams from three agents to more than a thousand run on the platform. Permissions, teams and multiple brands keep large organisations organised.',
      },
    ],
    closing: {
      heading: 'Deliver the service your customers talk about',
      body: 'See how your team would work in a personalised demo.',
    },
  }),

  standardPage({
    route: '/email-management',
    seoTitle: 'Shared email management for teams',
    description: `Manage shared inboxes like support@ and info@ with ${PRODUCT_NAME}: assign emails, avoid duplicate replies, collaborate with notes, automate routing and track response times.`,
    eyebrow: 'Email management',
    title: 'Take back control of your shared inboxes',
    subtitle:
      'support@, info@, orders@ and billing@ deserve better than forwarding, CC chains and “did anyone reply to this?”. Assign every email, see who is on it, and never leave a customer waiting.',
    illustration: {
      name: 'shared-inbox',
      alt: 'Team email addresses managed as shared inboxes with owners and tags',
    },
    features: {
      heading: 'Shared email, finally organised',
      items: [
        {
          icon: 'mail',
          title: 'Keep your addresses and domain',
          body: 'Connect Google Workspace, Microsoft 365 or any IMAP mailbox in minutes.',
        },
        {
          icon: 'users',
          title: 'Assign, don’t forward',
          body: 'Every email has one owner and a status; nothing sits unread in a group folder.',
        },
        {
          icon: 'bolt',
          title: 'No more duplicate replies',
          body: 'Collision detection shows who is reading or replying right now.',
        },
        {
          icon: 'chat',
          title: 'Discuss without CC',
          body: 'Internal notes and @mentions sit beside the email instead of in side threads.',
        },
        {
          icon: 'workflow',
          title: 'Sort automatically',
          body: 'Rules tag and route emails by sender, subject or content as they arrive.',
        },
        {
          icon: 'clock',
          title: 'Know your response times',
          body: 'See how fast each inbox replies and where emails wait longest.',
        },
      ],
    },
    middle: [
      {
        type: 'comparison',
        heading: 'Shared mailbox or shared inbox?',
        columns: ['Shared mailbox in your email client', `${PRODUCT_NAME} shared inbox`],
        rows: [
          { label: 'Know who is handling an email', values: ['Ask around', true] },
          { label: 'Prevent two people replying', values: [false, true] },
          { label: 'Private notes beside the email', values: [false, true] },
          { label: 'Automatic routing and tagging', values: ['Basic filters', true] },
          { label: 'Response-time reporting', values: [false, true] },
          { label: 'Works with your existing address', values: [true, true] },
        ],
      },
      {
        type: 'steps',
        heading: 'Move a shared mailbox in 15 minutes',
        steps: [
          { title: 'Connect', body: 'Sign in with Google or Microsoft, or enter IMAP details.' },
          {
            title: 'Import',
            body: 'Bring in the last 90 days of email so history is there from day one.',
          },
          { title: 'Invite', body: 'Add your teammates and decide who works which inbox.' },
        ],
      },
    ],
    faq: [
      {
        question: 'Will customers notice a change?',
        answer:
          'No. Replies go out from the same address and domain, with the same signature, and thread normally in their mail client.',
      },
      {
        question: 'Can we keep using Outlook or Gmail for personal email?',
        answer: `Yes. Only the shared addresses you connect move to ${PRODUCT_NAME}; personal mailboxes are untouched.`,
      },
    ],
    closing: {
      heading: 'Give every shared inbox an owner today',
      body: 'Connect support@ during a free trial and assign your first email in minutes.',
    },
  }),

  standardPage({
    route: '/client-communication',
    seoTitle: 'Client communication software for service firms',
    description: `Keep every client conversation organised with ${PRODUCT_NAME}: shared client inboxes, account ownership, internal notes, response targets and full history.`,
    eyebrow: 'Client communication',
    title: 'Every client relationship, organised in one place',
    subtitle:
      'Account managers, specialists and partners all talk to the same clients. Keep every email, call note and request in one shared history, so clients always get a consistent, informed answer.',
    illustration: {
      name: 'collaboration',
      alt: 'An account team collaborating on a client request with internal notes',
    },
    features: {
      heading: 'Built for client service teams',
      items: [
        {
          icon: 'briefcase',
          title: 'Client workspaces',
          body: 'Group conversations by client, with owners, contracts and key contacts at a glance.',
        },
        {
          icon: 'users',
          title: 'Account teams',
          body: 'Assign a lead and a backup per client so coverage survives holidays and turnover.',
        },
        {
          icon: 'clock',
          title: 'Response commitments',
          body: 'Track contractual response times per client and report on them monthly.',
        },
        {
          icon: 'lock',
          title: 'Confidential by default',
          body: 'Permissions restrict each client’s conversations to the people who serve them.',
        },
        {
          icon: 'mail',
          title: 'Send from your own address',
          body: 'Reply from a personal or shared address while the team keeps full visibility.',
        },
        {
          icon: 'chart',
          title: 'Relationship health',
          body: 'Volume, response times and sentiment per client, ahead of every review.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'When a partner is on leave, their backup opens the client’s history and picks up mid-sentence. Clients have stopped noticing when someone is out, which is the point.',
        author: 'Priya Natarajan',
        role: 'Chief Operating Officer',
        company: 'Calder & Webb',
      },
    ],
    related: {
      heading: 'Where client teams start',
      items: [PRODUCT_LINKS.collaboration, PRODUCT_LINKS.inbox, PRODUCT_LINKS.analytics],
    },
    faq: [
      {
        question: 'Can we restrict who sees a client’s conversations?',
        answer:
          'Yes. Client-level permissions limit access to named users and teams, and every access is recorded in the audit log on Enterprise plans.',
      },
      {
        question: 'Does it work alongside our CRM or practice-management system?',
        answer:
          'Yes. Conversations can be logged to CRM records, and client details from your CRM appear beside each conversation.',
      },
    ],
    closing: {
      heading: 'Give every client a consistent, informed answer',
      body: 'See how account teams work together in a personalised demo.',
    },
  }),
];
