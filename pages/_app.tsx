// First: the Pages Router's hydration must find it in place (decision 0220).
import '@/lib/rendering/hydration-in-slices';
import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { ThemeProvider } from 'styled-components';
import { EarlyInputReplay } from '@/lib/rendering/early-input';
import { MeasurementRoot } from '@/components/measurement/measurement-root';
import { ModalProvider } from '@/components/modal-context';
import { PageShell } from '@/components/page-shell/page-shell';
import { shellOptionsFrom } from '@/components/page-shell/shell-options';
import { GlobalPagePropsProvider } from '@/lib/content/global-page-props-context';
import { adoptRegionNames } from '@/lib/rendering/region-names';
import type { FirstScreenGlobalPageProps } from '@/lib/content/global-page-props-types';
import { SiteErrorBoundary } from '@/lib/error-reporting/error-boundary';
import { theme } from '@/styles/theme';

// Before hydration: the class names whose rules the linked stylesheets hold (decision 0235).
if (typeof document !== 'undefined') adoptRegionNames();

// Shown only after a render error in the browser: its code loads then (a render error on the server
// gets pages/_error instead), so it stays out of every page's first load.
const ErrorView = dynamic(() =>
  import('@/components/error-view/error-view').then((m) => m.ErrorView),
);

export default function SiteApp({ Component, pageProps, router }: AppProps) {
  const shellOptions = shellOptionsFrom(pageProps);
  const initialGlobalPageProps =
    (pageProps as { globalPageProps?: FirstScreenGlobalPageProps }).globalPageProps ?? null;
  return (
    <ThemeProvider theme={theme}>
      <GlobalPagePropsProvider initial={initialGlobalPageProps}>
        <ModalProvider>
          <PageShell options={shellOptions}>
            {/* A render error shows the error page inside the shell; the next navigation resets it. */}
            <SiteErrorBoundary fallback={<ErrorView />} resetKey={router.asPath}>
              <Component {...pageProps} />
            </SiteErrorBoundary>
          </PageShell>
          {/* The team's own pages track nothing and show no cookie banner. */}
          {!shellOptions.internal && <MeasurementRoot />}
          <EarlyInputReplay />
        </ModalProvider>
      </GlobalPagePropsProvider>
    </ThemeProvider>
  );
}
