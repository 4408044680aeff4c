import { createElement, type ComponentType } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { Island } from './island';

/** A page form as the server bundle has it: an async module, so its component arrives by promise. */
function QuoteForm({ title }: { title: string }) {
  return createElement(
    'form',
    { 'aria-label': title },
    createElement('label', { htmlFor: 'quote-email' }, 'Work email'),
    createElement('input', { id: 'quote-email', name: 'email', type: 'email' }),
  );
}

describe('Island on the server', () => {
  it('waits for the form module and puts the real form in the HTML, with no streaming scripts', async () => {
    const load = jest.fn(
      () =>
        new Promise<ComponentType<{ title: string }>>((resolve) =>
          setTimeout(() => resolve(QuoteForm), 10),
        ),
    );
    // As the Pages Router renders: the whole tree, then the HTML once everything is ready.
    const stream = await renderToReadableStream(
      createElement(Island<{ title: string }>, {
        when: 'near',
        load,
        props: { title: 'Get a quote' },
      }),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<form aria-label="Get a quote">');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('<script');
    // One module load for the part, however often React renders it while waiting.
    expect(load).toHaveBeenCalledTimes(1);
  });
});
