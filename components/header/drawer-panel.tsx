import dynamic, { type DynamicOptionsLoadingProps } from 'next/dynamic';
import styled from 'styled-components';
import { LoadFailed } from '@/components/dialog/load-failed';
import type { DrawerMenuItem, FirstScreenMenuItem } from '@/lib/content/navigation-browser';
import { colors, fontSizes, radii } from '@/styles/theme';

/**
 * The drawers' contents and the icon set are out of every page's first load (issue 19): they load
 * when the visitor first points at or focuses a trigger, the way a modal's code does
 * (components/modal-context), and the bundler runs the module once (decision 0182).
 */
let contentsCode: 'coming' | 'here' | 'failed' = 'coming';
const loadDrawerContents = () => {
  if (contentsCode === 'failed') contentsCode = 'coming';
  return import('./drawer-contents').then(
    (module) => {
      contentsCode = 'here';
      return module;
    },
    (error: unknown) => {
      contentsCode = 'failed';
      throw error;
    },
  );
};

/**
 * An open drawer before its links show: 'Loading…' when it takes a while (next/dynamic's 200 ms
 * delay), and when the code failed to come, a way to ask again (decision 0233).
 */
function DrawerWaiting({ error, pastDelay, retry }: DynamicOptionsLoadingProps) {
  if (error)
    return (
      <Notice role="status">
        <LoadFailed
          onRetry={(event) => {
            // The button leaves with the retry: focus goes back to the drawer's trigger, where Tab
            // moves into the links once they come (the drawer stays open).
            const panel = event.currentTarget.closest('[id]');
            if (panel)
              document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`)?.focus();
            retry?.();
          }}
        />
      </Notice>
    );
  return pastDelay ? <Notice role="status">Loading…</Notice> : null;
}

const DrawerContents = dynamic(() => loadDrawerContents().then((module) => module.DrawerContents), {
  ssr: false,
  loading: DrawerWaiting,
});

export function preloadDrawerContents(): void {
  loadDrawerContents().catch(() => undefined);
}

/** Whether an open drawer still waits for its contents' code (not here yet, and not failed). */
export const drawerContentsComing = (): boolean => contentsCode === 'coming';

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
 * their links are there (until then it says it is loading, and a focus request waits).
 */
export function DrawerPanel({ item, id, open, onNavigate, focusRequest }: DrawerPanelProps) {
  // A closed drawer is an empty box: its links would be most of every page's HTML and hydration
  // work, and nobody reaches them without the script that opens the drawer (docs/performance.md).
  if (!open) return <Panel id={id} hidden data-open={false} />;
  return (
    <Panel id={id} data-open>
      {'sections' in item ? (
        <DrawerContents item={item} onNavigate={onNavigate} focusRequest={focusRequest} />
      ) : (
        <DrawerWaiting pastDelay />
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

/* The drawer's box, small: what it waits for, or what failed. */
const Notice = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px;
  background: ${colors.white};
  border: 1px solid ${colors.ink200};
  border-radius: ${radii.lg};
  box-shadow: 0 24px 48px rgba(20, 17, 31, 0.12);
  color: ${colors.ink700};
  font-size: ${fontSizes.md};
  p {
    margin: 0;
  }
`;
