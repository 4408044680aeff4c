import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import { PRIMARY_USE_CASES } from '@/constants/company';
import { standardPage } from './builders';
import { SOCIAL_PROOF_STATS } from './shared';
import { PRODUCT_LINKS } from './product-links';
import type { IconName } from './page-assets';
import type { MarketingPage } from './schema';

/**
 * The special path patterns of spec section 2: crm, services and use-case, each with an optional
 * subpath. Only the subpaths defined here exist; any other answers 404 (getStaticPaths, fallback
 * false).
 */
export const SPECIAL_SECTIONS = ['crm', 'services', 'use-case'] as const;
export type SpecialSection = (typeof SPECIAL_SECTIONS)[number];

const [supportUseCase, sharedEmailUseCase, clientServiceUseCase, internalUseCase] =
  PRIMARY_USE_CASES;

/** Feature cards for a subpage, each given the next icon of `icons` in turn. */
function withIcons<T extends object>(items: readonly T[], icons: readonly IconName[]) {
  return items.map((item, index) => ({ icon: icons[index % icons.length]!, ...item }));
}

/** A section's cards for the 'related' band of one of its pages: all but the page itself. */
function otherCards<T extends { href: string }>(cards: readonly T[], route: string): T[] {
  return cards.filter((card) => card.href !== route);
}

// ---------------------------------------------------------------------------------------------- crm

const CRM_CARDS = [
  {
    icon: 'users',
    title: 'Salesforce',
    body: 'Account, opportunity and case data beside every conversation.',
    href: '/crm/salesforce',
  },
  {
    icon: 'users',
    title: 'HubSpot',
    body: 'Contacts, companies, deals and tickets kept in sync both ways.',
    href: '/crm/hubspot',
  },
  {
    icon: 'users',
    title: 'Microsoft Dynamics 365',
    body: 'Customer records and cases from Dynamics in the sidebar.',
    href: '/crm/microsoft-dynamics',
  },
  {
    icon: 'users',
    title: 'Pipedrive',
    body: 'Deals and activities for sales-led support teams.',
    href: '/crm/pipedrive',
  },
] as const;

const crmIndex: MarketingPage = standardPage({
  route: '/crm',
  seoTitle: 'Customer service that works with your CRM',
  description: `Connect ${PRODUCT_NAME} to Salesforce, HubSpot, Microsoft Dynamics 365 or Pipedrive: CRM context beside every conversation and every conversation logged back to the CRM.`,
  eyebrow: 'CRM',
  title: 'Your CRM knows the customer. Now your support team does too.',
  subtitle:
    'Show account value, owner, plan and open deals next to every conversation, and log every email and chat back to the right CRM record automatically.',
  illustration: {
    name: 'integrations',
    alt: 'Support conversations connected to CRM records',
  },
  features: {
    heading: 'What a CRM connection gives your team',
    items: [
      {
        icon: 'layers',
        title: 'Context in the sidebar',
        body: 'Account tier, lifetime value and owner without opening another tab.',
      },
      {
        icon: 'report',
        title: 'Conversations logged automatically',
        body: 'Every email and chat appears on the contact and account timeline.',
      },
      {
        icon: 'target',
        title: 'Routing by CRM data',
        body: 'Send VIP accounts to senior agents and prospects to sales.',
      },
    ],
  },
  related: { heading: 'Choose your CRM', items: [...CRM_CARDS] },
  closing: {
    heading: 'See your CRM data inside the inbox',
    body: 'We connect a sandbox of your CRM during the demo.',
  },
});

function crmPage(input: {
  slug: string;
  name: string;
  description: string;
  subtitle: string;
  items: { title: string; body: string }[];
  faq: { question: string; answer: string }[];
}): MarketingPage {
  return standardPage({
    route: `/crm/${input.slug}`,
    seoTitle: `${PRODUCT_NAME} and ${input.name}: support with CRM context`,
    description: input.description,
    eyebrow: `${input.name} integration`,
    title: `${PRODUCT_NAME} for ${input.name} teams`,
    subtitle: input.subtitle,
    illustration: {
      name: 'integrations',
      alt: `${PRODUCT_NAME} connected to ${input.name} and other tools`,
    },
    features: {
      heading: `What the ${input.name} integration does`,
      items: withIcons(input.items, ['layers', 'report', 'target', 'workflow', 'lock', 'chart']),
    },
    related: {
      heading: 'Other CRM integrations',
      items: otherCards(CRM_CARDS, `/crm/${input.slug}`),
    },
    faq: input.faq,
    closing: {
      heading: `Connect ${input.name} in minutes`,
      body: `Install the integration during your ${TRIAL_LENGTH_DAYS}-day free trial, or see it in a demo.`,
    },
  });
}

const crmSubpages: MarketingPage[] = [
  crmPage({
    slug: 'salesforce',
    name: 'Salesforce',
    description: `Connect ${PRODUCT_NAME} to Salesforce: account, opportunity and case data beside every conversation, activity logged to Salesforce, routing by account.`,
    subtitle:
      'Give agents the Salesforce account, contacts, open opportunities and entitlements for every customer who writes in, and give account teams every support conversation on the record.',
    items: [
      {
        title: 'Account and contact cards',
        body: 'Choose which Salesforce fields appear beside conversations, including custom fields.',
      },
      {
        title: 'Activity logging',
        body: 'Emails and chats are logged as activities on the contact, account and opportunity.',
      },
      {
        title: 'Routing by account fields',
        body: 'Route by account tier, territory or owner, kept fresh every 15 minutes.',
      },
      {
        title: 'Create records',
        body: 'Create leads, contacts and cases from a conversation in two clicks.',
      },
    ],
    faq: [
      {
        question: 'Which Salesforce editions are supported?',
        answer:
          'Enterprise, Unlimited and Performance editions, and Professional edition with API access enabled.',
      },
      {
        question: 'Does the integration use one of our Salesforce licences?',
        answer:
          'It connects through an integration user. Salesforce provides free integration user licences on most editions.',
      },
    ],
  }),
  crmPage({
    slug: 'hubspot',
    name: 'HubSpot',
    description: `Connect ${PRODUCT_NAME} to HubSpot: contact, company and deal data in the inbox, two-way sync of tickets, and conversations logged to the HubSpot timeline.`,
    subtitle:
      'See HubSpot contacts, companies, deals and lifecycle stage beside every conversation, and keep marketing, sales and support on the same timeline.',
    items: [
      {
        title: 'Contact and company cards',
        body: 'Lifecycle stage, owner, recent deals and custom properties at a glance.',
      },
      {
        title: 'Timeline logging',
        body: 'Conversations appear on the HubSpot contact and company timeline.',
      },
      {
        title: 'Ticket sync',
        body: 'Optionally mirror conversations as HubSpot tickets, with status kept in sync.',
      },
      {
        title: 'Lists and workflows',
        body: 'Use support activity in HubSpot lists and workflows, for example to pause nurture emails.',
      },
    ],
    faq: [
      {
        question: 'Which HubSpot hubs are required?',
        answer:
          'Any HubSpot account works, including the free CRM. Ticket sync uses Service Hub objects, available on all tiers.',
      },
      {
        question: 'Can we pause marketing emails for customers with open issues?',
        answer:
          'Yes. The integration sets a contact property while a conversation is open, which HubSpot workflows can use to suppress marketing emails.',
      },
    ],
  }),
  crmPage({
    slug: 'microsoft-dynamics',
    name: 'Microsoft Dynamics 365',
    description: `Connect ${PRODUCT_NAME} to Microsoft Dynamics 365: account and contact details beside conversations, activities logged to Dynamics, and cases created from the inbox.`,
    subtitle:
      'Bring Dynamics 365 account and contact data into your support inbox, and keep every customer conversation visible to account teams in Dynamics.',
    items: [
      {
        title: 'Account and contact cards',
        body: 'Show Dynamics fields, including custom entities, beside each conversation.',
      },
      {
        title: 'Activity logging',
        body: 'Log emails and chats as activities on the right account and contact.',
      },
      {
        title: 'Case creation',
        body: 'Create Dynamics cases from conversations that need a formal record.',
      },
    ],
    faq: [
      {
        question: 'Does the integration support Microsoft Entra ID sign-in?',
        answer:
          'Yes. The connection is authorised with Microsoft Entra ID, and you can restrict it to specific security roles.',
      },
    ],
  }),
  crmPage({
    slug: 'pipedrive',
    name: 'Pipedrive',
    description: `Connect ${PRODUCT_NAME} to Pipedrive: person, organisation and deal details beside conversations, and every email and chat recorded on the deal timeline.`,
    subtitle:
      'For sales-led teams: see a customer’s Pipedrive deals and activities while you reply, and record every conversation where your sales team will see it.',
    items: [
      {
        title: 'Deal context',
        body: 'Open deals, stage, value and owner beside each conversation.',
      },
      {
        title: 'Activity sync',
        body: 'Conversations recorded on the person, organisation and deal.',
      },
      {
        title: 'Create deals',
        body: 'Turn a sales question into a Pipedrive deal without copying and pasting.',
      },
    ],
    faq: [
      {
        question: 'Which Pipedrive plans are supported?',
        answer: 'All Pipedrive plans with API access, which includes every current plan.',
      },
    ],
  }),
];

// ----------------------------------------------------------------------------------------- services

const SERVICE_CARDS = [
  {
    icon: 'bolt',
    title: 'Onboarding',
    body: 'A guided first 30 days with a dedicated onboarding specialist.',
    href: '/services/onboarding',
  },
  {
    icon: 'layers',
    title: 'Implementation',
    body: 'Migration, integrations and workflow design for complex teams.',
    href: '/services/implementation',
  },
  {
    icon: 'book',
    title: 'Training',
    body: 'Live and on-demand training for agents, leads and administrators.',
    href: '/services/training',
  },
  {
    icon: 'star',
    title: 'Premium support',
    body: 'Faster response targets, a named technical account manager and 24/7 cover.',
    href: '/services/premium-support',
  },
] as const;

const servicesIndex: MarketingPage = standardPage({
  route: '/services',
  seoTitle: `${PRODUCT_NAME} services: onboarding, implementation and training`,
  description: `Get live faster and get more from ${PRODUCT_NAME} with onboarding, implementation, training and premium support from the people who build the product.`,
  eyebrow: 'Services',
  title: 'Expert help from day one to year five',
  subtitle:
    'Our services team has moved thousands of support teams onto the platform. Whether you want a guided start or a fully managed migration, we will get you there.',
  illustration: {
    name: 'product-tour',
    alt: 'A guided walkthrough of the workspace',
  },
  features: {
    heading: 'How our services team helps',
    items: [
      {
        icon: 'clock',
        title: 'Faster time to value',
        body: 'Most teams are live within two weeks with a specialist’s help.',
      },
      {
        icon: 'check',
        title: 'Proven playbooks',
        body: 'Routing, SLA and automation templates from teams like yours.',
      },
      {
        icon: 'users',
        title: 'People who know the product',
        body: 'Our consultants work alongside the engineers who build it.',
      },
    ],
  },
  related: { heading: 'Our services', items: [...SERVICE_CARDS] },
  closing: {
    heading: 'Plan your move with an expert',
    body: 'Tell us about your team in a demo and we will propose the right service package.',
  },
});

function servicePage(input: {
  slug: string;
  name: string;
  seoTitle: string;
  description: string;
  title: string;
  subtitle: string;
  items: { title: string; body: string }[];
  steps: { title: string; body: string }[];
  faq: { question: string; answer: string }[];
}): MarketingPage {
  return standardPage({
    route: `/services/${input.slug}`,
    seoTitle: input.seoTitle,
    description: input.description,
    eyebrow: input.name,
    title: input.title,
    subtitle: input.subtitle,
    features: {
      heading: 'What is included',
      items: withIcons(input.items, ['check', 'users', 'clock', 'report', 'layers', 'star']),
    },
    middle: [{ type: 'steps', heading: 'How it works', steps: input.steps }],
    related: {
      heading: 'Other services',
      items: otherCards(SERVICE_CARDS, `/services/${input.slug}`),
    },
    faq: input.faq,
    closing: {
      heading: `Talk to us about ${input.name.toLowerCase()}`,
      body: 'We will tailor the plan to your team in a short call.',
    },
  });
}

const serviceSubpages: MarketingPage[] = [
  servicePage({
    slug: 'onboarding',
    name: 'Onboarding',
    seoTitle: 'Guided onboarding for new customers',
    description: `A guided first 30 days on ${PRODUCT_NAME}: a dedicated onboarding specialist, a tailored launch plan, configuration reviews and team training, included on annual plans.`,
    title: 'Your first 30 days, planned and guided',
    subtitle:
      'A dedicated onboarding specialist helps you connect channels, design routing and train your team, so you launch with confidence and see results in the first month.',
    items: [
      {
        title: 'A named specialist',
        body: 'One person who knows your setup from kick-off to launch.',
      },
      { title: 'Launch plan', body: 'A written plan with owners and dates, agreed in week one.' },
      {
        title: 'Configuration review',
        body: 'We check your inboxes, rules and SLAs before you go live.',
      },
      {
        title: 'Team training',
        body: 'Two live sessions for agents and one for administrators.',
      },
    ],
    steps: [
      { title: 'Kick-off', body: 'Goals, channels and success measures agreed in one call.' },
      { title: 'Build', body: 'Channels connected, teams created and rules configured together.' },
      { title: 'Train', body: 'Agents and leads trained on the workflows you designed.' },
      { title: 'Launch and review', body: 'Go live, then review the first two weeks of data.' },
    ],
    faq: [
      {
        question: 'Is onboarding included?',
        answer:
          'Guided onboarding is included with annual plans of ten or more seats; smaller teams can add it for a one-off fee.',
      },
    ],
  }),
  servicePage({
    slug: 'implementation',
    name: 'Implementation',
    seoTitle: 'Implementation and migration services',
    description: `${PRODUCT_NAME} implementation services: data migration from your current help desk, integration set-up, workflow design and change management.`,
    title: 'Complex migrations, handled by specialists',
    subtitle:
      'Moving from a legacy help desk with years of history, multiple brands and custom integrations? Our implementation consultants plan and run the move with you, without downtime.',
    items: [
      {
        title: 'Data migration',
        body: 'Conversations, contacts, organisations, attachments and macros, validated before cut-over.',
      },
      {
        title: 'Integrations',
        body: 'CRM, e-commerce, identity and custom API integrations configured and tested.',
      },
      {
        title: 'Workflow design',
        body: 'Routing, SLAs and automations redesigned for how you work now, not a copy of the old tool.',
      },
      {
        title: 'Change management',
        body: 'Communication plans and champions to bring every team along.',
      },
    ],
    steps: [
      { title: 'Discovery', body: 'Two workshops to map channels, data and processes.' },
      { title: 'Design', body: 'A solution design document you approve before we build.' },
      { title: 'Migrate and test', body: 'A trial migration, user testing and sign-off.' },
      { title: 'Cut-over', body: 'A planned weekend switch with hyper-care for two weeks.' },
    ],
    faq: [
      {
        question: 'How long does an implementation take?',
        answer:
          'Typically four to ten weeks, depending on the number of brands, channels and integrations and the volume of history to migrate.',
      },
    ],
  }),
  servicePage({
    slug: 'training',
    name: 'Training',
    seoTitle: 'Training for agents, leads and administrators',
    description: `${PRODUCT_NAME} training: live virtual classes, on-site workshops and an on-demand academy for agents, team leads and administrators, with certification for admins.`,
    title: 'Training that turns features into habits',
    subtitle:
      'Live classes, on-site workshops and an on-demand academy help every role get the most from the platform, from a new agent’s first day to an administrator’s certification.',
    items: [
      {
        title: 'On-demand academy',
        body: 'Short video courses for every role, free for every customer.',
      },
      {
        title: 'Live virtual classes',
        body: 'Weekly sessions on inbox basics, workflows, reporting and AI.',
      },
      {
        title: 'On-site workshops',
        body: 'A day with your team, built around your own workflows.',
      },
      {
        title: 'Administrator certification',
        body: 'A two-part course and exam for the people who run your workspace.',
      },
    ],
    steps: [
      { title: 'Assess', body: 'We review how each role uses the product today.' },
      { title: 'Plan', body: 'A training path per role, fitted around your rota.' },
      { title: 'Train', body: 'Live or on-site sessions using your own workspace.' },
      { title: 'Measure', body: 'Adoption and efficiency compared before and after.' },
    ],
    faq: [
      {
        question: 'Is the academy free?',
        answer:
          'Yes. The on-demand academy is free for every customer and trial user. Live classes and workshops are available as packages.',
      },
    ],
  }),
  servicePage({
    slug: 'premium-support',
    name: 'Premium support',
    seoTitle: 'Premium support and technical account management',
    description: `${PRODUCT_NAME} Premium Support: one-hour response targets for urgent issues, 24/7 cover, a named technical account manager and quarterly workspace health checks.`,
    title: 'Priority help when it matters most',
    subtitle:
      'For teams where every minute of support counts: faster response targets, round-the-clock cover for urgent issues and a technical account manager who knows your setup.',
    items: [
      {
        title: 'One-hour urgent response',
        body: 'Urgent issues answered within one hour, 24 hours a day, 7 days a week.',
      },
      {
        title: 'Technical account manager',
        body: 'A named expert who knows your configuration and integrations.',
      },
      {
        title: 'Quarterly health checks',
        body: 'Configuration, performance and adoption reviews with recommendations.',
      },
      {
        title: 'Release previews',
        body: 'Early access to new features and a say in the roadmap.',
      },
    ],
    steps: [
      { title: 'Welcome call', body: 'Meet your technical account manager and set priorities.' },
      { title: 'Baseline review', body: 'A full review of your workspace in the first month.' },
      { title: 'Ongoing partnership', body: 'Monthly check-ins and quarterly health checks.' },
    ],
    faq: [
      {
        question: 'What counts as urgent?',
        answer:
          'An issue that stops your team from receiving or sending customer messages, or that affects data security. Other issues follow standard priority targets.',
      },
    ],
  }),
];

// ----------------------------------------------------------------------------------------- use-case

const USE_CASE_CARDS = [
  {
    icon: 'inbox',
    title: supportUseCase,
    body: 'Email, chat, SMS and social support from one queue.',
    href: '/use-case/customer-support',
  },
  {
    icon: 'mail',
    title: sharedEmailUseCase,
    body: 'Turn support@ and info@ into organised, accountable inboxes.',
    href: '/use-case/shared-inbox',
  },
  {
    icon: 'briefcase',
    title: clientServiceUseCase,
    body: 'One history for every client, shared by the whole account team.',
    href: '/use-case/account-management',
  },
  {
    icon: 'users',
    title: internalUseCase,
    body: 'Run IT, HR and facilities requests with owners and SLAs.',
    href: '/use-case/internal-requests',
  },
] as const;

const useCaseIndex: MarketingPage = standardPage({
  route: '/use-case',
  seoTitle: `Use cases for ${PRODUCT_NAME}`,
  description: `How teams use ${PRODUCT_NAME}: multichannel customer support, shared email inboxes, client service and account management, and internal IT and HR requests.`,
  eyebrow: 'Use cases',
  title: 'One platform, four ways teams use it every day',
  subtitle: `${PRODUCT_NAME} adapts to the conversations your team has, whether with customers, clients or colleagues.`,
  features: {
    heading: 'What every use case shares',
    items: [
      {
        icon: 'users',
        title: 'Clear ownership',
        body: 'Every conversation has an owner and a status.',
      },
      {
        icon: 'workflow',
        title: 'Automation',
        body: 'Rules route, tag and follow up for you.',
      },
      {
        icon: 'chart',
        title: 'Visibility',
        body: 'Response times and workload on every queue.',
      },
    ],
  },
  related: { heading: 'Explore by use case', items: [...USE_CASE_CARDS] },
  closing: {
    heading: 'Not sure which fits your team?',
    body: 'Tell us how you work and we will show you in a demo.',
  },
});

const useCaseSubpages: MarketingPage[] = [
  standardPage({
    route: '/use-case/customer-support',
    seoTitle: 'Multichannel customer support with one shared queue',
    description: `Deliver customer support across email, chat, SMS, WhatsApp and social from one ${PRODUCT_NAME} queue, with SLAs, AI drafts, a knowledge base and reporting.`,
    eyebrow: supportUseCase,
    title: 'Support customers on every channel without losing the thread',
    subtitle:
      'Customers choose the channel; your team works one queue with one history, one set of rules and one set of reports.',
    illustration: { name: 'shared-inbox', alt: 'Conversations from several channels in one queue' },
    features: {
      heading: 'What makes multichannel support work',
      items: [
        {
          icon: 'inbox',
          title: 'One queue',
          body: 'Every channel sorted by priority and SLA.',
          href: PRODUCT_LINKS.inbox.href,
        },
        {
          icon: 'sparkles',
          title: 'AI on every channel',
          body: 'Drafts and the AI Agent wherever customers write.',
          href: PRODUCT_LINKS.ai.href,
        },
        {
          icon: 'book',
          title: 'Self-service',
          body: 'A help centre that answers before customers ask.',
          href: PRODUCT_LINKS.knowledgeBase.href,
        },
      ],
    },
    middle: [SOCIAL_PROOF_STATS],
    closing: {
      heading: 'Bring every channel together',
      body: 'See a multichannel queue with your own channels in a demo.',
    },
  }),
  standardPage({
    route: '/use-case/shared-inbox',
    seoTitle: 'Manage shared email inboxes as a team',
    description: `Manage shared email inboxes with ${PRODUCT_NAME}: assign every email, stop duplicate replies, add internal notes and measure response times.`,
    eyebrow: sharedEmailUseCase,
    title: 'Shared inboxes with an owner for every email',
    subtitle:
      'Keep your addresses, lose the chaos: assignment, notes, collision detection and reporting for every shared mailbox.',
    illustration: { name: 'collaboration', alt: 'A team sharing an inbox with notes and owners' },
    features: {
      heading: 'Why teams move their shared mailboxes',
      items: [
        {
          icon: 'users',
          title: 'Ownership',
          body: 'Assign instead of forwarding.',
          href: PRODUCT_LINKS.collaboration.href,
        },
        {
          icon: 'bolt',
          title: 'No duplicates',
          body: 'See who is replying right now.',
          href: PRODUCT_LINKS.collaboration.href,
        },
        {
          icon: 'clock',
          title: 'Accountability',
          body: 'Response-time targets for every inbox.',
          href: PRODUCT_LINKS.analytics.href,
        },
      ],
    },
    closing: {
      heading: 'Connect your shared inbox today',
      body: `Move support@ in fifteen minutes during a ${TRIAL_LENGTH_DAYS}-day free trial.`,
    },
  }),
  standardPage({
    route: '/use-case/account-management',
    seoTitle: 'Client service and account management in one place',
    description: `Streamline client service and account management with ${PRODUCT_NAME}: shared client histories, account teams, response commitments and CRM context.`,
    eyebrow: clientServiceUseCase,
    title: 'Serve every client with the whole team’s knowledge',
    subtitle:
      'Account managers, specialists and support share one history per client, so every reply is informed and every hand-over is seamless.',
    illustration: { name: 'collaboration', alt: 'An account team sharing a client’s history' },
    features: {
      heading: 'Built for account teams',
      items: [
        {
          icon: 'briefcase',
          title: 'Client histories',
          body: 'Every email, call note and request per client.',
          href: '/client-communication',
        },
        {
          icon: 'lock',
          title: 'Client permissions',
          body: 'Only the right people see each client.',
          href: '/client-communication',
        },
        {
          icon: 'users',
          title: 'CRM context',
          body: 'Contracts and owners from your CRM.',
          href: '/crm',
        },
      ],
    },
    closing: {
      heading: 'Give every client a consistent experience',
      body: 'See how account teams work together in a demo.',
    },
  }),
  standardPage({
    route: '/use-case/internal-requests',
    seoTitle: 'Internal help desk for IT, HR and operations requests',
    description: `Handle internal requests for IT, HR, finance and facilities in ${PRODUCT_NAME}: private queues, request forms, approvals, SLAs for employees and reporting on every team.`,
    eyebrow: internalUseCase,
    title: 'An internal help desk your colleagues will actually use',
    subtitle:
      'Employees email or message as they always have; your IT, HR and operations teams get owners, approvals and SLAs behind the scenes.',
    illustration: { name: 'ticketing', alt: 'Internal requests organised by status and owner' },
    features: {
      heading: 'What internal teams need',
      items: [
        {
          icon: 'lock',
          title: 'Private queues',
          body: 'HR and payroll requests visible only to the right people.',
          href: PRODUCT_LINKS.ticketing.href,
        },
        {
          icon: 'check',
          title: 'Approvals',
          body: 'Manager sign-off inside the conversation.',
          href: PRODUCT_LINKS.workflows.href,
        },
        {
          icon: 'chat',
          title: 'Slack and Teams',
          body: 'Employees ask where they already work.',
          href: PRODUCT_LINKS.integrationsApi.href,
        },
      ],
    },
    closing: {
      heading: 'Give employees the service you give customers',
      body: 'See how internal teams run requests on our platform.',
    },
  }),
];

export const specialSectionIndexes: Record<SpecialSection, MarketingPage> = {
  crm: crmIndex,
  services: servicesIndex,
  'use-case': useCaseIndex,
};

export const specialSectionSubpages: Record<SpecialSection, MarketingPage[]> = {
  crm: crmSubpages,
  services: serviceSubpages,
  'use-case': useCaseSubpages,
};

/** Every page of the three special sections. */
export const specialPages: MarketingPage[] = SPECIAL_SECTIONS.flatMap((section) => [
  specialSectionIndexes[section],
  ...specialSectionSubpages[section],
]);
