import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Prose } from '@/components/content-page/prose';
import { MarkupOnceCollector, pageDataWithoutMarkup } from './markup-once';

const AGREEMENT = `<h2 id="fees">Fees</h2><p>${'Customer pays the fees in each order form. '.repeat(8)}</p>`;
const SHORT = '<p>Short.</p>';

/** A page as a legal document's: its props hold the HTML, and Prose shows it. */
function Page({ html, title }: { html: string; title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Prose html={html} />
    </main>
  );
}

/** The server's render: the markup, and the page data as the first document writes it. */
function serverRender(props: { html: string; title: string }) {
  const markup: string[] = [];
  const html = renderToString(
    <MarkupOnceCollector value={markup}>
      <Page {...props} />
    </MarkupOnceCollector>,
  );
  return { html, pageData: pageDataWithoutMarkup({ pageProps: props }, markup) };
}

describe('HTML sent once (decision 0237)', () => {
  it("leaves the document's HTML out of the page data, and keeps the rest", () => {
    const { html, pageData } = serverRender({ html: AGREEMENT, title: 'SaaS Services Agreement' });
    expect(html).toContain('Customer pays the fees in each order form.');
    expect(JSON.stringify(pageData)).not.toContain('Customer pays the fees');
    expect(pageData.pageProps.title).toBe('SaaS Services Agreement');
  });

  it('keeps HTML too short to be worth a reference in the page data', () => {
    const { html, pageData } = serverRender({ html: SHORT, title: 'Subprocessors' });
    expect(html).toContain('Short.');
    expect(pageData.pageProps.html).toBe(SHORT);
    expect(html).not.toContain('data-in-markup');
  });

  it('replaces the same HTML wherever the page data repeats it, and only whole strings', () => {
    const data = { a: AGREEMENT, nested: [{ b: AGREEMENT, c: `${AGREEMENT} ` }] };
    const without = pageDataWithoutMarkup(data, [AGREEMENT]);
    expect(without.a).toBe(without.nested[0]!.b);
    expect(without.a).not.toBe(AGREEMENT);
    expect(without.nested[0]!.c).toBe(`${AGREEMENT} `);
    // The data given is left as it was: the page's data file is written from it.
    expect(data.a).toBe(AGREEMENT);
  });

  it('hydrates from the markup: the visitor keeps the text, and React reports no mismatch', async () => {
    const { html, pageData } = serverRender({ html: AGREEMENT, title: 'SaaS Services Agreement' });
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const mismatch = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page {...pageData.pageProps} />, {
        onRecoverableError: mismatch,
      });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.querySelector('h2')?.textContent).toBe('Fees');
    expect(container.textContent).toContain('Customer pays the fees in each order form.');
    container.remove();
  });

  it('says so when no markup holds the HTML of a reference, instead of showing an empty body silently', async () => {
    const { pageData } = serverRender({ html: AGREEMENT, title: 'SaaS Services Agreement' });
    // A reference whose markup is not in the page (the place is one no other test reads).
    const reference = pageData.pageProps.html.replace(/\d+$/, '7');
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Page html={reference} title="SaaS Services Agreement" />));
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({
        message: expect.stringContaining('No markup holds the HTML at place 7'),
      }),
    );
    expect(container.querySelector('h2')).toBeNull();
    await act(async () => root.unmount());
    container.remove();
  });

  it('renders HTML given whole (a client-side navigation) as it is', async () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => root.render(<Page html={AGREEMENT} title="SaaS Services Agreement" />));
    expect(container.querySelector('h2')?.textContent).toBe('Fees');
    expect(container.querySelector('[data-in-markup]')).toBeNull();
    await act(async () => root.unmount());
    container.remove();
  });
});
