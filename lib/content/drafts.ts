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

/**
 * The entries less each draft that `problemsOf` finds a problem in (decision 0246): a preview
 * reads every entry of its kind, and one draft that cannot be shown must not stop the pages of
 * all the others, so it is left out, of preview too, with one line in the log saying why. A
 * published entry is kept whatever its problems: its loader stops the build with them.
 * `problemsOf` gives one line per problem, each starting with the entry's file.
 */
export function withoutBrokenDrafts<T extends { draft: boolean }>(
  entries: readonly T[],
  problemsOf: (entry: T) => string[],
): T[] {
  return entries.filter((entry) => {
    const problems = entry.draft ? problemsOf(entry) : [];
    if (problems.length > 0) console.warn(`[content] draft left out: ${problems.join('; ')}`);
    return problems.length === 0;
  });
}
