import { PRODUCT_NAME } from '@/constants/brand';

/** Copy of the pages built around one form (partners, referrals, startups, advocacy). */
export interface FormPageCopy {
  path: string;
  seoTitle: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
  points: readonly string[];
  formTitle: string;
  steps: readonly { title: string; text: string }[];
}

export const FORM_PAGES = {
  partnerChannel: {
    path: '/partners/channel',
    seoTitle: 'Channel partner program',
    description: `Resell and implement ${PRODUCT_NAME} for your clients: recurring revenue share, partner pricing, sales support and certification.`,
    eyebrow: 'Channel partners',
    title: `Grow your business with ${PRODUCT_NAME}`,
    lead: `Resellers, agencies and consultants help teams of every size roll out ${PRODUCT_NAME}. Join the programme and earn on every customer you bring.`,
    points: [
      'Recurring revenue share for the lifetime of each customer',
      'Partner pricing, demo accounts and co-branded material',
      'A dedicated partner manager and deal registration',
    ],
    formTitle: 'Apply to the channel programme',
    steps: [
      { title: 'Apply', text: 'Tell us about your firm and the clients you serve.' },
      {
        title: 'Get certified',
        text: 'A two-hour online course covers set-up, migration and best practices.',
      },
      {
        title: 'Sell and implement',
        text: 'Register deals, bring us in for demos, and own the relationship.',
      },
    ],
  },
  partnerIntegration: {
    path: '/partners/integration',
    seoTitle: 'Integration partner program',
    description: `Build an integration with ${PRODUCT_NAME} and reach thousands of support teams: API access, sandbox accounts and co-marketing.`,
    eyebrow: 'Integration partners',
    title: `Build on ${PRODUCT_NAME}`,
    lead: `Connect your product to the inbox where support teams work every day. We help you build, launch and grow your integration.`,
    points: [
      'A free sandbox account and early access to new APIs',
      'A listing in the integrations directory',
      'Launch co-marketing: blog post, newsletter and social',
    ],
    formTitle: 'Apply to the integration programme',
    steps: [
      {
        title: 'Apply',
        text: 'Tell us what your product does and the integration you have in mind.',
      },
      { title: 'Build', text: 'Get a sandbox, API keys and a technical contact on our team.' },
      { title: 'Launch', text: 'We review the integration, list it and announce it together.' },
    ],
  },
  customerReferral: {
    path: '/customer-referral',
    seoTitle: 'Refer a company',
    description: `Know a team that would love ${PRODUCT_NAME}? Refer them and we will thank you with a reward when they become a customer.`,
    eyebrow: 'Customer referral',
    title: `Know a team that needs ${PRODUCT_NAME}?`,
    lead: 'Introduce us to a company whose inbox is overflowing. We take it from there, personally and without spam.',
    points: [
      'A reward for every referred company that becomes a customer',
      'We contact your referral personally, never with automated sequences',
      'You hear from us at every step',
    ],
    formTitle: 'Refer a company',
    steps: [
      { title: 'Refer', text: 'Share who they are and why you thought of them.' },
      { title: 'We reach out', text: 'A specialist contacts them and mentions your name.' },
      { title: 'Get rewarded', text: 'When they sign up for a paid plan, we send your reward.' },
    ],
  },
  startups: {
    path: '/startups',
    seoTitle: 'Startup programme',
    description: `Early-stage startups get ${PRODUCT_NAME} at a steep discount for their first year. Apply with your accelerator, incubator or investor.`,
    eyebrow: 'Startup programme',
    title: 'Deliver big-company support from day one',
    lead: `Startups backed by an accelerator, incubator or venture fund get ${PRODUCT_NAME} at a startup price for their first year.`,
    points: [
      'Up to 90% off for your first year',
      'Onboarding help from a customer success manager',
      'For companies with less than $10M in funding',
    ],
    formTitle: 'Apply for the startup programme',
    steps: [
      { title: 'Apply', text: 'Tell us about your startup, your funding and who referred you.' },
      { title: 'Verification', text: 'We check eligibility within two business days.' },
      {
        title: 'Get started',
        text: 'Your discount is applied and a success manager helps you set up.',
      },
    ],
  },
  customerAdvocacy: {
    path: '/customer-advocacy',
    seoTitle: 'Customer advocacy',
    description: `Share your ${PRODUCT_NAME} story: customer stories, reference calls, reviews and logo placement, always with your approval.`,
    eyebrow: 'Customer advocacy',
    title: 'Share your story with other support teams',
    lead: `Customers who speak about ${PRODUCT_NAME} help other teams make a confident choice. Pick the ways you are happy to take part.`,
    points: [
      'Early access to new features and a direct line to our product team',
      'Exposure for your brand in stories and at events',
      'Nothing is published without your written approval',
    ],
    formTitle: 'Become a customer advocate',
    steps: [
      {
        title: 'Tell us',
        text: 'Pick how you want to take part and whether we may show your logo.',
      },
      { title: 'Plan together', text: 'Our customer marketing team agrees the details with you.' },
      { title: 'You approve', text: 'You review every word and image before anything goes live.' },
    ],
  },
} as const satisfies Record<string, FormPageCopy>;
