import { PRODUCT_NAME } from '@/constants/brand';
import { BLOG_RSS_PATH } from '@/constants/content';
import { PRICING_JSON_PATH } from './pricing-browser';
import { getPublicRoutes, type RouteGroup } from './routes';
import { absoluteUrl } from './site-origin';

/** The machine-readable site files: sitemap.xml, robots.txt and llms.txt. */
function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** sitemap.xml: exactly the public routes of lib/content/routes.ts that belong in it. */
export async function sitemapXml(): Promise<string> {
  const urls = (await getPublicRoutes())
    .filter((route) => route.inSitemap)
    .map((route) => {
      const lastmod = route.lastModified ? `<lastmod>${route.lastModified}</lastmod>` : '';
      return `  <url><loc>${escapeXml(absoluteUrl(route.path))}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    // API endpoints, the marketers' lead view and post-signup pages are not for search engines.
    'Disallow: /api/',
    'Disallow: /leads',
    'Disallow: /welcome',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}

const LLMS_SECTIONS: { group: RouteGroup; title: string }[] = [
  { group: 'home', title: 'Overview' },
  { group: 'product', title: 'Product' },
  { group: 'solutions', title: 'Solutions' },
  { group: 'pricing', title: 'Pricing' },
  { group: 'customers', title: 'Customer stories' },
  { group: 'integrations', title: 'Integrations' },
  { group: 'compare', title: 'Comparisons' },
  { group: 'blog', title: 'Blog' },
  { group: 'resources', title: 'Resources' },
  { group: 'company', title: 'Company' },
  { group: 'partners', title: 'Partners' },
  { group: 'legal', title: 'Legal' },
];

/**
 * /llms.txt (llmstxt.org): a Markdown index of the key pages for language models. Titles come from
 * a caller-supplied map (page titles), falling back to the path.
 */
export async function llmsTxt(titles: Record<string, string>, summary: string): Promise<string> {
  const routes = (await getPublicRoutes()).filter((r) => r.inSitemap);
  const lines = [`# ${PRODUCT_NAME}`, '', `> ${summary}`, ''];
  lines.push(
    `- Pricing as JSON: ${absoluteUrl(PRICING_JSON_PATH)}`,
    `- Blog feed (RSS): ${absoluteUrl(BLOG_RSS_PATH)}`,
    `- Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  );
  for (const section of LLMS_SECTIONS) {
    const inSection = routes.filter((r) => r.group === section.group);
    if (inSection.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const route of inSection) {
      lines.push(`- [${titles[route.path] ?? route.path}](${absoluteUrl(route.path)})`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
