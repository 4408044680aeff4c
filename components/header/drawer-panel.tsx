import dynamic from 'next/dynamic';
import styled from 'styled-components';
import type { DrawerMenuItem, FirstScreenMenuItem } from '@/lib/content/navigation-browser';

/**
 * The drawers' contents and the icon set are out of every page's first load (issue 19): they load
 * when the visitor first points at or focuses a trigger, the way a modal's code does
 * (components/modal-context), and the bundler runs the module once (decision 0182).
 */
let contentsReady = false;
const loadDrawerContents = () =>
  import('./drawer-contents').then((module) => {
    contentsReady = true;
    return module;
  });

const DrawerContents = dynamic(() => loadDrawerContents().then((module) => module.DrawerContents), {
  ssr: false,
});

export function preloadDrawerContents(): void {
  loadDrawerContents().catch(() => undefined);
}

/** Whether an open drawer shows its links already (its contents' code has arrived). */
export const drawerContentsReady = (): boolean => contentsReady;

interface DrawerPanelProps {
  /** Its trigger only until the fetched copy brings the drawer's contents (decision 0211). */
  item: DrawerMenuItem | Extract<FirstScreenMenuItem, { type: 'drawer' }>;
  id: string;
  open: boolean;
  onNavigate: () => void;
  /** See DrawerContentsProps. */
  focusRequest: number;
}

/**
 * A desktop drawer's box under the header; its contents while it is open, once their code and
 * their links are there (until then the box is open and empty, and a focus request waits).
 */
export function DrawerPanel({ item, id, open, onNavigate, focusRequest }: DrawerPanelProps) {
  // A closed drawer is an empty box: its links would be most of every page's HTML and hydration
  // work, and nobody reaches them without the script that opens the drawer (docs/performance.md).
  if (!open) return <Panel id={id} hidden data-open={false} />;
  return (
    <Panel id={id} data-open>
      {'sections' in item && (
        <DrawerContents item={item} onNavigate={onNavigate} focusRequest={focusRequest} />
      )}
    </Panel>
  );
}

const Panel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  padding: 0 var(--page-padding);
  &[hidden] {
    display: none;
  }
  /* backwards, not both: a fill kept after the end keeps an animated layer (decision 0223). */
  animation: drawer-in 180ms ease-out backwards;
  @keyframes drawer-in {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
    to {
      opacity: 1;
      transform: none;
    }
  }
`;
