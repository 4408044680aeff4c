import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import mitt from 'next/dist/shared/lib/mitt';
import { ANALYTICS_EVENTS } from '@/constants/events';
import { ModalProvider, preloadModal, useModal } from './modal-context';
import type { SwitchboardPageApi } from './window-api';

// A stand-in for the Next router, speaking the parts of its contract the context uses: hash-only
// push/replace change the URL and emit 'hashChangeComplete'.
const events = mitt();
const router = {
  events,
  push: jest.fn((url: string) => {
    window.history.pushState(null, '', url);
    events.emit('hashChangeComplete', url);
    return Promise.resolve(true);
  }),
  replace: jest.fn((url: string) => {
    window.history.replaceState(null, '', url);
    events.emit('hashChangeComplete', url);
    return Promise.resolve(true);
  }),
};
jest.mock('next/router', () => ({ useRouter: () => router }));

// The contents belong to other issues; these stand-ins render just the title contract.
jest.mock('@/modals/get-started/get-started-modal', () => ({
  __esModule: true,
  default: ({ flow }: { flow?: string }) => (
    <h2 id="modal-title">{`Get started with Switchboard${flow ? ` (${flow})` : ''}`}</h2>
  ),
}));
jest.mock('@/modals/demo/demo-modal', () => ({
  __esModule: true,
  default: () => <h2 id="modal-title">Get a personalized demo</h2>,
}));
jest.mock('@/modals/trial/trial-modal', () => ({
  __esModule: true,
  default: () => <h2 id="modal-title">Try Switchboard for free</h2>,
}));

const switchboard = () => (window as unknown as { Switchboard?: SwitchboardPageApi }).Switchboard;

/** How many times the page's control has rendered (opening a modal must not render it again). */
let openerRenders = 0;

function Opener() {
  const { openModal } = useModal();
  // An effect with no dependencies runs after each of the control's renders.
  useEffect(() => {
    openerRenders += 1;
  });
  return (
    <>
      <button type="button" onClick={() => openModal('demo')}>
        Request a demo
      </button>
      <button type="button" onClick={() => openModal('getStarted', { flow: 'pricing' })}>
        Get started
      </button>
    </>
  );
}

function renderProvider() {
  return render(
    <ModalProvider>
      <Opener />
    </ModalProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/pricing?plan=growth');
  window.dataLayer = [];
  router.push.mockClear();
  router.replace.mockClear();
  openerRenders = 0;
});

const dialogGone = () =>
  waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe('ModalProvider', () => {
  // First in the file: the module remembers what it loaded, and no test has opened the demo yet.
  it('shows a preloaded modal’s first step with the dialog, never “Loading…” first (decision 0214)', async () => {
    renderProvider();
    await act(async () => {
      preloadModal('demo');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request a demo' }));
    // In the click's own render: no second render after a 'Loading…' one.
    expect(screen.getByRole('dialog', { name: 'Get a personalized demo' })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('opens the demo modal lazily as a labelled dialog and tracks opening and closing', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get a personalized demo' }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(window.dataLayer).toEqual([
      { event: ANALYTICS_EVENTS.modalOpened, label: 'demo' },
      { event: ANALYTICS_EVENTS.modalClosed, label: 'demo' },
    ]);
  });

  it('opens get-started with its flow and pushes the hash onto the path, keeping the query', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    expect(
      await screen.findByRole('dialog', { name: 'Get started with Switchboard (pricing)' }),
    ).toBeInTheDocument();
    expect(router.push).toHaveBeenCalledWith('/pricing?plan=growth#get-started', undefined, {
      shallow: true,
      scroll: false,
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/pricing?plan=growth');
  });

  it('opens get-started from a hash in any case, and closing removes the hash', async () => {
    window.history.replaceState(null, '', '/blog#Get-Started');
    const user = userEvent.setup();
    renderProvider();
    expect(
      await screen.findByRole('dialog', { name: 'Get started with Switchboard' }),
    ).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(router.replace).toHaveBeenCalledWith('/blog', undefined, {
      shallow: true,
      scroll: false,
    });
    expect(window.location.hash).toBe('');
  });

  it('leaves the URL alone on close when the visitor has moved to another path', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await screen.findByRole('dialog');
    window.history.pushState(null, '', '/customer-stories#get-started');
    await user.keyboard('{Escape}');
    expect(router.replace).not.toHaveBeenCalled();
    expect(window.location.pathname + window.location.hash).toBe('/customer-stories#get-started');
  });

  it('drops the hash when get-started hands over to the demo, so a reload does not reopen it', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Get started' }));
    await screen.findByRole('dialog', { name: 'Get started with Switchboard (pricing)' });
    expect(window.location.hash).toBe('#get-started');
    // What the get-started modal does when the email check hands the visitor over.
    act(() => switchboard()?.openDemo?.());
    expect(
      await screen.findByRole('dialog', { name: 'Get a personalized demo' }),
    ).toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pricing?plan=growth',
    );
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(window.location.hash).toBe('');
  });

  it('closes get-started when Back takes the hash away', async () => {
    window.history.replaceState(null, '', '/#get-started');
    renderProvider();
    await screen.findByRole('dialog');
    act(() => {
      window.history.replaceState(null, '', '/');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await dialogGone();
  });

  it('lets page scripts open the trial and demo modals, merging into window.Switchboard', async () => {
    const openPrivacyChoices = jest.fn();
    (window as unknown as { Switchboard?: SwitchboardPageApi }).Switchboard = {
      openPrivacyChoices,
    };
    const { unmount } = renderProvider();
    expect(switchboard()?.openPrivacyChoices).toBe(openPrivacyChoices);
    act(() => switchboard()?.openTrial?.());
    expect(
      await screen.findByRole('dialog', { name: 'Try Switchboard for free' }),
    ).toBeInTheDocument();
    act(() => switchboard()?.openDemo?.());
    expect(
      await screen.findByRole('dialog', { name: 'Get a personalized demo' }),
    ).toBeInTheDocument();
    unmount();
    expect(switchboard()?.openTrial).toBeUndefined();
    expect(switchboard()?.openPrivacyChoices).toBe(openPrivacyChoices);
  });

  it('closes the open modal when the visitor follows a link to another page', async () => {
    const user = userEvent.setup();
    renderProvider();
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    await screen.findByRole('dialog');
    act(() => events.emit('routeChangeStart', '/product-tour', { shallow: false }));
    await dialogGone();
  });

  // The click's own task renders the dialog and its step, not the page's calls to action, its
  // footer or a whole page that can open a modal (issue 19 item 3, decision 0221).
  it('opens and closes a modal without rendering the controls that open it again', async () => {
    const user = userEvent.setup();
    renderProvider();
    expect(openerRenders).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Request a demo' }));
    await screen.findByRole('dialog', { name: 'Get a personalized demo' });
    await user.keyboard('{Escape}');
    await dialogGone();
    expect(openerRenders).toBe(1);
  });
});
