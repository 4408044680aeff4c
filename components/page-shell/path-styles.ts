import { PATH_STYLES } from '@/constants/links';

export type FooterTone = 'default' | 'dark' | 'light';

export interface PathStyles {
  /** Dark violet on paths containing /product/ai, light violet on /game-changer (spec section 2). */
  footerTone: FooterTone;
  /** The decorative pattern at the top of the page is hidden on paths containing /control-shift. */
  showTopPattern: boolean;
}

/** Page-specific styling decided by the path alone (query and hash are ignored). */
export function pathStyles(asPath: string): PathStyles {
  const path = (asPath.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const footerTone: FooterTone = path.includes(PATH_STYLES.darkFooter)
    ? 'dark'
    : path.includes(PATH_STYLES.lightFooter)
      ? 'light'
      : 'default';
  return { footerTone, showTopPattern: !path.includes(PATH_STYLES.noTopPattern) };
}
