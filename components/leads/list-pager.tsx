import { SiteLink as Link } from '@/components/site-link/site-link';
import { Pager } from './leads-view';

export interface PagerLink {
  href: string;
  label: string;
}

/**
 * The lead view's pager (the lead list's and the meetings'): where the list stands ('Page 2 of 3',
 * or 'Page 2' when the list does not count its pages) between a link each way there is one.
 */
export function ListPager({
  position,
  previous,
  next,
}: {
  position: string;
  previous: PagerLink | null;
  next: PagerLink | null;
}) {
  return (
    <Pager aria-label="Pages">
      {previous ? <Link href={previous.href}>{previous.label}</Link> : null}
      <span>{position}</span>
      {next ? <Link href={next.href}>{next.label}</Link> : null}
    </Pager>
  );
}
