import { act, render, screen, waitFor } from '@testing-library/react';
import { APP_CONFIG_RETRY_DELAYS_MS } from '@/constants/content';
import { navigationUnderTest } from '@/tests/support/navigation-under-test';
import {
  firstScreenNavigation,
  hasMenuContents,
  isWholeNavigation,
} from './first-screen-navigation';
import type { FirstScreenGlobalPageProps, GlobalPageProps } from './global-page-props-types';
import { GlobalPagePropsProvider, useGlobalPageProps } from './global-page-props-context';

type Handler = (url: string) => void;
const handlers = new Map<string, Set<Handler>>();
const router = {
  asPath: '/pricing',
  events: {
    on: (event: string, handler: Handler) => {
      handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
  },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

function props(lastUpdated: string, announcementText: string): GlobalPageProps {
  return {
    announcement: {
      id: 'a',
      text: announcementText,
      link: { label: 'Read', href: '/blog' },
      enabled: true,
    },
    blog: {
      title: 'Blog',
      description: 'd',
      path: '/blog',
      searchPath: '/blog/search',
      rssPath: '/blog/rss.xml',
      recentPosts: [],
    },
    categories: [],
    featureFlags: {},
    metadata: {
      title: 't',
      description: 'd',
      twitterHandle: '@x',
      locale: 'en_US',
      siteUrl: 'http://localhost:3000',
    },
    navigation: {
      blogNav: [],
      legalFooter: [],
      primaryFooter: {
        columns: [],
        smallLinkColumns: [],
        compareColumn: { title: 'Compare', links: [] },
      },
      primaryNav: { items: [], actions: [] },
    },
    lastUpdated,
    previousRoutePath: null,
  };
}

function Probe() {
  const value = useGlobalPageProps();
  return (
    <p>
      {value?.announcement?.text} | blog: {value?.blog?.title ?? 'none'} | previous:{' '}
      {value?.previousRoutePath ?? 'none'}
    </p>
  );
}

/** What a page's props carry of a built copy (decision 0181), with the navigation given. */
function firstScreenOf(
  built: GlobalPageProps,
  navigation: FirstScreenGlobalPageProps['navigation'],
): FirstScreenGlobalPageProps {
  const { announcement, featureFlags, lastUpdated } = built;
  return { announcement, featureFlags, lastUpdated, navigation };
}

/** The first drawer's links and the first legal link, as the shell would find them. */
function NavigationProbe() {
  const navigation = useGlobalPageProps()?.navigation;
  const drawer = navigation?.primaryNav.items.find((item) => item.type === 'drawer');
  const links =
    drawer && hasMenuContents(drawer) && drawer.type === 'drawer'
      ? drawer.sections.flatMap((section) => section.links.map((link) => link.title))
      : [];
  const legal = navigation && isWholeNavigation(navigation) ? navigation.legalFooter[0] : null;
  return (
    <p>
      drawer links: {links.length ? links.join(', ') : 'none'} | footer: {legal?.title ?? 'none'}
    </p>
  );
}

function answerConfig(fetched: GlobalPageProps) {
  global.fetch = jest.fn().mockResolvedValue({
    ok: true,
    json: () => Promise.resolve({ 'feature-flags': {}, 'global-page-props': fetched }),
  } as unknown as Response);
}

/** A fetched copy holding the menus' links, and a page whose props hold only the header's top level. */
function renderFirstScreenPage() {
  const fetched = props('2026-11-20T00:00:00.000Z', 'Same-age announcement');
  fetched.navigation.primaryNav.items = navigationUnderTest.primaryNav;
  fetched.navigation.legalFooter = navigationUnderTest.footer.legalLinks;
  const built = props('2026-11-20T00:00:00.000Z', 'Built announcement');
  return {
    fetched,
    renderPage: () =>
      render(
        <GlobalPagePropsProvider
          initial={firstScreenOf(built, firstScreenNavigation(fetched.navigation))}
        >
          <NavigationProbe />
        </GlobalPagePropsProvider>,
      ),
  };
}

afterEach(() => handlers.clear());

describe('GlobalPagePropsProvider', () => {
  it('replaces the build-time copy with a fetched copy whose lastUpdated is later', async () => {
    answerConfig(props('2026-11-21T00:00:00.000Z', 'Fresh announcement'));
    render(
      <GlobalPagePropsProvider initial={props('2026-11-20T00:00:00.000Z', 'Built announcement')}>
        <Probe />
      </GlobalPagePropsProvider>,
    );
    expect(await screen.findByText(/Fresh announcement/)).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/api/config/app', expect.anything());
  });

  it('keeps its copy when the fetched lastUpdated is not later', async () => {
    answerConfig(props('2026-11-20T00:00:00.000Z', 'Same-age announcement'));
    render(
      <GlobalPagePropsProvider initial={props('2026-11-20T00:00:00.000Z', 'Built announcement')}>
        <Probe />
      </GlobalPagePropsProvider>,
    );
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText(/Built announcement/)).toBeInTheDocument();
    expect(screen.queryByText(/Same-age announcement/)).not.toBeInTheDocument();
  });

  it("fills in what a page's first-screen props leave out from a fetched copy that is not later", async () => {
    const fetched = props('2026-11-20T00:00:00.000Z', 'Same-age announcement');
    fetched.blog.title = 'The Switchboard blog';
    answerConfig(fetched);
    const built = props('2026-11-20T00:00:00.000Z', 'Built announcement');
    render(
      <GlobalPagePropsProvider initial={firstScreenOf(built, built.navigation)}>
        <Probe />
      </GlobalPagePropsProvider>,
    );
    expect(screen.getByText(/Built announcement \| blog: none/)).toBeInTheDocument();
    expect(
      await screen.findByText(/Built announcement \| blog: The Switchboard blog/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Same-age announcement/)).not.toBeInTheDocument();
  });

  it("completes a page's header top level with the drawers' and footer's links of a fetched copy that is not later", async () => {
    const { fetched, renderPage } = renderFirstScreenPage();
    answerConfig(fetched);
    renderPage();
    expect(screen.getByText('drawer links: none | footer: none')).toBeInTheDocument();
    expect(
      await screen.findByText(/drawer links: Omnichannel inbox, .* \| footer: Legal/),
    ).toBeInTheDocument();
  });

  it('asks again when /api/config/app fails, so the drawers still get their links', async () => {
    jest.useFakeTimers();
    try {
      const { fetched, renderPage } = renderFirstScreenPage();
      global.fetch = jest
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce({ ok: false, json: () => Promise.resolve({}) } as Response)
        .mockResolvedValue({
          ok: true,
          json: () => Promise.resolve({ 'feature-flags': {}, 'global-page-props': fetched }),
        } as unknown as Response);
      renderPage();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(APP_CONFIG_RETRY_DELAYS_MS[0]);
      });
      expect(global.fetch).toHaveBeenCalledTimes(2);
      expect(screen.getByText('drawer links: none | footer: none')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(APP_CONFIG_RETRY_DELAYS_MS[1]);
      });
      expect(global.fetch).toHaveBeenCalledTimes(3);
      expect(
        screen.getByText(/drawer links: Omnichannel inbox, .* \| footer: Legal/),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('records the path being left at each route-change start', async () => {
    answerConfig(props('2026-01-01T00:00:00.000Z', 'Old'));
    render(
      <GlobalPagePropsProvider initial={props('2026-11-20T00:00:00.000Z', 'Built announcement')}>
        <Probe />
      </GlobalPagePropsProvider>,
    );
    expect(screen.getByText(/previous: none/)).toBeInTheDocument();
    act(() => handlers.get('routeChangeStart')?.forEach((handler) => handler('/blog')));
    expect(await screen.findByText(/previous: \/pricing/)).toBeInTheDocument();
  });
});
