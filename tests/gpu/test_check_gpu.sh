#!/usr/bin/env bash
# `make check-gpu` (tests/gpu/check_gpu.sh) itself, on one small program
# (GPU_ONLY=realc/mandel) and without nvcc's time: a CUDA compiler that
# fails makes the build a failure (not ok, exit 1, "0 passed, 1 failed"),
# never a skip; a missing nvcc is a visible SKIP that names it; an unknown
# GPU_DATASET is refused.  The runs themselves need a GPU: `make check-gpu`.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
check=$KFORGE_ROOT/tests/gpu/check_gpu.sh
export GPU_ONLY='^realc/mandel$'

printf '#!/bin/sh\necho "stub nvcc: cannot compile $*" >&2\nexit 1\n' >"$tmp/nvcc"
chmod +x "$tmp/nvcc"
NVCC=$tmp/nvcc bash "$check" >"$tmp/fail.out" 2>&1; rc=$?
if [ $rc = 1 ] && grep -q '^not ok 1 - realc/mandel: CUDA output builds$' "$tmp/fail.out" &&
   grep -q 'nvcc -arch=sm_90 -c failed' "$tmp/fail.out" && grep -q 'stub nvcc: cannot compile' "$tmp/fail.out" &&
   tail -1 "$tmp/fail.out" | grep -qx '0 passed, 1 failed, 0 skipped'; then
  tap_ok "a .cu that does not compile is a failure, with nvcc's message"
else
  tap_fail "a .cu that does not compile is a failure, with nvcc's message" "exit $rc: $(cat "$tmp/fail.out")"
fi

NVCC=$tmp/absent bash "$check" >"$tmp/skip.out" 2>&1; rc=$?
if [ $rc = 0 ] && grep -q '^ok 1 - realc/mandel: CUDA output builds # SKIP nvcc not found' "$tmp/skip.out" &&
   tail -1 "$tmp/skip.out" | grep -qx '0 passed, 0 failed, 1 skipped'; then
  tap_ok "without nvcc every build is a SKIP that says so"
else
  tap_fail "without nvcc every build is a SKIP that says so" "exit $rc: $(cat "$tmp/skip.out")"
fi

if GPU_DATASET=HUGE bash "$check" >"$tmp/ds.out" 2>&1; then
  tap_fail "GPU_DATASET=HUGE is refused" "$(cat "$tmp/ds.out")"
else
  tap_ok "GPU_DATASET=HUGE is refused"
fi
tap_done
