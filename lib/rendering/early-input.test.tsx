import { act, waitFor } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EarlyInputReplay, isChanged } from './early-input';

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

/** A directory's category filter: one radio per category. */
function CategoryRadios({
  category,
  onPick,
}: {
  category: string;
  onPick: (value: string) => void;
}) {
  return (
    <>
      {['all', 'crm'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="category"
            value={value}
            checked={category === value}
            onChange={() => onPick(value)}
          />
          {value}
        </label>
      ))}
    </>
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

  it('finds what the visitor picked and typed before the loader listened, from the controls alone', async () => {
    const container = serverMarkup(Directory);
    // The loader is async: it may run after the visitor acted, and heard nothing (decision 0240).
    container.querySelector('select')!.value = 'logistics';
    container.querySelector('input')!.value = 'harbour';

    await hydrateWithReplay(container, Directory);
    expect(statusOf(container)).toBe('industry=logistics query=harbour');
  });

  it('replays a control once when the loader heard it and it also differs from the markup', async () => {
    const picks: string[] = [];
    function Counted() {
      const [industry, setIndustry] = useState('');
      return (
        <select
          aria-label="Industry"
          value={industry}
          onChange={(e) => {
            picks.push(e.target.value);
            setIndustry(e.target.value);
          }}
        >
          <option value="">All industries</option>
          <option value="logistics">Logistics</option>
        </select>
      );
    }
    const container = serverMarkup(Counted);
    const select = container.querySelector('select')!;
    select.value = 'logistics';
    window.__switchboardEarlyInput = () => [select];

    await hydrateWithReplay(container, Counted);
    expect(picks).toEqual(['logistics']);
  });

  it('keeps the text typed in a part that hydrates late when a radio beside it is replayed first', async () => {
    function CategoryAndSearch() {
      const [category, setCategory] = useState('all');
      const [query, setQuery] = useState('');
      return (
        <div>
          <CategoryRadios category={category} onPick={setCategory} />
          <input aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
          <p role="status">{`category=${category} query=${query || 'none'}`}</p>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Suspense fallback={null}>
        <CategoryAndSearch />
      </Suspense>,
    );
    document.body.appendChild(container);
    const crm = container.querySelector<HTMLInputElement>('input[value="crm"]')!;
    const search = container.querySelector<HTMLInputElement>('input[aria-label="Search"]')!;
    crm.checked = true;
    search.value = 'harbour';
    // The loader heard the radio first.
    window.__switchboardEarlyInput = () => [crm, search];

    // The part's code arrives after the root has hydrated: it hydrates on its own, later.
    let arrive: () => void = () => undefined;
    const LatePart = lazy(
      () =>
        new Promise<{ default: typeof CategoryAndSearch }>((resolve) => {
          arrive = () => resolve({ default: CategoryAndSearch });
        }),
    );
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Suspense fallback={null}>
            <LatePart />
          </Suspense>
          <EarlyInputReplay />
        </>,
      );
    });
    act(() => arrive());
    await waitFor(() => expect(statusOf(container)).toBe('category=crm query=harbour'));
  });

  it('does nothing when the page loader recorded nothing', async () => {
    const container = serverMarkup(Directory);
    await hydrateWithReplay(container, Directory);
    expect(statusOf(container)).toBe('industry=all query=none');
  });

  it.each([
    ['heard by the loader', true],
    ['found from the controls alone', false],
  ])('replays a radio chosen and a box ticked before the app was live (%s)', async (_, heard) => {
    function Filters() {
      const [category, setCategory] = useState('all');
      const [freeOnly, setFreeOnly] = useState(false);
      return (
        <fieldset>
          <CategoryRadios category={category} onPick={setCategory} />
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
    if (heard) window.__switchboardEarlyInput = () => [crm!, free!];

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

describe('isChanged', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function select(markup: string): HTMLSelectElement {
    document.body.innerHTML = markup;
    return document.querySelector('select')!;
  }

  it('counts a select with no option marked as showing its first option a visitor could pick', () => {
    const plain = select('<select><option>Any size</option><option>1-50</option></select>');
    expect(isChanged(plain)).toBe(false);
    plain.selectedIndex = 1;
    expect(isChanged(plain)).toBe(true);

    const prompted = select(
      '<select><option disabled>Choose a size</option><option>1-50</option><option>51-250</option></select>',
    );
    expect(isChanged(prompted)).toBe(false);
    prompted.selectedIndex = 2;
    expect(isChanged(prompted)).toBe(true);
  });

  it('counts a list box, and an option in a disabled group, as the browser shows them', () => {
    const listBox = select('<select size="3"><option>Chat</option><option>Email</option></select>');
    expect(isChanged(listBox)).toBe(false);
    listBox.selectedIndex = 0;
    expect(isChanged(listBox)).toBe(true);

    const grouped = select(
      '<select><optgroup disabled><option>Retired plan</option></optgroup><option>Growth</option><option>Scale</option></select>',
    );
    expect(isChanged(grouped)).toBe(false);
    grouped.selectedIndex = 2;
    expect(isChanged(grouped)).toBe(true);
  });

  it('compares a select with a marked option, and a multiple one, with the marks', () => {
    const marked = select('<select><option>1-50</option><option selected>51-250</option></select>');
    expect(isChanged(marked)).toBe(false);
    marked.selectedIndex = 0;
    expect(isChanged(marked)).toBe(true);

    const multiple = select(
      '<select multiple><option>Chat</option><option>Email</option></select>',
    );
    expect(isChanged(multiple)).toBe(false);
    multiple.options[1]!.selected = true;
    expect(isChanged(multiple)).toBe(true);
  });

  it('compares text with what the server wrote and boxes with their marks', () => {
    document.body.innerHTML =
      '<input name="q" value="shopify"><input type="checkbox" name="free" checked><textarea name="note">Hi</textarea>';
    const [text, box] = [...document.querySelectorAll('input')];
    const note = document.querySelector('textarea')!;
    expect([text, box, note].map((control) => isChanged(control!))).toEqual([false, false, false]);
    text!.value = 'zendesk';
    box!.checked = false;
    note.value = 'Hello';
    expect([text, box, note].map((control) => isChanged(control!))).toEqual([true, true, true]);
  });
});
