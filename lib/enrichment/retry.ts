import {
  ENRICHMENT_INITIAL_DELAY_MS,
  ENRICHMENT_MAX_ATTEMPTS,
  ENRICHMENT_RETRY_DELAY_MS,
} from '@/constants/timings';

export const MAX_ATTEMPTS_EXCEEDED = 'Max attempts exceeded';

export interface RetryOptions {
  attempts?: number;
  /** Wait before attempt n+1 is this many ms times n. */
  delayMs?: number;
  /** Wait before the first attempt. */
  initialDelayMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` up to 3 times (spec section 7): first after 1500 ms, then 1000 ms × the attempt
 * number after each failure. Rejects with 'Max attempts exceeded' when every attempt failed.
 */
export async function retry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  {
    attempts = ENRICHMENT_MAX_ATTEMPTS,
    delayMs = ENRICHMENT_RETRY_DELAY_MS,
    initialDelayMs = ENRICHMENT_INITIAL_DELAY_MS,
  }: RetryOptions = {},
): Promise<T> {
  await sleep(initialDelayMs);
  for (let n = 1; n <= attempts; n += 1) {
    try {
      return await attempt(n);
    } catch {
      if (n < attempts) await sleep(delayMs * n);
    }
  }
  throw new Error(MAX_ATTEMPTS_EXCEEDED);
}
