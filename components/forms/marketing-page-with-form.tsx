import type { ReactNode } from 'react';
import { breadcrumbsFor, faqEntries } from '@/components/blocks/marketing-page-view';
import { PageBlocks } from '@/components/blocks/registry';
import { Seo } from '@/components/seo';
import type { MarketingPage } from '@/content/pages/schema';

/**
 * A content-driven marketing page (MarketingPageView's metadata and blocks) with one form band
 * placed after its first `afterBlocks` blocks, e.g. the support report's download form right under
 * its hero. The page's copy stays in content/pages; the form is the page's own.
 */
export function MarketingPageWithForm({
  page,
  afterBlocks,
  children,
}: {
  page: MarketingPage;
  afterBlocks: number;
  children: ReactNode;
}) {
  const faq = faqEntries(page.blocks);
  return (
    <>
      <Seo
        title={page.seo.title}
        description={page.seo.description}
        path={page.route}
        breadcrumbs={breadcrumbsFor(page)}
        faq={faq.length > 0 ? faq : undefined}
      />
      <PageBlocks blocks={page.blocks.slice(0, afterBlocks)} />
      {children}
      <PageBlocks blocks={page.blocks.slice(afterBlocks)} />
    </>
  );
}
