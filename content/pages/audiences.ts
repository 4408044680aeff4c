import { PRODUCT_NAME } from '@/constants/brand';
import { standardPage } from './builders';
import { SOCIAL_PROOF_STATS } from './shared';
import { PRODUCT_LINKS } from './product-links';
import type { MarketingPage } from './schema';

/** The six /industries/* pages of spec section 2. */
export const industryPages: MarketingPage[] = [
  standardPage({
    route: '/industries/b2b-tech',
    seoTitle: 'Customer support software for B2B technology companies',
    description: `${PRODUCT_NAME} helps B2B software and technology companies support customers on email, chat and in-app, with Jira and CRM integrations, SLAs by plan and AI.`,
    eyebrow: 'B2B technology',
    title: 'Support that keeps B2B customers renewing',
    subtitle:
      'Technical questions, account-level SLAs and bugs that need engineering: give your support team the context and connections to resolve them fast, and show customers they are in good hands.',
    illustration: {
      name: 'integrations',
      alt: 'Support connected to CRM, Jira, Slack, billing and single sign-on',
    },
    features: {
      heading: 'Made for the way B2B support works',
      items: [
        {
          icon: 'briefcase',
          title: 'Account context',
          body: 'Plan, ARR, renewal date and account owner from your CRM beside every conversation.',
        },
        {
          icon: 'clock',
          title: 'SLAs by plan',
          body: 'Enterprise customers get enterprise response times, enforced automatically.',
        },
        {
          icon: 'code',
          title: 'Engineering escalations',
          body: 'Create and link Jira, Linear or GitHub issues; customers hear when the fix ships.',
        },
        {
          icon: 'chat',
          title: 'In-app chat',
          body: 'Identify signed-in users and answer questions inside your product.',
        },
        {
          icon: 'book',
          title: 'Developer-friendly help centre',
          body: 'Code blocks, API references and versioned articles for technical audiences.',
        },
        {
          icon: 'chart',
          title: 'Feedback for product teams',
          body: 'Tag feature requests and send the weekly top topics to product managers.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Linking conversations to Jira issues means we tell every affected customer the moment a fix ships. That single workflow turned our most frustrated accounts into advocates.',
        author: 'Daniel Osei',
        role: 'Director of Support',
        company: 'Loopstack',
      },
      SOCIAL_PROOF_STATS,
      { type: 'testimonials', heading: 'What technology teams say', industry: 'Technology' },
    ],
    related: {
      heading: 'Popular with B2B tech teams',
      items: [PRODUCT_LINKS.integrationsApi, PRODUCT_LINKS.ai, PRODUCT_LINKS.ticketing],
    },
    closing: {
      heading: 'Support your customers the way you build your product',
      body: 'See how B2B technology teams run support on our platform.',
    },
  }),

  standardPage({
    route: '/industries/financial-services',
    seoTitle: 'Secure customer service for financial services firms',
    description: `${PRODUCT_NAME} gives banks, fintechs, insurers and wealth managers secure, compliant customer service: audit logs, data residency, retention policies and SSO.`,
    eyebrow: 'Financial services',
    title: 'Customer service that meets your compliance bar',
    subtitle:
      'Clients expect answers in minutes; regulators expect records for years. Serve both with a platform built for security reviews, retention rules and auditable conversations.',
    illustration: {
      name: 'security',
      alt: 'A shield and padlock beside a checklist of certifications and controls',
    },
    features: {
      heading: 'Controls your risk team will approve',
      items: [
        {
          icon: 'shield',
          title: 'SOC 2 Type II and ISO 27001',
          body: 'Independent audits every year, with reports available under NDA.',
        },
        {
          icon: 'globe',
          title: 'Data residency',
          body: 'Store conversations and attachments in the US or the EU.',
        },
        {
          icon: 'lock',
          title: 'Redaction',
          body: 'Card numbers and national ID numbers are masked automatically before they are stored.',
        },
        {
          icon: 'report',
          title: 'Audit log and retention',
          body: 'Every view and change recorded; retention and legal-hold policies per inbox.',
        },
        {
          icon: 'users',
          title: 'Granular permissions',
          body: 'Restrict sensitive inboxes to licensed staff, with SSO and SCIM provisioning.',
        },
        {
          icon: 'check',
          title: 'Approved replies',
          body: 'Compliance-reviewed templates and approval steps for regulated communications.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Our security review took two weeks instead of two months because every answer was already documented. Our client response time is now under two hours.',
        author: 'Elena Marsh',
        role: 'Head of Client Operations',
        company: 'Northgate Wealth',
      },
    ],
    related: {
      heading: 'Learn more',
      items: [
        {
          icon: 'shield',
          title: 'Security and compliance',
          body: 'Certifications, encryption, access controls and our Trust Center.',
          href: '/security',
        },
        PRODUCT_LINKS.workflows,
        PRODUCT_LINKS.analytics,
      ],
    },
    closing: {
      heading: 'Fast client service, fully on the record',
      body: 'Talk to our team about your compliance requirements.',
    },
  }),

  standardPage({
    route: '/industries/logistics',
    seoTitle: 'Customer service software for logistics companies',
    description: `${PRODUCT_NAME} helps freight forwarders, carriers and 3PLs answer shipment questions fast, with tracking data beside every conversation and automatic routing.`,
    eyebrow: 'Logistics',
    title: 'Answer “where is my shipment?” before it is asked twice',
    subtitle:
      'Shippers, consignees and drivers all need answers now. Route every message to the right desk, show tracking data next to it, and hand over cleanly between time zones.',
    illustration: {
      name: 'workflows',
      alt: 'An automation rule that tags incoming emails and assigns them to the right team with an SLA',
    },
    features: {
      heading: 'Built for operations that never stop',
      items: [
        {
          icon: 'truck',
          title: 'Shipment context',
          body: 'Pull status, ETA and proof of delivery from your TMS into the sidebar.',
        },
        {
          icon: 'target',
          title: 'Route by lane or customer',
          body: 'Send messages to the desk that owns the customer, region or mode of transport.',
        },
        {
          icon: 'globe',
          title: 'Follow-the-sun coverage',
          body: 'Hand over queues between offices with notes, so nothing stalls overnight.',
        },
        {
          icon: 'bolt',
          title: 'Exception alerts',
          body: 'Raise priority and alert a lead when a customer mentions a delay or damage.',
        },
        {
          icon: 'mail',
          title: 'Side conversations with carriers',
          body: 'Email carriers and warehouses from the ticket, keeping the whole trail together.',
        },
        {
          icon: 'chart',
          title: 'Service-level reporting',
          body: 'Response times by customer for quarterly business reviews.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'We handle 14,000 emails a week across three continents. Routing by customer and lane took our average first response from five hours to forty minutes.',
        author: 'Renee Alvarez',
        role: 'Head of Customer Support',
        company: 'Parcelwise',
      },
      { type: 'testimonials', heading: 'What logistics teams say', industry: 'Logistics' },
    ],
    related: {
      heading: 'Popular with logistics teams',
      items: [PRODUCT_LINKS.workflows, PRODUCT_LINKS.inbox, PRODUCT_LINKS.integrationsApi],
    },
    closing: {
      heading: 'Keep every customer informed, on every lane',
      body: 'See how logistics teams route and answer shipment questions.',
    },
  }),

  standardPage({
    route: '/industries/manufacturing',
    seoTitle: 'Customer service software for manufacturers',
    description: `${PRODUCT_NAME} helps manufacturers manage dealer, distributor and customer requests: orders, warranty claims, spare parts and technical support, with ERP context.`,
    eyebrow: 'Manufacturing',
    title: 'Service for dealers, distributors and end customers in one place',
    subtitle:
      'Order changes, warranty claims, spare parts and technical questions arrive from every direction. Bring them together, route them to the right specialist and keep your partners informed.',
    illustration: {
      name: 'ticketing',
      alt: 'Requests organised into open, pending and solved with owners and priorities',
    },
    features: {
      heading: 'Made for complex B2B service',
      items: [
        {
          icon: 'factory',
          title: 'Order and ERP context',
          body: 'Order status, shipments and invoices from your ERP beside each request.',
        },
        {
          icon: 'ticket',
          title: 'Warranty and RMA workflows',
          body: 'Custom fields and forms capture serial numbers, photos and purchase dates.',
        },
        {
          icon: 'users',
          title: 'Dealer and distributor inboxes',
          body: 'Separate queues and SLAs for partners, key accounts and consumers.',
        },
        {
          icon: 'book',
          title: 'Technical knowledge base',
          body: 'Manuals, diagrams and troubleshooting guides, public or partner-only.',
        },
        {
          icon: 'globe',
          title: 'Multilingual support',
          body: 'Translate incoming requests and replies for international dealer networks.',
        },
        {
          icon: 'chart',
          title: 'Quality insights',
          body: 'Tag defects by product line and share trends with engineering and quality teams.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Warranty claims used to live in three spreadsheets. Now each one is a conversation with its serial number, photos and status, and our dealers get answers in a day instead of a week.',
        author: 'Jonas Lindqvist',
        role: 'Aftersales Service Manager',
        company: 'Norrland Tools',
      },
    ],
    related: {
      heading: 'Popular with manufacturers',
      items: [PRODUCT_LINKS.ticketing, PRODUCT_LINKS.knowledgeBase, PRODUCT_LINKS.workflows],
    },
    closing: {
      heading: 'Give your partners a service experience to match your products',
      body: 'See how manufacturers organise aftersales service.',
    },
  }),

  standardPage({
    route: '/industries/professional-services',
    seoTitle: 'Client service software for professional services firms',
    description: `${PRODUCT_NAME} helps accounting, legal, consulting and agency teams manage client communication with shared inboxes, confidentiality controls and response commitments.`,
    eyebrow: 'Professional services',
    title: 'Client service as professional as your work',
    subtitle:
      'Clients judge you by how quickly and consistently you respond. Keep every request, document and decision in one shared history, protected by the permissions your engagements require.',
    illustration: {
      name: 'collaboration',
      alt: 'A client team sharing notes on a request',
    },
    features: {
      heading: 'For accounting, legal, consulting and agency teams',
      items: [
        {
          icon: 'briefcase',
          title: 'Engagement-based inboxes',
          body: 'Organise conversations by client and engagement, with owners and deadlines.',
        },
        {
          icon: 'lock',
          title: 'Confidentiality controls',
          body: 'Ethical walls and client-level permissions keep sensitive matters private.',
        },
        {
          icon: 'clock',
          title: 'Busy-season ready',
          body: 'Rules and templates absorb tax-season and year-end peaks without extra hires.',
        },
        {
          icon: 'users',
          title: 'Team coverage',
          body: 'Backups see everything they need when a partner or manager is out.',
        },
        {
          icon: 'report',
          title: 'Time and billing links',
          body: 'Connect conversations to matters in your practice-management tools.',
        },
        {
          icon: 'heart',
          title: 'Client satisfaction',
          body: 'Short surveys after requests close, reported by client and partner.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'During tax season we answer three times as many client emails with the same team. Templates and routing rules did most of that work.',
        author: 'Priya Natarajan',
        role: 'Chief Operating Officer',
        company: 'Calder & Webb',
      },
      SOCIAL_PROOF_STATS,
      {
        type: 'testimonials',
        heading: 'What professional services firms say',
        industry: 'Professional Services',
      },
    ],
    related: {
      heading: 'Popular with professional services firms',
      items: [PRODUCT_LINKS.collaboration, PRODUCT_LINKS.inbox, PRODUCT_LINKS.workflows],
    },
    closing: {
      heading: 'Respond to every client like they are your only client',
      body: 'See how firms like yours manage client communication.',
    },
  }),

  standardPage({
    route: '/industries/travel',
    seoTitle: 'Customer service software for travel and hospitality',
    description: `${PRODUCT_NAME} helps travel agencies, tour operators, hotels and airlines handle booking changes and disruption on every channel, around the clock and in many languages.`,
    eyebrow: 'Travel and hospitality',
    title: 'Calm, fast service when travel plans change',
    subtitle:
      'A cancelled flight can bring a week’s worth of messages in an hour. Prioritise travellers who leave soonest, answer in their language on WhatsApp or chat, and keep every booking detail at hand.',
    illustration: {
      name: 'live-chat',
      alt: 'A website’s live-chat widget open, with an agent answering a customer’s question',
    },
    features: {
      heading: 'Built for peaks and disruption',
      items: [
        {
          icon: 'plane',
          title: 'Booking context',
          body: 'Itinerary, departure date and booking value from your reservation system.',
        },
        {
          icon: 'bolt',
          title: 'Prioritise by departure',
          body: 'Travellers leaving in the next 48 hours jump the queue automatically.',
        },
        {
          icon: 'chat',
          title: 'WhatsApp and chat',
          body: 'Meet travellers on the channels they use on the road.',
        },
        {
          icon: 'globe',
          title: 'Many languages',
          body: 'AI translation lets any agent help any traveller.',
        },
        {
          icon: 'sparkles',
          title: 'Disruption responses',
          body: 'The AI Agent answers rebooking and refund-policy questions during incidents.',
        },
        {
          icon: 'clock',
          title: '24/7 coverage',
          body: 'Hand over between time zones and outsourced partners without losing context.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'During the winter storms we received 6,000 messages in a day. Prioritising by departure date meant every traveller flying that week heard from us within the hour.',
        author: 'Marcus Bell',
        role: 'Customer Support Manager',
        company: 'Fernway Travel',
      },
    ],
    related: {
      heading: 'Popular with travel teams',
      items: [PRODUCT_LINKS.ai, PRODUCT_LINKS.liveChat, PRODUCT_LINKS.workflows],
    },
    closing: {
      heading: 'Be the travel company people recommend after a disruption',
      body: 'See how travel teams handle peaks with our platform.',
    },
  }),
];

/** The four /teams/* pages of spec section 2. */
export const teamPages: MarketingPage[] = [
  standardPage({
    route: '/teams/customer-service-support',
    seoTitle: 'Help desk software for customer service and support teams',
    description: `${PRODUCT_NAME} gives customer service and support teams one inbox for every channel, smart routing, SLAs, AI drafts and clear reporting.`,
    eyebrow: 'For customer service and support teams',
    title: 'Help more customers, with less chaos',
    subtitle:
      'One queue for every channel, clear ownership, answers at your fingertips and automation for the repetitive parts. Built with support agents, for support agents.',
    illustration: {
      name: 'shared-inbox',
      alt: 'A shared support inbox with assigned and prioritised conversations',
    },
    features: {
      heading: 'Everything an agent needs in one screen',
      items: [
        {
          icon: 'inbox',
          title: 'One queue',
          body: 'Email, chat, SMS and social, sorted by priority and SLA.',
          href: PRODUCT_LINKS.inbox.href,
        },
        {
          icon: 'sparkles',
          title: 'AI drafts and summaries',
          body: 'Start from a good draft and catch up on long threads instantly.',
          href: PRODUCT_LINKS.ai.href,
        },
        {
          icon: 'book',
          title: 'Answers at hand',
          body: 'Search the knowledge base and saved replies without leaving the composer.',
          href: PRODUCT_LINKS.knowledgeBase.href,
        },
        {
          icon: 'users',
          title: 'Teamwork',
          body: 'Notes, mentions and collision detection keep everyone in sync.',
          href: PRODUCT_LINKS.collaboration.href,
        },
        {
          icon: 'workflow',
          title: 'Automation',
          body: 'Routing and follow-ups run themselves.',
          href: PRODUCT_LINKS.workflows.href,
        },
        {
          icon: 'chart',
          title: 'Fair, visible metrics',
          body: 'Agents see their own stats; leads see the whole team.',
          href: PRODUCT_LINKS.analytics.href,
        },
      ],
    },
    middle: [SOCIAL_PROOF_STATS, { type: 'testimonials' }],
    closing: {
      heading: 'Give your support team tools they enjoy using',
      body: 'Start a free trial with your whole team.',
    },
  }),

  standardPage({
    route: '/teams/operations',
    seoTitle: 'Shared inbox for operations teams',
    description: `${PRODUCT_NAME} helps operations teams manage vendor, partner and internal requests in shared inboxes, with routing rules, SLAs, approvals and reports on every queue.`,
    eyebrow: 'For operations teams',
    title: 'Run operations requests like a well-oiled machine',
    subtitle:
      'Orders, vendors, facilities, IT and HR requests: give every queue an owner, a target and an audit trail, without forcing anyone to learn a ticketing tool.',
    illustration: {
      name: 'workflows',
      alt: 'A rule that tags incoming requests and assigns them to the right team with an SLA',
    },
    features: {
      heading: 'Order from the inbox up',
      items: [
        {
          icon: 'inbox',
          title: 'A queue per process',
          body: 'Purchasing, vendor management, IT and HR each get their own inbox and rules.',
        },
        {
          icon: 'workflow',
          title: 'Request routing',
          body: 'Forms and rules route by location, request type and urgency.',
        },
        {
          icon: 'check',
          title: 'Approvals',
          body: 'Ask a manager to approve a purchase or exception right in the thread.',
        },
        {
          icon: 'clock',
          title: 'Internal SLAs',
          body: 'Set targets for internal customers and report on them like any other.',
        },
        {
          icon: 'lock',
          title: 'Private queues',
          body: 'HR and finance conversations stay visible to the right people only.',
        },
        {
          icon: 'chart',
          title: 'Bottleneck reports',
          body: 'See where requests wait longest and fix the process, not the symptom.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Our operations desk handles orders, returns and supplier questions for 40 stores. Having one owner per request ended the “who has this?” messages overnight.',
        author: 'Aisha Bello',
        role: 'Operations Director',
        company: 'Hearth & Home Retail',
      },
    ],
    closing: {
      heading: 'Bring order to every operations queue',
      body: 'See how operations teams use shared inboxes and workflows.',
    },
  }),

  standardPage({
    route: '/teams/inbound-sales',
    seoTitle: 'Shared inbox and live chat for inbound sales teams',
    description: `${PRODUCT_NAME} helps inbound sales teams reply to leads in minutes: route sales@ emails and website chats by territory, sync with your CRM and measure speed to lead.`,
    eyebrow: 'For inbound sales teams',
    title: 'Reply to every lead while they are still interested',
    subtitle:
      'Leads that hear back within five minutes are far more likely to convert. Route sales@ and website chats to the right rep instantly, with CRM context in every reply.',
    illustration: {
      name: 'live-chat',
      alt: 'A website visitor chatting with a sales representative',
    },
    features: {
      heading: 'Speed to lead, built in',
      items: [
        {
          icon: 'target',
          title: 'Territory routing',
          body: 'Assign leads by region, company size or product line the moment they arrive.',
        },
        {
          icon: 'chat',
          title: 'Website chat for sales',
          body: 'Proactive chat on pricing pages and book-a-meeting links in replies.',
        },
        {
          icon: 'users',
          title: 'CRM sync',
          body: 'Salesforce and HubSpot records update automatically from every conversation.',
        },
        {
          icon: 'clock',
          title: 'Speed-to-lead targets',
          body: 'SLAs and alerts make sure no inbound lead waits.',
        },
        {
          icon: 'mail',
          title: 'Templates and sequences',
          body: 'Proven replies for pricing, security and trial questions.',
        },
        {
          icon: 'chart',
          title: 'Pipeline reporting',
          body: 'Response times and conversion by source, rep and channel.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'We cut our median reply to inbound leads from three hours to six minutes, and demo bookings from the website went up by a third.',
        author: 'Sofia Marchetti',
        role: 'Head of Sales Development',
        company: 'Loopstack',
      },
    ],
    related: {
      heading: 'Popular with sales teams',
      items: [PRODUCT_LINKS.liveChat, PRODUCT_LINKS.integrationsApi, PRODUCT_LINKS.workflows],
    },
    closing: {
      heading: 'Never let an inbound lead go cold',
      body: 'See how sales teams respond faster with shared inboxes and chat.',
    },
  }),

  standardPage({
    route: '/teams/customer-success',
    seoTitle: 'Customer success software for proactive account teams',
    description: `${PRODUCT_NAME} helps customer success teams manage every account conversation in one place, spot risk early from support trends, and coordinate with support and sales.`,
    eyebrow: 'For customer success teams',
    title: 'See every account conversation, and act before renewal',
    subtitle:
      'Support tickets, onboarding emails and executive check-ins all say something about account health. Bring them together so your CSMs see risk and opportunity early.',
    illustration: {
      name: 'analytics',
      alt: 'Team performance for the week: first response, CSAT, backlog and each agent’s workload',
    },
    features: {
      heading: 'Account management, informed by every conversation',
      items: [
        {
          icon: 'briefcase',
          title: 'Account view',
          body: 'Every conversation with every contact at an account, in one timeline.',
        },
        {
          icon: 'heart',
          title: 'Health signals',
          body: 'Ticket volume, sentiment and CSAT trends by account.',
        },
        {
          icon: 'bolt',
          title: 'Risk alerts',
          body: 'Notify the CSM when a key account has an urgent or unhappy conversation.',
        },
        {
          icon: 'users',
          title: 'Shared with support',
          body: 'CSMs and agents collaborate on escalations with notes and mentions.',
        },
        {
          icon: 'mail',
          title: 'Onboarding inboxes',
          body: 'Run onboarding email programmes from a shared inbox with owners and targets.',
        },
        {
          icon: 'report',
          title: 'Business review ready',
          body: 'Export support metrics per account for quarterly reviews.',
        },
      ],
    },
    middle: [
      {
        type: 'quote',
        text: 'Our CSMs now get a heads-up when a key account opens an urgent ticket. We have saved renewals because we called before the customer thought of leaving.',
        author: 'Hannah Kim',
        role: 'VP Customer Experience',
        company: 'Loopstack',
      },
      SOCIAL_PROOF_STATS,
    ],
    closing: {
      heading: 'Turn every conversation into account insight',
      body: 'See how customer success teams use our platform alongside support.',
    },
  }),
];
