import { useCallback, useEffect, useState } from 'react';
import { whenBrowserIdle } from '@/lib/browser-idle';

/**
 * A modal's steps after its first, out of the code fetched for the click (issue 19 item 3,
 * decision 0184): the first step renders from a small chunk; the later steps' code (the phone
 * field and its metadata, the scheduler) is fetched when the browser is idle after the first step
 * shows. `ready()` is awaited before moving on, so the next step renders at once, never a blank.
 * `neededNow` (a visitor who resumes past the first step) fetches it at once.
 *
 * When the code does not come (offline, a dropped connection) `failed` says so, and `retry` asks
 * again: the modal shows ModalLoadFailed in the step's place (components/dialog/modal-loading.tsx)
 * rather than an empty column.
 */
export function useLaterSteps<Steps>(
  load: () => Promise<Steps>,
  neededNow: boolean,
): {
  steps: Steps | undefined;
  ready: () => Promise<Steps>;
  failed: boolean;
  retry: () => void;
} {
  const [steps, setSteps] = useState<Steps | undefined>();
  const [failed, setFailed] = useState(false);
  const ready = useCallback(
    () =>
      load().then(
        (loaded) => {
          setFailed(false);
          setSteps(() => loaded);
          return loaded;
        },
        (error: unknown) => {
          setFailed(true);
          throw error;
        },
      ),
    [load],
  );
  const retry = useCallback(() => {
    setFailed(false);
    void ready().catch(() => undefined);
  }, [ready]);
  useEffect(() => {
    const fetchSteps = () => void ready().catch(() => undefined);
    if (neededNow) {
      fetchSteps();
      return undefined;
    }
    return whenBrowserIdle(fetchSteps, 3_000, 0);
    // Once, when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { steps, ready, failed, retry };
}
