#!/usr/bin/env bash
# Locations after the passes that rewrite nests before the plan and analyse
# the text again (issue 14; support/linemap.h), on tests/gen/lines.c:
# order-keep (cholesky and a forward substitution), deepen (CUDA),
# distribute (OpenMP), then a recurrence that stays sequential.  For each
# target the rewritten text moves the recurrence (checked, else this test
# would check nothing), and still its warning names the user's line and
# column with the user's source line under it, its --explain lines the
# user's lines, the rescheduled and distributed nests their own first
# lines.  OpenMP: order-keep's else branch holds no dead sequential copy
# (the work tests that n >= p0 gives are gone) and no block the nest does
# not need (golden), and the program's output equals the sequential
# program's to the bit on 2 threads; no output holds a #line; CUDA: the .cu
# and the host .c compile (nvcc -arch=sm_90) and link.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
rel=tests/gen/lines.c

# the user's lines: the recurrence's loop, its statement
loop=$(grep -n 'for (int i = 1; i < n; i++)' "$KFORGE_ROOT/$rel" | cut -d: -f1)
stmt=$((loop + 1)) scop=$((loop - 1))
first=$(grep -n '^    for (i = 0; i < n; i++) {$' "$KFORGE_ROOT/$rel" | head -1 | cut -d: -f1)
qr=$(grep -n '^    for (j = 0; j < M; j++) {$' "$KFORGE_ROOT/$rel" | cut -d: -f1)

for t in openmp opencl cuda; do
  out=$tmp/lines.$t.c
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target $t --explain "$rel" -o "$out" 2>"$out.err"); then
    tap_fail "lines: kforge gen --target $t" "$(cat "$out.err")"
    continue
  fi
  # the pass whose text the plan runs on last before the recurrence
  case $t in openmp) pass=distribute ;; opencl) pass=order-keep ;; cuda) pass=deepen ;; esac
  at=$(cd "$KFORGE_ROOT" && "$k" gen --target $t --dump-after=$pass "$rel" -o /dev/null 2>&1 >/dev/null |
       grep -n 'v\[i\] = v\[i - 1\]' | cut -d: -f1)
  if [ -n "$at" ] && [ $((at - 1)) -ne $stmt ]; then
    tap_ok "lines: $t: $pass's text moves the recurrence (line $((at - 1)) there, $stmt here)"
  else
    tap_fail "lines: $t: $pass's text moves the recurrence (line $((at - 1)) there, $stmt here)"
  fi
  if [ $t = openmp ]; then
    want="$rel:$scop:1: warning: fragment 5 stays sequential: no loop can run in parallel (L10 sequential: flow dependence on v from S1 (line $stmt) to S1 (line $stmt), distance 1)"
    src=$(printf '%5d | #pragma scop' $scop)
  else
    want="$rel:$loop:5: warning: loop L6 (i) stays on the host: sequential: flow dependence on v from S1 (line $stmt) to S1 (line $stmt), distance 1"
    src=$(printf '%5d |     for (int i = 1; i < n; i++)' $loop)
  fi
  if grep -qxF "$want" "$out.err" && [ "$(grep -xF -A1 "$want" "$out.err" | tail -1)" = "$src" ]; then
    tap_ok "lines: $t: the recurrence's warning names its own line and column, its source line under it"
  else
    tap_fail "lines: $t: the recurrence's warning names its own line and column, its source line under it" \
      "want: $want / $src"$'\n'"$(grep -A2 warning "$out.err")"
  fi
  if ! grep -q '^ *#line' "$out" "${out%.c}.cu" 2>/dev/null; then
    tap_ok "lines: $t: no #line in the output"
  else
    tap_fail "lines: $t: no #line in the output" "$(grep -n '#line' "$out" "${out%.c}.cu" 2>/dev/null)"
  fi
done

omp=$tmp/lines.openmp.c
if [ -f "$omp" ]; then
  tap_diff "lines: openmp golden" "$golden/lines.openmp.c" "$omp"
  x=$omp.err
  if grep -q "^L10      line $loop   i: sequential: flow dependence on v from S1 (line $stmt)" "$x" &&
     grep -q "^L2       line $first   j: sequential" "$x" &&
     [ "$(grep -c "^L[0-9.]* *line $qr   j: parallel" "$x")" = 3 ]; then
    tap_ok "lines: openmp --explain names the user's lines, a rescheduled or distributed nest its first"
  else
    tap_fail "lines: openmp --explain names the user's lines, a rescheduled or distributed nest its first" \
      "$(grep -E '^L[0-9.]* +line' "$x")"
  fi
  # the else branch of order-keep's version: n >= 315 (49153) gives the
  # region's and the parallel loops' work tests, so no second copy
  if ! grep -q '1\.0 \* n \* n - n >=\|if (n >= 8192)\|if(n >= 8192)\|n - 1 >= 32768' "$omp" &&
     [ "$(grep -A1 '^    } else {$' "$omp" | grep -c '^    #pragma omp parallel')" -ge 1 ]; then
    tap_ok "lines: openmp: the rescheduled nests hold no dead copy and no needless block"
  else
    tap_fail "lines: openmp: the rescheduled nests hold no dead copy and no needless block" \
      "$(grep -n -A2 '} else {' "$omp")"
  fi
  if (cd "$tmp" && ${CC:-cc} -O1 -w "$KFORGE_ROOT/$rel" -lm -o seq && ./seq >seq.out &&
      ${CC:-cc} -O1 -w -fopenmp "$omp" -lm -o omp && OMP_NUM_THREADS=2 ./omp >omp.out) \
       >"$tmp/run.log" 2>&1 && cmp -s "$tmp/seq.out" "$tmp/omp.out"; then
    tap_ok "lines: the openmp output on 2 threads equals the sequential program to the bit"
  else
    tap_fail "lines: the openmp output on 2 threads equals the sequential program to the bit" \
      "$(tail -5 "$tmp/run.log"; diff "$tmp/seq.out" "$tmp/omp.out" | head -6)"
  fi
fi

if [ -z "$nvcc" ]; then
  tap_skip "lines: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w lines.cuda.cu -o o.cu.o &&
      ${CC:-cc} -c lines.cuda.c -I"$cuda_home/include" -o o.host.o &&
      ${CC:-cc} o.host.o o.cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o o.exe) \
     >"$tmp/nvcc.log" 2>&1; then
  tap_ok "lines: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "lines: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
