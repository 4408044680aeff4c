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
async function serverMarkup(when: 'near' | 'interaction'): Promise<string> {
  const stream = await renderToReadableStream(
    createElement(Island<FarmProps>, {
      when,
      load: () => Promise.resolve(LogoFarm),
      props: { customers },
    }),
  );
  await stream.allReady;
  return new Response(stream).text();
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** What a noscript holds: to a browser with scripting, its images are not there. */
const fallbacks = (html: string) =>
  [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((match) => match[1]!);

/** Each image a browser with scripting shows. */
const images = (html: string) =>
  [...html.replace(/<noscript>.*?<\/noscript>/gs, '').matchAll(/<img [^>]*>/g)].map(([tag]) => ({
    alt: attribute(tag, 'alt'),
    src: attribute(tag, 'src'),
    size: `${attribute(tag, 'width')}x${attribute(tag, 'height')}`,
    shape: /aspect-ratio:\s*([^;"]+)/.exec(attribute(tag, 'style') ?? '')?.[1] ?? null,
  }));

describe('the logo farm (decision 0230)', () => {
  it('waits in the server markup of a part that comes alive near the screen: each image keeps its size and name, and its file waits', async () => {
    const html = await serverMarkup('near');
    const shown = images(html);
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
    const fallback = fallbacks(html);
    expect(fallback).toHaveLength(1 + AWARDS.length);
    expect(fallback[0]).toContain('src="/images/customer-logos/brightcart.svg"');
    expect(fallback[0]).toContain('alt="Brightcart"');
    expect(fallback[1]).toContain(`src="${AWARDS[0]!.svgUrl}"`);
  });

  it('shows the real files once alive, and in a part that comes alive only on interaction', async () => {
    const live = renderToStaticMarkup(createElement(LogoFarm, { customers }));
    expect(images(live).map((image) => image.src)).toEqual([
      '/images/customer-logos/brightcart.svg',
      ...AWARDS.map((award) => award.svgUrl),
    ]);
    expect(fallbacks(live)).toEqual([]);

    // An upload named in capitals (Keystatic keeps the name as uploaded) is served as it is:
    // next/image's optimiser refuses SVG.
    const shouted = renderToStaticMarkup(
      createElement(LogoFarm, {
        customers: [{ ...customers[0]!, image: '/images/customer-logos/logos/acme/image.SVG' }],
      }),
    );
    expect(images(shouted)[0]!.src).toBe('/images/customer-logos/logos/acme/image.SVG');

    const onInteraction = await serverMarkup('interaction');
    expect(images(onInteraction)[0]!.src).toBe('/images/customer-logos/brightcart.svg');
    expect(fallbacks(onInteraction)).toEqual([]);
  });
});
