#!/usr/bin/env bash
# bench/plcuda/run.sh: per-call overhead of a trivial PL/CUDA function,
# cold (a process per call) and warm (plcuda.warm_workers), issue 6.
#
#   bench/plcuda/run.sh [warm_calls] [cold_calls]
#
# Uses the server in PGHOST/PGPORT when PGHOST is set (the extension must be
# installed there); otherwise installs the extension and starts a
# throw-away server in a mktemp -d folder, stopped and removed at exit.
# Prints "cold_us_per_call N", "warm_us_per_call N" and whether the warm
# target (<= 100 us) is met.
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
pgbin=/usr/lib/postgresql/15/bin
warm_n="${1:-20000}"
cold_n="${2:-200}"

if [ -z "${PGHOST:-}" ]; then
  make -C "$root/postgres" -j2 >/dev/null && make -C "$root/postgres" install >/dev/null
  tmp="$(mktemp -d /tmp/plcuda-bench.XXXXXX)"
  runas=()
  if [ "$(id -u)" -eq 0 ]; then chown postgres: "$tmp"; runas=(runuser -u postgres --); fi
  cleanup() {
    [ -f "$tmp/data/postmaster.pid" ] &&
      "${runas[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1
    rm -rf "$tmp"
  }
  trap cleanup EXIT
  port=$((20000 + $$ % 20000))
  "${runas[@]}" "$pgbin/initdb" -D "$tmp/data" -U postgres -A trust --no-sync >/dev/null
  "${runas[@]}" env PATH="$PATH" "$pgbin/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w \
    -o "-k $tmp -p $port -c listen_addresses=''" start >/dev/null
  export PGHOST="$tmp" PGPORT="$port" PGUSER=postgres
fi

psql -X -q -v ON_ERROR_STOP=1 -d postgres <<SQL
CREATE EXTENSION IF NOT EXISTS plcuda;
CREATE OR REPLACE FUNCTION bench_add(int, int) RETURNS int AS \$\$
#plcuda_begin
  return arg1 + arg2;
#plcuda_end
\$\$ LANGUAGE plcuda;
CREATE OR REPLACE FUNCTION bench_us(calls int, warm bool) RETURNS float
LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz; s bigint;
BEGIN
  PERFORM set_config('plcuda.warm_workers', warm::text, true);
  PERFORM bench_add(0, 0);            -- start the worker, load the cache
  t0 := clock_timestamp();
  SELECT sum(bench_add(i, 1)) INTO s FROM generate_series(1, calls) i;
  RETURN extract(epoch FROM clock_timestamp() - t0) * 1e6 / calls;
END \$\$;
\pset tuples_only on
\pset format unaligned
SELECT 'cold_us_per_call ' || round(bench_us($cold_n, false)::numeric, 1);
SELECT 'warm_us_per_call ' || round(bench_us($warm_n, true)::numeric, 1)
       || CASE WHEN bench_us($warm_n, true) <= 100 THEN ' (target <= 100 us: met)'
               ELSE ' (target <= 100 us: NOT met)' END;
DROP FUNCTION bench_add(int, int);
DROP FUNCTION bench_us(int, bool);
SQL
