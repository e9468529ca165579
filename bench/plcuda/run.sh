#!/usr/bin/env bash
# bench/plcuda/run.sh: per-call overhead of a trivial PL/CUDA function,
# cold (a process per call) and warm (plcuda.warm_workers), against the
# same function in PL/pgSQL and in SQL, measured in the same run.
#
#   bench/plcuda/run.sh [warm_calls] [cold_calls] [matmul_n]
#
# Uses the server in PGHOST/PGPORT when PGHOST is set (the extension must be
# installed there); otherwise installs the extension into a private tree
# (never the system's PostgreSQL; see tests/postgres/test_plcuda.sh) and
# starts a throw-away server in a mktemp -d folder, stopped and removed at
# exit.  Prints first "pipe_round_trip_us N" and "futex_round_trip_us N",
# one byte (one word) there and back between two processes over pipes
# (through shared memory and futex(2)), the floor under a warm call on
# this machine at this moment; then "cold_us_per_call N",
# "warm_us_per_call N" and whether the warm target (<= 10 us) is met,
# "plpgsql_us_per_call N", "sql_us_per_call N", the warm call again with
# plcuda.warm_spin = 0 (no spin before the futex sleep; the default spins
# up to 50 us while the other side is awake on another core) and the load
# average; then the time of one matmul_n x matmul_n product of float[] by
# plcuda_matmul (kforge's GEMM) and by the same product written in PL/CUDA
# by hand (a triple loop in the host block),
# each after one warm-up call.
set -eu
root="$(cd "$(dirname "$0")/../.." && pwd)"
pgbin=/usr/lib/postgresql/15/bin
warm_n="${1:-20000}"
cold_n="${2:-200}"
mm_n="${3:-256}"

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

# the floor: one byte there and back between two processes over pipes,
# and one word there and back through shared memory with futex(2) waits
# (what a warm call's mailbox does when nothing spins)
rtt_dir="$(mktemp -d /tmp/plcuda-rtt.XXXXXX)"
cat >"$rtt_dir/rtt.c" <<'C'
#include <stdio.h>
#include <stdint.h>
#include <time.h>
#include <unistd.h>
#include <linux/futex.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
static double now_us(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}
/* wait until *w == v, then set *w = v + 1 and wake the other side */
static void pong(uint32_t *w, uint32_t v)
{
    uint32_t cur;
    /* sleep only while *w still holds the value just seen: with a second
       load as the expected value, a post landing between the two loads
       left both sides asleep for good */
    while ((cur = __atomic_load_n(w, __ATOMIC_ACQUIRE)) != v)
        syscall(SYS_futex, w, FUTEX_WAIT, cur, NULL, NULL, 0);
    __atomic_store_n(w, v + 1, __ATOMIC_RELEASE);
    syscall(SYS_futex, w, FUTEX_WAKE, 1, NULL, NULL, 0);
}
int main(void)
{
    int a[2], b[2], n = 20000;
    char c = 0;
    double t0, t1;
    uint32_t *w = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (pipe(a) || pipe(b) || w == MAP_FAILED)
        return 1;
    if (fork() == 0) {
        for (int i = 0; i < n; i++)
            if (read(a[0], &c, 1) != 1 || write(b[1], &c, 1) != 1)
                _exit(1);
        _exit(0);
    }
    t0 = now_us();
    for (int i = 0; i < n; i++)
        if (write(a[1], &c, 1) != 1 || read(b[0], &c, 1) != 1)
            return 1;
    t1 = now_us();
    wait(NULL);
    printf("pipe_round_trip_us %.1f\n", (t1 - t0) / n);
    *w = 0;
    if (fork() == 0) {
        for (int i = 0; i < n; i++)
            pong(w, 2 * i + 1);
        _exit(0);
    }
    t0 = now_us();
    for (int i = 0; i < n; i++)
        pong(w, 2 * i);
    pong(w, 2 * n);
    t1 = now_us();
    wait(NULL);
    printf("futex_round_trip_us %.1f\n", (t1 - t0) / n);
    return 0;
}
C
rtt_out="$(cc -O2 -o "$rtt_dir/rtt" "$rtt_dir/rtt.c" && "$rtt_dir/rtt")"
rm -rf "$rtt_dir"
echo "$rtt_out"

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
SET plcuda.warm_spin = 0;
SELECT 'warm_us_per_call_no_spin ' || round(bench_us('bench_add', $warm_n, true)::numeric, 1)
       || ' (plcuda.warm_spin = 0)';
RESET plcuda.warm_spin;
SELECT 'load_average $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores';
CREATE OR REPLACE FUNCTION bench_matmul_hand(a float[], b float[]) RETURNS float[] AS \$\$
#plcuda_begin
  int32_t m = ARR_NDIM(a) == 1 ? ARR_DIMS(a)[0] : ARR_DIMS(a)[1];
  int32_t k = ARR_NDIM(a) == 1 ? 1 : ARR_DIMS(a)[0];
  int32_t n = ARR_NDIM(b) == 1 ? 1 : ARR_DIMS(b)[0];
  const double *A = (const double *) ARR_DATA_PTR(a);
  const double *B = (const double *) ARR_DATA_PTR(b);
  ArrayType *c = plcuda_alloc_matrix(PG_FLOAT8OID, 8, m, n);
  double *C = (double *) ARR_DATA_PTR(c);
  for (int32_t j = 0; j < n; j++)
    for (int32_t p = 0; p < k; p++)
      for (int32_t i = 0; i < m; i++)
        C[i + (size_t) j * m] += A[i + (size_t) p * m] * B[p + (size_t) j * k];
  return (varlena *) c;
#plcuda_end
\$\$ LANGUAGE plcuda;
CREATE TEMP TABLE bench_mm AS
  SELECT (SELECT array_agg(c) FROM (SELECT array_agg(random()) c FROM generate_series(1, $mm_n) i,
          generate_series(1, $mm_n) j GROUP BY j) s) AS a,
         (SELECT array_agg(c) FROM (SELECT array_agg(random()) c FROM generate_series(1, $mm_n) i,
          generate_series(1, $mm_n) j GROUP BY j) s) AS b;
CREATE OR REPLACE FUNCTION bench_ms(fn text) RETURNS float
LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz; r float[];
BEGIN
  EXECUTE format('SELECT %s(a, b) FROM bench_mm', fn) INTO r;   -- warm up
  t0 := clock_timestamp();
  EXECUTE format('SELECT %s(a, b) FROM bench_mm', fn) INTO r;
  RETURN extract(epoch FROM clock_timestamp() - t0) * 1e3;
END \$\$;
SELECT 'matmul_${mm_n}_kforge_ms ' || round(bench_ms('plcuda_matmul')::numeric, 2);
SELECT 'matmul_${mm_n}_plcuda_by_hand_ms ' || round(bench_ms('bench_matmul_hand')::numeric, 2);
DROP FUNCTION bench_matmul_hand(float[], float[]);
DROP FUNCTION bench_ms(text);
DROP FUNCTION bench_add(int, int);
DROP FUNCTION bench_add_plpgsql(int, int);
DROP FUNCTION bench_add_sql(int, int);
DROP FUNCTION bench_us(text, int, bool);
SQL
