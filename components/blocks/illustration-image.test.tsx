import fs from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { IllustrationImage, ILLUSTRATION_SIZES, illustrationSizes } from './illustration-image';

const LIVE_CHAT = {
  name: 'live-chat',
  alt: 'A shop’s product page with the live-chat widget open and an agent answering a stock question',
} as const;

describe('IllustrationImage (decision 0231)', () => {
  it('shows the WebP renditions of the drawing, each one a file the site serves', () => {
    render(<IllustrationImage illustration={LIVE_CHAT} />);
    const image = screen.getByRole('img', { name: LIVE_CHAT.alt });
    expect(image).toHaveAttribute('src', '/illustrations/pages/live-chat-640w.webp');
    const candidates = image.getAttribute('srcset')!.split(', ');
    expect(candidates).toEqual([
      '/illustrations/pages/live-chat-640w.webp 640w',
      '/illustrations/pages/live-chat-960w.webp 960w',
      '/illustrations/pages/live-chat-1280w.webp 1280w',
    ]);
    for (const candidate of candidates) {
      expect(fs.existsSync(path.join('public', candidate.split(' ')[0]!))).toBe(true);
    }
    expect(image).toHaveAttribute('sizes', ILLUSTRATION_SIZES);
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
    render(<IllustrationImage illustration={LIVE_CHAT} sizes="(min-width: 640px) 360px, 100vw" />);
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '(min-width: 640px) 360px, 100vw');
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
});
