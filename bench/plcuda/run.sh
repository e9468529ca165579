#!/usr/bin/env bash
# bench/plcuda/run.sh: per-call overhead of a trivial PL/CUDA function,
# cold (a process per call) and warm (plcuda.warm_workers), against the
# same function in PL/pgSQL and in SQL, measured in the same run.
#
#   bench/plcuda/run.sh [warm_calls] [cold_calls]
#
# Uses the server in PGHOST/PGPORT when PGHOST is set (the extension must be
# installed there); otherwise installs the extension into a private tree
# (never the system's PostgreSQL; see tests/postgres/test_plcuda.sh) and
# starts a throw-away server in a mktemp -d folder, stopped and removed at
# exit.  Prints "cold_us_per_call N", "warm_us_per_call N",
# "plpgsql_us_per_call N" and "sql_us_per_call N", and whether the warm
# target (<= 10 us) is met.
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
pgbin=/usr/lib/postgresql/15/bin
warm_n="${1:-20000}"
cold_n="${2:-200}"

if [ -z "${PGHOST:-}" ]; then
  tmp="$(mktemp -d /tmp/plcuda-bench.XXXXXX)"
  runas=()
  cleanup() {
    [ -f "$tmp/data/postmaster.pid" ] &&
      "${runas[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1
    rm -rf "$tmp"
  }
  trap cleanup EXIT
  inst="$tmp/inst"
  libdir="$(pg_config --pkglibdir)"
  sharedir="$(pg_config --sharedir)"
  mkdir -p "$inst$(dirname "$libdir")" "$inst$(dirname "$sharedir")" "$inst$pgbin"
  cp -rs "$libdir" "$inst$(dirname "$libdir")/"
  cp -rs "$sharedir" "$inst$(dirname "$sharedir")/"
  rm -rf "$inst$libdir"/plcuda* "$inst$sharedir"/extension/plcuda*
  cp "$pgbin/postgres" "$inst$pgbin/postgres"
  make -C "$root/postgres" -j2 >/dev/null
  make -C "$root/postgres" install DESTDIR="$inst" >/dev/null
  if [ "$(id -u)" -eq 0 ]; then
    chown -R -h postgres: "$tmp"; chmod 700 "$tmp"; runas=(runuser -u postgres --)
  fi
  port=$((20000 + $$ % 20000))
  "${runas[@]}" "$pgbin/initdb" -D "$tmp/data" -U postgres -A trust --no-sync >/dev/null
  "${runas[@]}" env PATH="$PATH" "$pgbin/pg_ctl" -D "$tmp/data" -l "$tmp/log" -w \
    -p "$inst$pgbin/postgres" -o "-k $tmp -p $port -c listen_addresses=''" start >/dev/null
  export PGHOST="$tmp" PGPORT="$port" PGUSER=postgres
fi

psql -X -q -v ON_ERROR_STOP=1 -d postgres <<SQL
CREATE EXTENSION IF NOT EXISTS plcuda;
CREATE OR REPLACE FUNCTION bench_add(int, int) RETURNS int AS \$\$
#plcuda_begin
  return arg1 + arg2;
#plcuda_end
\$\$ LANGUAGE plcuda;
-- the same function in PL/pgSQL and in SQL, called the same way
CREATE OR REPLACE FUNCTION bench_add_plpgsql(a int, b int) RETURNS int
LANGUAGE plpgsql AS \$\$ BEGIN RETURN a + b; END \$\$;
CREATE OR REPLACE FUNCTION bench_add_sql(a int, b int) RETURNS int
LANGUAGE sql AS 'SELECT a + b';
CREATE OR REPLACE FUNCTION bench_us(fn text, calls int, warm bool) RETURNS float
LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz; s bigint;
BEGIN
  PERFORM set_config('plcuda.warm_workers', warm::text, true);
  EXECUTE format('SELECT %s(0, 0)', fn);   -- start the worker, load caches
  t0 := clock_timestamp();
  EXECUTE format('SELECT sum(%s(i, 1)) FROM generate_series(1, %s) i', fn, calls)
    INTO s;
  RETURN extract(epoch FROM clock_timestamp() - t0) * 1e6 / calls;
END \$\$;
\pset tuples_only on
\pset format unaligned
SELECT 'cold_us_per_call ' || round(bench_us('bench_add', $cold_n, false)::numeric, 1);
SELECT 'warm_us_per_call ' || round(w::numeric, 1)
       || CASE WHEN w <= 10 THEN ' (target <= 10 us: met)'
               ELSE ' (target <= 10 us: NOT met)' END
  FROM bench_us('bench_add', $warm_n, true) w;
SELECT 'plpgsql_us_per_call ' || round(bench_us('bench_add_plpgsql', $warm_n, true)::numeric, 2);
SELECT 'sql_us_per_call ' || round(bench_us('bench_add_sql', $warm_n, true)::numeric, 2);
DROP FUNCTION bench_add(int, int);
DROP FUNCTION bench_add_plpgsql(int, int);
DROP FUNCTION bench_add_sql(int, int);
DROP FUNCTION bench_us(text, int, bool);
SQL
