import { contentReader } from '@/lib/server/content/reader';
import type { MenuItem, Navigation, NavSection } from '@/lib/content/navigation-browser';

/**
 * The navigation and footer as editors save them (content/navigation.yaml, decision 0191), read
 * with Keystatic's reader at each call so a regenerated page shows the latest save. Menu items and
 * header buttons are blocks; a drawer's picture and promo banner are "show" boxes, here present
 * or absent.
 */
export async function readNavigation(root?: string): Promise<Navigation> {
  const entry = await contentReader(root).singletons.navigation.readOrThrow();
  return {
    primaryNav: entry.primaryNav.map(({ discriminant, value }): MenuItem => {
      if (discriminant === 'link') return { type: 'link', ...value };
      const { image, promoBanner, ...drawer } = value;
      return {
        type: 'drawer',
        ...drawer,
        ...(image.discriminant && { image: image.value }),
        ...(promoBanner.discriminant && { promoBanner: promoBanner.value }),
      };
    }),
    actions: entry.actions.map((action) => action.value),
    footer: entry.footer,
  };
}

/** Every titled link of the navigation and footer, in page order (a promo banner is a headline). */
export function navigationLinks({
  primaryNav,
  footer,
}: Navigation): { title: string; href: string }[] {
  const links: { title: string; href: string }[] = [];
  const sections = (list: readonly NavSection[]) => list.flatMap((section) => section.links);
  for (const item of primaryNav) {
    if (item.type === 'link') links.push(item);
    else links.push(...sections(item.sections), ...item.featuredLinks);
  }
  for (const column of footer.columns)
    links.push(...sections(column.sections), ...column.featuredLinks);
  links.push(...sections([...footer.smallLinkColumns, footer.compareColumn]), ...footer.legalLinks);
  return links;
}
