#!/usr/bin/env bash
# tests/runtime/test_qrt_cuda.sh: the run-time library's CUDA side compiles
# (there is no GPU here to run it): qrt_cuda.c with -DQRT_CUDA against the
# CUDA runtime headers, by nvcc for sm_90 and by the C compiler with the
# project's warnings; and a CUDA-built library links a program that asks
# for a device pointer.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
cd "$KFORGE_ROOT" || exit 1
if [ -z "${NVCC:-}" ]; then
  tap_skip "qrt_cuda.c compiles with nvcc -DQRT_CUDA" "no nvcc"
  tap_done
  exit 0
fi
cuda_inc=$(dirname "$(dirname "$NVCC")")/include
if out=$("$NVCC" -arch=sm_90 -DQRT_CUDA -D_GNU_SOURCE -Iinclude -Isrc -Xcompiler -std=c11 \
         -c src/runtime/qrt_cuda.c -o "$tmp/qrt_cuda_nvcc.o" 2>&1); then
  tap_ok "qrt_cuda.c compiles with nvcc -arch=sm_90 -DQRT_CUDA"
else
  tap_fail "qrt_cuda.c compiles with nvcc -arch=sm_90 -DQRT_CUDA" "$out"
fi
if out=$(cc -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes \
         -Wmissing-prototypes -DQRT_CUDA -Iinclude -Isrc -isystem "$cuda_inc" \
         -c src/runtime/qrt_cuda.c -o "$tmp/qrt_cuda.o" 2>&1); then
  tap_ok "qrt_cuda.c compiles warning-free with -DQRT_CUDA"
else
  tap_fail "qrt_cuda.c compiles warning-free with -DQRT_CUDA" "$out"
fi
# without QRT_CUDA the object defines no CUDA symbol: a program links without libcudart
obj=$KFORGE_PLAIN/qrt/src/runtime/qrt_cuda.o
if [ ! -f "$obj" ]; then
  tap_fail "the default build needs no CUDA runtime" "$obj is missing (make SANITIZE=0 first)"
elif nm "$obj" | grep -q ' U cuda'; then
  tap_fail "the default build needs no CUDA runtime" "$(nm "$KFORGE_PLAIN/qrt/src/runtime/qrt_cuda.o" | grep ' U cuda')"
else
  tap_ok "the default build needs no CUDA runtime"
fi
if nm "$tmp/qrt_cuda.o" | grep -q ' U cudaMemcpy'; then
  tap_ok "the CUDA build copies through cudaMemcpy"
else
  tap_fail "the CUDA build copies through cudaMemcpy" "$(nm "$tmp/qrt_cuda.o")"
fi
tap_done
