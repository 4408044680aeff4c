import type { Resource, Webinar } from '@/lib/content/resources-browser';
import { contentReader } from '@/lib/server/content/reader';

/**
 * The resource hub's guides and webinars as editors save them (content/resources/guides/<slug>.yaml,
 * content/resources/webinars/<slug>.yaml), read with Keystatic's reader at each call, so preview
 * shows the latest saved text (decision 0168). lib/content/resources.ts checks and orders them.
 */
export async function readResources(root = process.cwd()): Promise<Resource[]> {
  const entries = await contentReader(root).collections.resources.all();
  return entries.map(({ slug, entry }) => ({ ...entry, slug }));
}

export async function readWebinars(root = process.cwd()): Promise<Webinar[]> {
  const entries = await contentReader(root).collections.webinars.all();
  return entries.map(({ slug, entry }) => ({ ...entry, slug }));
}
