import { GET_STARTED_HASH } from '@/constants/links';

/** Whether a URL hash ('#Get-Started', 'get-started', '#GET-STARTED' ...) opens the get-started modal. */
export function isGetStartedHash(hash: string): boolean {
  let text = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape is compared as typed.
  }
  return text.trim().toLowerCase() === GET_STARTED_HASH.toLowerCase();
}

/** The path and query of a URL path, without its hash. */
export function pathWithoutHash(asPath: string): string {
  const index = asPath.indexOf('#');
  return index === -1 ? asPath : asPath.slice(0, index);
}

/** The pathname alone: what "the same path" means when the modal closes. */
export function pathnameOf(asPath: string): string {
  return pathWithoutHash(asPath).split('?', 1)[0] ?? '';
}

/** The current path with the get-started hash pushed onto it (the query is kept). */
export function withGetStartedHash(asPath: string): string {
  return `${pathWithoutHash(asPath)}#${GET_STARTED_HASH}`;
}

/**
 * Closing the modal removes the hash only when the visitor is still on the path where it opened and
 * the hash is still the get-started one: otherwise the URL belongs to whatever came since.
 */
export function shouldRemoveHashOnClose(openedOnPath: string, currentAsPath: string): boolean {
  const hash = currentAsPath.includes('#') ? currentAsPath.slice(currentAsPath.indexOf('#')) : '';
  return pathnameOf(currentAsPath) === pathnameOf(openedOnPath) && isGetStartedHash(hash);
}
