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
tap_done
