#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL set to a throw-away PostgreSQL cluster on 127.0.0.1 and a
# free port, and removes the cluster afterwards, whatever the command's outcome. Installs Debian's
# postgresql package when it is missing and we are root. When PostgreSQL cannot be had (not root,
# no package, a cluster that does not start), the command still runs, without TEST_DATABASE_URL and
# with TEST_DATABASE_SKIPPED saying why: the PostgreSQL suites are skipped under that name and
# counted as skipped, and the reason is printed again after the command, beside its summary.
# `bash scripts/with-postgres.sh vitest run` is how `npm test` runs the server tests on PostgreSQL too.
set -euo pipefail

find_initdb() {
  ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1
}

# Runs the command without PostgreSQL, saying why before it and again after it.
without_postgres() {
  local reason=$1
  shift
  echo "with-postgres: $reason; the PostgreSQL suites are skipped" >&2
  local status=0
  TEST_DATABASE_SKIPPED="$reason" "$@" || status=$?
  echo "with-postgres: the PostgreSQL suites were SKIPPED: $reason" >&2
  exit "$status"
}

INITDB=$(find_initdb)
if [ -z "$INITDB" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    without_postgres "PostgreSQL's server is missing and this user cannot install it (sudo apt-get install postgresql)" "$@"
  fi
  echo "with-postgres: installing Debian's postgresql package…"
  export DEBIAN_FRONTEND=noninteractive
  if ! { apt-get update -qq && apt-get install -y -qq postgresql >/dev/null; }; then
    without_postgres "Debian's postgresql package could not be installed" "$@"
  fi
  INITDB=$(find_initdb)
fi
BIN=$(dirname "$INITDB")

DIR=$(mktemp -d /tmp/atrium-postgres-XXXXXX)
# PostgreSQL refuses to run as root: the cluster belongs to the postgres user the package creates.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

# Durability is worth nothing to a cluster that is deleted after the run.
if ! as_owner "$BIN/initdb" -D "$DIR/data" -A trust -U atrium --no-sync >/dev/null ||
  ! as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
    start >/dev/null; then
  without_postgres "the throw-away PostgreSQL cluster did not start ($(tail -n 1 "$DIR/server.log" 2>/dev/null || echo 'no log'))" "$@"
fi

export TEST_DATABASE_URL="postgres://atrium@127.0.0.1:$PORT/postgres"
echo "with-postgres: PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT for this run"
"$@"
