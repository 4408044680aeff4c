import type { MouseEvent } from 'react';
import { Button } from '@/components/button/button';

/** What a modal or a drawer says when its code did not come (decision 0233). */
const LOAD_FAILED_TEXT = "This didn't load. Check your connection and try again.";

/**
 * The message and 'Try again' of a part whose code did not come; the caller's box says it (a
 * status), and its `onRetry` first puts focus where it should wait, since the button leaves.
 */
export function LoadFailed({
  textId,
  onRetry,
}: {
  textId?: string;
  onRetry: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <>
      <p id={textId}>{LOAD_FAILED_TEXT}</p>
      <Button type="button" $kind="secondary" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}
