#!/usr/bin/env bash
# Quasar programs run end to end by `kforge run` (OpenMP, 2 threads), their
# printed results compared with a reference computed another way (plain
# Python, tests/quasar/ref/NAME.py), and again with the loop parallelizer
# off (the sequential program): the same output.  The second run of a
# program comes from the build cache.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
# images link the run-time library: the plain build's (a sanitized one needs the sanitizers)
export KFORGE_QRT_LIB=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/libkforge_qrt.a
ex=$KFORGE_ROOT/examples/quasar
ref=$KFORGE_ROOT/tests/quasar/ref
if ! command -v python3 >/dev/null; then
  tap_skip "Quasar examples against their references" "python3 not found"; tap_done; exit
fi
cd "$ex" || exit 1
run_ref() { # NAME ARGS...: kforge run against the reference
  local name=$1; shift
  python3 "$ref/$name.py" "$@" >"$tmp/$name.ref" 2>&1 || { tap_fail "$name: the reference runs" "$(cat "$tmp/$name.ref")"; return; }
  if $k run "$name.q" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" && cmp -s "$tmp/$name.ref" "$tmp/$name.out"; then
    tap_ok "$name $*: kforge run prints what the reference computes"
  else
    tap_fail "$name $*: kforge run prints what the reference computes" "$(cat "$tmp/$name.err"; diff "$tmp/$name.ref" "$tmp/$name.out" | head -20)"
  fi
}
run_case() { # NAME ARGS...: against the reference, then without the parallelizer
  local name=$1
  run_ref "$@"; shift
  if $k run --no-parallelize "$name.q" "$@" >"$tmp/$name.seq" 2>&1 && cmp -s "$tmp/$name.seq" "$tmp/$name.out"; then
    tap_ok "$name $*: the same without the loop parallelizer"
  else
    tap_fail "$name $*: the same without the loop parallelizer" "$(diff "$tmp/$name.seq" "$tmp/$name.out" | head -20)"
  fi
}
run_case features
run_case gaussian 96
run_case exprs 120
run_case diffusion 64 5
run_case bilateral 48 2
# the other filters' only loop builds their test image, as bilateral's does
run_ref perona_malik 48 5
run_ref tv 48 10
run_ref haar 64 0.1
run_case imageio 40 "$tmp"
# the cache: the same program again is not rebuilt, on any size
$k run -v gaussian.q 40 >"$tmp/o1" 2>"$tmp/e1"
if grep -q "cached build" "$tmp/e1"; then
  tap_ok "a second run (another size) uses the cached build"
else
  tap_fail "a second run (another size) uses the cached build" "$(cat "$tmp/e1")"
fi
# gen of a program with images builds as a user builds it: the C and the
# run-time library through pkg-config (kforge-qrt.pc, here over this build)
qlib=${KFORGE_QRT_LIB:-$(dirname "$(command -v "$k")")/libkforge_qrt.a}
mkdir -p "$tmp/pc/lib/pkgconfig" "$tmp/img"
ln -s "$KFORGE_ROOT/include" "$tmp/pc/include"
ln -s "$qlib" "$tmp/pc/lib/libkforge_qrt.a"
sed -e "s|@PREFIX@|$tmp/pc|" -e "s|@VERSION@|0|" -e "s|@LIBS@|-lOpenCL -lpng16 -ltiff -lm|" \
  "$KFORGE_ROOT/kforge-qrt.pc.in" >"$tmp/pc/lib/pkgconfig/kforge-qrt.pc"
if $k gen imageio.q -o "$tmp/img.c" && grep -q 'pkg-config --cflags --libs kforge-qrt' "$tmp/img.c" &&
   cc -O2 -fopenmp -o "$tmp/img/prog" "$tmp/img.c" \
     $(PKG_CONFIG_PATH=$tmp/pc/lib/pkgconfig pkg-config --cflags --libs kforge-qrt) -lm 2>"$tmp/img.err" &&
   "$tmp/img/prog" 40 "$tmp/img" >"$tmp/img.out" 2>&1 && sed "s|$tmp/img|$tmp|g" "$tmp/img.out" >"$tmp/img.gen" &&
   cmp -s "$tmp/img.gen" "$tmp/imageio.out"; then
  tap_ok "kforge gen imageio.q: builds with pkg-config kforge-qrt and prints the same"
else
  tap_fail "kforge gen imageio.q: builds with pkg-config kforge-qrt and prints the same" \
    "$(cat "$tmp/img.err" 2>/dev/null; diff "$tmp/img.gen" "$tmp/imageio.out" 2>&1 | head)"
fi
# the cache key holds the run-time library: another archive, another build
cp "$qlib" "$tmp/qrt2.a" && printf '\n' >>"$tmp/qrt2.a"
$k run -v imageio.q 40 "$tmp" >/dev/null 2>"$tmp/c1"
KFORGE_QRT_LIB=$tmp/qrt2.a $k run -v imageio.q 40 "$tmp" >"$tmp/c2.out" 2>"$tmp/c2"
if grep -q "cached build" "$tmp/c1" && ! grep -q "cached build" "$tmp/c2" && cmp -s "$tmp/c2.out" "$tmp/imageio.out"; then
  tap_ok "a changed libkforge_qrt.a is a new cache entry"
else
  tap_fail "a changed libkforge_qrt.a is a new cache entry" "$(cat "$tmp/c1" "$tmp/c2")"
fi
# the reference protocol: arrays made in a loop are released, so the
# arrays alive at once do not grow with the iterations and none is left
alloc_stats() { # TARGET ITERS
  (cd "$KFORGE_ROOT/tests/quasar/gen" && KFORGE_ARRAY_STATS=1 $k run --target "$1" alloc.q "$2") 2>&1 >/dev/null
}
for target in openmp opencl; do
  [ $target = opencl ] && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ] && continue
  a=$(alloc_stats $target 3); b=$(alloc_stats $target 60)
  if [ "$a" = "$b" ] && echo "$a" | grep -q '^arrays: 0 alive at the end, [0-9]* at most$'; then
    tap_ok "alloc.q ($target): arrays alive do not grow with the iterations ($b)"
  else
    tap_fail "alloc.q ($target): arrays alive do not grow with the iterations" "3: $a; 60: $b"
  fi
done
# run: the program's OpenMP threads sleep when they wait
# (OMP_WAIT_POLICY=passive) unless the environment chose; the cached
# binary (the cache's one prog) is replaced by a script that prints the policy
KFORGE_CACHE=$tmp/wpcache $k run exprs.q 12 >/dev/null 2>&1
wp=$(find "$tmp/wpcache" -name prog -type f | head -1)
if [ -n "$wp" ] && printf '#!/bin/sh\necho "policy ${OMP_WAIT_POLICY:-unset}"\n' >"$wp" &&
   [ "$(env -u OMP_WAIT_POLICY KFORGE_CACHE=$tmp/wpcache $k run exprs.q 12)" = "policy passive" ] &&
   [ "$(OMP_WAIT_POLICY=active KFORGE_CACHE=$tmp/wpcache $k run exprs.q 12)" = "policy active" ]; then
  tap_ok "kforge run: OMP_WAIT_POLICY=passive unless the environment sets it"
else
  tap_fail "kforge run: OMP_WAIT_POLICY=passive unless the environment sets it" "binary: '$wp'"
fi
# gen writes C a user builds without kforge
if $k gen exprs.q -o "$tmp/exprs.c" && cc -O2 -fopenmp -o "$tmp/exprs" "$tmp/exprs.c" -lm &&
   "$tmp/exprs" 120 >"$tmp/exprs.gen" && cmp -s "$tmp/exprs.gen" "$tmp/exprs.out"; then
  tap_ok "kforge gen: the C builds with cc -fopenmp and prints the same"
else
  tap_fail "kforge gen: the C builds with cc -fopenmp and prints the same"
fi
tap_done
