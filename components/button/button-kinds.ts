/**
 * Button kinds of the navigation's actions (spec section 2): primary, secondary or link. Apart from
 * button.tsx so the editor offers the same choices without bundling the styles.
 */
export const BUTTON_KINDS = ['primary', 'secondary', 'link'] as const;
export type ButtonKind = (typeof BUTTON_KINDS)[number];
