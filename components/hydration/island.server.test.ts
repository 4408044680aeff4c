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
    const formModule = new Promise<ComponentType<{ title: string }>>((resolve) =>
      setTimeout(() => resolve(QuoteForm), 10),
    );
    // As the Pages Router renders: the whole tree, then the HTML once everything is ready.
    const stream = await renderToReadableStream(
      createElement(Island<{ title: string }>, {
        load: () => formModule,
        server: formModule,
        props: { title: 'Get a quote' },
      }),
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<form aria-label="Get a quote">');
    expect(html).toContain('name="email"');
    expect(html).not.toContain('<script');
  });

  it('fails the render (and so the build) when no form was given for the server', async () => {
    const onError = jest.fn();
    await expect(
      renderToReadableStream(
        createElement(Island<{ title: string }>, {
          load: () => Promise.resolve(QuoteForm),
          server: null,
          props: { title: 'Get a quote' },
        }),
        { onError },
      ),
    ).rejects.toThrow('Island has nothing to render on the server');
  });
});
