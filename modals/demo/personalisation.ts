import type { SchedulerPayload } from '@/constants/scheduling';

/** The window event an A/B or personalisation tool listens to (no personal data in it). */
export const DEMO_PERSONALISATION_EVENT = 'switchboard:demo-scheduler-personalisation';

type OptimizelyWindow = { optimizely?: { push?: (command: unknown) => void } };

/**
 * Spec section 4: a personalisation experience is activated after the scheduler data is sent. It
 * hears only company size and industry: enough to tailor, nothing that identifies the visitor.
 */
export function activateDemoPersonalisation(payload: SchedulerPayload): void {
  if (typeof window === 'undefined') return;
  const detail = {
    companySize: payload.company_size_form,
    industry: payload.industry_self_select,
  };
  window.dispatchEvent(new CustomEvent(DEMO_PERSONALISATION_EVENT, { detail }));
  // Optimizely Web activates pages set to manual activation through its command queue.
  (window as unknown as OptimizelyWindow).optimizely?.push?.({
    type: 'page',
    pageName: 'demo_scheduler',
    tags: detail,
  });
}
