// eslint-disable-next-line no-restricted-imports -- the one place next/link is used (decision 0150)
import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Whether an href leaves the site (app sign-in, help centre, social networks). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:');
}

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & { href: string };

/**
 * Site paths go through next/link (client navigation); outside URLs are plain anchors. A page's
 * code is fetched when the visitor points at or focuses its link, not for every link that scrolls
 * into view: the dozens of links in the header and a page would otherwise queue their prefetches
 * on the main thread and the network right after the page loads (decision 0150).
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  if (isExternalHref(href)) return <a href={href} {...props} />;
  return <Link href={href} prefetch={false} {...props} />;
}
