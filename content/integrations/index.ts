import { PRODUCT_NAME } from '@/constants/brand';
import type { Integration, IntegrationCategory, IntegrationWordmark } from '@/content/schema';

/**
 * The integrations directory (/integrations and one page per entry). Vendor names are the
 * trademarks of their owners; descriptions say what the Switchboard side does.
 */
type Entry = Omit<Integration, 'setup' | 'builtBy' | 'plans'> &
  Partial<Pick<Integration, 'setup' | 'builtBy' | 'plans'>>;

const ALL_PLANS = ['starter', 'growth', 'scale', 'enterprise'];
const GROWTH_UP = ['growth', 'scale', 'enterprise'];
const SCALE_UP = ['scale', 'enterprise'];

/** Default plans per category, so an entry states only what differs. */
const CATEGORY_PLANS: Record<IntegrationCategory, string[]> = {
  crm: GROWTH_UP,
  communication: GROWTH_UP,
  collaboration: ALL_PLANS,
  ecommerce: ALL_PLANS,
  engineering: GROWTH_UP,
  productivity: GROWTH_UP,
  analytics: SCALE_UP,
  identity: SCALE_UP,
  billing: GROWTH_UP,
};

const oauthSetup = (name: string, where: string) => [
  `In ${PRODUCT_NAME}, open Settings → Integrations and choose ${name}.`,
  `Sign in to ${name} and approve the requested permissions.`,
  `Choose ${where}, then save. The integration starts working on new conversations at once.`,
];

const entries: Entry[] = [
  // CRM
  {
    slug: 'salesforce',
    name: 'Salesforce',
    category: 'crm',
    tagline: 'See accounts, opportunities and cases beside every conversation.',
    description:
      'Connect Salesforce to show the contact, account owner, open opportunities and recent cases in the conversation sidebar, and log conversations to the matching record automatically.',
    capabilities: [
      'Sidebar with contact, account and opportunity details',
      'Log conversations as activities on the contact or account',
      'Create leads or cases from a conversation',
      'Route conversations by account tier or owner',
    ],
    vendorUrl: 'https://www.salesforce.com/',
  },
  {
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
    plans: ALL_PLANS,
    vendorUrl: 'https://www.hubspot.com/',
  },
  {
    slug: 'pipedrive',
    name: 'Pipedrive',
    category: 'crm',
    tagline: 'Give account managers the deal context behind every customer email.',
    description:
      'Look up the person and organisation in Pipedrive from the sender address, see open deals and their stage, and add a conversation to a deal with one click.',
    capabilities: [
      'Person, organisation and deal details in the sidebar',
      'Link a conversation to a deal',
      'Create a person or deal without leaving the inbox',
    ],
    vendorUrl: 'https://www.pipedrive.com/',
  },
  {
    slug: 'zoho-crm',
    name: 'Zoho CRM',
    category: 'crm',
    tagline: 'Zoho CRM records and activities right in the conversation.',
    description:
      'Match senders to Zoho CRM leads and contacts, show their owner and recent activities, and log replies as activities so the record stays complete.',
    capabilities: [
      'Lead and contact look-up by email address',
      'Activity logging for replies and notes',
      'Convert a conversation into a new lead',
    ],
    vendorUrl: 'https://www.zoho.com/crm/',
  },
  {
    slug: 'microsoft-dynamics-365',
    name: 'Microsoft Dynamics 365',
    category: 'crm',
    tagline: 'Dynamics 365 accounts and cases for enterprise service teams.',
    description:
      'Bring Dynamics 365 Sales and Customer Service records into Switchboard: account hierarchy, entitlements and open cases, with two-way case status updates.',
    capabilities: [
      'Account, contact and entitlement details',
      'Two-way case creation and status updates',
      'Routing by entitlement or service tier',
    ],
    plans: SCALE_UP,
    vendorUrl: 'https://dynamics.microsoft.com/',
  },
  // Messaging & voice
  {
    slug: 'whatsapp-business',
    name: 'WhatsApp Business',
    category: 'communication',
    tagline: 'Answer WhatsApp messages from the same inbox as email and chat.',
    description:
      'Connect a WhatsApp Business number through the WhatsApp Business Platform and handle messages with assignment, notes, saved replies and approved templates in the shared inbox.',
    capabilities: [
      'Two-way WhatsApp conversations in shared inboxes',
      'Approved message templates for replies after 24 hours',
      'Images, documents and voice notes in the thread',
      'Channel-aware service levels and reports',
    ],
    setup: [
      'In Switchboard, open Settings → Channels and choose WhatsApp Business.',
      'Sign in with the Meta business account that owns the number and select the number.',
      'Pick the inbox that should receive messages and import your approved templates.',
    ],
    vendorUrl: 'https://business.whatsapp.com/',
  },
  {
    slug: 'twilio',
    name: 'Twilio',
    category: 'communication',
    tagline: 'SMS conversations on your own Twilio numbers.',
    description:
      'Use your Twilio phone numbers for two-way SMS in Switchboard. Messages thread with the customer’s other conversations and follow the same rules and service levels.',
    capabilities: [
      'Two-way SMS on Twilio numbers',
      'Multiple numbers routed to different inboxes',
      'Delivery status on every outgoing message',
    ],
    setup: [
      'In Switchboard, open Settings → Channels and choose Twilio SMS.',
      'Paste your Twilio Account SID and an API key with messaging permission.',
      'Select the numbers to connect and the inbox for each.',
    ],
    vendorUrl: 'https://www.twilio.com/',
  },
  {
    slug: 'aircall',
    name: 'Aircall',
    category: 'communication',
    tagline: 'Log calls, recordings and voicemails to the customer’s conversation.',
    description:
      'Every Aircall call appears in the customer’s conversation history with its duration, recording and the agent who took it, and missed calls become conversations to follow up.',
    capabilities: [
      'Call logs and recordings in the conversation history',
      'Missed calls and voicemails create conversations',
      'Click-to-call from a contact profile',
    ],
    plans: SCALE_UP,
    vendorUrl: 'https://aircall.io/',
  },
  {
    slug: 'facebook-messenger',
    name: 'Facebook Messenger',
    category: 'communication',
    tagline: 'Messages to your Facebook Page, answered as a team.',
    description:
      'Connect your Facebook Page so Messenger conversations arrive in a shared inbox, with assignment, internal notes and response-time reporting like any other channel.',
    capabilities: [
      'Messenger conversations in shared inboxes',
      'Attachments and quick replies',
      'Reports that compare Messenger with other channels',
    ],
    vendorUrl: 'https://www.messenger.com/',
  },
  {
    slug: 'instagram',
    name: 'Instagram',
    category: 'communication',
    tagline: 'Reply to Instagram direct messages without sharing a phone.',
    description:
      'Direct messages to your Instagram professional account arrive in Switchboard, so the whole team can answer product questions and order issues from one place.',
    capabilities: [
      'Instagram direct messages in shared inboxes',
      'Story mentions and replies kept in the thread',
      'Assignment and saved replies for social questions',
    ],
    vendorUrl: 'https://www.instagram.com/',
  },
  // Collaboration
  {
    slug: 'slack',
    name: 'Slack',
    category: 'collaboration',
    tagline: 'Get help from experts in Slack without leaving the conversation.',
    description:
      'Share a conversation to a Slack channel to ask an expert, and their replies in the Slack thread appear as internal notes in Switchboard. Notifications for mentions and breaches can go to Slack too.',
    capabilities: [
      'Share conversations to channels and sync thread replies as notes',
      'Notifications for mentions, assignments and SLA warnings',
      'Create a conversation from a Slack message',
    ],
    setup: oauthSetup('Slack', 'the channels Switchboard may post to'),
    vendorUrl: 'https://slack.com/',
  },
  {
    slug: 'microsoft-teams',
    name: 'Microsoft Teams',
    category: 'collaboration',
    tagline: 'Ask colleagues in Teams and keep the answer with the ticket.',
    description:
      'Post a conversation to a Microsoft Teams channel for input, with replies synced back as internal notes, and receive Switchboard notifications in Teams.',
    capabilities: [
      'Post conversations to Teams channels',
      'Replies synced back as internal notes',
      'Personal notifications in Teams chat',
    ],
    setup: oauthSetup('Microsoft Teams', 'the teams and channels to use'),
    vendorUrl: 'https://www.microsoft.com/microsoft-teams/',
  },
  {
    slug: 'google-workspace',
    name: 'Google Workspace',
    category: 'collaboration',
    tagline: 'Connect Gmail mailboxes and sign in with Google.',
    description:
      'Connect Google Workspace mailboxes such as support@ with OAuth, send replies from the original address and let agents sign in with their Google accounts.',
    capabilities: [
      'Gmail mailboxes connected with OAuth',
      'Replies sent from the original address with correct threading',
      'Sign in with Google for every agent',
    ],
    setup: oauthSetup('Google Workspace', 'the mailboxes to connect and their inboxes'),
    vendorUrl: 'https://workspace.google.com/',
  },
  {
    slug: 'microsoft-365',
    name: 'Microsoft 365',
    category: 'collaboration',
    tagline: 'Outlook and Exchange mailboxes as shared inboxes.',
    description:
      'Connect Microsoft 365 shared mailboxes with OAuth so email to support@ or billing@ arrives in Switchboard, and replies go out through Exchange with correct threading.',
    capabilities: [
      'Exchange Online shared mailboxes via OAuth',
      'Replies sent through your own tenant',
      'Calendar availability for meeting links',
    ],
    setup: oauthSetup('Microsoft 365', 'the mailboxes to connect and their inboxes'),
    vendorUrl: 'https://www.microsoft.com/microsoft-365',
  },
  {
    slug: 'zoom',
    name: 'Zoom',
    category: 'collaboration',
    tagline: 'Start a Zoom meeting from a conversation when a call is quicker.',
    description:
      'Create a Zoom meeting link from the reply composer, and keep the meeting time and recording link in the conversation history for whoever picks it up next.',
    capabilities: [
      'One-click meeting links in replies',
      'Meeting details stored on the conversation',
      'Recording links added after the call',
    ],
    setup: oauthSetup('Zoom', 'the default meeting settings'),
    vendorUrl: 'https://zoom.us/',
  },
  // E-commerce
  {
    slug: 'shopify',
    name: 'Shopify',
    category: 'ecommerce',
    tagline: 'Orders, refunds and shipping status beside each customer email.',
    description:
      'See a customer’s Shopify orders, fulfilment and tracking status in the sidebar, and issue refunds, cancel or duplicate orders without switching tabs.',
    capabilities: [
      'Order history and fulfilment status in the sidebar',
      'Refunds, cancellations and order edits from Switchboard',
      'Order number detection in incoming messages',
      'Rules that route by order value or customer tags',
    ],
    setup: oauthSetup('Shopify', 'the store to connect'),
    vendorUrl: 'https://www.shopify.com/',
  },
  {
    slug: 'woocommerce',
    name: 'WooCommerce',
    category: 'ecommerce',
    tagline: 'WooCommerce order details for WordPress stores.',
    description:
      'Connect a WooCommerce store with REST API keys to show orders, items and shipping addresses next to conversations, and add order notes from Switchboard.',
    capabilities: [
      'Order and customer look-up by email',
      'Order notes added from a conversation',
      'Order status in routing rules',
    ],
    setup: [
      'In WooCommerce, create REST API keys with read/write access.',
      'In Switchboard, open Settings → Integrations → WooCommerce and paste the store URL and keys.',
    ],
    vendorUrl: 'https://woocommerce.com/',
  },
  {
    slug: 'bigcommerce',
    name: 'BigCommerce',
    category: 'ecommerce',
    tagline: 'BigCommerce orders and customers in your help desk.',
    description:
      'Show BigCommerce customer groups, order history and shipment tracking alongside conversations so agents answer “where is my order?” in one step.',
    capabilities: [
      'Customer group and order history in the sidebar',
      'Shipment tracking links',
      'Routing by customer group',
    ],
    setup: oauthSetup('BigCommerce', 'the store to connect'),
    vendorUrl: 'https://www.bigcommerce.com/',
  },
  {
    slug: 'stripe',
    name: 'Stripe',
    category: 'billing',
    tagline: 'Subscriptions, invoices and payments for billing questions.',
    description:
      'See a customer’s Stripe subscriptions, invoices and recent payments next to the conversation, and open the record in Stripe for refunds that need finance approval.',
    capabilities: [
      'Subscription plan and status in the sidebar',
      'Recent invoices and failed payments',
      'Routing by plan or delinquency',
    ],
    setup: oauthSetup('Stripe', 'the Stripe account to read from'),
    vendorUrl: 'https://stripe.com/',
  },
  {
    slug: 'chargebee',
    name: 'Chargebee',
    category: 'billing',
    tagline: 'Chargebee subscription context for billing teams.',
    description:
      'Look up Chargebee customers by email to show subscription status, next renewal and unpaid invoices, so billing questions are answered without asking finance.',
    capabilities: [
      'Subscription and renewal details',
      'Unpaid invoice alerts in the sidebar',
      'Tags from Chargebee plan for reporting',
    ],
    setup: [
      'In Chargebee, create a read-only API key.',
      'In Switchboard, open Settings → Integrations → Chargebee and paste your site name and key.',
    ],
    vendorUrl: 'https://www.chargebee.com/',
  },
  {
    slug: 'recurly',
    name: 'Recurly',
    category: 'billing',
    tagline: 'Recurly accounts and invoices beside every billing conversation.',
    description:
      'Show Recurly account status, active subscriptions and past-due invoices in Switchboard so agents can resolve billing questions at the first reply.',
    capabilities: [
      'Account and subscription look-up by email',
      'Past-due invoice indicators',
      'Links to the Recurly account for adjustments',
    ],
    setup: [
      'In Recurly, create a private API key.',
      'In Switchboard, open Settings → Integrations → Recurly and paste the key and subdomain.',
    ],
    vendorUrl: 'https://recurly.com/',
  },
  // Engineering
  {
    slug: 'jira',
    name: 'Jira',
    category: 'engineering',
    tagline: 'Escalate bugs to Jira and follow their status from the inbox.',
    description:
      'Create or link Jira issues from a conversation with the customer’s report pre-filled, see issue status on every linked conversation, and get a follow-up reminder when the issue is resolved.',
    capabilities: [
      'Create and link Jira issues from conversations',
      'Issue status shown on every linked conversation',
      'Follow-up reminders when issues are resolved',
      'Count of affected customers on each issue',
    ],
    setup: oauthSetup('Jira', 'the Jira site and default project'),
    vendorUrl: 'https://www.atlassian.com/software/jira',
  },
  {
    slug: 'github',
    name: 'GitHub',
    category: 'engineering',
    tagline: 'Turn customer bug reports into GitHub issues.',
    description:
      'Open GitHub issues from conversations with the reproduction steps included, link several conversations to one issue, and see when it is closed.',
    capabilities: [
      'Create and link GitHub issues',
      'Issue state on linked conversations',
      'Labels applied from Switchboard tags',
    ],
    setup: oauthSetup('GitHub', 'the repositories Switchboard may open issues in'),
    vendorUrl: 'https://github.com/',
  },
  {
    slug: 'gitlab',
    name: 'GitLab',
    category: 'engineering',
    tagline: 'Link conversations to GitLab issues.',
    description:
      'Create GitLab issues from customer reports, link conversations to existing issues and follow their state from the inbox, for teams that plan their work in GitLab.',
    capabilities: [
      'Create and link GitLab issues',
      'Issue state on linked conversations',
      'Works with GitLab.com and self-managed instances',
    ],
    setup: oauthSetup('GitLab', 'the projects to use'),
    vendorUrl: 'https://about.gitlab.com/',
  },
  {
    slug: 'linear',
    name: 'Linear',
    category: 'engineering',
    tagline: 'Customer requests and bugs flow straight into Linear.',
    description:
      'Create Linear issues from conversations, attach customer requests to existing issues so product sees demand, and notify the customer when the issue ships.',
    capabilities: [
      'Create and link Linear issues',
      'Customer request counts on each issue',
      'Notifications when linked issues are completed',
    ],
    setup: oauthSetup('Linear', 'the team and default labels'),
    vendorUrl: 'https://linear.app/',
  },
  // Productivity & automation
  {
    slug: 'zapier',
    name: 'Zapier',
    category: 'productivity',
    tagline: 'Connect Switchboard to thousands of apps without code.',
    description:
      'Use Switchboard triggers (new conversation, tag added, conversation closed) and actions (create conversation, add note, tag) in Zapier to automate work across your other tools.',
    capabilities: [
      'Triggers for new, tagged, assigned and closed conversations',
      'Actions to create conversations, add notes and set tags',
      'Contact look-up and update actions',
    ],
    builtBy: 'Partner',
    setup: [
      'In Zapier, create a Zap and choose Switchboard as the trigger or action app.',
      'Sign in to Switchboard when Zapier asks and approve the connection.',
    ],
    vendorUrl: 'https://zapier.com/',
  },
  {
    slug: 'asana',
    name: 'Asana',
    category: 'productivity',
    tagline: 'Turn customer requests into Asana tasks.',
    description:
      'Create Asana tasks from conversations for work that belongs to another team, with a link back to the conversation and the task status visible in Switchboard.',
    capabilities: [
      'Create tasks from conversations',
      'Task status on the linked conversation',
      'Assignee and due date set from Switchboard',
    ],
    setup: oauthSetup('Asana', 'the workspace and default project'),
    vendorUrl: 'https://asana.com/',
  },
  {
    slug: 'trello',
    name: 'Trello',
    category: 'productivity',
    tagline: 'Send conversations to a Trello board.',
    description:
      'Add a conversation to a Trello board as a card with the customer’s message and a link back, for teams that track feedback or onboarding work in Trello.',
    capabilities: [
      'Create cards from conversations',
      'Card list shown on the conversation',
      'Links back from the card to Switchboard',
    ],
    setup: oauthSetup('Trello', 'the board and list for new cards'),
    vendorUrl: 'https://trello.com/',
  },
  {
    slug: 'notion',
    name: 'Notion',
    category: 'productivity',
    tagline: 'Search your Notion wiki from the reply composer.',
    description:
      'Search internal Notion pages from the reply composer and insert a link or an excerpt, so agents find process documents without leaving the conversation.',
    capabilities: [
      'Search Notion pages from the composer',
      'Insert links and excerpts into notes or replies',
      'Respects each agent’s Notion permissions',
    ],
    setup: oauthSetup('Notion', 'the pages Switchboard may search'),
    vendorUrl: 'https://www.notion.com/',
  },
  // Analytics & BI
  {
    slug: 'snowflake',
    name: 'Snowflake',
    category: 'analytics',
    tagline: 'Nightly export of conversations and metrics to Snowflake.',
    description:
      'Export conversations, messages, tags, CSAT responses and service-level events to your Snowflake warehouse every night to join support data with product and revenue data.',
    capabilities: [
      'Scheduled export of conversation and event tables',
      'Documented, stable table schemas',
      'Incremental loads after the first full export',
    ],
    setup: [
      'Create a Snowflake user and role with write access to a dedicated schema.',
      'In Switchboard, open Settings → Data export → Snowflake and enter the account, role and schema.',
    ],
    plans: ['enterprise'],
    vendorUrl: 'https://www.snowflake.com/',
  },
  {
    slug: 'looker-studio',
    name: 'Looker Studio',
    category: 'analytics',
    tagline: 'Build support dashboards in Looker Studio.',
    description:
      'A Looker Studio connector for Switchboard metrics (volume, response and resolution times, CSAT) so support dashboards sit next to your marketing and sales reports.',
    capabilities: [
      'Connector for the main support metrics',
      'Filters by inbox, team, tag and channel',
      'Daily refresh',
    ],
    builtBy: 'Partner',
    setup: [
      'In Looker Studio, add a data source and search for Switchboard.',
      'Authorise the connector with a Switchboard API token.',
    ],
    vendorUrl: 'https://lookerstudio.google.com/',
  },
  {
    slug: 'segment',
    name: 'Segment',
    category: 'analytics',
    tagline: 'Send support events to Segment and enrich contacts from it.',
    description:
      'Send conversation events to Segment as a source and use Segment traits to enrich Switchboard contacts, so product usage is visible to agents and support activity to product teams.',
    capabilities: [
      'Conversation events sent as a Segment source',
      'Contact traits shown in the sidebar',
      'Traits available in routing rules',
    ],
    setup: [
      'In Segment, add Switchboard as a source and copy the write key.',
      'In Switchboard, open Settings → Integrations → Segment and paste the key.',
    ],
    vendorUrl: 'https://segment.com/',
  },
  // Identity & security
  {
    slug: 'okta',
    name: 'Okta',
    category: 'identity',
    tagline: 'Single sign-on and provisioning with Okta.',
    description:
      'Agents sign in through Okta with SAML, and on Enterprise plans SCIM provisioning creates, updates and deactivates Switchboard users as they change in Okta.',
    capabilities: [
      'SAML 2.0 single sign-on',
      'SCIM user provisioning and deprovisioning (Enterprise)',
      'Group-to-team mapping',
    ],
    setup: [
      'Add the Switchboard app from the Okta Integration Network.',
      'Copy the metadata URL into Settings → Security → Single sign-on in Switchboard and test a sign-in.',
    ],
    vendorUrl: 'https://www.okta.com/',
  },
  {
    slug: 'microsoft-entra-id',
    name: 'Microsoft Entra ID',
    category: 'identity',
    tagline: 'Sign in with Microsoft Entra ID (formerly Azure AD).',
    description:
      'Use Microsoft Entra ID for SAML single sign-on to Switchboard and, on Enterprise plans, SCIM provisioning of users and teams from Entra groups.',
    capabilities: [
      'SAML 2.0 single sign-on',
      'SCIM provisioning from Entra groups (Enterprise)',
      'Conditional access policies respected at sign-in',
    ],
    setup: [
      'In the Entra admin centre, add Switchboard as an enterprise application.',
      'Copy the federation metadata URL into Switchboard’s single sign-on settings and assign users.',
    ],
    vendorUrl: 'https://www.microsoft.com/security/business/identity-access/microsoft-entra-id',
  },
  {
    slug: 'onelogin',
    name: 'OneLogin',
    category: 'identity',
    tagline: 'OneLogin single sign-on for your support team.',
    description:
      'Connect OneLogin as your identity provider so agents reach Switchboard through the OneLogin portal with SAML, and removing a user in OneLogin removes their access.',
    capabilities: [
      'SAML 2.0 single sign-on',
      'Access removed when users are suspended in OneLogin',
      'Role mapping to Switchboard permissions',
    ],
    setup: [
      'Add the Switchboard connector in the OneLogin admin console.',
      'Paste the issuer URL and certificate into Switchboard’s single sign-on settings.',
    ],
    vendorUrl: 'https://www.onelogin.com/',
  },
];

/**
 * Integration slug -> simple-icons slug (brand marks, CC0, npm package simple-icons 16.x). Only
 * marks the package carries; the others have a drawn wordmark (WORDMARKS). Google Workspace and
 * Zoho CRM use their parent brand's mark (Google, Zoho).
 */
const SIMPLE_ICONS: Record<string, string> = {
  hubspot: 'hubspot',
  'zoho-crm': 'zoho',
  'whatsapp-business': 'whatsapp',
  aircall: 'aircall',
  'facebook-messenger': 'messenger',
  instagram: 'instagram',
  'google-workspace': 'google',
  zoom: 'zoom',
  shopify: 'shopify',
  woocommerce: 'woocommerce',
  bigcommerce: 'bigcommerce',
  stripe: 'stripe',
  jira: 'jira',
  github: 'github',
  gitlab: 'gitlab',
  linear: 'linear',
  zapier: 'zapier',
  asana: 'asana',
  trello: 'trello',
  notion: 'notion',
  snowflake: 'snowflake',
  okta: 'okta',
};

/**
 * The vendors simple-icons does not carry (several removed at their owners' request; Looker Studio
 * has no mark of its own, 'looker' is a different product): their name drawn as a wordmark, cased
 * as the vendor writes it, in its brand colour. The drawings are public/logos/integrations/*.svg,
 * made by scripts/content/integration-wordmarks.ts (decision 0022).
 */
const WORDMARKS: Record<string, IntegrationWordmark> = {
  salesforce: { colour: '#00a1e0', lines: ['salesforce'] },
  pipedrive: { colour: '#017737', lines: ['pipedrive'] },
  'microsoft-dynamics-365': { colour: '#002050', lines: ['Microsoft', 'Dynamics 365'] },
  twilio: { colour: '#f22f46', lines: ['twilio'] },
  slack: { colour: '#4a154b', lines: ['slack'] },
  'microsoft-teams': { colour: '#4b53bc', lines: ['Microsoft', 'Teams'] },
  'microsoft-365': { colour: '#d83b01', lines: ['Microsoft 365'] },
  chargebee: { colour: '#ff3300', lines: ['chargebee'] },
  recurly: { colour: '#6b35d6', lines: ['recurly'] },
  segment: { colour: '#52bd94', lines: ['segment'] },
  'looker-studio': { colour: '#4285f4', lines: ['Looker Studio'] },
  'microsoft-entra-id': { colour: '#0078d4', lines: ['Microsoft', 'Entra ID'] },
  onelogin: { colour: '#1c1f2a', lines: ['onelogin'] },
};

export const integrations: Integration[] = entries.map((entry) => ({
  ...entry,
  ...(SIMPLE_ICONS[entry.slug] ? { simpleIcon: SIMPLE_ICONS[entry.slug] } : {}),
  ...(WORDMARKS[entry.slug] ? { wordmark: WORDMARKS[entry.slug] } : {}),
  setup: entry.setup ?? oauthSetup(entry.name, 'what to sync'),
  builtBy: entry.builtBy ?? 'Switchboard',
  plans: entry.plans ?? CATEGORY_PLANS[entry.category],
}));
