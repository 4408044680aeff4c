import { PRODUCT_NAME, SOCIAL_PROOF, TAGLINE, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import type { MarketingPage, StatsBlock } from './schema';
import { DEMO_CTA, TRIAL_CTA } from './shared';

/** The four headline figures of spec section 1, shared by the home page and others. */
export const SOCIAL_PROOF_STATS: StatsBlock = {
  type: 'stats',
  items: [
    { proof: 'businesses', label: `businesses run their customer service on ${PRODUCT_NAME}` },
    { proof: 'csat', label: 'average customer satisfaction (CSAT) across our customers' },
    { proof: 'productivityGain', label: 'higher team productivity, at the top end' },
    { proof: 'responseTimeReduction', label: 'shorter response times after switching' },
  ],
  footnote: `Based on ${PRODUCT_NAME} customer data and our annual customer survey.`,
};

export const homePage: MarketingPage = {
  route: '/',
  seo: {
    title: `${PRODUCT_NAME}: customer service software for growing teams`,
    description: `${PRODUCT_NAME} brings email, chat, SMS and social messages into one shared inbox with ticketing, live chat, a knowledge base, AI and analytics. Try it free for ${TRIAL_LENGTH_DAYS} days.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Customer service platform',
      title: TAGLINE,
      subtitle: `${PRODUCT_NAME} gives your team one shared inbox for every channel, with the ticketing, automation and AI of a help desk built in. Customers get fast, personal answers; managers see exactly how the team is doing.`,
      primaryCta: DEMO_CTA,
      secondaryCta: TRIAL_CTA,
      bullets: [
        `${TRIAL_LENGTH_DAYS}-day free trial, no credit card required`,
        'Live in days, not months: import your inboxes and go',
      ],
      illustration: {
        name: 'shared-inbox',
        alt: 'The shared inbox: team mailboxes on the left and assigned, tagged conversations on the right',
      },
    },
    {
      type: 'logoFarm',
      heading: `Trusted by ${SOCIAL_PROOF.businesses} businesses`,
      awardsHeading: 'Rated a leader by the teams who use it',
    },
    {
      type: 'featureGrid',
      eyebrow: 'One platform',
      heading: 'Everything your support team needs, in one place',
      intro:
        'Stop switching between a mail client, a chat tool, a ticketing system and a spreadsheet of metrics. Every conversation, customer and report lives in one workspace.',
      items: [
        {
          icon: 'inbox',
          title: 'Omnichannel shared inbox',
          body: 'Email, live chat, SMS, WhatsApp and social messages arrive in one queue your whole team can see and work.',
          href: '/product/omnichannel-support-inbox',
        },
        {
          icon: 'ticket',
          title: 'Ticketing without the tickets',
          body: 'Statuses, priorities, SLAs and custom fields on every conversation, while customers simply see a personal reply.',
          href: '/product/ticketing-system',
        },
        {
          icon: 'chat',
          title: 'Live chat',
          body: 'A fast, accessible chat widget for your website and app, with bots for after hours and routing to the right person.',
          href: '/product/live-chat',
        },
        {
          icon: 'book',
          title: 'Knowledge base',
          body: 'A branded help centre your customers can search, and your agents and AI can quote from in every reply.',
          href: '/product/knowledge-base',
        },
        {
          icon: 'sparkles',
          title: 'AI and automation',
          body: 'AI drafts, summaries and an AI Agent that resolves routine questions, plus no-code rules for routing and follow-up.',
          href: '/product/ai',
        },
        {
          icon: 'chart',
          title: 'Analytics',
          body: 'Response times, resolution rates, CSAT and workload by team, channel and tag, with reports delivered every Monday.',
          href: '/product/analytics',
        },
      ],
    },
    {
      type: 'splitFeature',
      eyebrow: 'AI that works for your agents',
      heading: 'Answer faster without sounding like a robot',
      body: [
        `${PRODUCT_NAME} AI reads the conversation, finds the right help article or past answer, and drafts a reply in your team's tone. Agents review, edit and send, so every answer is fast and still personal.`,
        'For the questions you answer fifty times a day, the AI Agent replies on its own, cites its source and hands over to a person the moment it is unsure.',
      ],
      bullets: [
        'Drafts, summaries and tone adjustments in one click',
        'An AI Agent you control by channel and topic',
        'Every AI answer cites the article it came from',
      ],
      illustration: {
        name: 'ai-assist',
        alt: 'An AI-drafted reply with its source article, ready for an agent to insert',
      },
      link: { label: 'Explore AI features', href: '/product/ai' },
    },
    {
      type: 'splitFeature',
      eyebrow: 'Collaboration',
      heading: 'Work every conversation together, never twice',
      body: [
        'Assign conversations, leave internal notes and @mention a colleague right inside the thread. Collision detection shows who is already replying, so customers never get two different answers.',
      ],
      bullets: [
        'Internal notes and @mentions beside the customer thread',
        'Live “is replying” indicators stop duplicate replies',
        'Shared drafts for replies that need a second pair of eyes',
      ],
      illustration: {
        name: 'collaboration',
        alt: 'Teammates working one conversation with an internal note and a replying indicator',
      },
      reverse: true,
      link: { label: 'See collaboration features', href: '/product/collaboration' },
    },
    { ...SOCIAL_PROOF_STATS, heading: 'Results our customers measure' },
    {
      type: 'splitFeature',
      eyebrow: 'Analytics',
      heading: 'Know how your team is doing before anyone asks',
      body: [
        'Dashboards show response and resolution times, backlog, CSAT and workload as they happen. Drill into any number to see the conversations behind it, and schedule reports to land in your leadership team’s inbox.',
      ],
      illustration: {
        name: 'analytics',
        alt: 'Team performance for the week: median first response, CSAT, backlog and each agent’s open conversations',
      },
      link: { label: 'Discover analytics', href: '/product/analytics' },
    },
    { type: 'testimonials', heading: 'Teams that switched, in their own words' },
    {
      type: 'steps',
      heading: 'Up and running in a week',
      intro:
        'Most teams move their support inboxes over in an afternoon and switch off their old help desk within a week.',
      steps: [
        {
          title: 'Connect your channels',
          body: 'Forward your support addresses, install the chat widget and connect SMS, WhatsApp and social accounts.',
        },
        {
          title: 'Import your history',
          body: 'Bring conversations, contacts and macros over from your current help desk with our guided importer.',
        },
        {
          title: 'Set up routing',
          body: 'Create teams and rules so every conversation lands with the right person, with SLAs attached.',
        },
        {
          title: 'Go live and measure',
          body: 'Invite your team and watch response times in the dashboard from day one.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: `How is ${PRODUCT_NAME} different from a traditional help desk?`,
          answer: `A traditional help desk turns each customer email into a numbered ticket with a form-letter feel. ${PRODUCT_NAME} keeps the conversation personal and familiar for your team, like a shared email inbox, while giving you the assignment, SLAs, automation and reporting of a help desk underneath.`,
        },
        {
          question: 'Which channels can we connect?',
          answer:
            'Email (any provider, including Google Workspace and Microsoft 365), live chat on your website and mobile app, SMS, WhatsApp, Facebook Messenger, Instagram and voice-call logging through our telephony integrations.',
        },
        {
          question: 'How long does the free trial last?',
          answer: `${TRIAL_LENGTH_DAYS} days with every feature switched on, and no credit card required. You can invite your whole team during the trial.`,
        },
        {
          question: 'Can we move our data from another help desk?',
          answer:
            'Yes. The guided importer brings over conversations, contacts, organisations, tags and saved replies from the most common help desks, and our onboarding team helps larger accounts plan the cut-over.',
        },
        {
          question: 'Is our customer data secure?',
          answer: `${PRODUCT_NAME} is SOC 2 Type II audited and ISO 27001 certified, encrypts data in transit and at rest, and offers data residency in the US or the EU. Details are on our security page.`,
        },
      ],
    },
    {
      type: 'ctaBand',
      heading: 'Give your customers the service they remember',
      body: `See ${PRODUCT_NAME} with your own use case in a 30-minute demo, or start a free trial and connect your first inbox today.`,
    },
  ],
};
