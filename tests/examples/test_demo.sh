#!/usr/bin/env bash
# `make demo` as a test: the kgen-generated OpenCL kernel runs and matches
# the CPU (the demo checks that itself and exits non-zero otherwise), and
# the CUDA text of the same generator compiles with nvcc for sm_90.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
demo=$KFORGE_ROOT/$KFORGE_BUILD/examples/kgen_demo

if out=$("$demo" -n 4099 --cuda "$tmp/k.cu" 2>&1); then
  tap_ok "kgen_demo: OpenCL result matches the CPU"
else
  tap_fail "kgen_demo: OpenCL result matches the CPU" "$out"
fi
if printf '%s' "$out" | grep -q "rel. error"; then tap_ok "kgen_demo reports its check"; else tap_fail "kgen_demo reports its check" "$out"; fi
# odd sizes: fewer elements than work items, and a single one
for n in 1 63 65; do
  tap_run "kgen_demo -n $n" "$demo" -n "$n"
done
if grep -q '__global__ void scaled_sumsq' "$tmp/k.cu" && grep -q '__syncthreads();' "$tmp/k.cu"; then
  tap_ok "the CUDA text is CUDA"
else
  tap_fail "the CUDA text is CUDA" "$(cat "$tmp/k.cu")"
fi
if [ -n "${NVCC:-}" ]; then
  tap_run "the CUDA text compiles with nvcc -arch=sm_90" "$NVCC" -arch=sm_90 -c "$tmp/k.cu" -o "$tmp/k.o"
else
  tap_skip "the CUDA text compiles with nvcc -arch=sm_90" "nvcc not found"
fi
if out=$(KFORGE_ROOT=$KFORGE_ROOT KFORGE_BUILD=$KFORGE_BUILD NVCC=${NVCC:-} bash "$KFORGE_ROOT/examples/demo.sh" 2>&1) \
   && printf '%s' "$out" | grep -q '^demo: ok$'; then
  tap_ok "examples/demo.sh (make demo) runs to the end"
else
  tap_fail "examples/demo.sh (make demo) runs to the end" "$out"
fi
# what the demo shows of the LU example (seed 003 §4): k sequential with
# its reason, the two inner nests parallel, and the OpenMP build agreeing
demo_has() {
  if printf '%s\n' "$out" | grep -Eq -- "$2"; then tap_ok "demo: $1"; else tap_fail "demo: $1" "no /$2/ in the demo's output"; fi
}
demo_has "lu's k loop is sequential, with a reason" '^  L1 +line 29 +k +sequential: flow dependence on A'
demo_has "lu's inner nests are parallel" '^    L1.2 +line 32 +i +parallel$'
demo_has "gen adds two OpenMP pragmas" '2 loops in parallel'
demo_has "the OpenMP build agrees with the sequential one" 'lu.c: openmp: outputs agree'
demo_has "the CUDA text compiled, or nvcc was reported missing" '^CUDA: (nvcc -arch=sm_90 compiled|skipped)' 
tap_done
