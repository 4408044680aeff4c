import type { StepMachine } from '@/modals/types';
import { SOCIAL_PROOF } from '@/constants/brand';

export type TourIllustration = 'inbox' | 'collaboration' | 'ai' | 'workflows' | 'analytics';

export interface TourSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: string[];
  illustration: TourIllustration;
  illustrationLabel: string;
}

/** The walkthrough's copy: five stops through the product, one idea each. */
export const TOUR_SLIDES: TourSlide[] = [
  {
    id: 'inbox',
    eyebrow: 'Omnichannel inbox',
    title: 'Every conversation, one shared queue',
    text: 'Email, live chat, SMS and social messages arrive in one inbox, with the full customer history beside every reply.',
    points: ['Shared and personal inboxes side by side', 'Customer context without switching tabs'],
    illustration: 'inbox',
    illustrationLabel:
      'An inbox listing conversations from email, chat and SMS, with one conversation open',
  },
  {
    id: 'collaboration',
    eyebrow: 'Collaboration',
    title: 'Never answer the same email twice',
    text: 'Assign owners, mention teammates in private comments and see who is replying right now, so nothing is dropped or doubled.',
    points: ['Live collision detection', 'Comments and shared drafts in the thread'],
    illustration: 'collaboration',
    illustrationLabel:
      'A conversation with a private comment mentioning a teammate and a notice that someone else is typing',
  },
  {
    id: 'ai',
    eyebrow: 'AI',
    title: 'Drafts in your voice, grounded in your answers',
    text: 'AI suggests replies from your knowledge base and past conversations, summarises long threads and tags every request.',
    points: ['Every suggestion cites its sources', 'You review before anything is sent'],
    illustration: 'ai',
    illustrationLabel: 'A suggested reply with two cited help articles and an accept button',
  },
  {
    id: 'workflows',
    eyebrow: 'Workflows',
    title: 'Route, escalate and follow up automatically',
    text: 'Rules send each request to the right team, escalate before an SLA is missed and nudge customers who have gone quiet.',
    points: ['No-code rules with a live preview', 'SLA timers on every conversation'],
    illustration: 'workflows',
    illustrationLabel:
      'A workflow: when a message mentions billing, assign it to the finance team and start a four-hour SLA',
  },
  {
    id: 'analytics',
    eyebrow: 'Analytics',
    title: 'Know what is working, and what to fix next',
    text: `Teams on our platform report a ${SOCIAL_PROOF.csat} average CSAT and up to ${SOCIAL_PROOF.productivityGain} higher productivity. Track response times, volume and satisfaction in real time.`,
    points: [
      `Response time down ${SOCIAL_PROOF.responseTimeReduction} on average`,
      'Dashboards for every team and channel',
    ],
    illustration: 'analytics',
    illustrationLabel: 'A dashboard with a falling response-time line and a CSAT score',
  },
];

export interface TourState {
  /** The index of the slide shown in TOUR_SLIDES. */
  step: number;
}

export type TourEvent =
  { type: 'went-forward' } | { type: 'went-back' } | { type: 'step-chosen'; step: number };

export function initialTourState(): TourState {
  return { step: 0 };
}

/**
 * The tour's step machine (its shape: modals/types.ts): Next, Back, the arrow keys and a step's dot
 * move it, always inside the tour (no wrap-around: the last step holds the trial and demo offers).
 */
export const nextTourState: StepMachine<TourState, TourEvent> = (state, event) => {
  const wanted =
    event.type === 'step-chosen'
      ? event.step
      : state.step + (event.type === 'went-forward' ? 1 : -1);
  const step = Math.min(TOUR_SLIDES.length - 1, Math.max(0, Math.trunc(wanted)));
  return step === state.step ? state : { step };
};
