import { useRouter } from 'next/router';
import { useEffect } from 'react';

export const ROUTE_LOADING_CLASS = 'route-loading';

/** Shows the progress cursor (styles/global-style.ts) while the next page loads. */
export function useRouteLoadingCursor(): void {
  const router = useRouter();
  useEffect(() => {
    const root = document.documentElement;
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) root.classList.add(ROUTE_LOADING_CLASS);
    };
    const done = () => root.classList.remove(ROUTE_LOADING_CLASS);
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
      done();
    };
  }, [router.events]);
}
