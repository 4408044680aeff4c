import { useCallback, useEffect, useState } from 'react';
import { whenBrowserIdle } from '@/lib/browser-idle';

/**
 * A modal's steps after its first, out of the code fetched for the click (issue 19 item 3,
 * decision 0184): the first step renders from a small chunk; the later steps' code (the phone
 * field and its metadata, the scheduler) is fetched when the browser is idle after the first step
 * shows. `ready()` is awaited before moving on, so the next step renders at once, never a blank.
 * `neededNow` (a visitor who resumes past the first step) fetches it at once.
 */
export function useLaterSteps<Steps>(
  load: () => Promise<Steps>,
  neededNow: boolean,
): { steps: Steps | undefined; ready: () => Promise<Steps> } {
  const [steps, setSteps] = useState<Steps | undefined>();
  const ready = useCallback(
    () =>
      load().then((loaded) => {
        setSteps(() => loaded);
        return loaded;
      }),
    [load],
  );
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
  return { steps, ready };
}
