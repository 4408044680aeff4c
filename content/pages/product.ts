import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';
import { EXTERNAL_LINKS } from '@/constants/links';
import { standardPage, type ProductLink } from './builders';
import { SOCIAL_PROOF_STATS } from './home';
import type { MarketingPage } from './schema';
import { DEMO_CTA, TOUR_CTA } from './shared';

/** The ten product pages (spec section 2), as cards: one source for their names and summaries. */
export const PRODUCT_LINKS = {
  inbox: {
    icon: 'inbox',
    title: 'Omnichannel support inbox',
    body: 'Email, chat, SMS, WhatsApp and social in one shared queue.',
    href: '/product/omnichannel-support-inbox',
  },
  ai: {
    icon: 'sparkles',
    title: 'AI',
    body: 'Drafts, summaries and an AI Agent that resolves routine questions.',
    href: '/product/ai',
  },
  collaboration: {
    icon: 'users',
    title: 'Collaboration',
    body: 'Assignments, internal notes, @mentions and collision detection.',
    href: '/product/collaboration',
  },
  liveChat: {
    icon: 'chat',
    title: 'Live chat',
    body: 'A fast, accessible chat widget for your website and app.',
    href: '/product/live-chat',
  },
  ticketing: {
    icon: 'ticket',
    title: 'Ticketing system',
    body: 'Statuses, priorities, SLAs and custom fields on every conversation.',
    href: '/product/ticketing-system',
  },
  knowledgeBase: {
    icon: 'book',
    title: 'Knowledge base',
    body: 'A branded help centre for customers, agents and AI alike.',
    href: '/product/knowledge-base',
  },
  analytics: {
    icon: 'chart',
    title: 'Analytics',
    body: 'Response times, CSAT, backlog and workload you can drill into.',
    href: '/product/analytics',
  },
  workflows: {
    icon: 'workflow',
    title: 'Workflows',
    body: 'No-code rules for routing, SLAs, follow-ups and escalations.',
    href: '/product/workflows',
  },
  supportReport: {
    icon: 'report',
    title: 'Support report',
    body: 'A weekly, shareable report on how your support team performed.',
    href: '/product/support-report',
  },
  integrationsApi: {
    icon: 'plug',
    title: 'Integrations and API',
    body: 'Connect your CRM, e-commerce, engineering and billing tools.',
    href: '/product/integrations-api',
  },
} satisfies Record<string, ProductLink>;

const related = (...items: ProductLink[]) => ({
  heading: 'Explore more of the platform',
  items,
});

export const productOverviewPage: MarketingPage = {
  route: '/product',
  seo: {
    title: `The ${PRODUCT_NAME} platform: inbox, help desk, chat and AI`,
    description: `Tour the ${PRODUCT_NAME} platform: an omnichannel shared inbox, ticketing, live chat, a knowledge base, AI, workflows, analytics and an open API, in one workspace.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Product',
      title: 'One workspace for every customer conversation',
      subtitle: `${PRODUCT_NAME} combines the shared inbox your team already knows with the help-desk power your managers need: routing, SLAs, automation, AI and reporting, without the clunky ticket forms.`,
      primaryCta: DEMO_CTA,
      secondaryCta: TOUR_CTA,
      illustration: {
        name: 'platform-overview',
        alt: 'Switchboard with the inbox, an open conversation and its reply, and the ticket’s status, priority, SLA and tags',
      },
    },
    {
      type: 'linkCards',
      heading: 'Everything in the platform',
      intro:
        'Each capability works on its own and gets better with the others: a chat answered by the AI Agent is routed by a workflow, tracked by an SLA and counted in your Monday report.',
      items: Object.values(PRODUCT_LINKS),
    },
    {
      type: 'comparison',
      heading: `Shared inbox, help desk, or ${PRODUCT_NAME}?`,
      intro: `Teams usually outgrow a shared mailbox before they are ready for a heavyweight help desk. ${PRODUCT_NAME} is built for the space in between, and scales past it.`,
      columns: ['Shared mailbox', 'Traditional help desk', PRODUCT_NAME],
      rows: [
        { label: 'Feels like email to agents and customers', values: [true, false, true] },
        { label: 'Assignment and collision detection', values: [false, true, true] },
        { label: 'SLAs, priorities and custom fields', values: [false, true, true] },
        { label: 'Live chat, SMS, WhatsApp and social', values: [false, 'Add-ons', true] },
        { label: 'AI drafts and AI Agent', values: [false, 'Add-on', true] },
        { label: 'Reporting on response times and CSAT', values: [false, true, true] },
        { label: 'Typical time to go live', values: ['Minutes', '2–3 months', 'Under a week'] },
      ],
    },
    SOCIAL_PROOF_STATS,
    { type: 'testimonials' },
    {
      type: 'ctaBand',
      heading: 'See the whole platform in 30 minutes',
      body: 'A product specialist will walk you through the parts that matter to your team, using your own channels and workflows.',
    },
  ],
};

export const productPages: MarketingPage[] = [
  standardPage({
    route: '/product/omnichannel-support-inbox',
    seoTitle: 'Omnichannel support inbox for email, chat, SMS and social',
    description: `Bring email, live chat, SMS, WhatsApp, Messenger and Instagram into one shared ${PRODUCT_NAME} inbox with assignment, SLAs and full customer history.`,
    eyebrow: 'Omnichannel support inbox',
    title: 'Every channel, one inbox, one conversation history',
    subtitle:
      'Customers write to you wherever they are. Your team answers from one queue, with the full history of every customer beside every reply, whatever channel it came from.',
    illustration: {
      name: 'omnichannel-inbox',
      alt: 'One queue of email, live chat, WhatsApp, SMS and Instagram conversations, counted by channel',
    },
    bullets: [
      'Email, live chat, SMS, WhatsApp, Messenger and Instagram',
      'One customer timeline across every channel',
    ],
    features: {
      heading: 'Built for teams who share the load',
      items: [
        {
          icon: 'inbox',
          title: 'Team inboxes',
          body: 'Give Support, Billing, Sales and Partners their own inboxes with their own rules, signatures and working hours.',
        },
        {
          icon: 'layers',
          title: 'Unified customer timeline',
          body: 'See a customer’s previous emails, chats and orders in the sidebar before you type a word.',
        },
        {
          icon: 'target',
          title: 'Smart assignment',
          body: 'Round-robin, load-balanced or skills-based assignment keeps work fair and nothing unowned.',
        },
        {
          icon: 'clock',
          title: 'Working hours and SLAs',
          body: 'First-response and resolution targets per inbox, paused outside business hours and on holidays.',
        },
        {
          icon: 'mail',
          title: 'Works with your email',
          body: 'Connect Google Workspace, Microsoft 365 or any IMAP mailbox; replies go out from your own domain.',
        },
        {
          icon: 'phone',
          title: 'Mobile apps',
          body: 'iOS and Android apps with push notifications, so urgent conversations get answered from anywhere.',
        },
      ],
    },
    middle: [
      {
        type: 'splitFeature',
        eyebrow: 'Switch channels, keep context',
        heading: 'A chat that becomes an email stays one conversation',
        body: [
          `When a customer starts on chat and follows up by email, ${PRODUCT_NAME} merges both into one thread. Whoever picks it up sees the whole story and replies on the channel the customer used last.`,
        ],
        bullets: [
          'Automatic contact matching by email, phone and social handle',
          'Merge and split conversations when customers change topic',
          'Reply on any connected channel from the same composer',
        ],
        illustration: {
          name: 'chat-handover',
          alt: 'A customer’s live chat and her follow-up email kept as one conversation, answered by email',
        },
      },
      {
        type: 'quote',
        text: 'We had four support addresses and a chat tool nobody checked after five. Now it is one queue, and our first response time went from nine hours to under one.',
        author: 'Renee Alvarez',
        role: 'Head of Customer Support',
        company: 'Parcelwise',
      },
    ],
    related: related(PRODUCT_LINKS.liveChat, PRODUCT_LINKS.ticketing, PRODUCT_LINKS.workflows),
    faq: [
      {
        question: 'Do customers see ticket numbers?',
        answer:
          'No. Customers receive a normal reply from your address. Ticket IDs, statuses and priorities are for your team and appear only if you choose to show them.',
      },
      {
        question: 'Can one person work several inboxes?',
        answer:
          'Yes. Agents see all the inboxes they belong to in one combined view, or filter down to one inbox, a tag, a priority or conversations assigned to them.',
      },
      {
        question: 'What happens to our existing mailbox?',
        answer:
          'It keeps working. You forward it to, or connect it with, your workspace; the address and your domain stay the same, and replies keep threading in customers’ mail clients.',
      },
    ],
    closing: {
      heading: 'Bring every channel into one inbox this week',
      body: 'Connect your first mailbox and chat widget in minutes during your free trial.',
    },
  }),

  standardPage({
    route: '/product/ai',
    seoTitle: `${PRODUCT_NAME} AI: AI Agent, reply drafts and summaries`,
    description: `${PRODUCT_NAME} AI drafts replies from your help centre, summarises threads, and resolves routine questions with an AI Agent that cites sources and knows when to hand over.`,
    eyebrow: `${PRODUCT_NAME} AI`,
    title: 'AI that answers like your best agent, and knows when to ask one',
    subtitle:
      'Resolve routine questions automatically, give every agent a head start on the rest, and keep full control over what the AI may say and where.',
    illustration: {
      name: 'ai-agent',
      alt: 'The AI Agent answering a chat in three steps, citing the article “Managing your addresses”, with a button to talk to a person',
    },
    features: {
      heading: 'AI across the whole conversation',
      columns: 3,
      items: [
        {
          icon: 'sparkles',
          title: 'AI Agent',
          body: 'Answers common questions on chat and email around the clock, citing your own help-centre articles.',
        },
        {
          icon: 'mail',
          title: 'Reply drafts',
          body: 'A suggested reply in your team’s tone, grounded in your knowledge base and past answers.',
        },
        {
          icon: 'layers',
          title: 'Thread summaries',
          body: 'A three-line summary of any long conversation, so hand-overs and escalations take seconds.',
        },
        {
          icon: 'target',
          title: 'Smart triage',
          body: 'Detects topic, language, sentiment and urgency, then tags and routes before a person opens it.',
        },
        {
          icon: 'globe',
          title: 'Translation',
          body: 'Read and reply in more than 30 languages; customers see your answer in theirs.',
        },
        {
          icon: 'book',
          title: 'Knowledge gaps',
          body: 'Finds the questions your help centre does not answer yet and drafts the missing articles.',
        },
      ],
    },
    middle: [
      {
        type: 'splitFeature',
        eyebrow: 'Guardrails built in',
        heading: 'You decide what the AI Agent handles',
        body: [
          'Turn the AI Agent on per inbox and per channel, limit it to topics you choose, and set the confidence it needs before it replies on its own. Below that, it drafts for a person instead.',
          'Every answer links to its source, and a daily digest shows what the agent said so your team can correct it in one click.',
        ],
        bullets: [
          'Per-inbox, per-channel and per-topic controls',
          'Automatic hand-over with a summary for the agent',
          'No training of shared models on your customers’ data',
        ],
        illustration: {
          name: 'ai-agent-rule',
          alt: 'AI Agent settings: on for live chat and email, which topics it answers or hands to a person, and an 80% confidence threshold',
        },
      },
      {
        type: 'stats',
        heading: 'What teams see in their first quarter with AI',
        items: [
          { value: '38%', label: 'of eligible chats resolved by the AI Agent without a hand-off' },
          { proof: 'responseTimeReduction', label: 'shorter response times' },
          { proof: 'productivityGain', label: 'higher team productivity, at the top end' },
        ],
        footnote: 'AI Agent figure from the general-availability beta of 1,100 teams, 2026.',
      },
    ],
    related: related(PRODUCT_LINKS.knowledgeBase, PRODUCT_LINKS.workflows, PRODUCT_LINKS.analytics),
    faq: [
      {
        question: 'Which data does the AI use?',
        answer:
          'Only your workspace: published help-centre articles, saved replies and, if you allow it, resolved conversations. Your data is never used to train models shared with other customers.',
      },
      {
        question: 'Can we stop the AI Agent from answering billing or legal questions?',
        answer:
          'Yes. Exclude topics, tags or inboxes, and the agent will pass those conversations straight to your team with a summary.',
      },
      {
        question: 'How is AI priced?',
        answer:
          'Reply drafts, summaries and triage are included in every plan. The AI Agent is billed per resolved conversation, so you pay only when it fully answers a customer.',
      },
    ],
    closing: {
      heading: 'See what the AI Agent would answer for your customers',
      body: 'In a demo we connect it to your public help centre and run it against real questions.',
    },
  }),

  standardPage({
    route: '/product/collaboration',
    seoTitle: 'Team collaboration for customer support',
    description: `Assign conversations, leave internal notes, @mention colleagues and avoid duplicate replies with ${PRODUCT_NAME}'s collaboration tools for support teams.`,
    eyebrow: 'Collaboration',
    title: 'Solve it together, right where the conversation is',
    subtitle:
      'No more forwarding emails to colleagues or asking in chat who is handling what. Every question, note and decision lives beside the customer thread.',
    illustration: {
      name: 'assignment-and-mentions',
      alt: 'Assigning a conversation to Sam Carter from a list of teammates and their workload, beside an internal note with an @mention',
    },
    features: {
      heading: 'Teamwork features your agents will actually use',
      items: [
        {
          icon: 'users',
          title: 'Clear ownership',
          body: 'Every conversation has one owner. Reassign with a click and the history travels with it.',
        },
        {
          icon: 'chat',
          title: 'Internal notes and @mentions',
          body: 'Ask finance or engineering for help inside the thread; they get notified and reply in place.',
        },
        {
          icon: 'bolt',
          title: 'Collision detection',
          body: 'See when a teammate is viewing or replying, so customers never get two answers.',
        },
        {
          icon: 'check',
          title: 'Reply approvals',
          body: 'New starters can send drafts for review before they go out, with comments on each line.',
        },
        {
          icon: 'book',
          title: 'Shared saved replies',
          body: 'A library of team-approved answers with variables, kept up to date in one place.',
        },
        {
          icon: 'layers',
          title: 'Side conversations',
          body: 'Email a supplier or carrier from inside the ticket, and keep that exchange linked to it.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Our account managers used to CC each other on everything. Internal notes and assignment cut our internal email by more than half in the first month.',
        author: 'Tomás Reyes',
        role: 'Director of Client Services',
        company: 'Brightline Advisory',
      },
    ],
    related: related(PRODUCT_LINKS.inbox, PRODUCT_LINKS.ticketing, PRODUCT_LINKS.analytics),
    faq: [
      {
        question: 'Can people outside the support team join a conversation?',
        answer:
          'Yes. Invite colleagues as light users: they can read conversations they are mentioned in and reply with internal notes, at no extra cost on most plans.',
      },
      {
        question: 'Do internal notes ever reach the customer?',
        answer:
          'Never. Notes are visually distinct, are stored separately from replies, and cannot be sent by accident.',
      },
    ],
    closing: {
      heading: 'Give your team one place to work together',
      body: 'Invite your colleagues during a free trial and try notes, mentions and assignment on real conversations.',
    },
  }),

  standardPage({
    route: '/product/live-chat',
    seoTitle: 'Live chat software for your website and app',
    description: `Add ${PRODUCT_NAME} live chat to your website and mobile app: fast, accessible widget, chatbots for after hours, proactive messages and routing to the right agent.`,
    eyebrow: 'Live chat',
    title: 'Live chat that turns questions into conversations',
    subtitle:
      'Answer visitors while they are still on the page. A lightweight, accessible widget, bots for the simple questions and routing for the rest, all in the same inbox as your email.',
    illustration: {
      name: 'live-chat',
      alt: 'A shop’s product page with the live-chat widget open and an agent answering a stock question',
    },
    features: {
      heading: 'A widget your customers enjoy and your developers approve',
      items: [
        {
          icon: 'bolt',
          title: 'Under 40 KB, loads after your page',
          body: 'The widget loads lazily and never blocks your page from rendering.',
        },
        {
          icon: 'check',
          title: 'Accessible by design',
          body: 'Keyboard and screen-reader friendly, tested against WCAG 2.2 AA.',
        },
        {
          icon: 'sparkles',
          title: 'Bots and the AI Agent',
          body: 'Collect details, answer FAQs and book callbacks outside business hours.',
        },
        {
          icon: 'target',
          title: 'Proactive messages',
          body: 'Offer help on pricing or checkout pages after a visitor lingers, without being pushy.',
        },
        {
          icon: 'users',
          title: 'Routing and capacity',
          body: 'Send chats to agents with free capacity and the right skills, with queue position shown.',
        },
        {
          icon: 'code',
          title: 'JavaScript and mobile SDKs',
          body: 'Identify signed-in users, pass order details and open the widget from your own buttons.',
        },
      ],
    },
    middle: [
      {
        type: 'steps',
        heading: 'Live on your site in four steps',
        steps: [
          {
            title: 'Brand the widget',
            body: 'Pick colours, greeting and avatar so it looks like part of your product.',
          },
          {
            title: 'Paste one snippet',
            body: 'Add the script tag, or install the plugin for your website platform.',
          },
          {
            title: 'Set office hours',
            body: 'Decide when agents answer and what the bot does the rest of the time.',
          },
          {
            title: 'Route and report',
            body: 'Chats flow into your inbox with the same rules, SLAs and reports as email.',
          },
        ],
      },
    ],
    related: related(PRODUCT_LINKS.ai, PRODUCT_LINKS.inbox, PRODUCT_LINKS.knowledgeBase),
    faq: [
      {
        question: 'Does live chat slow down our website?',
        answer:
          'No. The loader is a few kilobytes and fetches the widget only after your page has finished loading, or when the visitor first clicks the launcher.',
      },
      {
        question: 'What happens when nobody is online?',
        answer:
          'The widget shows your expected reply time, the AI Agent answers what it can, and the conversation continues by email so the customer does not have to wait on the page.',
      },
    ],
    closing: {
      heading: 'Start chatting with your visitors today',
      body: 'Install the widget during your free trial and answer your first chat in minutes.',
    },
  }),

  standardPage({
    route: '/product/ticketing-system',
    seoTitle: 'Ticketing system with SLAs, priorities and custom fields',
    description: `${PRODUCT_NAME}'s ticketing system gives every conversation a status, priority, owner and SLA, with custom fields and views, while customers simply get a personal reply.`,
    eyebrow: 'Ticketing system',
    title: 'The structure of a ticketing system, without the tickets',
    subtitle:
      'Statuses, priorities, SLAs, custom fields and views for your team; a friendly, personal reply for your customer. Nothing falls through the cracks and nobody feels like a number.',
    illustration: {
      name: 'ticketing',
      alt: 'Tickets in Open, Pending and Solved columns with priorities, owners and time left on their SLAs',
    },
    features: {
      heading: 'Everything you need to run a queue',
      items: [
        {
          icon: 'ticket',
          title: 'Statuses and priorities',
          body: 'Open, pending, on hold and solved, with priorities you define and colour-coded views.',
        },
        {
          icon: 'clock',
          title: 'SLA policies',
          body: 'First-response, next-response and resolution targets by customer tier, channel or priority.',
        },
        {
          icon: 'layers',
          title: 'Custom fields',
          body: 'Capture order numbers, product areas or contract IDs, required before a ticket can close.',
        },
        {
          icon: 'target',
          title: 'Saved views',
          body: 'Personal and shared views like “VIP, breaching SLA today” that update in real time.',
        },
        {
          icon: 'workflow',
          title: 'Escalations',
          body: 'Escalate to a second tier or to engineering with linked Jira or Linear issues.',
        },
        {
          icon: 'check',
          title: 'CSAT surveys',
          body: 'A one-click satisfaction survey after resolution, reported by agent, team and topic.',
        },
      ],
    },
    middle: [
      {
        type: 'splitFeature',
        eyebrow: 'SLAs people can see',
        heading: 'Catch a breach before it happens',
        body: [
          'Each conversation shows the time left on its target. Views sort by urgency, and workflows can reassign or alert a lead when time is nearly up.',
        ],
        bullets: [
          'Business hours and holiday calendars per team',
          'Pause timers while waiting on the customer',
          'SLA achievement reported by policy and team',
        ],
        illustration: {
          name: 'ticket-sla',
          alt: 'A damaged-order ticket with SLA timers for first response (18 minutes left), next reply and resolution',
        },
        reverse: true,
      },
    ],
    related: related(PRODUCT_LINKS.workflows, PRODUCT_LINKS.analytics, PRODUCT_LINKS.inbox),
    faq: [
      {
        question: 'Can we keep our existing ticket numbers?',
        answer:
          'Yes. Imported tickets keep their original IDs in a custom field, and new conversations can continue your numbering from any starting point.',
      },
      {
        question: 'Can we run internal IT or HR requests in the same system?',
        answer:
          'Yes. Create separate inboxes with their own forms, SLAs and permissions, so employee requests stay private from customer support.',
      },
    ],
    closing: {
      heading: 'Run a tighter queue without a heavier tool',
      body: 'See how SLAs, views and escalations would work for your team.',
    },
  }),

  standardPage({
    route: '/product/knowledge-base',
    seoTitle: 'Knowledge base and help centre software',
    description: `Publish a branded, searchable help centre with ${PRODUCT_NAME}. Agents and the AI Agent answer from it, and analytics show what customers cannot find.`,
    eyebrow: 'Knowledge base',
    title: 'A help centre that answers questions before they are asked',
    subtitle:
      'Write once, answer forever: customers find answers themselves, agents insert articles into replies, and the AI Agent quotes them in every channel.',
    illustration: {
      name: 'knowledge-base',
      alt: 'A help-centre article, “How to return an item”, with search, numbered steps and related articles',
    },
    features: {
      heading: 'Self-service that stays accurate',
      items: [
        {
          icon: 'book',
          title: 'Beautiful, branded help centre',
          body: 'Your domain, your colours, your navigation, with no code required.',
        },
        {
          icon: 'target',
          title: 'Search that understands questions',
          body: 'Semantic search finds “can I get my money back” in your refund article.',
        },
        {
          icon: 'globe',
          title: 'Multilingual',
          body: 'Publish in several languages with translation workflows and per-language analytics.',
        },
        {
          icon: 'users',
          title: 'Internal articles',
          body: 'Keep agent-only procedures next to public articles, visible only to your team.',
        },
        {
          icon: 'check',
          title: 'Review reminders',
          body: 'Owners get reminded to review articles on a schedule so nothing goes stale.',
        },
        {
          icon: 'chart',
          title: 'Content analytics',
          body: 'See searches with no results, articles that lead to tickets, and what to write next.',
        },
      ],
    },
    middle: [
      {
        type: 'stats',
        items: [
          {
            value: '23%',
            label: 'fewer repeat questions when the help centre is linked from chat',
          },
          { proof: 'csat', label: 'average CSAT across our customers' },
        ],
        footnote: `Source: ${PRODUCT_NAME} 2026 Customer Service Benchmark Report.`,
      },
    ],
    related: related(PRODUCT_LINKS.ai, PRODUCT_LINKS.liveChat, PRODUCT_LINKS.analytics),
    faq: [
      {
        question: 'Can we import articles from our current help centre?',
        answer:
          'Yes. Import from common help-centre tools or from HTML and Markdown files; images, categories and redirects from old URLs come with them.',
      },
      {
        question: 'Can we restrict some articles to signed-in customers?',
        answer:
          'Yes. Audience rules show articles only to signed-in customers or to customers on certain plans, using single sign-on from your product.',
      },
    ],
    closing: {
      heading: 'Publish your help centre in an afternoon',
      body: 'Start a free trial, import your articles and share your new help centre today.',
    },
  }),

  standardPage({
    route: '/product/analytics',
    seoTitle: 'Customer service analytics and reporting',
    description: `Track response times, resolution rates, CSAT, SLA achievement and workload with ${PRODUCT_NAME} analytics. Drill into any number and schedule reports to your leadership team.`,
    eyebrow: 'Analytics',
    title: 'Support analytics that explain the number, not just show it',
    subtitle:
      'Real-time dashboards for team leads, trends for managers, and clear reports for the leadership meeting, all drawn from the same data, so everyone sees the same truth.',
    illustration: {
      name: 'analytics-dashboard',
      alt: 'A dashboard: first response 1h 12m, CSAT 94%, backlog 38, conversations per day and the share of each channel',
    },
    features: {
      heading: 'Answers to the questions managers ask',
      items: [
        {
          icon: 'clock',
          title: 'Response and resolution times',
          body: 'Medians and percentiles by team, channel, tag and hour of day, within business hours.',
        },
        {
          icon: 'heart',
          title: 'Customer satisfaction',
          body: 'CSAT with the comments behind each score, by agent, topic and customer segment.',
        },
        {
          icon: 'users',
          title: 'Workload and capacity',
          body: 'Conversations per agent, busiest hours and forecasts for staffing your rota.',
        },
        {
          icon: 'target',
          title: 'SLA achievement',
          body: 'Which policies you meet, which you miss, and the conversations behind each breach.',
        },
        {
          icon: 'sparkles',
          title: 'AI and automation impact',
          body: 'Conversations resolved by the AI Agent and hours saved by your workflows.',
        },
        {
          icon: 'report',
          title: 'Custom reports and exports',
          body: 'Build your own charts, schedule them by email, or export to CSV and your data warehouse.',
        },
      ],
    },
    middle: [
      {
        type: 'splitFeature',
        heading: 'From dashboard to the conversation in two clicks',
        body: [
          'Spot a spike in reopened conversations on Tuesday, click the bar, and you are reading those conversations. Tag the cause, fix the process, and watch the line fall next week.',
        ],
        illustration: {
          name: 'analytics-drilldown',
          alt: 'Reopened conversations by day, with Tuesday’s 42 opened to the conversations behind them',
        },
        reverse: true,
        link: { label: 'See the weekly support report', href: '/product/support-report' },
      },
    ],
    related: related(
      PRODUCT_LINKS.supportReport,
      PRODUCT_LINKS.workflows,
      PRODUCT_LINKS.integrationsApi,
    ),
    faq: [
      {
        question: 'How fresh is the data?',
        answer:
          'Live dashboards update within a minute. Historical reports are recalculated every hour and whenever you change business hours or SLA policies.',
      },
      {
        question: 'Can we send data to our warehouse?',
        answer:
          'Yes. Scheduled exports to Snowflake, BigQuery and Amazon S3 are available on the Enterprise plan, and the API exposes every metric on all plans.',
      },
    ],
    closing: {
      heading: 'Bring numbers to your next leadership meeting',
      body: 'See your own data in the dashboard within a day of starting a free trial.',
    },
  }),

  standardPage({
    route: '/product/workflows',
    seoTitle: 'No-code workflows and automation for support',
    description: `Automate routing, tagging, SLAs, follow-ups and escalations with ${PRODUCT_NAME} workflows: no-code rules that run on every channel, with a full audit log.`,
    eyebrow: 'Workflows',
    title: 'Automate the busywork, keep the human touch',
    subtitle:
      'When-if-then rules route, tag, prioritise and follow up for you, on every channel. Build them in minutes, test them on past conversations, and see exactly what they did.',
    illustration: {
      name: 'workflows',
      alt: 'A rule: when an email arrives in Support and mentions a refund, tag it Billing, assign it to the Billing team and set a 4-hour SLA',
    },
    features: {
      heading: 'What teams automate first',
      items: [
        {
          icon: 'target',
          title: 'Routing',
          body: 'Send conversations to the right team by keyword, customer, language or channel.',
        },
        {
          icon: 'ticket',
          title: 'Tagging and priority',
          body: 'Tag VIPs, flag angry customers and raise priority for outages automatically.',
        },
        {
          icon: 'clock',
          title: 'Follow-ups',
          body: 'Nudge customers who have not replied in three days, then close the loop politely.',
        },
        {
          icon: 'bolt',
          title: 'Escalations',
          body: 'Alert a lead in Slack when an SLA is about to breach or a VIP writes in.',
        },
        {
          icon: 'plug',
          title: 'Webhooks and actions',
          body: 'Call your own services or update your CRM when a conversation changes.',
        },
        {
          icon: 'check',
          title: 'Test before you publish',
          body: 'Run a rule against last week’s conversations and preview every change it would make.',
        },
      ],
    },
    middle: [
      {
        type: 'steps',
        heading: 'How a workflow is built',
        steps: [
          {
            title: 'Choose a trigger',
            body: 'A new message, a status change, a time elapsed or a field updated.',
          },
          {
            title: 'Add conditions',
            body: 'Inbox, channel, customer attributes, keywords, business hours and more.',
          },
          {
            title: 'Pick actions',
            body: 'Assign, tag, set priority, reply with a template, notify or call a webhook.',
          },
          {
            title: 'Test and publish',
            body: 'Preview on past conversations, publish, and follow every run in the audit log.',
          },
        ],
      },
    ],
    related: related(PRODUCT_LINKS.ai, PRODUCT_LINKS.ticketing, PRODUCT_LINKS.integrationsApi),
    faq: [
      {
        question: 'Do workflows need a developer?',
        answer:
          'No. Workflows are built in a visual editor. Developers can extend them with webhooks and custom actions through the API if they want to.',
      },
      {
        question: 'How do we know what a workflow changed?',
        answer:
          'Every action a workflow takes appears in the conversation’s activity log and in the workflow’s own run history, with the conditions that matched.',
      },
    ],
    closing: {
      heading: 'Give your team back an hour a day',
      body: 'Start from our library of proven workflows in your free trial.',
    },
  }),

  standardPage({
    route: '/product/support-report',
    seoTitle: 'The weekly support report for your whole company',
    description: `${PRODUCT_NAME}'s weekly support report summarises volume, response times, CSAT, top topics and AI impact in a shareable page for leaders who never log in to the help desk.`,
    eyebrow: 'Support report',
    title: 'A weekly support report your leadership will actually read',
    subtitle:
      'Every Monday, a one-page summary of how support did last week: volume, speed, satisfaction, the topics customers raised and what changed. Shared by link or email, no login needed.',
    illustration: {
      name: 'support-report',
      alt: 'The Customer Service Benchmark Report 2026 cover with median first response by year and a 96% top-quartile CSAT',
    },
    features: {
      heading: 'What the report shows',
      items: [
        {
          icon: 'chart',
          title: 'Volume and trends',
          body: 'Conversations by channel and team, compared with the previous week and the same week last year.',
        },
        {
          icon: 'clock',
          title: 'Speed',
          body: 'First response and resolution times against your SLA targets.',
        },
        {
          icon: 'heart',
          title: 'Satisfaction',
          body: 'CSAT with three representative customer comments, good and bad.',
        },
        {
          icon: 'target',
          title: 'Top topics',
          body: 'The five topics that grew most, with example conversations for product teams.',
        },
        {
          icon: 'sparkles',
          title: 'AI impact',
          body: 'Conversations resolved by the AI Agent and time saved by drafts and workflows.',
        },
        {
          icon: 'mail',
          title: 'Delivered where people read',
          body: 'Email, Slack or Microsoft Teams, on the schedule and to the people you choose.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Our product managers read the Monday report before their stand-up. Bugs that used to take weeks to surface now get fixed in the same sprint.',
        author: 'Hannah Kim',
        role: 'VP Customer Experience',
        company: 'Loopstack',
      },
    ],
    related: related(PRODUCT_LINKS.analytics, PRODUCT_LINKS.ai, PRODUCT_LINKS.workflows),
    faq: [
      {
        question: 'Who can see the report?',
        answer:
          'Anyone you add as a recipient. Links can be restricted to your company’s email domain or to signed-in users, and customer names are hidden by default.',
      },
      {
        question: 'Can we change what it shows?',
        answer:
          'Yes. Choose sections, filters and targets per report; for example one report for the whole company and a detailed one for the support leadership team.',
      },
    ],
    closing: {
      heading: 'Make support visible across the company',
      body: 'Your first report arrives the Monday after you start a trial.',
    },
  }),

  standardPage({
    route: '/product/integrations-api',
    seoTitle: 'Integrations and API for customer service',
    description: `Connect ${PRODUCT_NAME} to your CRM, e-commerce, engineering, billing and chat tools with ready-made integrations, a complete REST API, webhooks and SDKs.`,
    eyebrow: 'Integrations and API',
    title: 'Connect the tools your customers’ answers live in',
    subtitle:
      'Order status, subscription details and open bugs appear beside every conversation, and actions flow back to your other tools, so agents stop copying between tabs.',
    illustration: {
      name: 'integrations',
      alt: `${PRODUCT_NAME} connected to Salesforce, HubSpot, Slack, Jira, Shopify, Stripe, Okta and Aircall`,
    },
    features: {
      heading: 'Integrations for every team',
      items: [
        {
          icon: 'users',
          title: 'CRM',
          body: 'Salesforce and HubSpot: see account owner, plan and deals; log conversations to records.',
          href: '/integrations',
        },
        {
          icon: 'briefcase',
          title: 'E-commerce',
          body: 'Shopify and BigCommerce: order history, refunds and returns without leaving the inbox.',
          href: '/integrations',
        },
        {
          icon: 'code',
          title: 'Engineering',
          body: 'Jira, Linear and GitHub: create and link issues, and notify customers when they ship.',
          href: '/integrations',
        },
        {
          icon: 'chat',
          title: 'Team chat',
          body: 'Slack and Microsoft Teams: alerts, approvals and replying to customers from a thread.',
          href: '/integrations',
        },
        {
          icon: 'bank',
          title: 'Billing',
          body: 'Stripe and Chargebee: subscription status, invoices and credits in the sidebar.',
          href: '/integrations',
        },
        {
          icon: 'lock',
          title: 'Identity',
          body: 'Okta, Microsoft Entra ID and Google: SAML single sign-on and SCIM provisioning.',
          href: '/integrations',
        },
      ],
    },
    middle: [
      {
        type: 'splitFeature',
        eyebrow: 'For developers',
        heading: 'A complete, documented API',
        body: [
          'Everything in the product is available through a versioned REST API: conversations, contacts, messages, tags, workflows and analytics. Webhooks notify you of changes in real time.',
          'Build sidebar apps that show your own data beside conversations, with our UI kit and signed requests.',
        ],
        bullets: [
          'REST API with OAuth 2.0 and scoped tokens',
          'Webhooks with signatures and automatic retries',
          'JavaScript, Python and Ruby SDKs',
        ],
        illustration: {
          name: 'api-request',
          alt: 'An API request that creates a conversation, and the 201 response with its id, assignee and SLA',
        },
        link: { label: 'Read the developer documentation', href: EXTERNAL_LINKS.developers },
      },
    ],
    related: related(PRODUCT_LINKS.workflows, PRODUCT_LINKS.inbox, PRODUCT_LINKS.analytics),
    faq: [
      {
        question: 'Is API access included in every plan?',
        answer:
          'Yes. Every plan includes the REST API and webhooks; higher plans raise the rate limits and add sandbox workspaces for testing.',
      },
      {
        question: 'Can partners build and list integrations?',
        answer:
          'Yes. Join the integration partner programme to get a developer workspace, co-marketing and a listing in our integrations directory.',
      },
    ],
    closing: {
      heading: 'See your tools working together',
      body: `Browse the integrations directory or ask us about your stack in a demo. Over ${SOCIAL_PROOF.businesses} businesses already connect theirs.`,
    },
  }),
];
