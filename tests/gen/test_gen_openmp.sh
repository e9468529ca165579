#!/usr/bin/env bash
# kforge gen --target openmp on the corpus: golden text, source-to-source
# (outside the fragments the rewrite only adds lines), and execution: `kforge verify` builds the
# sequential and the OpenMP program and their outputs must agree.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden

for src in "$KFORGE_ROOT"/tests/kernels/*.c; do
  name=$(basename "$src" .c)
  rel=tests/kernels/$name.c
  # run from the root so the file name in the header comment is stable
  if (cd "$KFORGE_ROOT" && "$k" gen --target openmp "$rel" -o "$tmp/$name.c" 2>"$tmp/$name.err"); then
    tap_diff "$name: openmp golden" "$golden/$name.openmp.c" "$tmp/$name.c"
    # outside the fragments every line is kept; inside, a transform may
    # rewrite a loop nest (tests/gen/test_gen_openmp_xform.sh)
    outside() { awk '/^#pragma scop/{f=1} !f{print} /^#pragma endscop/{f=0}' "$1"; }
    removed=$(diff <(outside "$src") <(outside "$tmp/$name.c") | grep '^<' || true)
    if [ -z "$removed" ]; then tap_ok "$name: every line outside the fragments kept"; else tap_fail "$name: every line outside the fragments kept" "$removed"; fi
  else
    tap_fail "$name: kforge gen --target openmp" "$(cat "$tmp/$name.err")"
  fi
  # the output just checked is the one run (verify --generated)
  given=(); [ -s "$tmp/$name.c" ] && given=(--generated "$tmp/$name.c")
  if out=$("$k" verify --target openmp "${given[@]}" "$src" 2>&1); then
    tap_ok "$name: openmp output agrees with the sequential program"
  else
    tap_fail "$name: openmp output agrees with the sequential program" "$out"
  fi
done

# a fragment whose only parallelism does not pay: kept, with a warning
# saying why (its N is fixed at 60: no wave of its wavefront holds enough
# rows, however many time steps)
if (cd "$KFORGE_ROOT" && "$k" gen --target openmp tests/kernels/seidel-2d.c -o "$tmp/s.c" 2>"$tmp/s.err") &&
   grep -q "warning: fragment 1 stays sequential: no loop can run in parallel (L1 (t) and L1.1 (i) could run as a wavefront, w = 2\*t + i, but its work per wave stays below the 8192 .* whatever the sizes" "$tmp/s.err" &&
   ! grep -q "omp parallel" "$tmp/s.c"; then
  tap_ok "seidel-2d: stays sequential, with the reason"
else
  tap_fail "seidel-2d: stays sequential, with the reason" "$(cat "$tmp/s.err")"
fi

# ludcmp's L1 after the accumulators: rescheduled by isl, not a step at a
# time, whose statements after the first j loop have a j loop of their own
# (renamed, `for (int j = j; ...)` did not compile); run without the work
# test so that the rescheduled nest is the one that runs
if out=$("$k" verify --target openmp --min-work=0 "$KFORGE_ROOT/tests/kernels/ludcmp.c" 2>&1); then
  tap_ok "ludcmp: the nest rescheduled after the accumulators agrees (--min-work=0)"
else
  tap_fail "ludcmp: the nest rescheduled after the accumulators agrees (--min-work=0)" "$out"
fi

expect_rc() { local name=$1 want=$2 rc; shift 2; "$@" >"$tmp/o" 2>&1; rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $(cat "$tmp/o")"; fi; }
expect_rc "gen: no --target is a usage error" 2 "$k" gen tests/kernels/gemm.c
expect_rc "gen: unknown target is a usage error" 2 "$k" gen --target fpga "$KFORGE_ROOT/tests/kernels/gemm.c"
expect_rc "gen: a bad --block is a usage error" 2 "$k" gen --target cuda --block 33x8 "$KFORGE_ROOT/tests/kernels/gemm.c"
expect_rc "gen: a missing file is an input error" 1 "$k" gen --target openmp "$tmp/missing.c"
expect_rc "verify: bad --rtol is a usage error" 2 "$k" verify --rtol x "$KFORGE_ROOT/tests/kernels/gemm.c"
expect_rc "verify: a missing file is an input error" 1 "$k" verify "$tmp/missing.c"

# verify must fail when the outputs differ: a program whose output depends
# on the thread count only (no fragment), so gen keeps it, but the build
# with -fopenmp changes what it prints
cat > "$tmp/differs.c" <<'C'
#include <stdio.h>
int main(void)
{
#ifdef _OPENMP
    printf("1.5\n");
#else
    printf("1.0\n");
#endif
    return 0;
}
C
expect_rc "verify: different outputs fail" 1 "$k" verify "$tmp/differs.c"
if grep -q "outputs DIFFER" "$tmp/o"; then tap_ok "verify: says the outputs differ"; else tap_fail "verify: says the outputs differ" "$(cat "$tmp/o")"; fi
tap_done
