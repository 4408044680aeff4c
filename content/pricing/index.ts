import { PRODUCT_NAME, TRIAL_LENGTH_DAYS } from '@/constants/brand';
import type { Pricing } from '@/content/schema';

/**
 * The one pricing source: the plan cards, the comparison table, the Product/Offer JSON-LD and
 * /pricing.json all read this file. Prices are per seat per month in USD.
 */
export const pricing: Pricing = {
  currency: 'USD',
  plans: [
    {
      slug: 'starter',
      name: 'Starter',
      tagline: 'A shared inbox and live chat for small teams getting organised.',
      pricePerSeat: { monthly: 29, annual: 25 },
      minimumSeats: 1,
      highlights: [
        'Shared inboxes for email and live chat',
        'Assignment, internal notes and collision alerts',
        'Saved replies and a public knowledge base',
        'Reports on volume and response times',
      ],
      cta: 'trial',
      featured: false,
    },
    {
      slug: 'growth',
      name: 'Growth',
      tagline: 'A full help desk with automation for teams answering every day.',
      pricePerSeat: { monthly: 69, annual: 59 },
      minimumSeats: 1,
      highlights: [
        'Everything in Starter',
        'Ticketing with SLAs and business hours',
        'Workflow rules and round-robin assignment',
        'CRM, Slack and issue-tracker integrations',
        'CSAT surveys and custom reports',
      ],
      cta: 'trial',
      featured: true,
    },
    {
      slug: 'scale',
      name: 'Scale',
      tagline: 'AI assistance, advanced analytics and control for larger support operations.',
      pricePerSeat: { monthly: 119, annual: 99 },
      minimumSeats: 5,
      highlights: [
        'Everything in Growth',
        'AI reply drafts and conversation summaries',
        'Skills-based routing and multiple brands',
        'Scheduled report delivery and API access',
        'SAML single sign-on',
      ],
      cta: 'trial',
      featured: false,
    },
    {
      slug: 'enterprise',
      name: 'Enterprise',
      tagline: 'Security reviews, custom terms and a named team for complex organisations.',
      pricePerSeat: { monthly: null, annual: null },
      minimumSeats: 20,
      highlights: [
        'Everything in Scale',
        'SCIM provisioning and audit log export',
        'Data residency in the EU or US',
        'Uptime SLA and premium support',
        'A named customer success manager',
      ],
      cta: 'demo',
      featured: false,
    },
  ],
  comparison: [
    {
      name: 'Channels',
      rows: [
        {
          label: 'Shared email inboxes',
          values: {
            starter: '3',
            growth: 'Unlimited',
            scale: 'Unlimited',
            enterprise: 'Unlimited',
          },
        },
        {
          label: 'Live chat widget',
          values: { starter: true, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'SMS and WhatsApp',
          values: { starter: false, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'Voice (call logging)',
          values: { starter: false, growth: false, scale: true, enterprise: true },
        },
      ],
    },
    {
      name: 'Help desk & ticketing',
      rows: [
        {
          label: 'Assignment, notes and collision alerts',
          values: { starter: true, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'Service-level targets and business hours',
          values: { starter: false, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'Custom ticket fields',
          values: { starter: '5', growth: '50', scale: 'Unlimited', enterprise: 'Unlimited' },
        },
        {
          label: 'Multiple brands',
          values: { starter: false, growth: false, scale: true, enterprise: true },
        },
      ],
    },
    {
      name: 'Knowledge base',
      rows: [
        {
          label: 'Public help centre',
          values: { starter: true, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'Internal articles and multiple languages',
          values: { starter: false, growth: true, scale: true, enterprise: true },
        },
      ],
    },
    {
      name: 'AI & automation',
      rows: [
        {
          label: 'Workflow rules',
          values: { starter: '5', growth: '100', scale: 'Unlimited', enterprise: 'Unlimited' },
        },
        {
          label: 'Round-robin and load-balanced assignment',
          values: { starter: false, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'AI reply drafts and summaries',
          values: { starter: false, growth: false, scale: true, enterprise: true },
        },
        {
          label: 'Skills-based routing',
          values: { starter: false, growth: false, scale: true, enterprise: true },
        },
      ],
    },
    {
      name: 'Analytics',
      rows: [
        {
          label: 'Volume and response-time reports',
          values: { starter: true, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'CSAT surveys',
          values: { starter: false, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'Custom reports and scheduled delivery',
          values: { starter: false, growth: 'Custom reports', scale: true, enterprise: true },
        },
      ],
    },
    {
      name: 'Security & administration',
      rows: [
        {
          label: 'Two-factor authentication',
          values: { starter: true, growth: true, scale: true, enterprise: true },
        },
        {
          label: 'SAML single sign-on',
          values: { starter: false, growth: false, scale: true, enterprise: true },
        },
        {
          label: 'SCIM provisioning and audit log export',
          values: { starter: false, growth: false, scale: false, enterprise: true },
        },
        {
          label: 'Data residency (EU or US)',
          values: { starter: false, growth: false, scale: false, enterprise: true },
        },
        {
          label: 'Uptime SLA',
          values: { starter: false, growth: false, scale: '99.9%', enterprise: '99.95%' },
        },
      ],
    },
  ],
  faq: [
    {
      question: `How does the ${TRIAL_LENGTH_DAYS}-day free trial work?`,
      answer: `You get the Scale plan for ${TRIAL_LENGTH_DAYS} days with no credit card required. At the end, choose a plan or your workspace pauses; nothing is deleted for 30 days.`,
    },
    {
      question: 'What counts as a seat?',
      answer: `A seat is a person who signs in to ${PRODUCT_NAME} to answer or manage conversations. Colleagues who only read shared links or receive reports do not need a seat.`,
    },
    {
      question: 'Can I switch between monthly and annual billing?',
      answer:
        'Yes. Moving to annual billing takes effect immediately with a prorated credit; moving to monthly takes effect at the end of your annual term.',
    },
    {
      question: 'Do you offer discounts for non-profits and startups?',
      answer:
        'Registered non-profits and startups in our startup programme receive a discount on Growth and Scale plans. Contact our sales team with proof of eligibility.',
    },
  ],
};
