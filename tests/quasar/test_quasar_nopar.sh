#!/usr/bin/env bash
# --no-parallelize and the settings of seed 002 §17.3 (docs/quasar.md,
# "Settings: the parallelizers off"): with the flag (or the settings
# file's parallelizer = off) the program runs as written, sequentially:
#  - tests/quasar/nopar/nopar.q: loops the parallelizer takes (§17.1.1),
#    an element-wise expression and fused reductions (the automatic kernel
#    generator, §17.1.2): golden C of the program (after the run-time
#    support) on OpenMP, OpenCL and CUDA, with no omp pragma, no kernel
#    and no launch in it; golden --explain, one line for each loop and
#    expression saying why it is sequential; the part after
#    {!loop_parallelizer off} and {!expression_optimizer off} serial
#    without the flag too; kforge analyze --no-parallelize;
#  - tests/quasar/nopar/launch.q: launches the program writes itself stay
#    launches, fused only in the function that asks with
#    {!kernel_fusion strategy=...};
#  - both print what the parallel build prints, on OpenMP and OpenCL
#    (PoCL); a bad pragma value is one diagnostic (golden).
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/nopar/golden
cd "$KFORGE_ROOT/tests/quasar/nopar" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
body() { sed -n '/---- end of the run-time support/,$p' "$1"; }

# nopar.q: golden C and explain per target, nothing parallel in the C
for t in openmp opencl cuda; do
  if $k gen --no-parallelize --explain --target $t nopar.q -o "$tmp/n.$t.c" 2>"$tmp/n.$t.explain"; then
    tap_diff "nopar.q --no-parallelize --target $t: --explain says why each loop and expression is sequential" \
      "$g/nopar.$t.explain" "$tmp/n.$t.explain"
    body "$tmp/n.$t.c" >"$tmp/n.$t.body"
    [ $t = cuda ] && cat "$tmp/n.$t.cu" >>"$tmp/n.$t.body"
    tap_diff "nopar.q --no-parallelize --target $t: the C" "$g/nopar.$t.c" "$tmp/n.$t.body"
    par=$(grep -c -E '#pragma omp|qcl_run|qcl_begin|__kernel|__global__|<<<|q_dev_worth' "$tmp/n.$t.body")
    if [ "$par" = 0 ]; then
      tap_ok "nopar.q --no-parallelize --target $t: no omp pragma, kernel or launch"
    else
      tap_fail "nopar.q --no-parallelize --target $t: no omp pragma, kernel or launch" \
        "$(grep -n -E '#pragma omp|qcl_run|qcl_begin|__kernel|__global__|<<<|q_dev_worth' "$tmp/n.$t.body")"
    fi
  else
    tap_fail "nopar.q --no-parallelize --target $t: generates" "$(cat "$tmp/n.$t.explain")"
  fi
done
# the parallel build of the same program has them (the check above can fail)
$k gen nopar.q -o "$tmp/p.c" 2>/dev/null
if [ "$(body "$tmp/p.c" | grep -c '#pragma omp')" -ge 5 ]; then
  tap_ok "nopar.q: the parallel build has its omp loops"
else
  tap_fail "nopar.q: the parallel build has its omp loops" "$(body "$tmp/p.c" | grep -n omp)"
fi
# the pragmas alone: part() serial, main parallel
$k gen --explain nopar.q -o "$tmp/p.c" 2>"$tmp/p.explain"
grep -E '^  (alp|kgen): ' "$tmp/p.explain" >"$tmp/p.lines"
tap_diff "nopar.q: {!loop_parallelizer off} and {!expression_optimizer off} keep what follows them sequential" \
  "$g/nopar.pragma.explain" "$tmp/p.lines"
# analyze
$k analyze --no-parallelize nopar.q >"$tmp/n.analyze" 2>&1
tap_diff "kforge analyze --no-parallelize nopar.q" "$g/nopar.analyze" "$tmp/n.analyze"
# the settings file's parallelizer = off: the same C, its own reason
mkdir -p "$tmp/proj" && cp nopar.q "$tmp/proj/" && printf 'parallelizer = off\n' >"$tmp/proj/kforge.toml"
(cd "$tmp/proj" && $k gen --explain nopar.q -o "$tmp/s.c" 2>"$tmp/s.explain")
if cmp -s <(body "$tmp/s.c") <(body "$tmp/n.openmp.c") && grep -q 'as written: parallelizer = off in the settings file' "$tmp/s.explain"; then
  tap_ok "parallelizer = off in kforge.toml: the --no-parallelize C, the setting as the reason"
else
  tap_fail "parallelizer = off in kforge.toml: the --no-parallelize C, the setting as the reason" "$(head "$tmp/s.explain")"
fi

# launch.q: fused only where asked
for t in openmp opencl; do
  $k gen --no-parallelize --explain --target $t launch.q -o "$tmp/l.$t.c" 2>"$tmp/l.$t.all"
  grep -E '^  (fusion|alp|kgen): ' "$tmp/l.$t.all" >"$tmp/l.$t.explain"
  tap_diff "launch.q --no-parallelize --target $t: launches as written, fused where {!kernel_fusion strategy} asks" \
    "$g/launch.$t.explain" "$tmp/l.$t.explain"
done

# execution: what the parallel build prints
for q in nopar launch; do
  $k run $q.q >"$tmp/$q.ref" 2>"$tmp/err"
  for t in openmp opencl; do
    name="$q.q --no-parallelize --target $t: prints what the parallel build prints"
    if [ $t = opencl ] && [ $have_cl = 0 ]; then
      tap_skip "$name" "no OpenCL device"
    elif [ -s "$tmp/$q.ref" ] && $k run --no-parallelize --target $t $q.q >"$tmp/$q.out" 2>>"$tmp/err" &&
         cmp -s "$tmp/$q.ref" "$tmp/$q.out"; then
      tap_ok "$name"
    else
      tap_fail "$name" "$(diff "$tmp/$q.ref" "$tmp/$q.out"; head "$tmp/err")"
    fi
  done
done
# and the sequential C builds without OpenMP at all
if cc -O2 -o "$tmp/seq" "$tmp/n.openmp.c" -lm 2>"$tmp/err" && "$tmp/seq" >"$tmp/seq.out" && cmp -s "$tmp/nopar.ref" "$tmp/seq.out"; then
  tap_ok "nopar.q --no-parallelize: built without -fopenmp, prints the same"
else
  tap_fail "nopar.q --no-parallelize: built without -fopenmp, prints the same" "$(head "$tmp/err"; diff "$tmp/nopar.ref" "$tmp/seq.out")"
fi

# a bad value: one diagnostic
$k gen bad_expr_opt.q -o "$tmp/bad.c" 2>"$tmp/bad.err"; rc=$?
if [ $rc = 1 ]; then
  tap_diff "{!expression_optimizer fast}: one diagnostic" "$g/bad_expr_opt.err" "$tmp/bad.err"
else
  tap_fail "{!expression_optimizer fast}: one diagnostic" "rc=$rc $(cat "$tmp/bad.err")"
fi
tap_done
