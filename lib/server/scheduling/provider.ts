import '@/lib/server/only-on-server';
import { env } from '@/lib/env';
import type { SchedulerProvider } from '@/constants/scheduling';

export interface SchedulerConfig {
  provider: SchedulerProvider;
  /** The external provider's page to embed; absent for the built-in scheduler. */
  embedUrl?: string;
}

/**
 * Which scheduler the demo modal shows. An external provider without its page URL is a
 * misconfiguration: the site keeps offering meetings with its own scheduler rather than none.
 */
export function schedulerConfig(): SchedulerConfig {
  const { SCHEDULER_PROVIDER, SCHEDULER_EMBED_URL } = env();
  const provider = SCHEDULER_PROVIDER as SchedulerProvider;
  if (provider === 'builtin') return { provider };
  if (!SCHEDULER_EMBED_URL) {
    console.warn(
      `[scheduling] SCHEDULER_PROVIDER=${provider} without SCHEDULER_EMBED_URL: using the built-in scheduler`,
    );
    return { provider: 'builtin' };
  }
  return { provider, embedUrl: SCHEDULER_EMBED_URL };
}
