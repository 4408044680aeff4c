import { WHITE_OUT_TIMEOUT_MS } from '@/constants/timings';

/**
 * The A/B white-out (spec section 4): the page is hidden at first; it is revealed when an experiment
 * is applied, after 5000 ms when the wait flag is set, and at once when it is not.
 */
export interface WhiteOutOptions {
  waitFlag: boolean;
  reveal: () => void;
  timeoutMs?: number;
}

export interface WhiteOut {
  /** An experiment was applied (or cannot be: no consent, no provider, failure). */
  experimentApplied(): void;
  isRevealed(): boolean;
}

export function startWhiteOut({
  waitFlag,
  reveal,
  timeoutMs = WHITE_OUT_TIMEOUT_MS,
}: WhiteOutOptions): WhiteOut {
  let revealed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = () => {
    if (revealed) return;
    revealed = true;
    if (timer !== undefined) clearTimeout(timer);
    reveal();
  };
  if (waitFlag) timer = setTimeout(show, timeoutMs);
  else show();
  return { experimentApplied: show, isRevealed: () => revealed };
}

/** Undoes public/scripts/white-out.js's hiding. */
export function revealPage(): void {
  const reveal = (window as unknown as { __switchboardRevealPage?: () => void })
    .__switchboardRevealPage;
  if (typeof reveal === 'function') reveal();
  else document.documentElement.style.opacity = '';
}
