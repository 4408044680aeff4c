import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code comes with `load` (an import() kept by the caller once it has run, as
 * `loaded`): asks for it while `wanted` and not yet here, renders again when it arrives, and
 * tells when it failed. `retry` asks anew (the bundler forgets a chunk that failed); a failure
 * is forgotten when the component is no longer wanted (decision 0233).
 */
export function useComponentCode<P>(
  loaded: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
  wanted = true,
): { failed: boolean; retry: () => void } {
  const [, setArrived] = useState<ComponentType<P>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Adjusting state while rendering, as React advises over an effect.
  if (!wanted && failed) setFailed(false);

  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let current = true;
    load()
      .then((component) => current && setArrived(() => component))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [wanted, loaded, load, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { failed, retry };
}
