/**
 * The free-mail providers' list (email-providers, about 44 kB gzipped) is loaded only where it is
 * needed (issue 19, decision 0180): the server, the modals and the FORM_SCHEMAS map import
 * free-mail-list.ts, which provides it at once; a page's form asks for it when its work-email rule
 * first runs (loadFreeMailDomains), so a form that never rejects free mail never downloads it.
 */
let domains: ReadonlySet<string> | undefined;

export function provideFreeMailDomains(list: readonly string[]): void {
  domains ??= new Set(list);
}

/** The list when it is loaded, else undefined. */
export function loadedFreeMailDomains(): ReadonlySet<string> | undefined {
  return domains;
}

export async function loadFreeMailDomains(): Promise<ReadonlySet<string>> {
  if (!domains) await import('./free-mail-list');
  return domains!;
}
