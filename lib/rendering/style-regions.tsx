import { createContext, useContext, type ReactNode } from 'react';
import { StyleSheetManager, type ServerStyleSheet } from 'styled-components';

/**
 * Where a part's styled-components rules go on the server (decision 0199): `shell` (the header,
 * after the global rules that _document puts there, decision 0234: one cached stylesheet in the
 * head) or `below` (what lies below the first screen, one stylesheet linked after the inline
 * sheet). Everything else stays inline.
 */
export type StyleRegionKind = 'shell' | 'below';

/** The document's collecting sheets, one per region; null in the browser and outside _document. */
export const StyleRegionSheets = createContext<Record<StyleRegionKind, ServerStyleSheet> | null>(
  null,
);

/**
 * Collects its children's rules into the region's sheet while the server renders the document.
 * It renders no element, and in the browser nothing at all but its children: the browser keeps
 * one sheet, whose class names the inline markers have already registered.
 */
export function StyleRegion({ kind, children }: { kind: StyleRegionKind; children?: ReactNode }) {
  const sheets = useContext(StyleRegionSheets);
  if (!sheets) return children;
  return <StyleSheetManager sheet={sheets[kind].instance}>{children}</StyleSheetManager>;
}
