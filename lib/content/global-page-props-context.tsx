import { useRouter } from 'next/router';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { APP_CONFIG_PATH, APP_CONFIG_RETRY_DELAYS_MS } from '@/constants/content';
import {
  isAppConfigResponse,
  type BrowserGlobalPageProps,
  type FirstScreenGlobalPageProps,
  type GlobalPageProps,
} from './global-page-props-types';
import { completeNavigation, isWholeNavigation } from './first-screen-navigation';
import { isLaterUpdate } from './last-updated';

/**
 * The browser's copy of the global page context. It starts from the page's build-time props
 * (`pageProps.globalPageProps`: the first screen's part only, decisions 0181 and 0211), refreshes once from
 * GET /api/config/app (asked again after a failure, APP_CONFIG_RETRY_DELAYS_MS) and keeps the fetched copy only when its lastUpdated is later (spec section
 * 4); a fetched copy that is not later still fills in what the page's props left out. The
 * previous route path is recorded at each route-change start.
 *
 * In pages/_app.tsx:
 *   <GlobalPagePropsProvider initial={pageProps.globalPageProps ?? null}> … </GlobalPagePropsProvider>
 * Anywhere below: const globalPageProps = useGlobalPageProps(); // null until known
 */
const GlobalPagePropsContext = createContext<BrowserGlobalPageProps | null>(null);

/**
 * The fetched copy when it is later; otherwise the held copy, completed from the fetched one: the
 * blog, metadata and the whole navigation (the drawers' and the footer's links, decision 0211).
 */
function mergeFetched(
  current: BrowserGlobalPageProps | null,
  fetched: GlobalPageProps,
): BrowserGlobalPageProps {
  if (!current || isLaterUpdate(current.lastUpdated, fetched.lastUpdated)) return fetched;
  if (current.metadata && isWholeNavigation(current.navigation)) return current;
  return {
    ...fetched,
    ...current,
    navigation: completeNavigation(fetched.navigation, current.navigation),
  };
}

/** A page built later than the copy held: its first-screen fields win; the whole navigation stays. */
function mergeLaterPage(
  current: BrowserGlobalPageProps | null,
  page: FirstScreenGlobalPageProps,
): BrowserGlobalPageProps {
  if (!current) return page;
  return {
    ...current,
    ...page,
    navigation: completeNavigation(page.navigation, current.navigation),
  };
}

export function useGlobalPagePropsState(
  initial: FirstScreenGlobalPageProps | null,
): BrowserGlobalPageProps | null {
  const router = useRouter();
  const [props, setProps] = useState<BrowserGlobalPageProps | null>(initial);
  const [previousRoutePath, setPreviousRoutePath] = useState<string | null>(null);

  // A page built later than the copy held (client-side navigation to a fresher page) wins too.
  // Adjusting state while rendering, as React recommends over an effect for derived updates.
  const [seenInitial, setSeenInitial] = useState(initial);
  if (initial !== seenInitial) {
    setSeenInitial(initial);
    if (initial && isLaterUpdate(props?.lastUpdated, initial.lastUpdated))
      setProps(mergeLaterPage(props, initial));
  }

  useEffect(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) => {
      fetch(APP_CONFIG_PATH, { signal: controller.signal, headers: { accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) => {
          if (!isAppConfigResponse(body)) throw new Error('no app config in the answer');
          const fetched = body['global-page-props'];
          // A transition: the refresh must not force the page's deferred hydration into one long task.
          startTransition(() => setProps((current) => mergeFetched(current, fetched)));
        })
        .catch(() => {
          // Offline, a failed answer or aborted: the page's copy stays in use, and the menus'
          // links (not in the page's props) are asked for again a few times.
          const delay = APP_CONFIG_RETRY_DELAYS_MS[attempt];
          if (!controller.signal.aborted && delay !== undefined)
            retry = setTimeout(() => load(attempt + 1), delay);
        });
    };
    load(0);
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, []);

  const asPathRef = useRef(router.asPath);
  useEffect(() => {
    asPathRef.current = router.asPath;
  }, [router.asPath]);
  useEffect(() => {
    const onRouteChangeStart = () => setPreviousRoutePath(asPathRef.current);
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => router.events.off('routeChangeStart', onRouteChangeStart);
  }, [router.events]);

  // One object per change: a new context value would reach every part of the page still hydrating.
  return useMemo(
    () => (props ? { ...props, previousRoutePath } : null),
    [props, previousRoutePath],
  );
}

export function GlobalPagePropsProvider({
  initial,
  children,
}: {
  initial: FirstScreenGlobalPageProps | null;
  children: ReactNode;
}) {
  const value = useGlobalPagePropsState(initial);
  return (
    <GlobalPagePropsContext.Provider value={value}>{children}</GlobalPagePropsContext.Provider>
  );
}

export function useGlobalPageProps(): BrowserGlobalPageProps | null {
  return useContext(GlobalPagePropsContext);
}
