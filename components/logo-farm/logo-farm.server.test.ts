import { createElement } from 'react';
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server';
import { AWARDS } from '@/content/awards';
import type { CustomerLogo } from '@/lib/content/social-proof-browser';
import { Island } from '@/lib/rendering';
import { LogoFarm } from './logo-farm';

const customers: CustomerLogo[] = [
  {
    id: 'brightcart',
    customerName: 'Brightcart',
    image: '/images/customer-logos/brightcart.svg',
    width: 175,
    height: 40,
    isTaller: false,
  },
];

type FarmProps = { customers: readonly CustomerLogo[] };

/** The page's HTML for a logo farm in an island, as the Pages Router renders it. */
async function serverMarkup(when: 'near' | 'interaction'): Promise<Document> {
  const stream = await renderToReadableStream(
    createElement(Island<FarmProps>, {
      when,
      load: () => Promise.resolve(LogoFarm),
      props: { customers },
    }),
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return parse(html);
}

async function parse(html: string): Promise<Document> {
  const { JSDOM } = await import('jsdom');
  return new JSDOM(html).window.document;
}

/** Each image a scripting browser shows: to it, what a noscript holds is not there. */
const images = (document: Document) =>
  [...document.querySelectorAll('img')]
    .filter((img) => !img.closest('noscript'))
    .map((img) => ({
      alt: img.getAttribute('alt'),
      src: img.getAttribute('src'),
      size: `${img.getAttribute('width')}x${img.getAttribute('height')}`,
      shape: /aspect-ratio:\s*([^;]+)/.exec(img.getAttribute('style') ?? '')?.[1] ?? null,
    }));

describe('the logo farm (decision 0230)', () => {
  it('waits in the server markup of a part that comes alive near the screen: each image keeps its size and name, and its file waits', async () => {
    const document = await serverMarkup('near');
    const shown = images(document);
    expect(shown).toHaveLength(1 + AWARDS.length);
    expect(shown[0]).toEqual({
      alt: 'Brightcart',
      src: expect.stringMatching(/^data:image\/gif;base64,/),
      size: '140x32',
      // A square pixel must not make the box square: the page would move when the logo came.
      shape: '140 / 32',
    });
    expect(shown.map((image) => image.alt)).toEqual([
      'Brightcart',
      ...AWARDS.map((award) => award.title),
    ]);
    for (const image of shown) expect(image.src).toMatch(/^data:image\/gif;base64,/);
    // Without scripting the farm never comes alive: the real files are there for that browser.
    const fallback = [...document.querySelectorAll('noscript')].map((node) => node.innerHTML);
    expect(fallback).toHaveLength(1 + AWARDS.length);
    expect(fallback[0]).toContain('src="/images/customer-logos/brightcart.svg"');
    expect(fallback[0]).toContain('alt="Brightcart"');
    expect(fallback[1]).toContain(`src="${AWARDS[0]!.svgUrl}"`);
  });

  it('shows the real files once alive, and in a part that comes alive only on interaction', async () => {
    const live = await parse(renderToStaticMarkup(createElement(LogoFarm, { customers })));
    expect(images(live).map((image) => image.src)).toEqual([
      '/images/customer-logos/brightcart.svg',
      ...AWARDS.map((award) => award.svgUrl),
    ]);
    expect(live.querySelector('noscript')).toBeNull();

    const onInteraction = await serverMarkup('interaction');
    expect(images(onInteraction)[0]!.src).toBe('/images/customer-logos/brightcart.svg');
    expect(onInteraction.querySelector('noscript')).toBeNull();
  });
});
