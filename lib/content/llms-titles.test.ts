import { readFormPage } from '@/content/form-pages';
import { FORM_PAGE_SINGLETONS, type FormPageKey } from '@/content/form-pages/keystatic';
import { getJobs } from './jobs';
import { getLegalDocuments } from './legal';
import { getRouteTitles } from './routes';
import { llmsTxt } from './site-files';
import { absoluteUrl } from './site-origin';

/** The lines of llms.txt that link a page: `- [text](url)`, as [text, url]. */
const links = (llms: string): [string, string][] =>
  [...llms.matchAll(/^- \[(.*)\]\((.*)\)$/gm)].map(([, text, url]) => [text!, url!]);

describe('llms.txt', () => {
  let llms = '';
  beforeAll(async () => {
    llms = await llmsTxt(await getRouteTitles(), 'Titles test');
  });

  it('names every page by a title, never by its bare address', () => {
    const listed = links(llms);
    expect(listed.length).toBeGreaterThan(100);
    const bare = listed.filter(([text, url]) => url === absoluteUrl(text));
    expect(bare).toEqual([]);
  });

  it('lists each role, legal document and form page under the title its page shows', async () => {
    const jobs = await getJobs();
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs)
      expect(llms).toContain(`- [Careers: ${job.title}](${absoluteUrl(`/jobs/${job.slug}`)})`);
    expect(llms).toContain(`- [Cookie Policy](${absoluteUrl('/legal/cookie-policy')})`);
    for (const document of await getLegalDocuments())
      expect(llms).toContain(`- [${document.title}](${absoluteUrl(`/legal/${document.slug}`)})`);
    expect(llms).toContain(`- [Startup programme](${absoluteUrl('/startups')})`);
    expect(llms).toContain(`- [Customer advocacy](${absoluteUrl('/customer-advocacy')})`);
    for (const key of Object.keys(FORM_PAGE_SINGLETONS) as FormPageKey[]) {
      const copy = await readFormPage(key);
      expect(llms).toContain(`- [${copy.seoTitle}](${absoluteUrl(copy.path)})`);
    }
  });
});
