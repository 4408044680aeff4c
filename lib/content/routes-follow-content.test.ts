import fs from 'node:fs';
import path from 'node:path';
import { overlayCheckout } from '@/tests/support/overlay-checkout';
import { getRouteTitles } from './routes';
import { llmsTxt, sitemapXml } from './site-files';

/**
 * Decision 0247: the product, industry and team pages and the legal documents are entries an
 * editor adds and deletes, and the sitemap and llms.txt list the ones that exist. Read in a
 * throwaway checkout from which one industry page and one legal document were deleted.
 */
const DELETED = {
  'content/pages/entries/industries/travel.yaml': '/industries/travel',
  'content/legal/documents/saas-services-agreement.mdoc': '/legal/saas-services-agreement',
};

const home = process.cwd();
let root = '';
beforeAll(() => {
  // Writing each file makes its folder a copy in the checkout, where it can then be deleted.
  root = overlayCheckout(
    Object.fromEntries(Object.keys(DELETED).map((file) => [file, fs.readFileSync(file, 'utf8')])),
  );
  for (const file of Object.keys(DELETED)) fs.rmSync(path.join(root, file));
  process.chdir(root);
});
afterAll(() => {
  process.chdir(home);
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a page whose entry was deleted', () => {
  it('leaves the sitemap, which keeps the pages still there', async () => {
    const sitemap = await sitemapXml();
    expect(sitemap).toContain('/industries/logistics</loc>');
    expect(sitemap).toContain('/legal/privacy-notice</loc>');
    for (const gone of Object.values(DELETED)) expect(sitemap).not.toContain(`${gone}</loc>`);
  });

  it('leaves llms.txt', async () => {
    const llms = await llmsTxt(await getRouteTitles(), 'Routes test');
    expect(llms).toContain('/industries/logistics)');
    for (const gone of Object.values(DELETED)) expect(llms).not.toContain(`${gone})`);
  });
});
