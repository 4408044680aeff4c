import * as simpleIcons from 'simple-icons';
import type { Integration } from '@/content/schema';
import { logoColours, type LogoColours } from './logo-colours';

/**
 * Build-time only: call from getStaticProps, never from a component. Next drops getStaticProps
 * and what only it imports from the browser bundle, so the browser receives the few paths a page
 * uses as props and never the simple-icons package (thousands of icons).
 */
export type IntegrationLogo = LogoColours & {
  /** The 24x24 SVG path of the brand mark (simple-icons, CC0). */
  path: string;
};

const bySlug = new Map<string, simpleIcons.SimpleIcon>(
  Object.values(simpleIcons)
    .filter((icon): icon is simpleIcons.SimpleIcon => typeof icon === 'object' && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

export function simpleIcon(slug: string): simpleIcons.SimpleIcon | undefined {
  return bySlug.get(slug);
}

/** The logo for an integration, or null where it has no simple-icons mark (a lettered tile). */
export function integrationLogo(
  integration: Pick<Integration, 'simpleIcon'>,
): IntegrationLogo | null {
  const icon = integration.simpleIcon ? bySlug.get(integration.simpleIcon) : undefined;
  return icon ? { path: icon.path, ...logoColours(icon.hex) } : null;
}
