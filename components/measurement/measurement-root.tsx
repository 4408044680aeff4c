import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { ConsentManager } from '@/components/consent/consent-manager';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { watchLinkClicks } from '@/lib/analytics/link-clicks';
import { setInitialPagePath, trackNavigation } from '@/lib/analytics/page-views';
import { createScrollDepthTracker } from '@/lib/analytics/scroll-depth';
import { track } from '@/lib/analytics/track';
import { getConsentSnapshot, subscribeConsent } from '@/lib/consent/consent-store';
import { startBrowserErrorReporting } from '@/lib/error-reporting/browser';
import { applyConsent } from './apply-consent';

const SCROLL_EVENTS = { 50: ANALYTICS_EVENTS.scrollDepth50, 75: ANALYTICS_EVENTS.scrollDepth75 };

/**
 * Mounted once by pages/_app.tsx: error reporting, the consent manager, consent-gated trackers,
 * page paths and pageviews, scroll depth and link clicks.
 */
export function MeasurementRoot() {
  const router = useRouter();

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
    return subscribeConsent(() => applyConsent(getConsentSnapshot()));
  }, []);

  useEffect(() => watchLinkClicks(), []);

  useEffect(() => {
    const currentPath = () => window.location.pathname + window.location.search;
    let previousPath: string | null = null;
    setInitialPagePath(currentPath());
    const scrollDepth = createScrollDepthTracker((threshold) =>
      track(SCROLL_EVENTS[threshold], { page_path: window.location.pathname }),
    );
    const onStart = () => {
      previousPath = currentPath();
    };
    const onComplete = (url: string) => {
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

  return <ConsentManager />;
}
