#!/usr/bin/env bash
# Seed 002's kernel transforms on the Quasar face (docs/transforms.md):
#  - target specialisation (src/codegen/quasar_target.c): $target() tests,
#    {!kernel target=...} hints, schedule() with match, in
#    tests/quasar/ktrans/target.q;
#  - boundary checks removed where the launch domain proves them unneeded
#    (src/codegen/quasar_bounds.c), in tests/quasar/ktrans/bounds.q, and
#    for arrays whose sizes host code makes equal to the launch's
#    (src/codegen/quasar_size.c), in tests/quasar/ktrans/sizes.q;
#  - the branch divergence reducer (src/codegen/quasar_diverge.c), in
#    tests/quasar/ktrans/diverge.q;
#  - one OpenMP parallel region around a host loop of launches
#    (src/codegen/quasar_region.c), in tests/quasar/ktrans/region.q;
#  - {!loop_parallelizer off|on} (src/codegen/quasar_settings.c), in
#    tests/quasar/ktrans/settings.q (its `kforge analyze`, golden).
# Golden files (KFORGE_REGEN=1 rewrites them; review the diff like code):
# each program's `kforge gen --explain` decisions per target and its
# generated code.  Execution: every target and --disable=NAME print
# what the sequential build (--no-parallelize, all checks kept) prints;
# the .cu compiles with nvcc -arch=sm_90.  Bad programs
# (tests/quasar/ktrans/bad/) get one diagnostic each, golden too.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
g=$KFORGE_ROOT/tests/quasar/ktrans/golden
cd "$KFORGE_ROOT/tests/quasar/ktrans" || exit 1
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
# the kernels of an OpenCL program string, as OpenCL C
cl_kernels() { sed -n '/^    "__kernel void/,/";$/p' "$1" | sed -e 's/^    "//' -e 's/\\n"$//' -e 's/\\n";$//'; }

for q in target bounds sizes diverge region; do
  # what --explain says, per target
  for t in openmp opencl cuda; do
    if $k gen --explain --target $t $q.q -o "$tmp/$q.$t.c" 2>"$tmp/$q.$t.explain"; then
      tap_diff "$q.q --target $t: the --explain decisions" "$g/$q.$t.explain" "$tmp/$q.$t.explain"
    else
      tap_fail "$q.q --target $t: the --explain decisions" "$(cat "$tmp/$q.$t.explain")"
    fi
  done
  # the generated code: OpenMP's C after the run-time support, OpenCL's kernels
  sed -n '/---- end of the run-time support/,$p' "$tmp/$q.openmp.c" >"$tmp/$q.body.c"
  tap_diff "$q.q: the OpenMP C" "$g/$q.c" "$tmp/$q.body.c"
  cl_kernels "$tmp/$q.opencl.c" >"$tmp/$q.cl"
  tap_diff "$q.q: the OpenCL kernels" "$g/$q.cl" "$tmp/$q.cl"
  # execution: the sequential build is the reference
  $k gen --no-parallelize $q.q -o "$tmp/$q.seq.c" && cc -O2 -o "$tmp/$q.seq" "$tmp/$q.seq.c" -lm &&
    "$tmp/$q.seq" >"$tmp/$q.ref"
  if [ -s "$tmp/$q.ref" ] && $k run $q.q >"$tmp/$q.omp" 2>&1 && cmp -s "$tmp/$q.ref" "$tmp/$q.omp"; then
    tap_ok "$q.q: OpenMP prints what the sequential build prints"
  else
    tap_fail "$q.q: OpenMP prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.omp" | head)"
  fi
  if [ $have_cl = 0 ]; then
    tap_skip "$q.q: OpenCL prints what the sequential build prints" "no OpenCL device"
  elif $k run --target opencl $q.q >"$tmp/$q.ocl" 2>"$tmp/$q.ocl.err" && cmp -s "$tmp/$q.ref" "$tmp/$q.ocl"; then
    tap_ok "$q.q: OpenCL prints what the sequential build prints"
  else
    tap_fail "$q.q: OpenCL prints what the sequential build prints" "$(diff "$tmp/$q.ref" "$tmp/$q.ocl" | head; cat "$tmp/$q.ocl.err")"
  fi
  if [ ! -x "$nvcc" ]; then
    tap_skip "$q.q: the .cu compiles with nvcc -arch=sm_90" "nvcc not found"
  elif "$nvcc" -arch=sm_90 -w -c -o "$tmp/${q}_cu.o" "$tmp/$q.cuda.cu" 2>"$tmp/err" &&
       cc -O2 -fopenmp -c -o "$tmp/$q.cuda.o" "$tmp/$q.cuda.c" 2>>"$tmp/err"; then
    tap_ok "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc"
  else
    tap_fail "$q.q: the .cu compiles with nvcc -arch=sm_90, the host C with cc" "$(head -30 "$tmp/err")"
  fi
done

# target.q: the branch no target takes calls a function that does not
# exist, and the GPU branch uses shared memory: neither reaches the C
if ! grep -q 'no_such_function\|q_shm' "$tmp/target.body.c" && grep -q '__local q_real q_shm' "$tmp/target.cl"; then
  tap_ok "target.q: OpenMP's C holds the CPU branch only, OpenCL's kernel the GPU branch"
else
  tap_fail "target.q: OpenMP's C holds the CPU branch only, OpenCL's kernel the GPU branch"
fi

# target.q on OpenCL: host_only (hinted cpu) runs on the host, so y is
# fetched from the device and marked changed there first (PoCL shares the
# memory, so only the code shows it)
if grep -B4 'qf_host_only_[0-9]*(t' "$tmp/target.opencl.c" | grep -q 'qa_wr(q_y);' &&
   ! grep -q 'qcl_begin(&t[0-9]*, "qk_host_only' "$tmp/target.opencl.c"; then
  tap_ok "target.q on OpenCL: the cpu-hinted kernel runs on the host after qa_wr of its array"
else
  tap_fail "target.q on OpenCL: the cpu-hinted kernel runs on the host after qa_wr of its array"
fi

# settings.q: the loop after {!loop_parallelizer off} stays serial, the others not
if $k analyze settings.q >"$tmp/settings.analyze" 2>"$tmp/err"; then
  tap_diff "settings.q: kforge analyze" "$g/settings.analyze" "$tmp/settings.analyze"
else
  tap_fail "settings.q: kforge analyze" "$(cat "$tmp/err")"
fi
$k gen --no-parallelize settings.q -o "$tmp/s.seq.c" && cc -O2 -o "$tmp/s.seq" "$tmp/s.seq.c" -lm && "$tmp/s.seq" >"$tmp/s.ref"
if [ -s "$tmp/s.ref" ] && $k run settings.q >"$tmp/s.out" 2>&1 && cmp -s "$tmp/s.ref" "$tmp/s.out"; then
  tap_ok "settings.q: OpenMP prints what the sequential build prints"
else
  tap_fail "settings.q: OpenMP prints what the sequential build prints" "$(diff "$tmp/s.ref" "$tmp/s.out")"
fi

# --disable=bounds: every accessor kept, the same output (sizes.q: OpenMP only)
for qt in bounds:openmp bounds:opencl sizes:openmp; do
  q=${qt%%:*} t=${qt#*:}
  [ $t = opencl ] && [ $have_cl = 0 ] && { tap_skip "$q.q --disable=bounds ($t)" "no OpenCL device"; continue; }
  $k gen --target $t --disable=bounds $q.q -o "$tmp/nb.$t.c" 2>"$tmp/err"
  on=$(grep -o 'q_clamp\|q_mirror\|q_circ\|q_chk\|>= 0 &&' "$tmp/$q.$t.c" | wc -l)
  off=$(grep -o 'q_clamp\|q_mirror\|q_circ\|q_chk\|>= 0 &&' "$tmp/nb.$t.c" | wc -l)
  if [ $t = openmp ]; then
    cc -O2 -fopenmp -o "$tmp/nb" "$tmp/nb.$t.c" -lm 2>>"$tmp/err" && OMP_NUM_THREADS=2 "$tmp/nb" >"$tmp/nb.out" 2>>"$tmp/err"
  else
    $k run --target opencl --disable=bounds $q.q >"$tmp/nb.out" 2>>"$tmp/err"
  fi
  if [ "$off" -gt "$on" ] && cmp -s "$tmp/$q.ref" "$tmp/nb.out"; then
    tap_ok "$q.q --disable=bounds ($t): $off checks instead of $on, the same output"
  else
    tap_fail "$q.q --disable=bounds ($t): more checks, the same output" "$off vs $on; $(diff "$tmp/$q.ref" "$tmp/nb.out" | head; cat "$tmp/err")"
  fi
done
# --disable=divergence: the branches stay, the same output
for t in openmp opencl; do
  [ $t = opencl ] && [ $have_cl = 0 ] && { tap_skip "diverge.q --disable=divergence ($t)" "no OpenCL device"; continue; }
  $k gen --target $t --disable=divergence diverge.q -o "$tmp/nd.$t.c" 2>"$tmp/err"
  on=$(grep -c ' ? ' "$tmp/diverge.$t.c"); off=$(grep -c ' ? ' "$tmp/nd.$t.c")
  $k run --target $t --disable=divergence diverge.q >"$tmp/nd.out" 2>>"$tmp/err"
  if [ "$on" -gt "$off" ] && cmp -s "$tmp/diverge.ref" "$tmp/nd.out"; then
    tap_ok "diverge.q --disable=divergence ($t): $off selects instead of $on, the same output"
  else
    tap_fail "diverge.q --disable=divergence ($t): fewer selects, the same output" "$off vs $on; $(diff "$tmp/diverge.ref" "$tmp/nd.out" | head; cat "$tmp/err")"
  fi
done
# the if without else as a select (issue 15): gcc, with `kforge run`'s
# flags, vectorizes the launch of diverge.q's 'band' (a loop vectorized
# at a line of its kernel function, inlined there); with the branch
# (--disable=divergence) it does not
band_vectorized() { # C FILE
  local lo hi
  lo=$(grep -n '/\* band, line' "$1" | head -1 | cut -d: -f1)
  hi=$(awk -v lo="$lo" 'NR > lo && /^}/ { print NR; exit }' "$1")
  cc -O2 -fopenmp -fno-math-errno -march=native -ffp-contract=off -fopt-info-vec-optimized -c "$1" -o /dev/null 2>&1 |
    awk -F: -v lo="$lo" -v hi="$hi" '/loop vectorized/ && $2 > lo && $2 < hi { f = 1 } END { exit !f }'
}
if band_vectorized "$tmp/diverge.openmp.c" && ! band_vectorized "$tmp/nd.openmp.c"; then
  tap_ok "diverge.q: gcc vectorizes band's launch with the select, not with the branch"
else
  tap_fail "diverge.q: gcc vectorizes band's launch with the select, not with the branch"
fi
# --disable=region: a fork per launch, the same output (with 2 and 3
# threads: an odd count splits the rows unevenly)
$k gen --disable=region region.q -o "$tmp/nr.c" 2>"$tmp/err"
on=$(grep -c 'omp parallel for' "$tmp/region.openmp.c"); off=$(grep -c 'omp parallel for' "$tmp/nr.c")
cc -O2 -fopenmp -o "$tmp/nr" "$tmp/nr.c" -lm 2>>"$tmp/err" && OMP_NUM_THREADS=2 "$tmp/nr" >"$tmp/nr.out" 2>>"$tmp/err"
if [ "$off" -gt "$on" ] && cmp -s "$tmp/region.ref" "$tmp/nr.out"; then
  tap_ok "region.q --disable=region: $off parallel loops instead of $on, the same output"
else
  tap_fail "region.q --disable=region: more parallel loops, the same output" "$off vs $on; $(diff "$tmp/region.ref" "$tmp/nr.out" | head; cat "$tmp/err")"
fi
cc -O2 -fopenmp -o "$tmp/r3" "$tmp/region.openmp.c" -lm 2>"$tmp/err" && OMP_NUM_THREADS=3 "$tmp/r3" >"$tmp/r3.out" 2>>"$tmp/err"
if cmp -s "$tmp/region.ref" "$tmp/r3.out"; then
  tap_ok "region.q: the region with 3 threads prints what the sequential build prints"
else
  tap_fail "region.q: the region with 3 threads prints what the sequential build prints" "$(diff "$tmp/region.ref" "$tmp/r3.out" | head; cat "$tmp/err")"
fi
if $k gen --disable=nosuch bounds.q -o "$tmp/x.c" 2>"$tmp/err"; then
  tap_fail "--disable=nosuch on a .q file is refused"
else
  tap_ok "--disable=nosuch on a .q file is refused"
fi

# bad programs: one diagnostic each, exit 1
cd bad || exit 1
for q in *.q; do
  name=${q%.q}
  $k gen "$q" -o "$tmp/out.c" 2>"$tmp/$name.err"; rc=$?
  errors=$(grep -c ': error: ' "$tmp/$name.err")
  if [ "$rc" -ne 1 ] || [ "$errors" -ne 1 ]; then
    tap_fail "bad/$name: exit 1 with one error" "exit $rc, $errors errors: $(cat "$tmp/$name.err")"
  else
    tap_diff "bad/$name: the diagnostic" "$name.err" "$tmp/$name.err"
  fi
done
tap_done
