import type { Announcement } from '@/content/schema';
import { contentReader } from '@/lib/server/content/reader';

/**
 * The announcement banner above the navigation, as saved in the editor
 * (content/site/announcement.yaml, keystatic.config.ts's `announcement` singleton), read at each
 * call so a revalidated page shows the latest saved text. The reader refuses a file that breaks the
 * editor's rules; a missing file is a broken checkout, not an empty banner.
 */
export function readAnnouncement(root?: string): Promise<Announcement> {
  return contentReader(root).singletons.announcement.readOrThrow();
}
