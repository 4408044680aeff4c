import '@/lib/server/only-on-server';

/**
 * The connection string and startup `options` a pool connects with. node-postgres lets an
 * `options=` in the URL replace the pool's own, which would drop the lock timeout every store
 * relies on (a write waits at most POSTGRES_LOCK_TIMEOUT_MS, then answers 503 with Retry-After).
 * So the URL's options are taken out and sent first, the pool's after them: PostgreSQL applies
 * startup settings in order, so the operator's other settings (statement_timeout, ...) hold and
 * the pool's own win where both set one.
 */
export function poolConnection(
  url: string,
  settings: Readonly<Record<string, string>>,
): { connectionString: string; options: string } {
  const ours = Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`);
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return { connectionString: url, options: ours.join(' ') };
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const theirs = query.getAll('options').filter((option) => option.trim() !== '');
  if (!query.has('options')) return { connectionString: url, options: ours.join(' ') };
  query.delete('options');
  const rest = query.toString();
  return {
    connectionString: rest === '' ? url.slice(0, queryAt) : `${url.slice(0, queryAt)}?${rest}`,
    options: [...theirs, ...ours].join(' '),
  };
}
