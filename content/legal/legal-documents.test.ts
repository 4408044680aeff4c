import fs from 'node:fs';
import { readLegalDocuments } from '@/content/legal';
import { getMarketingPageRoutes, getMarketingPages } from '@/content/pages';
import { PATHS } from '@/constants/links';
import keystaticConfig from '@/keystatic.config';
import { EDITOR_PREVIEW_PATH } from '@/lib/editor-paths';
import {
  getLegalDocuments,
  legalDocumentProblems,
  legalDocumentSections,
} from '@/lib/content/legal';
import { renderMarkdown } from '@/lib/content/markdown';
import { throwawayCheckout } from '@/tests/support/throwaway-checkout';

/**
 * Every legal document as editors save them (content/legal/documents/<slug>.mdoc), read with
 * Keystatic's reader, against the rules the editor cannot hold (decision 0193).
 */

// Routes owned by the other sections that these pages link to (lib/content/routes.ts loads the
// ESM-only Markdown renderer, which Jest cannot import).
const otherSections = [
  '/pricing',
  '/integrations',
  '/blog',
  PATHS.resources,
  PATHS.customerStories,
  '/partners/channel',
  '/partners/integration',
  '/customer-referral',
];
let knownRoutes = new Set<string>();
beforeAll(async () => {
  knownRoutes = new Set([...otherSections, ...(await getMarketingPageRoutes())]);
});

describe('every legal document an editor saved', () => {
  it('reads and breaks no rule: the seven documents, in the legal index’s order', async () => {
    const documents = await readLegalDocuments();
    expect(documents.flatMap(legalDocumentProblems)).toEqual([]);
    expect(documents.map((doc) => doc.slug)).toEqual([
      'saas-services-agreement',
      'privacy-notice',
      'data-processing-addendum',
      'acceptable-use-policy',
      'cookie-policy',
      'subprocessors',
      'website-terms-of-use',
    ]);
  });

  it('each has a substantial body with sections', async () => {
    for (const doc of await getLegalDocuments()) {
      expect([doc.slug, doc.body.split(/\s+/).length > 300]).toEqual([doc.slug, true]);
      expect(legalDocumentSections(doc.body).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows the product’s and company’s names and addresses where the entries hold tokens', async () => {
    const documents = await getLegalDocuments();
    const saas = documents.find((doc) => doc.slug === 'saas-services-agreement')!;
    expect(saas.summary).toBe(
      'The agreement between Switchboard Software, Inc. and each customer that subscribes to the Switchboard service: subscriptions, fees, data, confidentiality, warranties and liability.',
    );
    expect(renderMarkdown(saas.body)).toContain(
      '(<strong>&quot;Switchboard&quot;</strong>, <strong>&quot;we&quot;</strong> or <strong>&quot;us&quot;</strong>)',
    );
    const cookies = documents.find((doc) => doc.slug === 'cookie-policy')!;
    expect(cookies.body).toContain('Questions can be sent to privacy@switchboard.example.');
    for (const doc of documents) expect(JSON.stringify(doc)).not.toMatch(/\{[A-Z\\_]+\}/);
  });

  it('renders the cookie policy’s table as a table with a header row', async () => {
    const cookies = (await getLegalDocuments()).find((doc) => doc.slug === 'cookie-policy')!;
    const html = renderMarkdown(cookies.body);
    expect(html).toContain(
      '<table>\n<thead>\n<tr>\n<th>Group</th>\n<th>What it does</th>\n<th>Examples</th>\n</tr>\n</thead>',
    );
    expect(html).toContain('<td>Performance (C0002)</td>');
    expect(html.match(/<tbody>[\s\S]*<\/tbody>/)?.[0].match(/<tr>/g)).toHaveLength(5);
  });

  it('links only to pages that exist', async () => {
    for (const { body } of await getLegalDocuments()) {
      for (const [, href] of body.matchAll(/\]\((\/[^)#]*)/g)) {
        expect(knownRoutes).toContain(href);
      }
    }
  });
});

describe('the Preview link of a legal document', () => {
  it('opens the document’s public page in preview', () => {
    const link = keystaticConfig.collections.legalDocuments.previewUrl?.replace(
      '{slug}',
      'cookie-policy',
    );
    expect(link).toBe(`${EDITOR_PREVIEW_PATH}?path=/legal/cookie-policy`);
    expect(knownRoutes).toContain('/legal/cookie-policy');
  });
});

describe('a legal document that breaks a rule', () => {
  let root = '';
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const body = ['## 1. One', '', 'Text.', '', '## 2. Two', '', 'Text.', '', '## 3. Three', ''];
  const entry = (front: string[], lines = body) =>
    ['---', 'title: "Test Terms"', ...front, '---', ...lines].join('\n');
  const front = {
    summary: 'summary: "The terms that apply when you test {PRODUCT_NAME}, and only then, always."',
    position: 'position: 8',
    effective: 'effectiveDate: 2026-03-01',
    updated: 'lastUpdated: 2026-02-01',
  };
  const problemsOf = async (text: string) => {
    root = throwawayCheckout({ 'content/legal/documents/test-terms.mdoc': text });
    return (await readLegalDocuments(root)).flatMap(legalDocumentProblems);
  };

  it('passes when it keeps every rule', async () => {
    await expect(problemsOf(entry(Object.values(front)))).resolves.toEqual([]);
  });

  it('is refused when it was last updated after the site’s today', async () => {
    const future = {
      ...front,
      effective: 'effectiveDate: 2026-12-01',
      updated: 'lastUpdated: 2026-11-26',
    };
    await expect(problemsOf(entry(Object.values(future)))).resolves.toEqual([
      'content/legal/documents/test-terms.mdoc: the last-updated date 2026-11-26 is in the future',
    ]);
  });

  it('is refused when it was last updated after it took effect', async () => {
    const late = { ...front, updated: 'lastUpdated: 2026-03-02' };
    await expect(problemsOf(entry(Object.values(late)))).resolves.toEqual([
      'content/legal/documents/test-terms.mdoc: last updated 2026-03-02, after its effective date 2026-03-01',
    ]);
  });

  it('is refused with a token the site does not know, or fewer than three sections', async () => {
    await expect(
      problemsOf(entry(Object.values(front), ['Sent by {SALES_EMAIL}.', '', '## 1. One', ''])),
    ).resolves.toEqual([
      'content/legal/documents/test-terms.mdoc: unknown token {SALES_EMAIL}',
      'content/legal/documents/test-terms.mdoc: fewer than three sections (level-2 headings)',
    ]);
  });

  it('is refused by the editor’s schema without a summary', async () => {
    const { summary: _, ...rest } = front;
    await expect(problemsOf(entry(Object.values(rest)))).rejects.toThrow(/summary/i);
  });
});

describe('links in marketing page content', () => {
  it('point only at routes of the site', async () => {
    const hrefs = JSON.stringify(await getMarketingPages()).match(/"href":"(\/[^"#]*)/g) ?? [];
    expect(hrefs.length).toBeGreaterThan(50);
    for (const match of hrefs) {
      const href = match.slice('"href":"'.length);
      expect(knownRoutes).toContain(href);
    }
  });
});
