import { blogPageCount, getPosts } from '@/lib/content/blog';
import { filesOfSave, pathsShowing, publishSavedFiles } from './publishing';

describe('publishing an editor’s save (local mode)', () => {
  it('regenerates a saved post’s page first, then the blog’s lists and categories, nothing else', async () => {
    const paths = await pathsShowing(['content/blog/posts/writing-slas-you-can-keep.mdoc']);
    expect(paths[0]).toBe('/blog/writing-slas-you-can-keep');
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blog',
        '/blog/category/help-desk',
        '/blog/first-response-time-is-not-enough',
      ]),
    );
    expect(paths).not.toContain('/pricing');
    expect(paths).not.toContain('/');
  });

  it('regenerates the list page after the last with a post, so a page a removed post takes away answers 404', async () => {
    const pages = blogPageCount((await getPosts()).length);
    const pastTheLast = `/blog/page/${pages + 1}`;
    const paths = await pathsShowing(['content/blog/posts/writing-slas-you-can-keep.mdoc']);
    expect(paths).toEqual(expect.arrayContaining([`/blog/page/${pages}`, pastTheLast]));
    expect(await pathsShowing(['content/blog/authors/priya-raman.yaml'])).not.toContain(
      pastTheLast,
    );
  });

  it('names the page of a post that is not published yet (its 404 is replaced)', async () => {
    expect((await pathsShowing(['content/blog/posts/a-brand-new-post.mdoc']))[0]).toBe(
      '/blog/a-brand-new-post',
    );
  });

  it('regenerates an author’s posts first, then the blog’s lists and categories, nothing else', async () => {
    const paths = await pathsShowing(['content/blog/authors/priya-raman.yaml']);
    const theirs = (await getPosts())
      .filter((post) => post.author === 'priya-raman')
      .map((post) => `/blog/${post.slug}`);
    expect(theirs.length).toBeGreaterThan(0);
    expect(paths.slice(0, theirs.length)).toEqual(theirs);
    expect(paths).toEqual(
      expect.arrayContaining(['/blog', '/blog/page/2', '/blog/category/analytics']),
    );
    expect(paths.every((path) => path.startsWith('/blog'))).toBe(true);
  });

  it('regenerates a saved category’s page first (a new one too), then the blog’s lists', async () => {
    const paths = await pathsShowing(['content/blog/categories/live-chat.yaml']);
    expect(paths[0]).toBe('/blog/category/live-chat');
    expect(paths).toEqual(expect.arrayContaining(['/blog', '/blog/category/analytics']));
    expect(paths.every((path) => path.startsWith('/blog'))).toBe(true);
    expect((await pathsShowing(['content/blog/categories/onboarding.yaml']))[0]).toBe(
      '/blog/category/onboarding',
    );
  });

  it('regenerates every public page for the banner, the home page first', async () => {
    const paths = await pathsShowing(['content/site/announcement.yaml']);
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(expect.arrayContaining(['/pricing', '/blog', '/customer-stories']));
    expect(paths.length).toBeGreaterThan(100);
  });

  it('regenerates the 404 and 500 pages right after the home page for the banner or the navigation and footer', async () => {
    // The 404 is what a deleted or draft page answers: it shows the saved menu and banner too.
    for (const file of ['content/site/announcement.yaml', 'content/navigation.yaml']) {
      const asked: string[] = [];
      const revalidate = (path: string) => {
        asked.push(path);
        return Promise.resolve();
      };
      const result = await publishSavedFiles({ revalidate }, [file]);
      expect([file, asked.slice(0, 3)]).toEqual([file, ['/', '/404', '/500']]);
      expect(asked.length).toBeGreaterThan(100);
      expect(result.failed).toEqual([]);
    }
    // Neither error page shows customer logos or testimonials.
    for (const file of ['content/customer-logos.yaml', 'content/testimonials.yaml'])
      expect(await pathsShowing([file])).not.toContain('/404');
  });

  it('regenerates a saved story’s page first, then the stories list, and no blog page', async () => {
    const paths = await pathsShowing(['content/customer-stories/calder-tools.mdoc']);
    expect(paths[0]).toBe('/customer-stories/calder-tools');
    expect(paths).toEqual(
      expect.arrayContaining(['/customer-stories', '/customer-stories/bramble-and-oak']),
    );
    expect(paths.some((path) => path.startsWith('/blog'))).toBe(false);
  });

  it('regenerates the press page for a press item', async () => {
    expect(await pathsShowing(['content/press/eu-data-residency.yaml'])).toEqual(['/press']);
  });

  it('regenerates the home page and the two pages that carry its blocks when it is saved', async () => {
    expect(await pathsShowing(['content/pages/entries/home.yaml'])).toEqual([
      '/',
      '/request-demo',
      '/signup',
    ]);
  });

  it('regenerates only the saved page: a product, industry or solution page, or the overview', async () => {
    expect(await pathsShowing(['content/pages/entries/product/workflows.yaml'])).toEqual([
      '/product/workflows',
    ]);
    expect(await pathsShowing(['content/pages/entries/product.yaml'])).toEqual(['/product']);
    expect(await pathsShowing(['content/pages/entries/product/Not A Slug.yaml'])).toEqual([]);
    expect(await pathsShowing(['content/pages/entries/industries/logistics.yaml'])).toEqual([
      '/industries/logistics',
    ]);
    expect(await pathsShowing(['content/pages/entries/customer-service.yaml'])).toEqual([
      '/customer-service',
    ]);
  });

  it('regenerates a moved page on its own: security, careers, the legal index, a crm page', async () => {
    expect(await pathsShowing(['content/pages/entries/security.yaml'])).toEqual(['/security']);
    // The careers page's own copy; its list of roles follows content/jobs (above).
    expect(await pathsShowing(['content/pages/entries/jobs.yaml'])).toEqual(['/jobs']);
    expect(await pathsShowing(['content/pages/entries/legal.yaml'])).toEqual(['/legal']);
    expect(await pathsShowing(['content/pages/entries/crm.yaml'])).toEqual(['/crm']);
    expect(await pathsShowing(['content/pages/entries/crm/hubspot.yaml'])).toEqual([
      '/crm/hubspot',
    ]);
    // A use case an editor adds is generated on its first request (fallback 'blocking').
    expect(await pathsShowing(['content/pages/entries/use-case/field-service.yaml'])).toEqual([
      '/use-case/field-service',
    ]);
  });

  it('regenerates every public page for customer logos and testimonials, home first', async () => {
    for (const file of ['content/customer-logos.yaml', 'content/testimonials.yaml']) {
      const paths = await pathsShowing([file]);
      expect(paths[0]).toBe('/');
      expect(paths).toEqual(expect.arrayContaining(['/industries/logistics', '/press']));
    }
  });

  it('regenerates a saved integration’s page, then the integrations directory, nothing else', async () => {
    expect(await pathsShowing(['content/integrations/slack.yaml'])).toEqual([
      '/integrations/slack',
      '/integrations',
    ]);
  });

  it('regenerates a saved role’s page, then the careers page', async () => {
    expect(await pathsShowing(['content/jobs/people-partner.yaml'])).toEqual([
      '/jobs/people-partner',
      '/jobs',
    ]);
  });

  it('regenerates a saved guide’s or webinar’s page, then the resource hub', async () => {
    expect(await pathsShowing(['content/resources/guides/support-sla-planner.yaml'])).toEqual([
      '/resources/support-sla-planner',
      '/resources',
    ]);
    expect(
      await pathsShowing(['content/resources/webinars/ai-in-the-inbox-what-customers-accept.yaml']),
    ).toEqual(['/resources/webinars/ai-in-the-inbox-what-customers-accept', '/resources']);
  });

  it('regenerates a saved legal document’s page first, then /legal and the other documents (their side navigation)', async () => {
    const paths = await pathsShowing(['content/legal/documents/cookie-policy.mdoc']);
    expect(paths[0]).toBe('/legal/cookie-policy');
    expect([...paths].sort()).toEqual([
      '/legal',
      '/legal/acceptable-use-policy',
      '/legal/cookie-policy',
      '/legal/data-processing-addendum',
      '/legal/privacy-notice',
      '/legal/saas-services-agreement',
      '/legal/subprocessors',
      '/legal/website-terms-of-use',
    ]);
    expect((await pathsShowing(['content/legal/documents/partner-programme-terms.mdoc']))[0]).toBe(
      '/legal/partner-programme-terms',
    );
  });

  it('regenerates nothing for files no page shows by themselves (an uploaded image)', async () => {
    expect(await pathsShowing(['public/blog/covers/a-brand-new-post/cover.png'])).toEqual([]);
  });

  it('reads the written and removed files of Keystatic’s update body, and nothing of another', () => {
    expect(
      filesOfSave({
        additions: [{ path: 'content/blog/posts/a.mdoc', contents: 'LS0t' }],
        deletions: [{ path: 'content/blog/posts/b.mdoc' }],
      }),
    ).toEqual(['content/blog/posts/a.mdoc', 'content/blog/posts/b.mdoc']);
    expect(filesOfSave('not json')).toEqual([]);
    expect(filesOfSave({ additions: [null, { path: 3 }] })).toEqual([]);
  });

  it('asks Next to regenerate each page once, and goes on past a page that fails', async () => {
    const asked: string[] = [];
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const result = await publishSavedFiles(
      {
        revalidate: (path: string) => {
          asked.push(path);
          return path === '/blog'
            ? Promise.reject(new Error('Invalid response 500'))
            : Promise.resolve();
        },
      },
      [
        'content/blog/posts/writing-slas-you-can-keep.mdoc',
        'content/blog/posts/writing-slas-you-can-keep.mdoc',
      ],
    );
    expect(new Set(asked).size).toBe(asked.length);
    expect(result.failed).toEqual(['/blog']);
    expect(result.revalidated).toContain('/blog/writing-slas-you-can-keep');
    expect(result.revalidated.length).toBe(asked.length - 1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[publish] /blog was not regenerated'),
    );
  });
});

describe('publishing a compare page, the pricing or the navigation (local mode)', () => {
  it('regenerates a saved compare page’s own page only', async () => {
    expect(await pathsShowing(['content/compare/front.yaml'])).toEqual(['/compare/front']);
    expect(await pathsShowing(['content/compare/a-new-rival.yaml'])).toEqual([
      '/compare/a-new-rival',
    ]);
  });

  it('regenerates /pricing first, then every integration’s page (it names the plans)', async () => {
    const paths = await pathsShowing(['content/pricing.yaml']);
    expect(paths[0]).toBe('/pricing');
    expect(paths).toEqual(expect.arrayContaining(['/integrations', '/integrations/slack']));
    expect(paths.some((path) => path.startsWith('/blog'))).toBe(false);
  });

  it('regenerates every public page for the navigation and footer, the home page first', async () => {
    const paths = await pathsShowing(['content/navigation.yaml']);
    expect(paths[0]).toBe('/');
    expect(paths).toEqual(
      expect.arrayContaining(['/pricing', '/compare/zendesk', '/blog', '/customer-stories']),
    );
    expect(paths.length).toBeGreaterThan(100);
  });
});
