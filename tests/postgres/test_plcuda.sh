#!/usr/bin/env bash
# tests/postgres/test_plcuda.sh: pg_regress and isolationtester for the
# plcuda extension (issue 6).
#
# Builds and installs postgres/, starts a throw-away PostgreSQL 15 server in
# a mktemp -d folder (unix socket there, a free port, never the system
# cluster), runs `make -C postgres installcheck` against it and prints TAP:
# one line per pg_regress test, then 1..N.  On failure regression.diffs goes
# to stderr.  The server is stopped and the folder removed on every exit.
#
# The extension is installed into a private tree in that folder (DESTDIR),
# never into the system's PostgreSQL: other checkouts on the machine that
# install their own plcuda at the same time cannot change what is tested.
# The tree links to the system's files, except the server binary (copied,
# since the server finds its library and share folders relative to its own
# real path) and plcuda's files.
#
#   tests/postgres/test_plcuda.sh          the default list (no GPU needed)
#   tests/postgres/test_plcuda.sh --gpu    installcheck-gpu (needs a GPU)
#   tests/postgres/test_plcuda.sh --large  a gstore_fdw table over 1 GB
#                                          (make -C postgres check-gstore-large)
set -u

root="$(cd "$(dirname "$0")/../.." && pwd)"
pgbin=/usr/lib/postgresql/15/bin
target=installcheck
[ "${1:-}" = "--gpu" ] && target=installcheck-gpu
[ "${1:-}" = "--large" ] && target=installcheck-gstore-large

if [ ! -x "$pgbin/postgres" ] || ! command -v pg_config >/dev/null 2>&1 ||
   [ ! -f "$(pg_config --pgxs 2>/dev/null)" ]; then
  echo "ok 1 - plcuda # SKIP postgresql-15 not installed"
  echo "1..1"
  exit 0
fi

log() { echo "# $*" >&2; }

tmp="$(mktemp -d /tmp/plcuda-test.XXXXXX)"
runas=()
cleanup() {
  if [ -f "$tmp/data/postmaster.pid" ]; then
    "${runas[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -m immediate -w stop >/dev/null 2>&1
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# the private install tree: $inst$bindir/postgres finds $inst$pkglibdir
# and $inst$sharedir
inst="$tmp/inst"
bindir="$(pg_config --bindir)"
libdir="$(pg_config --pkglibdir)"
sharedir="$(pg_config --sharedir)"
mkdir -p "$inst$(dirname "$libdir")" "$inst$(dirname "$sharedir")" "$inst$bindir"
cp -rs "$libdir" "$inst$(dirname "$libdir")/" &&
cp -rs "$sharedir" "$inst$(dirname "$sharedir")/" &&
rm -rf "$inst$libdir"/plcuda* "$inst$sharedir"/extension/plcuda* &&
cp "$bindir/postgres" "$inst$bindir/postgres" || {
  echo "not ok 1 - private install tree"; echo "1..1"; exit 1; }
pgserver="$inst$bindir/postgres"

# kforge's library first: plcuda_blas (plcuda_matmul) links it
make -C "$root" -j2 build/plain/libkforge.a SANITIZE=0 >"$tmp/build.log" 2>&1 ||
  log "libkforge.a did not build: plcuda_matmul is left out"
if ! make -C "$root/postgres" -j2 >>"$tmp/build.log" 2>&1 ||
   ! make -C "$root/postgres" install DESTDIR="$inst" >>"$tmp/build.log" 2>&1; then
  cat "$tmp/build.log" >&2
  echo "not ok 1 - plcuda build and install"
  echo "1..1"
  exit 1
fi

# gstore_fdw's shared memory of this server only, removed with $tmp
mkdir -p "$tmp/gstore"
if [ "$(id -u)" -eq 0 ]; then
  chown -R -h postgres: "$tmp"
  chmod 700 "$tmp"
  runas=(runuser -u postgres --)
fi

# a free TCP port number (the socket itself lives in $tmp)
port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null || echo $((20000 + $$ % 20000)))"

if ! "${runas[@]}" "$pgbin/initdb" -D "$tmp/data" -U postgres -A trust \
     --no-sync >"$tmp/initdb.log" 2>&1; then
  cat "$tmp/initdb.log" >&2
  echo "not ok 1 - initdb"; echo "1..1"; exit 1
fi
cuda_home="${CUDA_HOME:-/usr/local/cuda}"
if ! "${runas[@]}" env PATH="$PATH" CUDA_HOME="$cuda_home" \
     "$pgbin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -p "$pgserver" \
     -o "-k $tmp -p $port -c listen_addresses='' -c fsync=off -c plcuda.gstore_dir=$tmp/gstore" start >/dev/null 2>&1; then
  cat "$tmp/server.log" >&2
  echo "not ok 1 - server start"; echo "1..1"; exit 1
fi

export PGHOST="$tmp" PGPORT="$port" PGUSER=postgres
nvcc_ok=1
if [ ! -x "$cuda_home/bin/nvcc" ] && ! command -v nvcc >/dev/null 2>&1; then
  nvcc_ok=0
fi
# PLCUDA_TEST_NO_NVCC=1 runs the list of a machine without nvcc
[ "${PLCUDA_TEST_NO_NVCC:-0}" = 1 ] && nvcc_ok=0

# pg_regress writes results/ and regression.* into postgres/
cd "$root/postgres"
args=()
if [ "$target" = installcheck ] && [ "$nvcc_ok" -eq 0 ]; then
  base="$(make -s -f Makefile print-REGRESS_BASE 2>/dev/null) $(make -s -f Makefile print-REGRESS_BLAS 2>/dev/null)"
  iso="$(make -s -f Makefile print-ISOLATION_BASE 2>/dev/null)"
  args=(REGRESS="$base" ISOLATION="$iso")
fi
out="$tmp/regress.out"
make "$target" "${args[@]}" >"$out" 2>&1
rc=$?

n=0
failed=0
while IFS= read -r line; do
  # "ok 1         - setup     12 ms" (PG >= 15 prints TAP-like lines) or
  # "test setup ... ok" / "     setup ... FAILED" (older format)
  if [[ "$line" =~ ^(ok|not\ ok)\ +[0-9]+\ +[-+]\ +([A-Za-z0-9_]+)\ *([0-9]+\ ms)? ]]; then
    n=$((n + 1)); echo "${BASH_REMATCH[1]} $n - ${BASH_REMATCH[2]}${BASH_REMATCH[3]:+ (${BASH_REMATCH[3]})}"
    [ "${BASH_REMATCH[1]}" = ok ] || failed=1
  elif [[ "$line" =~ ^(test\ +|\ +)?([A-Za-z0-9_]+)\ +\.\.\.\ +(ok|FAILED|failed)\ *([0-9]+\ ms)? ]]; then
    n=$((n + 1))
    if [ "${BASH_REMATCH[3]}" = ok ]; then echo "ok $n - ${BASH_REMATCH[2]}${BASH_REMATCH[4]:+ (${BASH_REMATCH[4]})}"
    else echo "not ok $n - ${BASH_REMATCH[2]}"; failed=1; fi
  fi
done <"$out"

if [ "$target" = installcheck ] && [ "$nvcc_ok" -eq 0 ]; then
  for t in $(make -s -f Makefile print-REGRESS_NVCC 2>/dev/null) \
           $(make -s -f Makefile print-ISOLATION_NVCC 2>/dev/null); do
    n=$((n + 1)); echo "ok $n - $t # SKIP nvcc not found"
  done
fi

if [ "$target" = installcheck ] &&
   [ -z "$(make -s -f Makefile print-REGRESS_BLAS 2>/dev/null)" ]; then
  n=$((n + 1)); echo "ok $n - blas # SKIP plcuda_blas not built (libkforge.a or the CUDA runtime missing)"
fi

if [ "$rc" -ne 0 ]; then
  cat "$out" >&2
  [ -f regression.diffs ] && cat regression.diffs >&2
  [ -f output_iso/regression.diffs ] && cat output_iso/regression.diffs >&2
  # a failure before any test ran (or after the last) still fails in TAP
  if [ "$failed" -eq 0 ]; then n=$((n + 1)); echo "not ok $n - pg_regress"; fi
fi
echo "1..$n"
exit "$rc"
