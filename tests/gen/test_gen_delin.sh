#!/usr/bin/env bash
# Flattened arrays with a run-time row length (tests/gen/delin/*.c):
# img[y*stride + x] with x < w, v[x + y*nx + z*nx*ny] with loops bounded by
# other names, a block at a[size*(i + offset) + offset + j].  The model
# reads them in their shape under the assumption that makes it hold
# (model.h, kf_model_build_assuming); analyze prints it, OpenMP versions
# the fragment on it (pass delin-assume, joined with alias-test), and each
# program calls its kernels with the assumption true and false.  Checked:
# analyze's text (golden) and JSON, the OpenMP output and --explain
# (golden), execution against the sequential program with 2 and 3 threads,
# --disable=delin-assume (no version, every loop sequential, still
# correct), the GPU targets unchanged (no assumption: the fragment stays on
# the host) and their CUDA output compiling with nvcc.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-delin.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
export OMP_WAIT_POLICY=passive
k=$KFORGE
dir=tests/gen/delin
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}

# name @ the assumption's C text, as analyze and the version's test print it
cases=(
  "stride@w <= stride"
  "volume@w <= nx && h <= ny"
  "block@1 <= offset && bs + offset <= size && offset <= size"
)
for c in "${cases[@]}"; do
  IFS='@' read -r name assume <<<"$c"
  src=$dir/$name.c
  (cd "$KFORGE_ROOT" && "$k" analyze "$src") >"$tmp/$name.analyze" 2>&1
  tap_diff "$name: analyze golden" "$KFORGE_ROOT/$dir/golden/$name.analyze" "$tmp/$name.analyze"
  if grep -Fq "assumes at run time: $assume (to read" "$tmp/$name.analyze"; then
    tap_ok "$name: analyze prints the assumption"
  else
    tap_fail "$name: analyze prints the assumption" "$(cat "$tmp/$name.analyze")"
  fi
  if (cd "$KFORGE_ROOT" && "$k" analyze --format json "$src") >"$tmp/$name.json" 2>&1 &&
     python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); a=d["fragments"][0]["assumes"]; sys.exit(a["condition"] != sys.argv[2] or not a["reads"])' "$tmp/$name.json" "$assume"; then
    tap_ok "$name: analyze --json gives the assumption"
  else
    tap_fail "$name: analyze --json gives the assumption" "$(head -c 2000 "$tmp/$name.json")"
  fi
  if ! (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --explain "$src" -o "$tmp/$name.openmp.c" \
        2>"$tmp/$name.explain"); then
    tap_fail "$name: kforge gen --target openmp" "$(cat "$tmp/$name.explain")"
    continue
  fi
  tap_diff "$name: openmp golden" "$KFORGE_ROOT/$dir/golden/$name.openmp.c" "$tmp/$name.openmp.c"
  tap_diff "$name: --explain golden" "$KFORGE_ROOT/$dir/golden/$name.explain" "$tmp/$name.explain"
  if grep -Fq "if ($assume" "$tmp/$name.openmp.c" && grep -q '#pragma omp parallel for' "$tmp/$name.openmp.c"; then
    tap_ok "$name: parallel behind a test of the assumption"
  else
    tap_fail "$name: parallel behind a test of the assumption" "$(awk '/^#pragma scop/,/^#pragma endscop/' "$tmp/$name.openmp.c")"
  fi
  for n in 2 3; do
    if out=$(OMP_NUM_THREADS=$n "$k" verify --target openmp --min-work=0 "$KFORGE_ROOT/$src" 2>&1) &&
       grep -q "outputs agree" <<<"$out"; then
      tap_ok "$name: openmp output agrees with the sequential program, assumption true and false ($n threads)"
    else
      tap_fail "$name: openmp output agrees with the sequential program, assumption true and false ($n threads)" "$out"
    fi
  done
  # switched off: no version, every loop as the unconditional model says
  (cd "$KFORGE_ROOT" && "$k" gen --target openmp --min-work=0 --disable=delin-assume "$src" \
     -o "$tmp/$name.off.c" 2>/dev/null)
  if ! grep -Fq "if ($assume" "$tmp/$name.off.c" && ! grep -q 'omp parallel' "$tmp/$name.off.c" &&
     out=$(OMP_NUM_THREADS=2 "$k" verify --target openmp --min-work=0 --disable=delin-assume "$KFORGE_ROOT/$src" 2>&1); then
    tap_ok "$name: --disable=delin-assume: no version, sequential, correct"
  else
    tap_fail "$name: --disable=delin-assume: no version, sequential, correct" "$(cat "$tmp/$name.off.c"; echo "$out")"
  fi
  # the GPU targets take no assumption: the fragment stays on the host
  (cd "$KFORGE_ROOT" && "$k" gen --target opencl "$src" -o "$tmp/$name.cl.c" 2>/dev/null)
  if ! grep -Fq "if ($assume" "$tmp/$name.cl.c" && ! grep -q 'clEnqueueNDRangeKernel' "$tmp/$name.cl.c"; then
    tap_ok "$name: opencl: no assumption, the fragment on the host"
  else
    tap_fail "$name: opencl: no assumption, the fragment on the host"
  fi
  if [ -z "$nvcc" ]; then
    tap_skip "$name: cuda output compiles (nvcc -arch=sm_90, cc)" "no \$NVCC"
  elif (cd "$KFORGE_ROOT" && "$k" gen --target cuda "$src" -o "$tmp/$name.cuda.c" 2>/dev/null) &&
       (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w "$name.cuda.cu" -o "$name.cu.o" &&
        ${CC:-cc} -c "$name.cuda.c" -I"$cuda_home/include" -o "$name.host.o") >"$tmp/nvcc.log" 2>&1; then
    tap_ok "$name: cuda output compiles (nvcc -arch=sm_90, cc)"
  else
    tap_fail "$name: cuda output compiles (nvcc -arch=sm_90, cc)" "$(head -20 "$tmp/nvcc.log")"
  fi
done
tap_done
