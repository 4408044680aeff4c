import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Whether an href leaves the site (app sign-in, help centre, social networks). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//.test(href) || href.startsWith('mailto:');
}

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href' | 'ref'> & { href: string };

/** Site paths go through next/link (prefetch, client navigation); outside URLs are plain anchors. */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  if (isExternalHref(href)) return <a href={href} {...props} />;
  return <Link href={href} {...props} />;
}
