#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the tests (issue 18): `start` prints a DATABASE_URL, `stop DIR`
# removes it. Debian's server binaries run as the postgres user, which cannot enter /root or the
# project folder, so the cluster and its socket live in a fresh mktemp folder that user owns.
set -euo pipefail

bin_dir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$dir" ] || { echo 'PostgreSQL is not installed (make postgres)' >&2; exit 1; }
  echo "$dir"
}

as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(bin_dir)
    root=$(mktemp -d /tmp/switchboard-pg.XXXXXX)
    chmod 755 "$root"
    chown postgres:postgres "$root"
    as_postgres "$bin/initdb" -D "$root/data" -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8 >"$root/initdb.log"
    # No TCP port: the socket folder alone names the cluster, so parallel clusters never collide.
    as_postgres "$bin/pg_ctl" -D "$root/data" -l "$root/server.log" -w -s \
      -o "-c listen_addresses= -c unix_socket_directories=$root -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start
    as_postgres "$bin/createdb" -h "$root" -U postgres switchboard
    echo "postgres://postgres@/switchboard?host=$root"
    ;;
  stop)
    root=${2:?usage: postgres-cluster.sh stop DIR}
    case "$root" in /tmp/switchboard-pg.*) ;; *) echo "not a throwaway cluster: $root" >&2; exit 1 ;; esac
    as_postgres "$(bin_dir)/pg_ctl" -D "$root/data" -m immediate -w -s stop || true
    rm -rf "$root"
    ;;
  *)
    echo 'usage: postgres-cluster.sh start | stop DIR' >&2
    exit 2
    ;;
esac
