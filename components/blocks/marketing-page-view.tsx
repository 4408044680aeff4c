import { Seo } from '@/components/seo';
import { SECTION_INDEX_NAMES } from '@/content/pages/parents';
import type { Block, MarketingPage } from '@/content/pages/schema';
import { PageBlocks } from './registry';

/** The questions of every FAQ block on a page, for its FAQPage JSON-LD. */
export function faqEntries(blocks: readonly Block[]) {
  return blocks.flatMap((block) =>
    block.type === 'faq'
      ? block.items.map((item) => ({ question: item.question, answer: item.answer }))
      : [],
  );
}

/**
 * Breadcrumbs from the route: '/product/ai' -> Home › Product › AI. An intermediate segment appears
 * only when it is a page of its own (named in parentNames): /industries has no index page.
 */
export function breadcrumbsFor(
  page: MarketingPage,
  parentNames: Record<string, string> = SECTION_INDEX_NAMES,
) {
  const segments = page.route.split('/').filter(Boolean);
  const crumbs = [{ name: 'Home', path: '/' }];
  segments.slice(0, -1).forEach((_, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const name = parentNames[path];
    if (name) crumbs.push({ name, path });
  });
  const hero = page.blocks[0];
  crumbs.push({
    name: hero?.type === 'hero' ? (hero.eyebrow ?? hero.title) : page.seo.title,
    path: page.route,
  });
  return crumbs;
}

/**
 * A content-driven marketing page: its metadata and its blocks. `canonicalPath` is for routes that
 * show another page's content (/request-demo and /signup show the home page).
 */
export function MarketingPageView({
  page,
  canonicalPath = page.route,
}: {
  page: MarketingPage;
  canonicalPath?: string;
}) {
  const faq = faqEntries(page.blocks);
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={canonicalPath}
        breadcrumbs={page.route === '/' ? undefined : breadcrumbsFor(page)}
        faq={faq.length > 0 ? faq : undefined}
      />
      <PageBlocks blocks={page.blocks} />
    </>
  );
}
