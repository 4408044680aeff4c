import { createHash } from 'node:crypto';
import * as simpleIcons from 'simple-icons';
import type { Integration } from './integrations-browser';
import { readWordmark } from './integration-wordmark-files';
import { logoColours, type LogoColours } from './logo-colours';

/**
 * Build-time only: call from getStaticProps, never from a component. Next drops getStaticProps
 * and what only it imports from the browser bundle, so the browser receives the few paths a page
 * uses as props and never the simple-icons package (thousands of icons) or the wordmark files.
 */
export type IntegrationLogo = LogoColours & {
  /** 'mark': a square brand mark (simple-icons, CC0); 'wordmark': the vendor's name, drawn. */
  kind: 'mark' | 'wordmark';
  viewBox: string;
  paths: string[];
};

const bySlug = new Map<string, simpleIcons.SimpleIcon>(
  Object.values(simpleIcons)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

export function simpleIcon(slug: string): simpleIcons.SimpleIcon | undefined {
  return bySlug.get(slug);
}

/**
 * The logo of an integration: its simple-icons mark, else its drawn wordmark. Every integration
 * has one; a missing one stops the build with the integration's name (no letter tiles).
 */
export function integrationLogo(
  integration: Pick<Integration, 'slug' | 'simpleIcon' | 'wordmark'>,
): IntegrationLogo {
  const icon = integration.simpleIcon ? bySlug.get(integration.simpleIcon) : undefined;
  if (icon) {
    return { kind: 'mark', viewBox: '0 0 24 24', paths: [icon.path], ...logoColours(icon.hex) };
  }
  if (integration.wordmark) {
    return {
      kind: 'wordmark',
      ...readWordmark(integration.slug),
      ...logoColours(integration.wordmark.colour),
    };
  }
  throw new Error(
    `Integration ${integration.slug} has neither a simple-icons mark nor a wordmark (content/integrations)`,
  );
}

/** A logo as a file of its own: its drawing in its colour, without the tile (the page draws it). */
export function integrationLogoSvg(logo: IntegrationLogo): string {
  const paths = logo.paths.map((d) => `<path d="${d}"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${logo.viewBox}" fill="${logo.mark}">${paths}</svg>`;
}

/**
 * What a list needs to show a logo: its tile, its proportions and its file's address, which
 * changes with the drawing (so the file can be cached for a year). The drawing's paths, which
 * came twice in /integrations' HTML (markup and props, 36 kB gzipped), stay out of the page
 * (decision 0236).
 */
export type LogoFile = Pick<IntegrationLogo, 'kind' | 'viewBox' | 'tile'> & { src: string };

export function integrationLogoFile(slug: string, logo: IntegrationLogo): LogoFile {
  const version = createHash('sha256').update(integrationLogoSvg(logo)).digest('hex').slice(0, 10);
  return {
    kind: logo.kind,
    viewBox: logo.viewBox,
    tile: logo.tile,
    // Served by pages/api/integrations/[slug]/logo.ts.
    src: `/api/integrations/${slug}/logo?v=${version}`,
  };
}
