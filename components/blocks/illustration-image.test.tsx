import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { IllustrationImage, ILLUSTRATION_SIZES, illustrationSizes } from './illustration-image';

const LIVE_CHAT = {
  name: 'live-chat',
  alt: 'A shop’s product page with the live-chat widget open and an agent answering a stock question',
} as const;

/** The AVIF widths a hero's <source> offers, which its preload must name alike. */
const avifWidths = (name: string) =>
  [640, 960, 1280]
    .map((width) => `/illustrations/pages/${name}-${width}w.avif ${width}w`)
    .join(', ');

describe('IllustrationImage (decision 0231)', () => {
  beforeEach(() => {
    // React's preload() writes into <head>: no test reads a link another left there.
    document.head.innerHTML = '';
  });

  it('offers the AVIF renditions of the drawing by width first, then the WebP ones, each a file the site serves', () => {
    const { container } = render(<IllustrationImage illustration={LIVE_CHAT} />);
    const image = screen.getByRole('img', { name: LIVE_CHAT.alt });
    const children = [...container.querySelector('picture')!.children];
    expect(children).toHaveLength(2);
    const [source, last] = children;
    // A browser takes the first <source> it can show, else the <img>, which must come last.
    expect(source!.tagName).toBe('SOURCE');
    expect(last).toBe(image);
    expect(source).toHaveAttribute('type', 'image/avif');
    const offered = (element: Element) => element.getAttribute('srcset')!.split(', ');
    expect(offered(source!)).toEqual([
      '/illustrations/pages/live-chat-640w.avif 640w',
      '/illustrations/pages/live-chat-960w.avif 960w',
      '/illustrations/pages/live-chat-1280w.avif 1280w',
    ]);
    expect(source).toHaveAttribute('sizes', ILLUSTRATION_SIZES);
    // The fallback by pixel density: no `sizes` to repeat in the page's markup.
    expect(image).toHaveAttribute('src', '/illustrations/pages/live-chat-640w.webp');
    // `src` is the 1x candidate.
    expect(offered(image)).toEqual(['/illustrations/pages/live-chat-1280w.webp 2x']);
    expect(image).not.toHaveAttribute('sizes');
    for (const candidate of [...offered(source!), ...offered(image), image.getAttribute('src')!]) {
      expect(fs.existsSync(path.join('public', candidate.split(' ')[0]!))).toBe(true);
    }
    // The box is known before the file arrives: nothing shifts.
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
  });

  it('sizes a block’s picture by the page’s layout: at most 620 px from the desktop breakpoint, else the page less its padding', () => {
    expect(ILLUSTRATION_SIZES).toBe(
      '(min-width: 1024px) 620px, (min-width: 640px) calc(100vw - 128px), calc(100vw - 60px)',
    );
    expect(illustrationSizes(360)).toBe(
      '(min-width: 1024px) 360px, (min-width: 640px) calc(100vw - 128px), calc(100vw - 60px)',
    );
  });

  it('takes the sizes of a narrower place, such as a resource hub card', () => {
    const { container } = render(
      <IllustrationImage illustration={LIVE_CHAT} sizes="(min-width: 640px) 360px, 100vw" />,
    );
    expect(container.querySelector('source')).toHaveAttribute(
      'sizes',
      '(min-width: 640px) 360px, 100vw',
    );
  });

  it('loads a section’s picture lazily and a hero’s at once, at high priority', () => {
    const { unmount } = render(<IllustrationImage illustration={LIVE_CHAT} />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority');
    unmount();
    render(<IllustrationImage illustration={LIVE_CHAT} priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('preloads a hero’s AVIF by its type, so a browser without AVIF fetches nothing it cannot show', () => {
    // A picture no other test preloads: React preloads an address once per document.
    const hero = { name: 'shared-inbox', alt: 'The shared inbox' } as const;
    render(<IllustrationImage illustration={hero} priority />);
    const preloads = document.head.querySelectorAll('link[rel="preload"][as="image"]');
    expect(preloads).toHaveLength(1);
    const preload = preloads[0]!;
    expect(preload).toHaveAttribute('type', 'image/avif');
    expect(preload).toHaveAttribute('fetchpriority', 'high');
    expect(preload.getAttribute('imagesrcset')).toBe(avifWidths(hero.name));
    expect(preload).toHaveAttribute('imagesizes', ILLUSTRATION_SIZES);
  });
});
