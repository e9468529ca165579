#!/usr/bin/env bash
# Programs written the way third-party C is (tests/realc/*.c: typedefs,
# malloc'ed flat images indexed img[y*w + x], struct arrays, static inline
# helpers, size_t and unsigned counters, double ** rows, a while loop in a
# pixel loop, indirect CSR accesses, buffers swapped by pointer), their hot
# loops marked #pragma scop.  For each program:
#   - `kforge analyze` gives the verdicts listed below (a loop that must stay
#     sequential names its reason);
#   - the OpenMP output runs loops in parallel where the list says so;
#   - `kforge verify` for openmp and opencl (PoCL; skipped without an
#     OpenCL device): the output builds, runs and prints what the program
#     prints;
#   - the OpenCL output holds a kernel where one is expected (else TODO with
#     its reason);
#   - with $NVCC: the CUDA .cu compiles with nvcc -arch=sm_90 -c and its
#     host .c with cc.
# Programs run two at a time (xargs -P2): about 40 s on two quiet cores,
# a minute on busy ones (CUDA compiles add 30 s).
. "$KFORGE_ROOT/tests/lib/tap.sh"
dir=$KFORGE_ROOT/tests/realc
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
ocl=1
"$KFORGE" tune --list 2>/dev/null | grep -q '^0:' || ocl=0

# PROGRAM LOOP VERDICT (an extended regex matched against the loop's line)
verdicts='
blocklu L1 parallel
blocklu L2 parallel
blocklu L2.1 parallel
blocklu L3 parallel
blocklu L4 sequential: flow dependence on m
cellflags L1 parallel
cellflags L2 parallel, reduction on walls \(\+\)
conv2d L1 parallel
conv2d L1.1 parallel
csrrows L1 parallel
csrrows L1.1 parallel, reduction on dot
csrrows L2 parallel
diffuse L1 parallel
dispatch L1 parallel
dispatch L2 parallel
dispatch L3 parallel
dispatch L4 sequential: flow dependence on t
diffuse L2 parallel
flat L1 parallel
flat L2 parallel
flat L3 parallel
flat L4 parallel
flat L4.1 parallel
flat L5 parallel
gather L1 parallel
gather L2 parallel
gather L3 parallel
gather L3.1 parallel, reduction on s
gather L4 parallel
gemm_rows L1 sequential: .bt. \(written\) and .b. may overlap: rows reached through pointers
gemm_rows L2.1.1 parallel, reduction on s
heat2d L1 parallel
heat2d L1.1 parallel
helpers L1 parallel
helpers L2 parallel
helpers L3 sequential: calls .traced., which may depend on or change what the loop uses: it writes the global .ncalls.
histogram L1 parallel, reduction on bins \(\+\)
imagelib L1 parallel
imagelib L2 sequential: .dst. \(written\) and .src. may overlap
imagelib L3 parallel
histogram L2 parallel
lastidx L1 parallel
lastidx L1.1 parallel
lastidx L2 parallel
lastidx L2.1 parallel
kmeans L1 parallel
kmeans L1.1 sequential: flow dependence on best
mandel L1 parallel
median L1 parallel
median L1.1.2 sequential: flow dependence on win
median L2 parallel
mandel L1.1 parallel
nbody L1 parallel
nbody L2 parallel
nbody L3 sequential: flow dependence on stats
pack L1 parallel
pack L2 parallel
pack L3 parallel
pack L4 sequential: flow dependence on m
packloop L1 parallel
packloop L1.1 parallel
packloop L2 parallel
packloop L3 parallel
packloop L4 parallel
packloop L5 parallel, reduction on s
particles L1 parallel
particles L2 parallel, reduction on sum
particles L3 parallel
prefix L1 sequential: flow dependence on out .* distance 1$
prefix L2 parallel
resize L1 parallel
rotate L1 parallel
rotate L1.1 parallel
rotate L2 parallel
rotate L2.1 parallel
rowpack L1 parallel
rowpack L1.1 parallel
rowpack L2 parallel
rowpack L3 parallel
rowpack L4 sequential: flow dependence on k
rowptr L1 parallel
rowptr L1.1 parallel
rowptr L2 parallel
rowptr L3 parallel
rowptr L3.1 parallel, reduction on mx
rowptr L4 sequential: flow dependence on q
spmv L1 parallel
structs L1 parallel
structs L1.1 parallel
structs L2 parallel
structs L3 parallel
structs L4 sequential: flow dependence on c
structs L5 sequential: .out. \(written\) may point to .c->hits., which the fragment reads as one value.*; parallel where they do not overlap$
tiles L1 sequential: .a. \(written\) and .colsum. may overlap.*; parallel where they do not overlap$
tiles L1.2 parallel
nearest L1 parallel
nearest L2 sequential: .xj. \(written\) and .u. may overlap
nearest L3 sequential: flow dependence on v
nearest L4 sequential: .count. \(written\) and .member. may overlap
seeds L1 parallel
seeds L2 parallel
seeds L3 sequential: flow dependence on c\[0\] through the call .count\(c, seed\[i\] % 7\). from S1
seeds L4 sequential: calls .depth., which may depend on or change what the loop uses: it recurses
seeds L5 sequential: .a. \(written\) and .w. may overlap: .*; parallel where they do not overlap$
seeds L6 parallel
seeds L7 sequential: flow dependence on a\[j \+ i\*cols\] \(0 <= j <= cols\) through the call .spill\(&a\[i \* cols\], cols\).
'
# PROGRAM and the number of parallel regions its OpenMP output holds
omp_loops='blocklu:3 cellflags:2 conv2d:1 csrrows:2 diffuse:2 dispatch:3 flat:5 gather:4 gemm_rows:2 heat2d:1 helpers:2 histogram:0 imagelib:2 kmeans:1 lastidx:2 mandel:1 median:2 nbody:2 pack:3 packloop:5 particles:3 prefix:1 resize:1 rotate:1 rowpack:3 rowptr:3 spmv:1 structs:4 tiles:1 nearest:1 seeds:4'
# PROGRAM and the number of kernels its OpenCL output holds (helpers: the
# file's functions in the kernel's source; nbody: a struct typedef and its
# buffers; heat2d: extents over a data-dependent if, a `continue` of the
# band's loop; median: a typedef'd temporary, and row_gradient's scratch
# row private to each thread; conv2d: clamped subscripts, one access per
# piece of the clamp; rowptr: row pointers into a flat buffer, declared
# __global in the kernel; pack: induction variables, each thread's own;
# structs, imagelib, flat: struct members and products of sizes as kernel
# arguments of their own; spmv, gather: extents counted on the host at run
# time, gather's window kernel included; csrrows: the row's range read into
# locals first; rowpack: gray's rgb[k] with k = 3 * y * w + 3 * x, a
# polynomial isl cannot bound, counted at run time; diffuse, lastidx:
# scalars read after the nest (k = i + nr * j) whose last values the host
# computes after the launch, diffuse's `last = coef[k]` with the element
# read back from the device; lastidx's smooth: a temporary named before
# the nest and never read after it, each thread's own; resize: src[ya * sw
# + xa] with ya, xa set by the helper clampi, counted at run time at the
# helper's corners, 0 and sh - 1, 0 and sw - 1; rotate: the same through
# clamp_int(v, lo, hi) written with early returns, and the last value of
# a 2-D tile's element, t[y][x], read back; dispatch: a switch on an enum
# parameter, the enum's declaration in the kernel's source, its type on
# the CUDA kernel's parameter; its weight and opcode loops are kernels,
# the host running the if chain and the switch again at the last
# iteration for their scalars' last values: gpu_last.c; seeds: helpers
# that write through their pointer parameters in the kernels' source, their
# pointers __global, the globals they read declared from their values;
# kmeans: x[j][i] of a float *const *, its rows packed by the host into
# one buffer (gpu_rows.c), cent's rows counted from its accesses;
# gemm_rows: its written rows bt and c packed too, behind the run-time
# test that they lie apart, kf_rows_apart)
cl_kernels='kmeans:1 gemm_rows:2 blocklu:3 conv2d:1 csrrows:4 diffuse:2 dispatch:3 lastidx:2 flat:6 gather:4 helpers:1 imagelib:1 nbody:2 heat2d:1 median:2 pack:3 packloop:4 particles:5 resize:1 rotate:2 rowpack:6 rowptr:1 spmv:2 structs:4 tiles:1 seeds:4'
# programs whose OpenCL output holds no kernel yet, with the reason
declare -A cl_todo=(
  [cellflags]="the flags are read through a pointer cast, which the device's address spaces do not allow (it says so for both loops; the count of walls, a reduction over a loop that steps by the cell's size, would be a reduction kernel)"
  [nearest]="assign passes a row pts[i] of a double ** to a helper: kforge packs rows read as elements pts[e0][e1] only; pointers that may overlap where no run-time test tells them apart (resample, tally); a helper reading all of an array is no obstacle where its length is known (tests/gen/gpu_whole.c)"
)
export tmp dir nvcc cuda_home ocl KFORGE

# one program: $tmp/NAME.res, lines "ok|fail|skip CHECK" then detail lines
# after a tab
one() {
  name=$1 src=$dir/$1.c w=$tmp/$1; mkdir -p "$w"; cd "$w" || exit 1
  res() { printf '%s|%s\n' "$1" "$2" >>"$tmp/$name.res"; [ -z "$3" ] || printf '%s\n' "$3" | sed 's/^/\t/' >>"$tmp/$name.res"; }
  "$KFORGE" analyze "$src" >analyze.txt 2>analyze.err || res fail "analyze runs" "$(tail -3 analyze.err)"
  # the outputs are generated from the checkout's root with the path the
  # golden files were made with (tests/realc/NAME.c, which the outputs
  # spell in their messages): the golden checks below compare these same
  # files instead of generating them again
  rel=tests/realc/$1.c
  (cd "$KFORGE_ROOT" && "$KFORGE" gen --target openmp "$rel" -o "$w/omp.c") >/dev/null 2>omp.err ||
    res fail "gen openmp" "$(tail -3 omp.err)"
  (cd "$KFORGE_ROOT" && "$KFORGE" gen --target opencl "$rel" -o "$w/cl.c") >/dev/null 2>cl.err
  echo $? >cl.rc
  # the outputs counted below are the ones run (verify --generated)
  for t in openmp opencl; do
    if [ $t = opencl ] && [ "$ocl" = 0 ]; then res skip "verify opencl" "no OpenCL device"; continue; fi
    out=omp.c; [ $t = opencl ] && out=cl.c
    given=(); [ -s $out ] && given=(--generated $out)
    if out=$(timeout 120 "$KFORGE" verify "${given[@]}" "$src" --target $t 2>&1) && grep -q "outputs agree" <<<"$out"; then
      res ok "verify $t: $(grep -o 'outputs agree ([^)]*)' <<<"$out")"
    else
      res fail "verify $t: outputs agree" "$(grep -v '^ *|' <<<"$out" | tail -5)"
    fi
  done
  res info "opencl kernels $(grep -c '__kernel void' cl.c 2>/dev/null)" "$(grep 'warning: loop' cl.err | head -3)"
  if [ -z "$nvcc" ]; then
    res skip "cuda: .cu and host .c compile" "no \$NVCC"
  elif ! (cd "$KFORGE_ROOT" && "$KFORGE" gen --target cuda "$rel" -o "$w/cuda.c") >/dev/null 2>cuda.err; then
    res fail "cuda: kforge gen" "$(tail -3 cuda.err)"
  elif ! "$nvcc" -arch=sm_90 -c -w cuda.cu -o cu.o >cuda.log 2>&1 ||
       ! ${CC:-cc} -c -I"$cuda_home/include" cuda.c -o host.o >>cuda.log 2>&1; then
    res fail "cuda: .cu and host .c compile" "$(head -10 cuda.log)"
  else
    res ok "cuda: .cu and host .c compile ($(grep -c '__global__ void' cuda.cu) kernels)"
  fi
}
export -f one

ls "$dir"/*.c | xargs -n1 basename | sed 's/\.c$//' >"$tmp/list"
xargs -P2 -I{} bash -c 'one "$1"' _ {} <"$tmp/list"

while read -r name; do
  w=$tmp/$name
  # the analysis' verdicts
  while read -r prog loop verdict; do
    [ "$prog" = "$name" ] || continue
    line=$(awk -v l="$loop" '$1 == l && $2 == "line" { $1 = $2 = $3 = $4 = ""; sub(/^ +/, ""); print; exit }' "$w/analyze.txt")
    if grep -Eq -- "^$verdict" <<<"$line"; then tap_ok "$name: analyze $loop $verdict"
    else tap_fail "$name: analyze $loop $verdict" "got: ${line:-no such loop}"; fi
  done <<<"$verdicts"
  # the OpenMP output: parallel where analyze says so
  want=$(tr ' ' '\n' <<<"$omp_loops" | grep "^$name:" | cut -d: -f2)
  got=$(grep -c '#pragma omp parallel' "$w/omp.c" 2>/dev/null)
  if [ "${got:-0}" = "$want" ]; then tap_ok "$name: openmp output has $want parallel regions"
  else tap_fail "$name: openmp output has $want parallel regions" "$got: $(grep warning "$w/omp.err")"; fi
  # verify and cuda results, the OpenCL kernel count
  r="" check="" detail=""
  report() {
    case $r in
      ok) tap_ok "$name: $check" ;;
      skip) tap_skip "$name: $check" "$detail" ;;
      fail) tap_fail "$name: $check" "$detail" ;;
      info) n=${check##* }
            want=$(tr ' ' '\n' <<<"$cl_kernels" | grep "^$name:" | cut -d: -f2)
            if [ -n "$want" ] && [ "${n:-0}" != "$want" ]; then tap_fail "$name: opencl output holds $want kernels" "$n: $detail"
            elif [ "${n:-0}" -gt 0 ]; then tap_ok "$name: opencl output holds $n kernels"
            elif [ -n "${cl_todo[$name]:-}" ]; then tap_todo "$name: opencl output holds a kernel" "${cl_todo[$name]}" "$detail"
            else tap_fail "$name: opencl output holds a kernel" "$detail"; fi ;;
    esac
  }
  while IFS= read -r l; do
    case $l in
      $'\t'*) detail+="${detail:+$'\n'}${l#?}" ;;
      *) report; r=${l%%|*} check=${l#*|} detail="" ;;
    esac
  done <"$tmp/$name.res"
  report
done <"$tmp/list"

# spmv without its restrict: the row loop may overlap y and stays
# sequential; the inner loop over rp[i]..rp[i + 1] has a work kforge cannot
# estimate and would fork once per row: it stays sequential too, saying why
sed 's/double \*restrict y/double *y/' "$dir/spmv.c" >"$tmp/spmv_alias.c"
if "$KFORGE" gen --target openmp "$tmp/spmv_alias.c" -o "$tmp/sa.c" 2>"$tmp/sa.err" &&
   ! grep -q '#pragma omp parallel' "$tmp/sa.c" &&
   grep -q "L1.1 (k) is parallel but not run so: its work per fork is unknown" "$tmp/sa.err"; then
  tap_ok "spmv without restrict: no team forked per row, with the reason"
else
  tap_fail "spmv without restrict: no team forked per row, with the reason" "$(grep -n omp "$tmp/sa.c"; cat "$tmp/sa.err")"
fi

# flat: a product of sizes in a bound is one parameter, spelt in the
# bound's own type, tested in the OpenMP output's guard; a kernel takes it
# as an argument of its own, the host passing the product's value
if grep -q 'if((im->w \* im->h) >= 8192)' "$tmp/flat/omp.c" &&
   grep -q 'if(((long)w \* h) >= 8192)' "$tmp/flat/omp.c" &&
   grep -q '__kernel void threshold_L2(int w, int h, long kf_long_w_h, ' "$tmp/flat/cl.c" &&
   grep -q 'kf_cl_arg(kf_cl_kernel_threshold_L2, 2, sizeof (long){((long)w \* h)}, &(long){((long)w \* h)}, 30);' "$tmp/flat/cl.c"; then
  tap_ok "flat: products of sizes as parameters, in the bound's type"
else
  tap_fail "flat: products of sizes as parameters, in the bound's type" "$(grep -n 'omp' "$tmp/flat/omp.c"; cat "$tmp/flat/cl.err")"
fi

# pack: an index advanced by a constant in every iteration is an induction
# variable (analyze says so; the OpenMP output sets it from the iterator at
# the top of each iteration); one advanced under an if is not, and says so
p=$dir/pack.c
if "$KFORGE" analyze "$p" 2>"$tmp/p.err" | grep -q 'induction: o, o0 + 3 \* (x - 0) in each iteration' &&
   grep -q "warning: 'm' is not an induction variable of loop L4: it is advanced under a condition" "$tmp/p.err" &&
   grep -q '^    { const long kf_o_0 = o;$' "$tmp/pack/omp.c" &&
   grep -q 'for (int x = 0; x < w; x++) { o = kf_o_0 + 3 \* (x - (0));$' "$tmp/pack/omp.c" &&
   grep -q '{ j = kf_j_0 + 1 \* (i - (1)); out\[j++\]' "$tmp/pack/omp.c"; then
  tap_ok "pack: induction variables substituted, a compaction's index refused with its reason"
else
  tap_fail "pack: induction variables substituted, a compaction's index refused with its reason" "$(cat "$tmp/p.err"; grep -n 'kf_' "$tmp/pack/omp.c")"
fi

# pack and packloop on the GPU targets: golden text.  Each kernel takes k
# by value, sets its own copy to k + step * (i - lb) first, and the host
# adds step * trips after the launch; the compaction (pack's L4) and a
# reduction that packs too (packloop's L4) stay on the host, saying why.
# Execution is `verify opencl` above, nvcc's compile the cuda check above.
golden=$KFORGE_ROOT/tests/realc/golden
# verify_omp NAME THREADS: the OpenMP output one() generated and checked
# (the same command on the same input), run on THREADS threads against the
# sequential program
verify_omp() {
  local given=(); [ -s "$tmp/$1/omp.c" ] && given=(--generated "$tmp/$1/omp.c")
  tap_run "$1: verify openmp, $2 threads" env -C "$KFORGE_ROOT" OMP_NUM_THREADS="$2" \
    "$KFORGE" verify "${given[@]}" "tests/realc/$1.c" --target openmp
}
# The files compared are the ones one() generated (and ran, and compiled
# with nvcc): the same command on the same input; the CUDA outputs are
# generated here only where one() did not (no $NVCC).
for p in pack packloop gather structs lastidx diffuse resize rotate tiles seeds; do
  w=$tmp/$p
  if [ "$(cat "$w/cl.rc" 2>/dev/null)" = 0 ] && cp "$w/cl.c" "$tmp/$p.opencl.c" && cp "$w/cl.err" "$tmp/$p.cl.err" &&
     if [ -n "$nvcc" ] && [ -s "$w/cuda.cu" ]; then cp "$w/cuda.c" "$tmp/$p.cuda.c" && cp "$w/cuda.cu" "$tmp/$p.cuda.cu"
     else (cd "$KFORGE_ROOT" && "$KFORGE" gen --target cuda tests/realc/$p.c -o "$tmp/$p.cuda.c" 2>/dev/null); fi; then
    tap_diff "$p: opencl golden" "$golden/$p.opencl.c" "$tmp/$p.opencl.c"
    tap_diff "$p: cuda golden (host .c)" "$golden/$p.cuda.c" "$tmp/$p.cuda.c"
    tap_diff "$p: cuda golden (.cu)" "$golden/$p.cuda.cu" "$tmp/$p.cuda.cu"
  else
    tap_fail "$p: kforge gen --target opencl|cuda" "$(cat "$tmp/$p.cl.err")"
  fi
done
if grep -q "loop L5 (i) stays on the host: it advances the induction variable 'k', which kforge sets per iteration in a kernel only for the outer loop of a band that is not a reduction" "$tmp/packloop.cl.err" &&
   grep -q '__kernel void side_by_side_L4(int n, int k, __global double \*b, __global double \*d)' "$tmp/packloop.opencl.c" &&
   grep -q '^                k += 2 \* (-t + 3000);$' "$tmp/packloop.opencl.c" &&
   grep -q '^            m += 3 \* (n);$' "$tmp/packloop.opencl.c"; then
  tap_ok "packloop: opencl: an index advanced per launch in a host loop and in a fused kernel, read by a kernel after them; a reduction's stays on the host"
else
  tap_fail "packloop: opencl: an index advanced per launch in a host loop and in a fused kernel, read by a kernel after them; a reduction's stays on the host" "$(cat "$tmp/packloop.cl.err"; grep -n ' += ' "$tmp/packloop.opencl.c")"
fi
if grep -q 'loop L4 (i) stays on the host: sequential: flow dependence on m' "$tmp/pack.cl.err" &&
   grep -q '^            k += 2 \* (n);$' "$tmp/pack.opencl.c" &&
   grep -q '^    "        k = k + 2 \* (i - (0));\\n"$' "$tmp/pack.opencl.c"; then
  tap_ok "pack: opencl: induction variables set per thread and advanced on the host, the compaction on the host"
else
  tap_fail "pack: opencl: induction variables set per thread and advanced on the host, the compaction on the host" "$(cat "$tmp/pack.cl.err"; grep -n ' k ' "$tmp/pack.opencl.c")"
fi

# tiles: Rodinia lud's perimeter shape.  Its scratch tiles carry a GNU
# attribute, which is no call (before: "it calls '__attribute__'", the
# loop on the host); after the kernel the host replays the block loop's
# header for `c`, read after the fragment, and none of the loops whose
# counters the block's body declares (before: the host used i, j, k
# undeclared and did not compile).  OpenMP on 2 and 3 threads: the loop
# forks at three of the four offsets (under the overlap test of a and
# colsum).
if ! grep -q "stays on the host" "$tmp/tiles/cl.err" &&
   [ "$(grep -A2 'the loop counters, as the sequential loops leave them' "$tmp/tiles/cl.c" | tr -d ' ' | tr '\n' '|')" = '/*theloopcounters,asthesequentialloopsleavethem*/|for(c=0;c<nb;c++){|}|' ] &&
   grep -q '__attribute__((aligned(64))) = {0.0f};' "$tmp/tiles/cl.c"; then
  tap_ok "tiles: opencl: an attributed tile in the kernel, only the host's counter replayed"
else
  tap_fail "tiles: opencl: an attributed tile in the kernel, only the host's counter replayed" "$(cat "$tmp/tiles/cl.err"; grep -n -A6 'leave them' "$tmp/tiles/cl.c")"
fi
for th in 2 3; do verify_omp tiles $th; done

# nearest: helpers of the file that only read through their pointers
# (kmeans' find_nearest_point, particlefilter's findIndex) do not keep
# their loops sequential (before: "it takes a pointer, array or struct");
# what they read is what their summaries say (first_at_least's loop: cdf[0]
# to cdf[n - 1]), or all their pointers reach, so a helper reading the
# array its loop writes keeps the loop sequential; one that writes through
# its pointer says so.  Where no run-time test can tell two pointers apart
# (x is read at x[i], i a search's result), the fragment's warning says so
# instead of "parallel where they do not overlap", and so does OpenCL's
# warning of the loop kept on the host.  OpenMP on 2 and 3 threads.
if grep -q "nearest.c:72:1: warning: fragment 2 stays sequential: no loop can run in parallel (L2 sequential: 'xj' (written) and 'u' may overlap: declare them restrict or pass --assume-no-alias (line 75); no run-time test: the elements reached through 'x' are not known in closed form" "$tmp/nearest/omp.err" &&
   grep -q "nearest.c:73:5: warning: loop L2 (j) stays on the host: sequential: 'xj' (written) and 'u' may overlap: declare them restrict or pass --assume-no-alias (line 75); no run-time test: the elements reached through 'x' are not known in closed form" "$tmp/nearest/cl.err"; then
  tap_ok "nearest: a fragment no run-time test can version says why (openmp, opencl)"
else
  tap_fail "nearest: a fragment no run-time test can version says why (openmp, opencl)" "$(cat "$tmp/nearest/omp.err" "$tmp/nearest/cl.err")"
fi
for th in 2 3; do verify_omp nearest $th; done

# seeds: helpers that write through their pointer parameters (Rodinia
# particlefilter's randn(seed, x), which writes seed[x] through randu): a
# call is the accesses the helper's summary gives, its arguments
# substituted; the loop is parallel where those of different iterations
# do not conflict (walk, fill), sequential where they do (tally: c[0]
# each time, named with the call), and a helper whose summary is unknown
# keeps its call a barrier, saying why (deep: it recurses).  Helpers
# whose loops run over a row (norms, grid: parallel, norms behind a
# run-time test of the ranges; spread: one element past the row,
# sequential).  The OpenMP output against its golden, run on 2 and 3
# threads (N and rows * cols above the fork threshold, so the parallel
# loops do run in parallel; with spill's range one element short, spread
# ran in parallel and one of the two runs differed).
if grep -q "seeds.c:90:1: warning: fragment 3 stays sequential: no loop can run in parallel (L3 sequential: flow dependence on c\[0\] through the call 'count(c, seed\[i\] % 7)' from S1 (line 92) to S1 (line 92), distance >= 1)" "$tmp/seeds/omp.err" &&
   grep -q "seeds.c:98:1: warning: fragment 4 stays sequential: no loop can run in parallel (L4 sequential: calls 'depth', which may depend on or change what the loop uses: it recurses (line 100))" "$tmp/seeds/omp.err"; then
  tap_ok "seeds: a helper writing one element for every call, and one that recurses: sequential, saying why"
else
  tap_fail "seeds: a helper writing one element for every call, and one that recurses: sequential, saying why" "$(cat "$tmp/seeds/omp.err")"
fi
if [ -s "$tmp/seeds/omp.c" ] && cp "$tmp/seeds/omp.c" "$tmp/seeds.openmp.c"; then
  tap_diff "seeds: openmp golden" "$golden/seeds.openmp.c" "$tmp/seeds.openmp.c"
else
  tap_fail "seeds: openmp golden" "kforge gen --target openmp failed"
fi
for th in 2 3; do verify_omp seeds $th; done

# rowpack: an index set before an inner loop and advanced in it is an
# induction variable of the inner loop, its base the value set (3 * y * w),
# so the row loop is parallel with the index private
if "$KFORGE" analyze "$dir/rowpack.c" 2>/dev/null | grep -q 'induction: k, k0 + 3 \* (x - 0) in each iteration (k0: its value before L1.1)' &&
   grep -q 'omp parallel for private(k, o)' "$tmp/rowpack/omp.c"; then
  tap_ok "rowpack: inner loops' induction variables, based on the row's start"
else
  tap_fail "rowpack: inner loops' induction variables, based on the row's start" "$(grep -n 'omp' "$tmp/rowpack/omp.c")"
fi

# diffuse: a value a nest leaves in a scalar (last) is read before the nest
# in the next step of the time loop around it, so it is copied back
# (lastprivate), as are k and i, written in every iteration or in none
df=$dir/diffuse.c
if grep -q 'omp parallel for private(g, lap, q) lastprivate(j, i, k, last) firstprivate(i, k, last)' "$tmp/diffuse/omp.c"; then
  tap_ok "diffuse: values read around the time loop are copied back"
else
  tap_fail "diffuse: values read around the time loop are copied back" "$(grep -n 'omp' "$tmp/diffuse/omp.c")"
fi

# diffuse, lastidx on the GPU targets: a scalar written in each iteration
# of a kernel's nest and read after it (k = i + nr * j, off, pos) gets its
# last value on the host after the launch, its statement run again with
# each iterator at its last value, under the test that the loops run
# (lastidx calls tone on an empty image: `verify opencl` above compares
# what it leaves); one whose statement reads an array element (diffuse's
# last = coef[k]) reads that element back from the device first, one
# element's copy; only g, lap and q, dead after the nest, get no value
if ! grep -q "stays on the host" "$tmp/diffuse/cl.err" &&
   grep -q '^            if ((long)(nc) > 0 && (long)(nr) > 0) {$' "$tmp/diffuse/cl.c" &&
   grep -q '^                k = i + nr \* j;$' "$tmp/diffuse/cl.c" &&
   grep -A1 -F 'kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_coef_dev, CL_TRUE, (size_t)((char *)&coef[k] - (char *)coef), sizeof coef[k], &coef[k], 0, NULL, NULL), "clEnqueueReadBuffer", 50);' "$tmp/diffuse/cl.c" | grep -q '^                last = coef\[k\];$' &&
   ! grep -q '^                g = ' "$tmp/diffuse/cl.c"; then
  tap_ok "diffuse: opencl: k's last value computed on the host after the kernel, last's element read back"
else
  tap_fail "diffuse: opencl: k's last value computed on the host after the kernel, last's element read back" "$(cat "$tmp/diffuse/cl.err"; grep -n ' k = \|last = ' "$tmp/diffuse/cl.c")"
fi
# the element at a subscript read from a table, or one the loop writes
# after the statement (its last value may no longer be there): the nest
# stays on the host, saying why
sed 's/^                last = coef\[k\];$/                last = img[up[i] + nr * j];/' "$dir/diffuse.c" >"$tmp/dtab.c"
awk '/^                coef\[k\] = 1.0f/ { c = $0; next } { print } /^                last = coef\[k\];$/ { print c }' "$dir/diffuse.c" >"$tmp/dafter.c"
if "$KFORGE" gen --target opencl "$tmp/dtab.c" -o "$tmp/dtab.cl.c" 2>"$tmp/dtab.err" &&
   grep -q "dtab.c:41:9: warning: loop L1 (j) stays on the host: it writes 'last', declared outside it, whose last value the host would lose: it reads the array 'img', which the device holds, at a subscript the host does not compute" "$tmp/dtab.err" &&
   "$KFORGE" gen --target opencl "$tmp/dafter.c" -o "$tmp/dafter.cl.c" 2>"$tmp/dafter.err" &&
   grep -q "dafter.c:41:9: warning: loop L1 (j) stays on the host: it writes 'last', declared outside it, whose last value the host would lose: it reads the array 'coef', which the loop writes after it on line 50" "$tmp/dafter.err"; then
  tap_ok "diffuse: an element at a table's subscript, or written after its read: the nest on the host, saying why"
else
  tap_fail "diffuse: an element at a table's subscript, or written after its read: the nest on the host, saying why" "$(cat "$tmp/dtab.err" "$tmp/dafter.err")"
fi
# resize: ya, xa set by clampi(v, hi), whose body returns 0, hi or v
# between them: src[ya * sw + xa] is counted on the host at the corners,
# the argument sw - 1 converted to clampi's int; a helper that does not
# bound v from above (v > 2 * hi), or a subscript that is not made of + -
# * around the helper's result, keeps the nest on the host, saying why
if grep -qF 'for (int kf_c0 = 0; kf_c0 < 2; kf_c0++) { long kf_r_ya = kf_c0 == 0 ? 0L : (int)(sh - 1); for (int kf_c1 = 0; kf_c1 < 2; kf_c1++) { long kf_r_xa = kf_c1 == 0 ? 0L : (int)(sw - 1); { long kf_s = (long)(kf_r_ya * sw + kf_r_xa);' "$tmp/resize/cl.c"; then
  tap_ok "resize: opencl: a clamp helper's results counted at its corners"
else
  tap_fail "resize: opencl: a clamp helper's results counted at its corners" "$(cat "$tmp/resize/cl.err"; grep -n 'kf_src_bytes =' "$tmp/resize/cl.c" | cut -c1-400)"
fi
sed 's/(v > hi ? hi : v); }$/(v > 2 * hi ? hi : v); }/' "$dir/resize.c" >"$tmp/rlow.c"
sed 's/src\[ya \* sw + xa\] \* (1.0f - ax)/src[ya * sw + xa \/ 2] * (1.0f - ax)/' "$dir/resize.c" >"$tmp/rdiv.c"
if "$KFORGE" gen --target opencl "$tmp/rlow.c" -o "$tmp/rlow.cl.c" 2>"$tmp/rlow.err" &&
   grep -q "rlow.c:18:5: warning: loop L1 (y) stays on the host: the extent of 'src' is neither declared nor found from its accesses, nor on the host at run time: the subscript of 'src' on line 28: the bound of 'ya' from its helper: it reads 'y0', which the fragment computes" "$tmp/rlow.err" &&
   "$KFORGE" gen --target opencl "$tmp/rdiv.c" -o "$tmp/rdiv.cl.c" 2>"$tmp/rdiv.err" &&
   grep -q "rdiv.c:18:5: warning: loop L1 (y) stays on the host: .* the subscript of 'src' on line 28: it reads 'ya', a helper's result, beside '/'" "$tmp/rdiv.err"; then
  tap_ok "resize: a helper that does not bound its result, a division by its result: the nest on the host, saying why"
else
  tap_fail "resize: a helper that does not bound its result, a division by its result: the nest on the host, saying why" "$(cat "$tmp/rlow.err" "$tmp/rdiv.err")"
fi
# rotate: corners from a helper of early returns (v < lo: lo, v > hi:
# hi, else v), and the element of a 2-D array read back at its offset
# from the array's start
if grep -qF 'long kf_r_sy = kf_c0 == 0 ? (int)(0) : (int)(h - 1);' "$tmp/rotate/cl.c" &&
   grep -qF 'kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_t_dev, CL_TRUE, (size_t)((char *)&t[y][x] - (char *)t), sizeof t[y][x], &t[y][x], 0, NULL, NULL), "clEnqueueReadBuffer", 45);' "$tmp/rotate/cl.c"; then
  tap_ok "rotate: opencl: an early-return clamp's corners, a 2-D element read back"
else
  tap_fail "rotate: opencl: an early-return clamp's corners, a 2-D element read back" "$(cat "$tmp/rotate/cl.err")"
fi
# a helper of the other common shape, v >= n ? n - 1 : v: its corners
# are 0 and n - 1, tight (n would copy one element past the host's
# array); the program runs on PoCL as it does sequentially
cat >"$tmp/edge.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
static int edge(int v, int n) { return v < 0 ? 0 : v >= n ? n - 1 : v; }
static void stretch(int n, const float *in, int m, float *restrict out, float r)
{
#pragma scop
    for (int i = 0; i < m; i++) {
        int a = edge((int)((float)i * r) - 1, n), b = edge((int)((float)i * r) + 1, n);
        out[i] = 0.5f * (in[a] + in[b]);
    }
#pragma endscop
}
int main(void)
{
    int n = 1000, m = 1500;
    float *in = malloc(n * sizeof *in), *out = malloc(m * sizeof *out);
    for (int i = 0; i < n; i++)
        in[i] = (float)(i % 37) * 0.5f;
    stretch(n, in, m, out, (float)n / (float)m);
    double s = 0.0;
    for (int i = 0; i < m; i++)
        s += out[i] * (1 + i % 3);
    printf("%.5f\n", s);
    free(in);
    free(out);
    return 0;
}
EOF
if "$KFORGE" gen --target opencl "$tmp/edge.c" -o "$tmp/edge.cl.c" 2>"$tmp/edge.err" &&
   grep -qF 'long kf_r_a = kf_c0 == 0 ? 0L : ((long)(int)(n) + -1L);' "$tmp/edge.cl.c"; then
  tap_ok "a helper v >= n ? n - 1 : v: corners 0 and n - 1"
else
  tap_fail "a helper v >= n ? n - 1 : v: corners 0 and n - 1" "$(cat "$tmp/edge.err"; grep -n 'kf_in_bytes =' "$tmp/edge.cl.c" | cut -c1-400)"
fi
if [ "$ocl" = 1 ]; then
  tap_run "a helper v >= n ? n - 1 : v: verify opencl" "$KFORGE" verify "$tmp/edge.c" --target opencl
else
  tap_skip "a helper v >= n ? n - 1 : v: verify opencl" "no OpenCL device"
fi
# an element of an array each thread of the row loop owns (t, private to
# y): the row loop cannot be the kernel, saying why; it launches the x
# loops, and the last one's `lastv = t[x]` reads t's element back from
# its buffer after each launch
cat >"$tmp/priv.c" <<'EOF'
#include <stdio.h>
#define N 48
static float img[N][N], out[N][N];
int main(void)
{
    float t[N], lastv = 0.0f;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            img[i][j] = (float)((i * 5 + j * 3) % 13);
#pragma scop
    for (int y = 0; y < N; y++) {
        for (int x = 0; x < N; x++)
            t[x] = img[y][x] * 2;
        for (int x = 0; x < N; x++) {
            out[y][x] = t[x] + y;
            lastv = t[x];
        }
    }
#pragma endscop
    printf("%f %f\n", out[N - 1][N - 1], lastv);
    return 0;
}
EOF
if "$KFORGE" gen --target opencl --explain "$tmp/priv.c" -o "$tmp/priv.cl.c" 2>"$tmp/priv.err" &&
   grep -q "L1 line 11: on the host, launching the kernels inside it: it writes 'lastv', declared outside it, whose last value the host would lose: it reads the array 't', each thread's own" "$tmp/priv.err" &&
   grep -qF 'kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_t_dev, CL_TRUE, (size_t)((char *)&t[x] - (char *)t), sizeof t[x], &t[x], 0, NULL, NULL), "clEnqueueReadBuffer", 16);' "$tmp/priv.cl.c"; then
  tap_ok "an element of a thread's own array: its loop on the host, saying why; the inner kernel's read back"
else
  tap_fail "an element of a thread's own array: its loop on the host, saying why; the inner kernel's read back" "$(cat "$tmp/priv.err")"
fi
if [ "$ocl" = 1 ]; then
  tap_run "an element of a thread's own array: verify opencl" "$KFORGE" verify "$tmp/priv.c" --target opencl
else
  tap_skip "an element of a thread's own array: verify opencl" "no OpenCL device"
fi
# the same nest with pos written under an if: its last write may be in an
# earlier iteration, so the nest stays on the host, saying why
sed 's/^            pos = (int)off + 1;$/            if (in[off] > 2.0f) pos = (int)off + 1;/' "$dir/lastidx.c" >"$tmp/lastif.c"
if "$KFORGE" gen --target opencl "$tmp/lastif.c" -o "$tmp/lastif.cl.c" 2>"$tmp/lastif.err" &&
   ! grep -q '__kernel void tone_' "$tmp/lastif.cl.c" &&
   grep -q "it writes 'pos', declared outside it, whose last value the host would lose: its write is under an if" "$tmp/lastif.err"; then
  tap_ok "lastidx with pos under an if: opencl keeps the nest on the host, saying why"
else
  tap_fail "lastidx with pos under an if: opencl keeps the nest on the host, saying why" "$(cat "$tmp/lastif.err")"
fi

# structs: an integer member the fragment cannot change is a parameter
# (named by its path, in the OpenMP output's work test); one the loop writes
# is not, and says why; one an int store through a plain pointer may reach
# is, behind a run-time test that the pointer's elements are apart from it
st=$dir/structs.c
if "$KFORGE" analyze "$st" 2>"$tmp/st.err" | grep -q 'scalars by value: img->size.rows, img->size.cols;' &&
   grep -q "warning: struct member 'c->n' is not a parameter of the fragment: the fragment writes it at line 60" "$tmp/st.err" &&
   ! grep -q "struct member 'c->hits'" "$tmp/st.err" &&
   grep -qF '(unsigned long long)(&c->hits + 1) <= (unsigned long long)out' "$tmp/structs/omp.c" &&
   grep -q 'omp parallel for if(1.0 \* m->rows \* m->cols >= 8192)' "$tmp/structs/omp.c"; then
  tap_ok "structs: members as parameters, members that may change refused with the reason"
else
  tap_fail "structs: members as parameters, members that may change refused with the reason" "$(cat "$tmp/st.err"; grep -n omp "$tmp/structs/omp.c")"
fi

# structs and imagelib on the GPU targets: a struct member the fragment
# reads and cannot change (m->rows in a bound, im->gain in the body) is a
# kernel argument by value, kf_m_rows, its every place in the kernel's text
# renamed; the struct itself is not passed; a member spelt through a macro
# keeps its loop on the host, saying why
if grep -q '__kernel void scale_L1(const int kf_m_rows, const int kf_m_cols, double f, __global double \*in, __global double \*out)' "$tmp/structs/cl.c" &&
   grep -q 'c\[y \* kf_img_size_cols + x\] +=' "$tmp/structs/cl.c" &&
   grep -q 'kf_cl_arg(kf_cl_kernel_blend_L2, 0, sizeof s.rows, &s.rows, 37);' "$tmp/structs/cl.c" &&
   grep -q '__kernel void image_scale_L1(int kf_im_h, int kf_im_w, float kf_im_gain, ' "$tmp/imagelib/cl.c" &&
   grep -q 'out\[y \* kf_im_w + x\] = kf_im_gain \* in\[y \* kf_im_w + x\];' "$tmp/imagelib/cl.c" &&
   grep -q "loop L3 (y) stays on the host: the struct member 'im->w' on line 49 is written through a macro" "$tmp/imagelib/cl.err"; then
  tap_ok "structs, imagelib: opencl: members as kernel arguments, one through a macro refused with the reason"
else
  tap_fail "structs, imagelib: opencl: members as kernel arguments, one through a macro refused with the reason" "$(cat "$tmp/structs/cl.err" "$tmp/imagelib/cl.err"; grep -n '__kernel' "$tmp/structs/cl.c" "$tmp/imagelib/cl.c")"
fi

# spmv and gather: arrays whose accesses isl cannot bound (v[k] for k in
# rp[i]..rp[i + 1], lut[in[i]], w[adj[e]]) are sized on the host at run time
# by an inspector that runs the loops around those accesses as written; an
# access in a loop's header (rp[i + 1]) runs with the loops around that
# loop only; a local set at the top of the row loop (csrrows' row_start,
# start) is read as its definition; a subscript computed in the loop
# (tab[bucket]) stays on the host, saying why.  Execution: verify opencl above; golden: gather's.
if grep -q 'kf_v_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)  for (int k = rp\[i\]; k < rp\[i + 1\]; k++)' "$tmp/spmv/cl.c" &&
   grep -q 'kf_rp_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < n; i++)  { long kf_s = (long)(i);' "$tmp/spmv/cl.c" &&
   grep -q 'kf_values_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < num_rows; i++)  for (int j = ( row_ptr\[i\]); j < ( row_ptr\[i + 1\]); j++)' "$tmp/csrrows/cl.c" &&
   grep -q 'kf_val_bytes = (size_t)(({ long kf_ext = 0, kf_neg = 0; { for (int i = 0; i < nRows; ++i)  for (int j = ( row_ptr\[i\]); j < ( row_ptr\[i + 1\]); ++j)' "$tmp/csrrows/cl.c" &&
   grep -q "loop L4 (i) stays on the host: the extent of 'tab' is neither declared nor found from its accesses, nor on the host at run time: the subscript of 'tab' on line 45: it reads 'bucket', which the fragment computes" "$tmp/gather.cl.err"; then
  tap_ok "spmv, gather: extents counted on the host at run time, a subscript computed in the loop refused with the reason"
else
  tap_fail "spmv, gather: extents counted on the host at run time, a subscript computed in the loop refused with the reason" "$(cat "$tmp/spmv/cl.err" "$tmp/gather.cl.err"; grep -n '_bytes = ' "$tmp/spmv/cl.c")"
fi

# an inspector that meets an element below 0 (x[idx[i]] with idx[0] = -1,
# x pointing one past a buffer's start: valid C) stops the program with
# the array's name, never copying from before the buffer
cat >"$tmp/neg.c" <<'EOF'
#include <stdio.h>
#include <stdlib.h>
static void shift(int n, const int *idx, const float *x, float *restrict y)
{
#pragma scop
    for (int i = 0; i < n; i++)
        y[i] = x[idx[i]];
#pragma endscop
}
int main(void)
{
    int n = 100, *idx = malloc(n * sizeof *idx);
    float *buf = malloc((n + 1) * sizeof *buf), *y = malloc(n * sizeof *y);
    for (int i = 0; i <= n; i++)
        buf[i] = (float)i;
    for (int i = 0; i < n; i++)
        idx[i] = i - 1;
    shift(n, idx, buf + 1, y);
    printf("%f\n", y[0] + y[50]);
    return 0;
}
EOF
if [ "$ocl" = 0 ]; then
  tap_skip "an inspector's element below 0 stops the program, naming the array" "no OpenCL device"
elif (cd "$tmp" && "$KFORGE" gen --target opencl neg.c -o neg.cl.c 2>/dev/null &&
      ${CC:-cc} neg.cl.c -lOpenCL -o neg.cl && ! ./neg.cl >neg.out 2>neg.err &&
      grep -q "neg.c:3: 'x' indexed below its first element" neg.err); then
  tap_ok "an inspector's element below 0 stops the program, naming the array"
else
  tap_fail "an inspector's element below 0 stops the program, naming the array" "$(cat "$tmp/neg.err" 2>/dev/null)"
fi

# rowptr: the pointer that walks (*q++) is modelled as written, and says why;
# the row of a 2-D array stays on the host for the GPU, saying why; a row
# pointer set outside the kernel is not passed to it
r=$dir/rowptr.c
if "$KFORGE" gen --target opencl "$r" -o "$tmp/r.c" 2>"$tmp/r.err" &&
   grep -q "warning: pointer 'q' is modelled as writing everything it points to: it is moved by 'q++' (a walking pointer)" "$tmp/r.err" &&
   grep -q "loop L3 (i) stays on the host: pointer 'row' points into a row of 'M', which the kernel holds flat" "$tmp/r.err" &&
   grep -q '__global const pixel_t \*src = in + (size_t)y \* w;' "$tmp/r.c"; then
  tap_ok "rowptr: opencl: walking pointer and 2-D rows say why; row pointers are __global"
else
  tap_fail "rowptr: opencl: walking pointer and 2-D rows say why; row pointers are __global" "$(cat "$tmp/r.err"; grep -n 'src =' "$tmp/r.c")"
fi
sed 's/        const pixel_t \*src = in/        src = in/; s/^static void hblur(\(.*\))$/static void hblur(\1)/; s/^#pragma scop$/#pragma scop/' "$r" |
  awk '/^static void hblur/ { print; getline; print; print "    const pixel_t *src;"; next } { print }' >"$tmp/rowptr_out.c"
if "$KFORGE" analyze "$tmp/rowptr_out.c" | grep -A1 -E '^ +L1 +line [0-9]+ +y +parallel$' | grep -q 'privatised: src' &&
   "$KFORGE" gen --target opencl "$tmp/rowptr_out.c" -o "$tmp/ro.c" 2>"$tmp/ro.err" &&
   grep -q '__global const pixel_t \* src;' "$tmp/ro.c"; then
  tap_ok "rowptr: a row pointer declared outside its loop is privatised, each thread's own __global pointer"
else
  tap_fail "rowptr: a row pointer declared outside its loop is privatised, each thread's own __global pointer" "$(cat "$tmp/ro.err")"
fi
tap_run "rowptr with src declared outside its loop: verify openmp" "$KFORGE" verify "$tmp/rowptr_out.c" --target openmp
if [ "$ocl" = 1 ]; then
  tap_run "rowptr with src declared outside its loop: verify opencl" "$KFORGE" verify "$tmp/rowptr_out.c" --target opencl
else
  tap_skip "rowptr with src declared outside its loop: verify opencl" "no OpenCL device"
fi

# gemm_rows again under --assume-no-alias: the rows of its double ** are
# then one dimension each, the loops parallel; on the GPU targets the host
# packs the rows each nest reaches into one buffer and unpacks those it
# writes after the kernel (gpu_rows.c): transpose, gemm and its k-tiled
# copy are kernels
g=$dir/gemm_rows.c
if "$KFORGE" analyze --assume-no-alias "$g" | grep -Eq '^ +L2 +line [0-9]+ +i +parallel$' &&
   "$KFORGE" gen --target openmp --assume-no-alias "$g" -o "$tmp/g.c" 2>/dev/null &&
   [ "$(grep -c '#pragma omp parallel' "$tmp/g.c")" = 2 ]; then
  tap_ok "gemm_rows --assume-no-alias: rows apart, both nests in parallel"
else
  tap_fail "gemm_rows --assume-no-alias: rows apart, both nests in parallel" "$(grep -n 'omp' "$tmp/g.c")"
fi
tap_run "gemm_rows --assume-no-alias: verify openmp" "$KFORGE" verify --assume-no-alias "$g" --target openmp
if "$KFORGE" gen --target opencl --assume-no-alias "$g" -o "$tmp/g.cl.c" 2>"$tmp/g.cl.err" &&
   [ "$(grep -c "__kernel void" "$tmp/g.cl.c")" = 3 ] &&
   grep -q "c\[kf_r\]\[kf_c\] = kf_pk\[kf_r \* (long)n + kf_c\];" "$tmp/g.cl.c" &&
   grep -q "kf_pk\[kf_r \* (long)n + kf_c\] = x\[kf_r\]\[kf_c\];" "$tmp/kmeans/cl.c"; then
  tap_ok "gemm_rows --assume-no-alias, kmeans: opencl packs the rows into one buffer, unpacking the written ones"
else
  tap_fail "gemm_rows --assume-no-alias, kmeans: opencl packs the rows into one buffer, unpacking the written ones" "$(cat "$tmp/g.cl.err" "$tmp/kmeans/cl.err")"
fi
if [ "$ocl" = 1 ]; then
  tap_run "gemm_rows --assume-no-alias: verify opencl" "$KFORGE" verify --assume-no-alias "$g" --target opencl
else
  tap_skip "gemm_rows --assume-no-alias: verify opencl" "no OpenCL device"
fi
tap_done
