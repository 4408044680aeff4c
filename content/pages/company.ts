import {
  COMPANY_LEGAL_NAME,
  PRODUCT_NAME,
  SOCIAL_PROOF,
  TRIAL_LENGTH_DAYS,
} from '@/constants/brand';
import { FORM_ANCHORS } from '@/constants/forms';
import { DOWNLOAD_LINKS, EXTERNAL_LINKS, PATHS } from '@/constants/links';
import { CAREERS_EMAIL } from '@/constants/jobs';
import { LEGAL_EMAIL } from '@/constants/legal';
import { SOCIAL_PROOF_STATS } from './shared';
import type { MarketingPage } from './schema';
import { DEMO_CTA, TOUR_CTA } from './shared';

export const SECURITY_EMAIL = 'security@switchboard.example';

export const securityPage: MarketingPage = {
  route: '/security',
  seo: {
    title: `Security and compliance at ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} protects customer data: SOC 2 Type II, ISO 27001, GDPR, encryption in transit and at rest, US and EU data residency, SSO and audit logs.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Security',
      title: 'Your customers trust you with their data. You can trust us with it.',
      subtitle: `Security is part of how ${PRODUCT_NAME} is designed, built and run: independent audits every year, encryption everywhere, and controls that let your administrators decide who sees what.`,
      primaryCta: { label: 'Contact our security team', href: `mailto:${SECURITY_EMAIL}` },
      secondaryCta: { label: 'Talk to sales', href: `/security#${FORM_ANCHORS.talkToSales}` },
      illustration: {
        name: 'security',
        alt: 'A shield with a padlock beside a checklist of certifications',
      },
    },
    {
      type: 'featureGrid',
      heading: 'Certifications and compliance',
      columns: 4,
      items: [
        {
          icon: 'shield',
          title: 'SOC 2 Type II',
          body: 'Audited yearly against the security, availability and confidentiality criteria.',
        },
        {
          icon: 'check',
          title: 'ISO/IEC 27001:2022',
          body: 'Certified information security management system across product and company.',
        },
        {
          icon: 'globe',
          title: 'GDPR and UK GDPR',
          body: 'Data Processing Addendum with Standard Contractual Clauses for every customer.',
        },
        {
          icon: 'heart',
          title: 'HIPAA',
          body: 'Business Associate Agreements available on the Enterprise plan.',
        },
      ],
    },
    {
      type: 'featureGrid',
      heading: 'How we protect your data',
      items: [
        {
          icon: 'lock',
          title: 'Encryption',
          body: 'TLS 1.2+ in transit; AES-256 at rest for databases, attachments, search indexes and backups.',
        },
        {
          icon: 'globe',
          title: 'Data residency',
          body: 'Choose the US (Virginia and Oregon) or the EU (Frankfurt, with backups in Dublin).',
        },
        {
          icon: 'users',
          title: 'Access control',
          body: 'SAML single sign-on, SCIM provisioning, enforced two-factor authentication and custom roles.',
        },
        {
          icon: 'report',
          title: 'Audit logs',
          body: 'Sign-ins, permission changes, exports and data views recorded and exportable.',
        },
        {
          icon: 'layers',
          title: 'Resilient infrastructure',
          body: 'Multi-zone hosting on AWS, continuous backups and tested disaster recovery.',
        },
        {
          icon: 'code',
          title: 'Secure development',
          body: 'Code review, dependency and container scanning, and annual third-party penetration tests.',
        },
      ],
    },
    {
      type: 'richText',
      eyebrow: 'Our people and processes',
      heading: 'Security is everyone’s job',
      paragraphs: [
        `Every employee completes security and privacy training when they join and every year after, and access to production systems is limited to a small on-call engineering group using short-lived credentials, hardware security keys and recorded sessions.`,
        `We monitor our systems around the clock, run a documented incident-response process, and notify affected customers of a personal-data breach without undue delay and within the time our Data Processing Addendum sets. Current availability and incident history are published on our status page.`,
        `Customers on any plan can request our SOC 2 report, ISO certificate and penetration-test summary under a non-disclosure agreement by writing to ${SECURITY_EMAIL}.`,
      ],
    },
    {
      type: 'linkCards',
      heading: 'Documents and resources',
      items: [
        {
          icon: 'report',
          title: 'Data Processing Addendum',
          body: 'Our commitments as your processor under GDPR, with the Standard Contractual Clauses.',
          href: '/legal/data-processing-addendum',
        },
        {
          icon: 'users',
          title: 'Subprocessors',
          body: 'Who processes customer data on our behalf, for what and where.',
          href: '/legal/subprocessors',
        },
        {
          icon: 'clock',
          title: 'System status',
          body: 'Live availability and incident history for every region.',
          href: EXTERNAL_LINKS.status,
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Security questions we are often asked',
      items: [
        {
          question: 'Do you use our data to train AI models?',
          answer:
            'No. Your workspace data is used only to provide the service to you. AI features run on models that are not trained on customer data, under contracts that prohibit our AI providers from retaining or training on it.',
        },
        {
          question: 'How do we report a vulnerability?',
          answer: `Email ${SECURITY_EMAIL} with the details. We acknowledge reports within two business days, do not pursue good-faith research, and credit researchers who ask to be named.`,
        },
        {
          question: 'Can we complete our own security questionnaire with you?',
          answer:
            'Yes. We have pre-filled CAIQ and SIG Lite questionnaires, and our security team answers custom questionnaires for Enterprise evaluations.',
        },
      ],
    },
    {
      type: 'ctaBand',
      heading: 'Have a security review coming up?',
      body: 'Our team will walk your security and IT colleagues through our controls in a demo.',
    },
  ],
};

export const downloadPage: MarketingPage = {
  route: '/download',
  seo: {
    title: `Download the ${PRODUCT_NAME} desktop and mobile apps`,
    description: `Download ${PRODUCT_NAME} for macOS, Windows, Linux, iPhone and Android. Native notifications, offline drafts and every inbox in your pocket.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Apps',
      title: `${PRODUCT_NAME} on your desktop and in your pocket`,
      subtitle:
        'Native apps with desktop notifications, a dock badge for unread conversations, keyboard shortcuts and offline drafts. On mobile, reply, assign and approve from anywhere.',
      primaryCta: { label: 'Download for macOS', href: DOWNLOAD_LINKS.macOS },
      secondaryCta: { label: 'Download for Windows', href: DOWNLOAD_LINKS.windows },
    },
    {
      type: 'downloadOptions',
      heading: 'Choose your platform',
      items: [
        {
          platform: 'macOS',
          requirement: 'macOS 13 Ventura or later, Apple silicon and Intel',
          label: 'Download for macOS',
          href: DOWNLOAD_LINKS.macOS,
        },
        {
          platform: 'Windows',
          requirement: 'Windows 10 (21H2) or Windows 11, 64-bit',
          label: 'Download for Windows',
          href: DOWNLOAD_LINKS.windows,
        },
        {
          platform: 'Linux',
          requirement: 'Ubuntu 22.04+, Fedora 39+ or Debian 12+, 64-bit AppImage',
          label: 'Download for Linux',
          href: DOWNLOAD_LINKS.linux,
        },
        {
          platform: 'iPhone and iPad',
          requirement: 'iOS and iPadOS 17 or later',
          label: 'Get it on the App Store',
          href: DOWNLOAD_LINKS.iOS,
        },
        {
          platform: 'Android',
          requirement: 'Android 10 or later',
          label: 'Get it on Google Play',
          href: DOWNLOAD_LINKS.android,
        },
      ],
    },
    {
      type: 'featureGrid',
      heading: 'Why teams use the apps',
      items: [
        {
          icon: 'bolt',
          title: 'Instant notifications',
          body: 'Native alerts for new assignments, mentions and SLA warnings, with do-not-disturb hours.',
        },
        {
          icon: 'code',
          title: 'Keyboard-first',
          body: 'Every action has a shortcut; the command palette opens with ⌘K or Ctrl+K.',
        },
        {
          icon: 'phone',
          title: 'Reply on the go',
          body: 'Answer, assign, tag and approve from your phone, with Face ID or fingerprint sign-in.',
        },
      ],
    },
    {
      type: 'faq',
      heading: 'Questions about the apps',
      items: [
        {
          question: 'Do I need the desktop app?',
          answer: `No. ${PRODUCT_NAME} works fully in any modern browser. The desktop app adds native notifications, a dock badge and a dedicated window.`,
        },
        {
          question: 'Can our IT team deploy the app to every computer?',
          answer:
            'Yes. We provide MSI packages for Windows and a signed PKG for macOS for deployment with Intune, Jamf or similar tools, and the apps update themselves silently.',
        },
      ],
    },
    {
      type: 'ctaBand',
      heading: 'New to the platform?',
      body: `Start a ${TRIAL_LENGTH_DAYS}-day free trial, then sign in on any of your devices.`,
    },
  ],
};

export const supportReportPage: MarketingPage = {
  route: '/support-report',
  seo: {
    title: '2026 Customer Service Benchmark Report',
    description: `Benchmarks from 4.2 million conversations and 1,350 support leaders: response times, CSAT, AI adoption and staffing by industry and team size. Free from ${PRODUCT_NAME}.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Customer Service Benchmark Report 2026',
      title: 'How does your support team compare?',
      subtitle: `Our third annual report combines anonymised metrics from 4.2 million conversations handled in ${PRODUCT_NAME} with a survey of 1,350 support leaders in 14 countries. See what good looks like for teams like yours.`,
      primaryCta: {
        label: 'Get the full report',
        href: `/support-report#${FORM_ANCHORS.supportReport}`,
      },
      secondaryCta: DEMO_CTA,
      illustration: {
        name: 'support-report',
        alt: 'The report cover with median first response by year and a 96% top-quartile CSAT',
      },
    },
    {
      type: 'stats',
      heading: 'Five findings from this year’s report',
      items: [
        { value: '1 h 52 m', label: 'median first response time on email across all teams' },
        { value: '+19 pts', label: 'CSAT when the first reply arrives within one hour' },
        { value: '23%', label: 'fewer repeat questions with a help centre linked from chat' },
        { value: '61%', label: 'of support leaders now report to operations or the CCO' },
        { value: '44%', label: 'of teams use AI to draft or resolve conversations' },
      ],
      footnote:
        'Conversation metrics: January to June 2026, anonymised and aggregated. Survey: 1,350 respondents, fielded in June 2026.',
    },
    {
      type: 'featureGrid',
      heading: 'What is inside',
      items: [
        {
          icon: 'clock',
          title: 'Speed benchmarks',
          body: 'First response and resolution times by channel, industry and team size.',
        },
        {
          icon: 'heart',
          title: 'Satisfaction drivers',
          body: 'Which practices move CSAT most, and which barely matter.',
        },
        {
          icon: 'sparkles',
          title: 'AI adoption',
          body: 'How teams use AI today, what it resolves, and what customers think of it.',
        },
        {
          icon: 'users',
          title: 'Staffing and structure',
          body: 'Conversations per agent, team structures and where support reports.',
        },
        {
          icon: 'chart',
          title: 'Channel mix',
          body: 'How email, chat, messaging and phone volumes are shifting.',
        },
        {
          icon: 'target',
          title: 'A self-assessment',
          body: 'A one-page scorecard to compare your team against its peers.',
        },
      ],
    },
    {
      type: 'richText',
      heading: 'About the methodology',
      paragraphs: [
        `Conversation metrics come from ${PRODUCT_NAME} workspaces with at least three active agents and 500 conversations in the period, aggregated so that no customer can be identified. Times are measured within each team’s business hours.`,
        'The survey was run by an independent research firm and weighted by company size and region. Where survey and product data disagree, the report says so.',
      ],
    },
    {
      type: 'ctaBand',
      heading: 'Want to hit the top-quartile numbers?',
      body: 'See how the teams in the report use shared inboxes, automation and AI to get there.',
    },
  ],
};

export const aboutPage: MarketingPage = {
  route: '/about',
  seo: {
    title: `About ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} builds customer service software for ${SOCIAL_PROOF.businesses} businesses. Meet the company: our story, our values and the team in San Francisco, Austin, Dublin and remote.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: `About ${PRODUCT_NAME}`,
      title: 'We help teams give customers a human answer, at any scale',
      subtitle: `${PRODUCT_NAME} started in 2017 as a shared inbox for a five-person support team. Today ${SOCIAL_PROOF.businesses} businesses in more than 70 countries use it to serve their customers.`,
      primaryCta: { label: 'See open roles', href: '/jobs' },
      secondaryCta: { label: 'Press and news', href: '/press' },
    },
    {
      type: 'richText',
      eyebrow: 'Our story',
      heading: 'Built by people who have worked the queue',
      paragraphs: [
        'Our founders, Maya Okafor and Lukas Brandt, met running customer support at a fast-growing travel start-up. Their team outgrew a shared Gmail inbox in a year, then spent another year fighting a help desk that made every customer feel like a ticket number.',
        `They built the tool they wished they had had: one that felt like email to agents and customers, with the ownership, automation and reporting of a help desk underneath. The first version of ${PRODUCT_NAME} shipped to twelve customers in 2017.`,
        `Today ${COMPANY_LEGAL_NAME} employs about 280 people across San Francisco, Austin, Dublin and remote locations in nine countries, and our own support team answers customers in ${PRODUCT_NAME}, with a ${SOCIAL_PROOF.demoPanelCsat} satisfaction score.`,
      ],
    },
    SOCIAL_PROOF_STATS,
    {
      type: 'featureGrid',
      heading: 'What we value',
      columns: 2,
      items: [
        {
          icon: 'heart',
          title: 'Customers are people',
          body: 'We build for the person waiting for an answer as much as for the team giving it.',
        },
        {
          icon: 'check',
          title: 'Say what is true',
          body: 'In our product, our marketing and to each other, including when the news is bad.',
        },
        {
          icon: 'bolt',
          title: 'Small steps, shipped often',
          body: 'We would rather release something useful this week than something perfect next year.',
        },
        {
          icon: 'users',
          title: 'Write it down',
          body: 'Decisions live in documents anyone can read, so remote colleagues are never second-class.',
        },
      ],
    },
    {
      type: 'timeline',
      heading: 'Milestones',
      items: [
        {
          year: '2017',
          title: 'First customers',
          body: 'The shared inbox ships to twelve teams from a San Francisco apartment.',
        },
        {
          year: '2019',
          title: 'Live chat and workflows',
          body: 'Chat joins email in the same inbox; the first 1,000 customers sign up.',
        },
        {
          year: '2021',
          title: 'Dublin office',
          body: 'A European home for our support, sales and engineering teams.',
        },
        {
          year: '2023',
          title: 'Knowledge base and analytics',
          body: 'The platform becomes a complete help desk without losing its inbox feel.',
        },
        {
          year: '2025',
          title: 'EU data region',
          body: 'Customers can keep their data in Frankfurt.',
        },
        {
          year: '2026',
          title: 'AI Agent and Series C',
          body: 'The AI Agent becomes generally available, and an $85 million round funds the next chapter.',
        },
      ],
    },
    {
      type: 'linkCards',
      heading: 'Get to know us',
      items: [
        {
          icon: 'briefcase',
          title: 'Careers',
          body: 'Open roles across engineering, design, customer success, sales and more.',
          href: '/jobs',
        },
        {
          icon: 'star',
          title: 'Press',
          body: 'Announcements, awards and our media contact.',
          href: '/press',
        },
        {
          icon: 'heart',
          title: 'Customer stories',
          body: 'How teams like yours use the platform every day.',
          href: PATHS.customerStories,
        },
      ],
    },
    {
      type: 'ctaBand',
      heading: 'See what we have built',
      body: 'Book a demo with our team or start a free trial today.',
    },
  ],
};

export const jobsPage: MarketingPage = {
  route: '/jobs',
  seo: {
    title: `Careers at ${PRODUCT_NAME}`,
    description: `Join ${PRODUCT_NAME} and help ${SOCIAL_PROOF.businesses} businesses give customers a human answer. Open roles in engineering, design, customer success, sales, marketing and people teams.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Careers',
      title: 'Do the best work of your career, helping others do theirs',
      subtitle:
        'We are a remote-friendly team of about 280 people with offices in San Francisco, Austin and Dublin. We hire thoughtful people, pay fairly and publish salary ranges for every role.',
      primaryCta: { label: 'See open roles', href: '/jobs#open-roles' },
      secondaryCta: { label: 'About the company', href: '/about' },
    },
    {
      type: 'featureGrid',
      heading: 'Benefits',
      items: [
        {
          icon: 'heart',
          title: 'Health, for you and your family',
          body: 'Fully paid medical, dental and vision in the US; private health cover in Ireland and the UK.',
        },
        {
          icon: 'clock',
          title: 'Time to recharge',
          body: '25 days of holiday plus public holidays, and a company-wide week off in December.',
        },
        {
          icon: 'users',
          title: 'Parental leave',
          body: '20 weeks fully paid for every new parent, with a phased return.',
        },
        {
          icon: 'globe',
          title: 'Work where you work best',
          body: 'Remote or hybrid, a home-office budget and a co-working allowance.',
        },
        {
          icon: 'book',
          title: 'Learning budget',
          body: '$2,000 a year for courses, books and conferences.',
        },
        {
          icon: 'bank',
          title: 'Ownership',
          body: 'Equity for every employee and a 401(k) or pension match.',
        },
      ],
    },
    {
      type: 'jobList',
      heading: 'Open roles',
      intro: `Do not see your role? Write to ${CAREERS_EMAIL} and tell us what you would do here.`,
    },
    {
      type: 'steps',
      heading: 'How we hire',
      intro: 'Most processes take three to four weeks, and every candidate hears back from us.',
      steps: [
        {
          title: 'Introductory call',
          body: 'Thirty minutes with a recruiter about the role and what you want next.',
        },
        {
          title: 'Hiring manager conversation',
          body: 'Your experience, the team and how you like to work.',
        },
        {
          title: 'Practical exercise',
          body: 'A realistic, paid task or a pairing session, never unpaid homework.',
        },
        {
          title: 'Team interviews',
          body: 'Meet future colleagues and ask them anything.',
        },
      ],
    },
    {
      type: 'richText',
      heading: 'Equal opportunity',
      paragraphs: [
        `${COMPANY_LEGAL_NAME} is an equal opportunity employer. We welcome applicants of every background and do not discriminate on the basis of race, colour, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other protected characteristic. If you need an adjustment during the process, tell your recruiter and we will make it.`,
      ],
    },
  ],
};

export const pressPage: MarketingPage = {
  route: '/press',
  seo: {
    title: `${PRODUCT_NAME} press and news`,
    description: `News, product announcements and awards from ${PRODUCT_NAME}, the customer service platform used by ${SOCIAL_PROOF.businesses} businesses, with company facts and our media contact.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Press',
      title: `News from ${PRODUCT_NAME}`,
      subtitle:
        'Announcements, research and awards. Journalists and analysts can reach our communications team for interviews, data and product briefings.',
    },
    {
      type: 'stats',
      heading: 'Company facts',
      items: [
        { value: '2017', label: 'founded in San Francisco' },
        { proof: 'businesses', label: 'businesses as customers' },
        { value: '70+', label: 'countries served' },
        { value: '280', label: 'employees in nine countries' },
      ],
    },
    { type: 'pressList', heading: 'Latest news' },
    {
      type: 'ctaBand',
      heading: 'Want to try the product you are writing about?',
      body: 'We set up a press workspace with sample data on request, or start a free trial yourself.',
    },
  ],
};

export const productTourPage: MarketingPage = {
  route: '/product-tour',
  seo: {
    title: `Interactive product tour of ${PRODUCT_NAME}`,
    description: `Click through ${PRODUCT_NAME} at your own pace: a five-minute interactive tour of the shared inbox, assignment, AI drafts, workflows and analytics, with no sign-up needed.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Interactive product tour',
      title: `Explore ${PRODUCT_NAME} in five minutes, no sign-up needed`,
      subtitle:
        'Click through a real workspace with sample conversations. Assign a message, insert an AI draft, build a workflow and open the dashboard, guided step by step.',
      primaryCta: TOUR_CTA,
      secondaryCta: DEMO_CTA,
      illustration: {
        name: 'product-tour',
        alt: 'A tour step card pointing at the inbox with a pulsing hotspot',
      },
    },
    {
      type: 'steps',
      heading: 'What the tour covers',
      intro: 'Six short steps, each with a hotspot to click. Skip ahead or go back at any time.',
      steps: [
        {
          title: 'The shared inbox',
          body: 'See email, chat and WhatsApp conversations in one prioritised queue.',
        },
        {
          title: 'Assign with one click',
          body: 'Give a conversation an owner and watch collision detection at work.',
        },
        {
          title: 'Reply with AI',
          body: 'Insert an AI draft that cites a help-centre article, then make it yours.',
        },
        {
          title: 'Collaborate',
          body: 'Leave an internal note and @mention a colleague.',
        },
        {
          title: 'Automate',
          body: 'Build a routing rule and test it on last week’s conversations.',
        },
        {
          title: 'Measure',
          body: 'Open the dashboard and drill into first response time.',
        },
      ],
    },
    {
      type: 'splitFeature',
      heading: 'Prefer to see it with your own data?',
      body: [
        `A free trial gives you a complete workspace for ${TRIAL_LENGTH_DAYS} days. Connect a real inbox, invite your team and find out how it fits before you pay anything.`,
      ],
      illustration: {
        name: 'shared-inbox',
        alt: 'A workspace with real team inboxes connected',
      },
      reverse: true,
    },
    {
      type: 'faq',
      heading: 'About the tour',
      items: [
        {
          question: 'Do I need to create an account?',
          answer: 'No. The tour runs in your browser with sample data and asks for nothing.',
        },
        {
          question: 'Does the tour work on a phone?',
          answer:
            'Yes, although it is easiest on a laptop or larger screen, where you see the whole workspace at once.',
        },
        {
          question: 'What if I have questions afterwards?',
          answer:
            'Request a demo and a product specialist will answer them with your own use case in mind, or start a free trial and explore further.',
        },
      ],
    },
    {
      type: 'ctaBand',
      heading: 'Ready for the real thing?',
      body: 'Start a free trial or book a personalised demo.',
    },
  ],
};

export const legalIndexPage: MarketingPage = {
  route: '/legal',
  seo: {
    title: `Legal: terms, privacy and policies | ${PRODUCT_NAME}`,
    description: `The agreements and policies that govern ${PRODUCT_NAME}: SaaS Services Agreement, Privacy Notice, Data Processing Addendum, Acceptable Use, Cookie Policy and subprocessors.`,
  },
  blocks: [
    {
      type: 'hero',
      eyebrow: 'Legal',
      title: 'Legal documents and policies',
      subtitle: `The terms that govern your use of ${PRODUCT_NAME} and how we handle personal data. Questions about any of them can go to ${LEGAL_EMAIL}.`,
    },
    { type: 'legalIndex', heading: 'Agreements and policies' },
    {
      type: 'richText',
      heading: 'Signed agreements and earlier versions',
      paragraphs: [
        `Enterprise customers may have a signed order form or master agreement with ${COMPANY_LEGAL_NAME}; where it differs from these documents, the signed agreement governs. Earlier versions of any document are available on request from ${LEGAL_EMAIL}.`,
        'We notify account owners by email at least 30 days before a material change to the SaaS Services Agreement, the Data Processing Addendum or the list of subprocessors takes effect.',
      ],
    },
  ],
};
