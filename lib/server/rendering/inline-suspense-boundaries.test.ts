import { Suspense, createElement, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { inlineSuspenseBoundaries } from './inline-suspense-boundaries';

/** React's own server output, with a chosen in-order flush budget (Next cannot set it). */
async function render(element: ReactNode, progressiveChunkSize: number): Promise<string> {
  const stream = await renderToReadableStream(element, { progressiveChunkSize });
  await stream.allReady;
  return new Response(stream).text();
}

const paragraph = (text: string) =>
  createElement('p', null, `${text} `.repeat(40), createElement('a', { href: '/x' }, 'link'));

function Section({ title, children }: { title: string; children?: ReactNode }) {
  return createElement(
    'section',
    null,
    createElement('h2', null, title),
    createElement('div', { className: 'inner' }, paragraph(title), createElement('div', null)),
    children,
  );
}

function Page() {
  return createElement(
    'div',
    { id: 'frame' },
    createElement('header', null, 'Header'),
    createElement(
      'main',
      null,
      ...['Inbox', 'Help desk', 'Live chat', 'Knowledge base'].map((title) =>
        createElement(
          Suspense,
          { key: title, fallback: null },
          createElement(
            Section,
            { title },
            // A boundary inside a boundary: its segment lands inside the outer one's.
            createElement(
              Suspense,
              { fallback: null },
              createElement(Section, { title: `${title} details` }),
            ),
          ),
        ),
      ),
    ),
    createElement('footer', null, 'Footer <div> text & "quotes"'),
  );
}

describe('inlineSuspenseBoundaries', () => {
  it('turns the out-of-place output into the markup React writes in place', async () => {
    const inPlace = await render(createElement(Page), Infinity);
    const outOfPlace = await render(createElement(Page), 0);
    // The premise: React moved boundaries out and relies on inline scripts for them.
    expect(outOfPlace).toContain('<template id="B:');
    expect(outOfPlace).toContain('<script>');
    expect(inPlace).not.toContain('<template');

    const inlined = inlineSuspenseBoundaries(outOfPlace);
    expect(inlined).toBe(inPlace);
    expect(inlined).not.toContain('<script');
    expect(inlined).not.toContain('hidden id="S:');
  });

  it('leaves markup without moved boundaries untouched', async () => {
    const inPlace = await render(createElement(Page), Infinity);
    expect(inlineSuspenseBoundaries(inPlace)).toBe(inPlace);
  });

  it('keeps scripts that are not React’s boundary runtime', () => {
    const html =
      '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>x</p></div>' +
      '<script>$RC("B:0","S:0")</script><script>alert(1)</script>';
    expect(inlineSuspenseBoundaries(html)).toBe(
      '<!--$--><p>x</p><!--/$--><script>alert(1)</script>',
    );
  });

  it('leaves a placeholder whose segment is missing as it is', () => {
    const html =
      '<!--$?--><template id="B:0"></template><!--/$--><script>$RC("B:0","S:0")</script>';
    expect(inlineSuspenseBoundaries(html)).toBe('<!--$?--><template id="B:0"></template><!--/$-->');
  });
});
