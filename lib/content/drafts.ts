/**
 * The one rule of drafts (decisions 0163, 0196): an entry whose Draft box is ticked shows only in
 * preview. Loaders take these options; pages pass `includeDrafts` only for a preview session.
 */
export interface DraftOptions {
  includeDrafts?: boolean;
}

/** The entries a visitor may see: all of them in preview, the published ones otherwise. */
export function visibleEntries<T extends { draft: boolean }>(
  entries: readonly T[],
  { includeDrafts = false }: DraftOptions,
): T[] {
  return entries.filter((entry) => includeDrafts || !entry.draft);
}
