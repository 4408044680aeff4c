import '@/lib/server/only-on-server';
import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Publishing in local mode (decision 0160): after Keystatic writes files, the statically generated
 * pages that show them are regenerated on demand (res.revalidate), so a saved change is public
 * within seconds and no rebuild is needed. Pages rendered per request (sitemap, RSS, search) read
 * the files anew anyway.
 */
const BLOG_POST_FILE = /^content\/blog\/posts\/([a-z0-9-]+)\.(mdoc|yaml)$/;

/** The public paths a save of these files affects. */
export function pathsAffectedBy(files: string[]): string[] {
  const paths = new Set<string>();
  for (const file of files) {
    const post = BLOG_POST_FILE.exec(file);
    if (post) {
      paths.add(`/blog/${post[1]}`);
      paths.add('/blog');
    }
  }
  return [...paths];
}

function savedFiles(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { additions, deletions } = body as { additions?: unknown; deletions?: unknown };
  return [additions, deletions]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((entry) => (entry as { path?: unknown }).path)
    .filter((file): file is string => typeof file === 'string');
}

export async function revalidateAfterSave(req: NextApiRequest, res: NextApiResponse) {
  for (const path of pathsAffectedBy(savedFiles(req.body))) {
    try {
      await res.revalidate(path);
    } catch (error) {
      // A path that no longer exists (a deleted post) has nothing to refresh.
      console.warn(`[editor] Could not refresh ${path}: ${String(error)}`);
    }
  }
}
