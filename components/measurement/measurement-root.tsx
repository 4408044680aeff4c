import { useRouter } from 'next/router';
import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { watchLinkClicks } from '@/lib/analytics/link-clicks';
import { setInitialPagePath, trackNavigation } from '@/lib/analytics/page-views';
import { createScrollDepthTracker } from '@/lib/analytics/scroll-depth';
import { track } from '@/lib/analytics/track';
import { CONSENT_GROUPS } from '@/constants/consent';
import {
  captureAffiliate,
  captureAttribution,
  noteAffiliate,
  noteAttribution,
} from '@/lib/attribution';
import { getConsentSnapshot, subscribeConsent } from '@/lib/consent/consent-store';
import { isGroupGranted } from '@/lib/consent/groups';
import { startBrowserErrorReporting } from '@/lib/error-reporting/browser';
import { consentManagerNeeded } from '@/components/consent/consent-gate';
import { registerPageApi } from '@/components/modal-context/window-api';
import { applyConsent } from './apply-consent';

// The consent manager (its runtime, copy and stylesheet) starts after hydration anyway: its code
// loads then too, outside the first-load bundle (docs/decisions/0073-first-load-budget.md), and
// from an effect, not from the hydration render, which stays one short task (decision 0150). It
// loads only when a banner must show or a stored choice must be read, or on Privacy Choices (0180).
const loadConsentManager = () =>
  import('@/components/consent/consent-manager').then((module) => module.ConsentManager);

const SCROLL_EVENTS = { 50: ANALYTICS_EVENTS.scrollDepth50, 75: ANALYTICS_EVENTS.scrollDepth75 };

/**
 * Records where the visitor came from (UTM parameters, referrer, ad click ids, ?affiliate=) as soon
 * as they land or follow a link inside the site, whether or not a form is ever shown. The cookies
 * are written once Performance (measurement) cookies are allowed; until then (opt-in countries,
 * before a choice) the first touch is kept in memory, still sent with a form submitted meanwhile,
 * and stored if the visitor accepts (docs/decisions/0074-attribution-captured-on-landing.md).
 */
function captureLanding(): void {
  noteAttribution();
  noteAffiliate();
  storeAttributionIfAllowed();
}

function storeAttributionIfAllowed(): void {
  const consent = getConsentSnapshot();
  if (!consent.loaded || !isGroupGranted(CONSENT_GROUPS.performance, consent.grantedGroups)) return;
  captureAttribution();
  captureAffiliate();
}

/**
 * Mounted once by pages/_app.tsx: error reporting, attribution, the consent manager, consent-gated
 * trackers, page paths and pageviews, scroll depth and link clicks.
 */
export function MeasurementRoot() {
  const router = useRouter();
  const [ConsentManager, setConsentManager] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    let loading: Promise<void> | undefined;
    const mountConsentManager = () =>
      (loading ??= loadConsentManager().then((Component) => {
        if (!cancelled) startTransition(() => setConsentManager(() => Component));
      }));
    const warn = (error: unknown) =>
      // Offline or blocked: no banner; Consent Mode stays at its 'denied' defaults.
      console.warn('[consent] the consent manager did not load', error);
    // Until the manager runs (it registers its own), Privacy Choices loads it, then opens.
    const unregister = registerPageApi({
      openPrivacyChoices: () => {
        mountConsentManager()
          .then(() => import('@/components/consent/consent-runtime'))
          .then(({ startConsent }) => startConsent())
          .then((CookieConsent) => CookieConsent.showPreferences())
          .catch(warn);
      },
    });
    consentManagerNeeded()
      .then((needed) => (needed ? mountConsentManager() : undefined))
      .catch(warn);
    return () => {
      cancelled = true;
      unregister();
    };
  }, []);

  useEffect(() => {
    try {
      startBrowserErrorReporting();
    } catch (error) {
      // 'Bugsnag application ID is missing': a configuration error, loud but not fatal to visitors.
      console.error(error);
    }
  }, []);

  useEffect(() => {
    applyConsent(getConsentSnapshot());
    return subscribeConsent(() => {
      applyConsent(getConsentSnapshot());
      storeAttributionIfAllowed();
    });
  }, []);

  useEffect(() => watchLinkClicks(), []);

  useEffect(() => {
    const currentPath = () => window.location.pathname + window.location.search;
    let previousPath: string | null = null;
    captureLanding();
    setInitialPagePath(currentPath());
    const scrollDepth = createScrollDepthTracker((threshold) =>
      track(SCROLL_EVENTS[threshold], { page_path: window.location.pathname }),
    );
    const onStart = () => {
      previousPath = currentPath();
    };
    const onComplete = (url: string) => {
      captureLanding();
      scrollDepth.reset();
      trackNavigation(url, previousPath);
    };
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    return () => {
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      scrollDepth.stop();
    };
    // The router object is stable for the app's lifetime; subscribe once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return ConsentManager ? <ConsentManager /> : null;
}
