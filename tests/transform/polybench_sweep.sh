#!/usr/bin/env bash
# tests/transform/polybench_sweep.sh: every transformation of the menu on
# every loop of every PolyBench/C 4.2.1 kernel (at MINI_DATASET): kforge
# transform must never crash (exit 0 or 1), and every output it writes must
# build and dump arrays equal to the original's (kforge-numcmp, rtol 1e-12:
# each transformation keeps the order of the updates of every location).
# Not part of `make check` (about 20 minutes on two busy cores):
#   KFORGE_ROOT=$PWD tests/transform/polybench_sweep.sh
# prints one line per problem and a count at the end.
root=${KFORGE_ROOT:-$(pwd)}
k=$root/${KFORGE_PLAIN:-build/plain}/kforge
numcmp=$root/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
pb=${POLYBENCH_DIR:-$root/../shared/polybench-4.2.1}
[ -f "$pb/utilities/polybench.c" ] || { echo "no PolyBench in $pb (set POLYBENCH_DIR)"; exit 1; }
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
ok=0 bad=0 refused=0
for src in $(find "$pb" -name '*.c' ! -path '*/utilities/*' | sort); do
  n=$(basename "$src" .c) d=$(dirname "$src")
  [ "$(basename "$d")" = "$n" ] || continue
  fl=(-I "$pb/utilities" -I "$d" -DMINI_DATASET -DPOLYBENCH_DUMP_ARRAYS)
  ${CC:-cc} -O1 "${fl[@]}" "$src" "$pb/utilities/polybench.c" -lm -o "$w/orig" && "$w/orig" 2>"$w/orig.dump" >/dev/null
  for L in $("$k" analyze "$src" -- "${fl[@]}" 2>/dev/null | awk '$1 ~ /^L[0-9.]+$/ {print $1}'); do
    for s in "distribute($L)" "fuse($L, $L)" "interchange($L, $L.1)" "stripmine($L, 4)" \
             "tile($L, 4, 4)" "unroll($L, 3)" "unroll($L, full)" "peel($L)" "opexpand($L)" \
             "outline($L)"; do
      "$k" transform "$src" --apply "$s" -o "$w/t.c" -- "${fl[@]}" >"$w/log" 2>&1
      rc=$?
      if [ $rc -eq 1 ]; then refused=$((refused + 1)); continue; fi
      if [ $rc -ne 0 ]; then echo "CRASH (exit $rc) $n $s"; bad=$((bad + 1)); continue; fi
      if ! ${CC:-cc} -O1 -w "${fl[@]}" "$w/t.c" "$pb/utilities/polybench.c" -lm -o "$w/t" 2>"$w/cc.log"; then
        echo "DOES NOT BUILD $n $s: $(head -1 "$w/cc.log")"; bad=$((bad + 1))
      elif ! timeout 20 "$w/t" 2>"$w/t.dump" >/dev/null; then
        echo "DOES NOT RUN $n $s"; bad=$((bad + 1))
      elif ! "$numcmp" --rtol 1e-12 "$w/orig.dump" "$w/t.dump" >/dev/null 2>&1; then
        echo "DIFFERS $n $s"; bad=$((bad + 1))
      else
        ok=$((ok + 1))
      fi
    done
  done
done
echo "$ok transformed and equal, $refused refused, $bad problems"
[ $bad -eq 0 ]
