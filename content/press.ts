import * as yup from 'yup';
import { PRODUCT_NAME, SOCIAL_PROOF } from '@/constants/brand';

/** Press releases and announcements shown on /press, newest first. */
export const PRESS_CONTACT_EMAIL = 'press@switchboard.example';

export const PRESS_KINDS = ['Press release', 'Product announcement', 'Award'] as const;

export interface PressItem {
  slug: string;
  kind: (typeof PRESS_KINDS)[number];
  /** ISO date of publication. */
  date: string;
  title: string;
  /** Where it was datelined, e.g. 'San Francisco'. */
  dateline: string;
  paragraphs: string[];
}

export const pressItems: PressItem[] = [
  {
    slug: 'switchboard-ai-agent-general-availability',
    kind: 'Product announcement',
    date: '2026-10-07',
    dateline: 'San Francisco',
    title: `${PRODUCT_NAME} makes its AI Agent generally available to every plan`,
    paragraphs: [
      `${PRODUCT_NAME} today announced general availability of its AI Agent, which answers routine customer questions on chat and email using a team's own help-centre articles, saved replies and past conversations, and hands the conversation to a person with a summary when it is not sure.`,
      'During the six-month beta, more than 1,100 support teams turned the agent on. Across those teams, the agent fully resolved 38% of eligible chat conversations without a hand-off, and median first response time on email fell from 3 hours 12 minutes to 41 minutes.',
      'Every answer the agent gives cites the article it came from. Administrators choose which channels and topics it may handle, review its answers in a daily digest, and can switch it off per inbox in one click.',
    ],
  },
  {
    slug: 'customer-service-benchmark-report-2026',
    kind: 'Press release',
    date: '2026-09-16',
    dateline: 'San Francisco',
    title: `${PRODUCT_NAME} publishes its 2026 Customer Service Benchmark Report`,
    paragraphs: [
      `The third annual report draws on anonymised, aggregated metrics from 4.2 million conversations handled in ${PRODUCT_NAME} and a survey of 1,350 support leaders in 14 countries.`,
      'Among its findings: teams that publish a knowledge base and link it from their chat widget receive 23% fewer repeat questions; customers who get a first reply within one hour rate their experience 19 points higher on CSAT than those who wait a day; and 61% of support leaders now report to the chief operating officer or chief customer officer rather than to IT.',
      `The full report, with benchmarks by industry and team size, is free to download from the ${PRODUCT_NAME} website.`,
    ],
  },
  {
    slug: 'series-c-funding',
    kind: 'Press release',
    date: '2026-05-12',
    dateline: 'San Francisco',
    title: `${PRODUCT_NAME} raises $85 million Series C to bring AI-assisted service to growing teams`,
    paragraphs: [
      `${PRODUCT_NAME} today announced an $85 million Series C round led by Northlight Growth, with participation from existing investors Meridian Ventures and Harbor Street Capital.`,
      `The company now serves ${SOCIAL_PROOF.businesses} businesses in more than 70 countries. It will use the funding to expand its AI Agent, open a data region in Australia, and grow its Dublin and Austin offices.`,
      '"Support teams have been told for a decade that they must choose between a shared inbox their people like and a help desk that gives managers control," said Maya Okafor, co-founder and chief executive. "We built one product that does both, and this round lets us bring it to many more teams."',
    ],
  },
  {
    slug: 'iso-27001-certification',
    kind: 'Press release',
    date: '2026-02-24',
    dateline: 'Dublin',
    title: `${PRODUCT_NAME} achieves ISO/IEC 27001:2022 certification`,
    paragraphs: [
      `${PRODUCT_NAME} has been certified against ISO/IEC 27001:2022 following an independent audit of its information security management system, covering its product, infrastructure and corporate operations in the United States and Ireland.`,
      'The certification complements the company’s annual SOC 2 Type II report and its commitments under the EU General Data Protection Regulation, and is available to customers under a non-disclosure agreement from the Trust Center.',
    ],
  },
  {
    slug: 'g2-leader-help-desk-2026',
    kind: 'Award',
    date: '2026-01-20',
    dateline: 'San Francisco',
    title: `${PRODUCT_NAME} named a Leader in help-desk software for the fifth consecutive season`,
    paragraphs: [
      `${PRODUCT_NAME} was named a Leader in the Winter 2026 Grid Report for Help Desk Software, and ranked first for ease of setup among mid-market products, based on verified reviews from customers.`,
      `Reviewers most often mentioned the product's shared-inbox workflow, the speed of onboarding and the responsiveness of its own support team, which holds a ${SOCIAL_PROOF.demoPanelCsat} satisfaction score.`,
    ],
  },
  {
    slug: 'eu-data-residency',
    kind: 'Product announcement',
    date: '2025-11-04',
    dateline: 'Dublin',
    title: `${PRODUCT_NAME} opens an EU data region in Frankfurt`,
    paragraphs: [
      `Customers can now choose to store their ${PRODUCT_NAME} data, including messages, attachments, contacts and search indexes, in the European Union. The new region runs in Frankfurt, Germany, with backups in Dublin, Ireland.`,
      'Existing customers can request a migration from their account settings; migrations are scheduled outside business hours and typically complete within one night for accounts under 10 million messages.',
    ],
  },
];

export const pressItemSchema = yup
  .object({
    slug: yup
      .string()
      .matches(/^[a-z0-9-]+$/)
      .required(),
    kind: yup.string().oneOf(PRESS_KINDS).required(),
    date: yup
      .string()
      .matches(/^\d{4}-\d{2}-\d{2}$/)
      .required(),
    dateline: yup.string().required(),
    title: yup.string().required(),
    paragraphs: yup.array().of(yup.string().min(40).required()).min(1).required(),
  })
  .noUnknown()
  .strict();

/** Newest first. */
export function sortedPressItems(list: readonly PressItem[] = pressItems): PressItem[] {
  return [...list].sort((a, b) => b.date.localeCompare(a.date));
}
