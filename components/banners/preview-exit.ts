import { PATHS } from '@/constants/links';

/** 'Exit Preview' leaves preview mode and returns to the current path without its query string. */
export function previewExitHref(asPath: string): string {
  const path = asPath.split(/[?#]/, 1)[0] || '/';
  return `${PATHS.previewExit}?exit=true&uri=${encodeURIComponent(path)}`;
}
