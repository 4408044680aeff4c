import { ANALYTICS_EVENTS, type AnalyticsEventName } from '@/constants/events';

/**
 * The typed catalogue of analytics events (spec section 7): what each event means and which
 * properties a marketer can rely on in the tag manager and in the stored events. track() checks the
 * required properties outside production, so a missing one shows up during development.
 */
export interface EventDefinition {
  description: string;
  required: readonly string[];
}

export const EVENT_CATALOGUE: Record<AnalyticsEventName, EventDefinition> = {
  [ANALYTICS_EVENTS.demoStarted]: {
    description: 'Demo modal step 1 submitted',
    required: ['email', 'company_size'],
  },
  [ANALYTICS_EVENTS.demoRequest]: {
    description: 'Demo modal step 2 submitted',
    required: ['email', 'firstname', 'lastname', 'phone'],
  },
  [ANALYTICS_EVENTS.getStartedModalSubmit]: {
    description: 'Any get-started modal form submitted',
    required: [],
  },
  [ANALYTICS_EVENTS.requestDemoSuccess]: {
    description: 'Demo request stored (with or without a meeting)',
    required: [],
  },
  [ANALYTICS_EVENTS.modalOpened]: { description: 'A modal opened', required: ['label'] },
  [ANALYTICS_EVENTS.modalClosed]: { description: 'A modal closed', required: ['label'] },
  [ANALYTICS_EVENTS.linkClick]: {
    description: 'A link was clicked',
    required: ['link_url', 'link_text', 'location'],
  },
  [ANALYTICS_EVENTS.trialSignupSecondStep]: {
    description: 'Trial modal reached the customized-trial step',
    required: [],
  },
  [ANALYTICS_EVENTS.trialSignupThirdStep]: {
    description: 'Trial modal reached the email and password step',
    required: [],
  },
  [ANALYTICS_EVENTS.trialSignup]: { description: 'Trial account created', required: [] },
  [ANALYTICS_EVENTS.customSalesTrialSuccess]: {
    description: 'Customized sales trial requested',
    required: [],
  },
  [ANALYTICS_EVENTS.scrollDepth50]: {
    description: 'Visitor scrolled past 50% of the page',
    required: ['page_path'],
  },
  [ANALYTICS_EVENTS.scrollDepth75]: {
    description: 'Visitor scrolled past 75% of the page',
    required: ['page_path'],
  },
  [ANALYTICS_EVENTS.pageView]: {
    description: 'A client-side navigation completed',
    required: ['page_path'],
  },
  [ANALYTICS_EVENTS.meetingBooked]: {
    description: 'A meeting was booked in the demo scheduler',
    required: [],
  },
};

const KNOWN_EVENTS = new Set<string>(Object.keys(EVENT_CATALOGUE));

export function isAnalyticsEventName(name: string): name is AnalyticsEventName {
  return KNOWN_EVENTS.has(name);
}

/** Required properties the caller left out (empty when complete). */
export function missingProperties(
  event: AnalyticsEventName,
  properties: Record<string, unknown>,
): string[] {
  return EVENT_CATALOGUE[event].required.filter(
    (key) => properties[key] === undefined || properties[key] === null,
  );
}
