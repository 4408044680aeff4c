import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The bench's own PostgreSQL (issue 18, item 5): a throwaway cluster from
 * scripts/db/postgres-cluster.sh (the one `make unit-postgres` uses), started for the run and
 * removed after it, whatever happens in between.
 */
const CLUSTER_SCRIPT = path.join(process.cwd(), 'scripts/db/postgres-cluster.sh');

export interface BenchCluster {
  url: string;
  stop: () => void;
}

export function startCluster(): BenchCluster {
  const url = execFileSync(CLUSTER_SCRIPT, ['start'], { encoding: 'utf8' }).trim();
  // The socket folder is the cluster (a URL with no host name, which WHATWG's URL refuses).
  const folder = /[?&]host=([^&]+)/.exec(url)?.[1];
  const stop = () => {
    if (folder) execFileSync(CLUSTER_SCRIPT, ['stop', folder], { stdio: 'inherit' });
  };
  return { url, stop };
}
