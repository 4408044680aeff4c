import { useEffect, useState } from 'react';
import { whenBrowserIdle } from '@/lib/browser-idle';
import { businessEmailWarning } from '@/lib/validation/email';
import { loadedFreeMailDomains, loadFreeMailDomains } from '@/lib/validation/free-mail';

/**
 * The demo's and trial's soft warning under a free-mail or shared address. The free-mail list
 * (about 44 kB gzipped) is fetched when the browser is idle after the first step shows, not with
 * the step (issue 19 item 3, decision 0184); the warning shows once it is there.
 */
export function useBusinessEmailWarning(
  email: string,
  modal: 'demo' | 'trial',
): string | undefined {
  const [listLoaded, setListLoaded] = useState(() => loadedFreeMailDomains() !== undefined);
  useEffect(() => {
    if (listLoaded) return undefined;
    let current = true;
    const fetchList = () => void loadFreeMailDomains().then(() => current && setListLoaded(true));
    const cancelIdle = whenBrowserIdle(fetchList, 3_000, 0);
    return () => {
      current = false;
      cancelIdle();
    };
  }, [listLoaded]);
  return listLoaded ? businessEmailWarning(email, modal) : undefined;
}
