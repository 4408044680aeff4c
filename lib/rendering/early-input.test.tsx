import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EarlyInputReplay } from './early-input';

/** The server's HTML for a page part, in the document before any app script runs. */
function serverMarkup(Part: () => React.JSX.Element): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Part />);
  document.body.appendChild(container);
  return container;
}

/** The app arrives: React hydrates the part, with the replay mounted beside it as in _app. */
async function hydrateWithReplay(container: HTMLElement, Part: () => React.JSX.Element) {
  await act(async () => {
    hydrateRoot(
      container,
      <>
        <Part />
        <EarlyInputReplay />
      </>,
    );
  });
}

const statusOf = (container: HTMLElement): string | null | undefined =>
  container.querySelector('[role="status"]')?.textContent;

/** A directory filter: a controlled select and search box, and what the page shows from them. */
function Directory() {
  const [industry, setIndustry] = useState('');
  const [query, setQuery] = useState('');
  return (
    <div>
      <select aria-label="Industry" value={industry} onChange={(e) => setIndustry(e.target.value)}>
        <option value="">All industries</option>
        <option value="logistics">Logistics</option>
      </select>
      <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <p role="status">{`industry=${industry || 'all'} query=${query || 'none'}`}</p>
    </div>
  );
}

describe('EarlyInputReplay', () => {
  afterEach(() => {
    delete window.__switchboardEarlyInput;
    delete window.__switchboardEarlyClick;
    document.body.innerHTML = '';
  });

  it('gives the app what the visitor picked and typed before it was live', async () => {
    const container = serverMarkup(Directory);
    // Before any app script ran: the browser changes the controls, nobody listens yet.
    const select = container.querySelector('select')!;
    const search = container.querySelector('input')!;
    select.value = 'logistics';
    search.value = 'harbour';
    window.__switchboardEarlyInput = () => [select, search];

    await hydrateWithReplay(container, Directory);
    expect(statusOf(container)).toBe('industry=logistics query=harbour');
    expect(select.value).toBe('logistics');
    expect(search.value).toBe('harbour');
  });

  it('does nothing when the page loader recorded nothing', async () => {
    const container = serverMarkup(Directory);
    await hydrateWithReplay(container, Directory);
    expect(statusOf(container)).toBe('industry=all query=none');
  });

  it('replays a radio chosen and a box ticked before the app was live', async () => {
    function Filters() {
      const [category, setCategory] = useState('all');
      const [freeOnly, setFreeOnly] = useState(false);
      return (
        <fieldset>
          {['all', 'crm'].map((value) => (
            <label key={value}>
              <input
                type="radio"
                name="category"
                value={value}
                checked={category === value}
                onChange={() => setCategory(value)}
              />
              {value}
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              checked={freeOnly}
              onChange={(e) => setFreeOnly(e.target.checked)}
            />
            Free only
          </label>
          <p role="status">{`category=${category} free=${String(freeOnly)}`}</p>
        </fieldset>
      );
    }
    const container = serverMarkup(Filters);
    const [all, crm, free] = [...container.querySelectorAll('input')];
    crm!.checked = true; // the browser unchecks 'all' in the same group
    free!.checked = true;
    window.__switchboardEarlyInput = () => [crm!, free!];

    await hydrateWithReplay(container, Filters);
    expect(statusOf(container)).toBe('category=crm free=true');
    expect(all!.checked).toBe(false);
    expect(crm!.checked).toBe(true);
    expect(free!.checked).toBe(true);
  });

  it('presses again a button pressed before the app was live', async () => {
    function Cta() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Try for Free
          </button>
          <p role="status">{open ? 'trial dialog open' : 'closed'}</p>
        </>
      );
    }
    const container = serverMarkup(Cta);
    const button = container.querySelector('button')!;
    button.click(); // nobody listens yet
    expect(statusOf(container)).toBe('closed');
    window.__switchboardEarlyClick = () => button;

    await hydrateWithReplay(container, Cta);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(statusOf(container)).toBe('trial dialog open');
  });
});
