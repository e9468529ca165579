#!/usr/bin/env bash
# Scalar replacement of accumulators (pass scalar-acc, openmp_scalar.c):
# the inner loops of gesummv, atax (float), bicg, mvt and trisolv keep
# their element in a local of its type, in both copies of a nest versioned
# on its work; golden text and --explain; the programs print what the
# sequential ones print, to the bit, on 1, 2 and 3 threads; the refused
# cases (another subscript that may be the element, an early exit, a
# write under an if, a loop that may run no iteration, a pointer that may
# overlap) are left as written and say why; --disable=scalar-acc gives the
# text kforge wrote before the pass (goldens *.off.openmp.c).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
dir=tests/gen/omp # relative: the goldens name the file as given

expect() { # NAME grep-E-PATTERN FILE [!]
  if grep -Eq -- "$2" "$3"; then
    if [ "${4:-}" = '!' ]; then tap_fail "$1" "$(grep -E -- "$2" "$3")"; else tap_ok "$1"; fi
  elif [ "${4:-}" = '!' ]; then tap_ok "$1"
  else tap_fail "$1" "no /$2/ in $(cat "$3")"; fi
}

for name in scalar_acc scalar_acc_refused; do
  src=$dir/$name.c
  "$k" gen --target openmp --explain "$src" -o "$tmp/$name.c" 2>"$tmp/$name.explain"
  tap_diff "$name: openmp golden" "$dir/golden/$name.openmp.c" "$tmp/$name.c"
  tap_diff "$name: --explain golden" "$dir/golden/$name.explain" "$tmp/$name.explain"
  "$k" gen --target openmp --disable=scalar-acc "$src" -o "$tmp/$name.off.c" 2>/dev/null
  tap_diff "$name: --disable=scalar-acc gives the text before the pass" \
    "$dir/golden/$name.off.openmp.c" "$tmp/$name.off.c"
  cc -O2 -o "$tmp/$name.seq" "$src" && "$tmp/$name.seq" >"$tmp/$name.seq.out"
  cc -O2 -fopenmp -o "$tmp/$name.omp" "$tmp/$name.c"
  for t in 1 2 3; do
    OMP_NUM_THREADS=$t "$tmp/$name.omp" >"$tmp/$name.$t.out"
    if [ -s "$tmp/$name.seq.out" ] && cmp -s "$tmp/$name.seq.out" "$tmp/$name.$t.out"; then
      tap_ok "$name: $t threads print the sequential program's bits"
    else
      tap_fail "$name: $t threads print the sequential program's bits" \
        "$(diff "$tmp/$name.seq.out" "$tmp/$name.$t.out" | head)"
    fi
  done
done

# each element kept, in its own type, in both copies of a version
e=$tmp/scalar_acc.explain o=$tmp/scalar_acc.c
for x in "L1.1     tmp\[i\] in a local double" "L1.1     y\[i\] in a local double" \
         "L3.1     tmpf\[i\] in a local float" "L5.1     q\[i\] in a local double" \
         "L6.1     x1\[i\] in a local double" "L7.1     xs\[i\] in a local double"; do
  expect "scalar_acc: --explain: $x" "$x across the loop" "$e"
done
expect "scalar_acc: float stays float" "^ *\{ float kf_acc_tmpf = tmpf\[i\];$" "$o"
if [ "$(grep -c 'kf_acc_y = B\[i\]\[j\] \* x\[j\] + kf_acc_y;' "$o")" = 2 ]; then
  tap_ok "scalar_acc: gesummv's y[i] in a scalar in both copies of its version"
else
  tap_fail "scalar_acc: gesummv's y[i] in a scalar in both copies of its version" "$(grep -n kf_acc_y "$o")"
fi
expect "scalar_acc: trisolv's xs[j] stays an access" "kf_acc_xs -= L\[i\]\[j\] \* xs\[j\];" "$o"
expect "scalar_acc: bicg's s[j], which j moves, stays in memory" "^ *s\[j\] = s\[j\] \+ r\[i\]" "$o"

# refused, with the reason
e=$tmp/scalar_acc_refused.explain
expect "refused: y[j] may be y[i]" "L1.1     y\[i\] stays in memory: y\[j\] \(line 26\) may be the same element" "$e"
expect "refused: an early exit" "L2.1     t\[i\] stays in memory: the loop may exit early" "$e"
expect "refused: a write under an if" "L3.1     c\[i\] stays in memory: it is written under an if" "$e"
expect "refused: a loop that may run no iteration" \
  "L4.1     z\[k\] stays in memory: the loop may run no iteration where it is reached" "$e"
expect "refused: a call that reads it" "L5.1     u\[i\] stays in memory: .*peek" "$e"
expect "refused: a ?: that picks it or another element" \
  "L6.1     v\[i\] stays in memory: a \?: in its subscript chooses the element" "$e"
expect "a pointer that may overlap: in a scalar where the run-time test finds them apart" \
  "L7.1     out\[i\] in a local double across the loop where the run-time test finds its pointers apart" "$e"
# the fragment as written, which runs where they may overlap, keeps out[i]
# in memory; the kernels() fragment has no scalar at all
awk '/^static void overlap/ { o = 1 } o && /} else {/ { e = 1 } e' "$tmp/scalar_acc_refused.c" >"$tmp/asw"
expect "a pointer that may overlap: the as-written copy keeps the element in memory" "kf_acc" "$tmp/asw" '!'
expect "a pointer that may overlap: out[i] as written there" "^ *out\[i\] = out\[i\] \+ 0.5 \* in\[j\];" "$tmp/asw"
awk '/^static void kernels/,/^}/' "$tmp/scalar_acc_refused.c" >"$tmp/kern"
expect "refused: no scalar in kernels()" "kf_acc" "$tmp/kern" '!'

"$k" gen --target openmp --dump-after=scalar-acc "$dir/scalar_acc.c" -o /dev/null 2>"$tmp/dump"
expect "--dump-after=scalar-acc says what it did" \
  "^-- scalar-acc: L7.1 \(line 80\): xs\[i\] in kf_acc_xs$" "$tmp/dump"
tap_done
