import type { TESTIMONIAL_INDUSTRIES } from '@/constants/company';

/**
 * Customer quotes grouped by industry (spec section 3). The customers are fictional; the trial's
 * welcome loader picks a random quote for the industry the visitor chose.
 */
export type TestimonialIndustry = (typeof TESTIMONIAL_INDUSTRIES)[number];

export interface Testimonial {
  text: string;
  author: string;
  role: string;
  company: string;
}

export const TESTIMONIALS: Record<TestimonialIndustry, Testimonial[]> = {
  Technology: [
    {
      text: 'We used to lose bug reports between three inboxes and a chat tool. Now every request has an owner within minutes, and engineering sees the full thread instead of a screenshot.',
      author: 'Priya Raman',
      role: 'Head of Support',
      company: 'Kestrel Labs',
    },
    {
      text: 'The AI drafts cite our own docs, so my team trusts them. First response time dropped from four hours to under one in the first month.',
      author: 'Daniel Okafor',
      role: 'Director of Customer Experience',
      company: 'Orbitly',
    },
    {
      text: 'Rolling it out took a week, not a quarter. We connected our help centre and Slack on day one and never looked back.',
      author: 'Hannah Lindqvist',
      role: 'VP Operations',
      company: 'Kestrel Labs',
    },
  ],
  'Professional Services': [
    {
      text: 'Our partners finally see every client email in context. Nobody replies twice, and nobody wonders who is handling what.',
      author: 'Marcus Bell',
      role: 'Managing Partner',
      company: 'Harbor & Vale',
    },
    {
      text: 'Client communication is our product. Shared drafts and internal comments let juniors write and seniors approve without forwarding chains.',
      author: 'Elena Costa',
      role: 'Head of Client Services',
      company: 'Quillfield',
    },
    {
      text: 'SLA timers changed the culture. We promise a same-day answer to every client and we keep it, week after week.',
      author: 'Tom Achterberg',
      role: 'Operations Lead',
      company: 'Harbor & Vale',
    },
  ],
  Retail: [
    {
      text: 'Black Friday used to mean a backlog into December. This year every order question was answered the same day, with two fewer seasonal hires.',
      author: 'Aisha Mensah',
      role: 'Customer Care Manager',
      company: 'Brightcart',
    },
    {
      text: 'Chat, email and Instagram messages land in one queue. Our CSAT went from 81% to 93% in two quarters.',
      author: 'Jonas Weber',
      role: 'Head of E-commerce',
      company: 'Meridian Goods',
    },
    {
      text: 'Order details sit right next to each conversation, so agents answer "where is my parcel?" in one reply instead of three.',
      author: 'Sofia Marín',
      role: 'Support Team Lead',
      company: 'Brightcart',
    },
  ],
  Logistics: [
    {
      text: 'Dispatch, customs and customer service share one inbox now. Shipment exceptions get routed to the right desk automatically, around the clock.',
      author: 'Grace Whitfield',
      role: 'Director of Operations',
      company: 'Larkspur Logistics',
    },
    {
      text: 'We handle thousands of delivery questions a day. Rules and templates took 40% of the manual triage off our team.',
      author: 'Rafael Santos',
      role: 'Customer Service Manager',
      company: 'Larkspur Logistics',
    },
    {
      text: 'Analytics showed us where delays really came from. We fixed two carrier handoffs and cut follow-up emails by a quarter.',
      author: 'Mei Tanaka',
      role: 'Head of Customer Experience',
      company: 'Tandem Works',
    },
  ],
};
