import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext, useLayoutEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IslandFocusedField } from './early-input';
import { Island } from './island';

const submitted = jest.fn();

/** A stand-in for a page form: a controlled input, like formik's fields. */
function SubscribeForm({ stored = '' }: { stored?: string }) {
  const [email, setEmail] = useState('');
  const [size, setSize] = useState('');
  // Like MarketingForm's prefill: empty fields take the stored user data once, as it mounts (a
  // layout effect). Once, with the first render's values, as the real prefill does.
  // It leaves the field the visitor was in when the island was replaced.
  const islandField = useContext(IslandFocusedField);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- mirrors PrefillFromUserData
    if (stored && email === '' && islandField !== 'email') setEmail(stored);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form
      aria-label="Subscribe to the blog"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submitted(size ? `${email} (${size})` : email);
      }}
    >
      <label htmlFor="subscribe-email">Email</label>
      <input
        id="subscribe-email"
        name="email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor="subscribe-size">Company size</label>
      <select
        id="subscribe-size"
        name="company_size"
        value={size}
        onChange={(event) => setSize(event.target.value)}
      >
        <option value="">Select one</option>
        <option value="1-10">1-10</option>
        <option value="51">51-100</option>
      </select>
      <button type="submit">Subscribe</button>
    </form>
  );
}

/** A dynamic import the test resolves when it wants the form's code to "arrive". */
function deferredLoad(form: ComponentType = SubscribeForm) {
  let resolve: (component: ComponentType) => void = () => undefined;
  const promise = new Promise<ComponentType>((done) => {
    resolve = done;
  });
  const load = jest.fn(() => promise);
  return { load, arrive: () => act(async () => resolve(form)) };
}

/** A visitor who subscribed before: their stored email would prefill the live form. */
const ReturningVisitorForm = () => <SubscribeForm stored="old@brightlane.com" />;

let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed.push({ callback, options });
  }
  observe() {}
  disconnect() {}
}

/** What the server renders for an island (island.server.test.ts checks the real thing). */
function serverMarkup(Part: ComponentType) {
  return renderToString(
    <div style={{ display: 'contents' }}>
      <Part />
    </div>,
  );
}

/** The server's HTML for the band, then hydration in the browser. */
async function hydrateServerMarkup(
  load: () => Promise<ComponentType>,
  when: 'near' | 'interaction' = 'near',
): Promise<Root> {
  const container = document.createElement('div');
  container.innerHTML = serverMarkup(SubscribeForm);
  document.body.appendChild(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Island when={when} load={load} />);
  });
  return root!;
}

describe('Island', () => {
  beforeEach(() => {
    observed = [];
    submitted.mockClear();
    Object.defineProperty(window, 'IntersectionObserver', {
      configurable: true,
      value: FakeIntersectionObserver,
    });
    document.body.innerHTML = '';
  });

  it('keeps the server-rendered form as it is and loads its code only when it nears the viewport', async () => {
    const { load, arrive } = deferredLoad();
    const root = await hydrateServerMarkup(load);
    // The markup the server sent is on the page, usable by label, before any form code ran.
    expect(screen.getByRole('form', { name: 'Subscribe to the blog' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(observed[0]?.options?.rootMargin).toBe('200px 0px');

    act(() =>
      observed[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await userEvent.type(screen.getByLabelText('Email'), 'ana@brightlane.com{Enter}');
    expect(submitted).toHaveBeenCalledWith('ana@brightlane.com');
    act(() => root.unmount());
  });

  it('carries what the visitor typed (over any prefill), the focus and a submit pressed before the code arrived', async () => {
    const { load, arrive } = deferredLoad(ReturningVisitorForm);
    const root = await hydrateServerMarkup(load);
    const islandInput = screen.getByLabelText('Email');

    // The visitor picks a size, then types in the field before the form's code has loaded.
    await userEvent.selectOptions(screen.getByLabelText('Company size'), '51');
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(islandInput);
    await userEvent.keyboard('ana@brightlane.com{Enter}');
    expect(submitted).not.toHaveBeenCalled();

    await arrive();
    const liveInput = screen.getByLabelText('Email');
    expect(liveInput).not.toBe(islandInput);
    expect(liveInput).toHaveValue('ana@brightlane.com');
    expect(liveInput).toHaveFocus();
    expect(screen.getByLabelText('Company size')).toHaveValue('51');
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('ana@brightlane.com (51)'));
    expect(submitted).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });

  it('tells the live form which field the visitor is in, so its prefill leaves that field as they left it', async () => {
    const { load, arrive } = deferredLoad(ReturningVisitorForm);
    const root = await hydrateServerMarkup(load);
    // The visitor clicks into the empty field as the code is on its way, then types.
    await userEvent.click(screen.getByLabelText('Email'));
    await arrive();
    const liveInput = screen.getByLabelText('Email');
    expect(liveInput).toHaveFocus();
    expect(liveInput).toHaveValue('');
    await userEvent.keyboard('ana@brightlane.com{Enter}');
    expect(submitted).toHaveBeenCalledWith('ana@brightlane.com');
    act(() => root.unmount());
  });

  it('after a client-side navigation (no server markup) loads the form at once', async () => {
    const { load, arrive } = deferredLoad();
    render(<Island when="near" load={load} />);
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByRole('form', { name: 'Subscribe to the blog' })).toBeInTheDocument();
  });

  it('whose props are on their way keeps the server markup, and a focus meanwhile brings it alive once they arrive', async () => {
    function FooterLinks({ title }: { title: string }) {
      return (
        <nav aria-label={title}>
          <a href="https://help.switchboard.example/">Help centre</a>
        </nav>
      );
    }
    const load = jest.fn(() => Promise.resolve(FooterLinks));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <div style={{ display: 'contents' }}>
        <FooterLinks title="Product" />
      </div>,
    );
    document.body.appendChild(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island when="near" load={load} ready={false} />);
    });
    screen.getByRole('link', { name: 'Help centre' }).focus();
    await act(async () => {
      await Promise.resolve();
    });
    // Still the server's links: the part has nothing to render yet.
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('navigation', { name: 'Product' })).toBeInTheDocument();

    await act(async () => {
      root!.render(<Island when="near" load={load} props={{ title: 'Product' }} ready />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        Object.keys(screen.getByRole('link', { name: 'Help centre' })).some((key) =>
          key.startsWith('__react'),
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveFocus();
    act(() => root!.unmount());
    container.remove();
  });

  it('gives the form its props once live', async () => {
    function Titled({ title }: { title: string }) {
      return <form aria-label={title} />;
    }
    const load = jest.fn(() => Promise.resolve(Titled));
    render(<Island when="near" load={load} props={{ title: 'Get the report' }} />);
    expect(await screen.findByRole('form', { name: 'Get the report' })).toBeInTheDocument();
  });

  it('as a page part (footer, block): no box of its own, and a focused link and a clicked button carry over', async () => {
    const opened = jest.fn();
    function FooterPart() {
      return (
        <footer>
          <a href="#plans">Plans</a>
          <button type="button" onClick={() => opened('privacy')}>
            Your Privacy Choices
          </button>
          <button type="button" onClick={() => opened('subscribe')}>
            Subscribe to our blog
          </button>
        </footer>
      );
    }
    const { load, arrive } = deferredLoad(FooterPart);
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(FooterPart);
    document.body.appendChild(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island when="near" load={load} />);
    });
    const island = container.firstElementChild as HTMLElement;
    expect(island.style.display).toBe('contents');

    // Focus on a link, then a click on a button that has no handler yet.
    screen.getByRole('link', { name: 'Plans' }).focus();
    act(() => screen.getByRole('button', { name: 'Subscribe to our blog' }).click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(opened).not.toHaveBeenCalled();

    await arrive();
    expect(opened).toHaveBeenCalledWith('subscribe');
    expect(opened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Plans' })).toHaveFocus();
    act(() => root!.unmount());
  });

  it("with when='interaction', waits for the visitor, not the viewport", async () => {
    const { load, arrive } = deferredLoad();
    const root = await hydrateServerMarkup(load, 'interaction');
    expect(observed).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('Email'));
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    act(() => root.unmount());
  });

  it('sends a submit the page held before the app was live (chunk-bootstrap.js), with the typed value', async () => {
    const { load, arrive } = deferredLoad();
    const container = document.createElement('div');
    container.innerHTML = serverMarkup(SubscribeForm);
    document.body.appendChild(container);
    // Before React: the visitor typed and pressed Enter; the loader held the submit.
    const input = container.querySelector('input[name="email"]') as HTMLInputElement;
    input.value = 'early@brightlane.com';
    window.__switchboardHeldSubmit = container.querySelector('form');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Island when="near" load={load} />);
    });
    // The held submit starts the part's code without waiting for the viewport.
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    await waitFor(() => expect(submitted).toHaveBeenCalledWith('early@brightlane.com'));
    expect(window.__switchboardHeldSubmit).toBeNull();
    act(() => root!.unmount());
  });
});
