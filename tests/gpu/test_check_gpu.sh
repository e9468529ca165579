#!/usr/bin/env bash
# `make check-gpu` (tests/gpu/check_gpu.sh) itself, on one small program
# (GPU_ONLY=realc/mandel) and without nvcc's time: a CUDA compiler that
# fails makes the build a failure (not ok, exit 1, "0 passed, 1 failed"),
# never a skip; a missing nvcc is a visible SKIP that names it; an unknown
# GPU_DATASET is refused; GPU_PACK builds into a folder that GPU_RUN replays
# from another checkout (the run half, here without a device: its SKIPs).
# The runs themselves need a GPU: `make check-gpu`.
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
# the pack: the stub's failure is kept, and replayed by GPU_RUN elsewhere
NVCC=$tmp/nvcc GPU_PACK=$tmp/pack bash "$check" >"$tmp/pack.out" 2>&1; rc=$?
if [ $rc = 1 ] && grep -q '^not ok 1 - realc/mandel: CUDA output builds$' "$tmp/pack.out" &&
   grep -qx 'realc mandel tests/realc/mandel.c ' "$tmp/pack/list" && [ -x "$tmp/pack/kforge-numcmp" ] &&
   ! grep -q 'the CUDA program' "$tmp/pack.out"; then
  tap_ok "GPU_PACK builds, keeps the results and runs nothing"
else
  tap_fail "GPU_PACK builds, keeps the results and runs nothing" "exit $rc: $(cat "$tmp/pack.out"; cat "$tmp/pack/list")"
fi
mkdir -p "$tmp/copy/tests" && cp -r "$KFORGE_ROOT/tests/gpu" "$KFORGE_ROOT/tests/lib" "$tmp/copy/tests/"
GPU_RUN=$tmp/pack bash "$tmp/copy/tests/gpu/check_gpu.sh" >"$tmp/run.out" 2>&1; rc=$?
if [ $rc = 1 ] && grep -q '^not ok 1 - realc/mandel: CUDA output builds$' "$tmp/run.out" &&
   grep -q 'stub nvcc: cannot compile' "$tmp/run.out" &&
   tail -1 "$tmp/run.out" | grep -qx '0 passed, 1 failed, 0 skipped'; then
  tap_ok "GPU_RUN replays a pack from another checkout"
else
  tap_fail "GPU_RUN replays a pack from another checkout" "exit $rc: $(cat "$tmp/run.out")"
fi
if NVCC=$tmp/nvcc GPU_PACK=$tmp/pack bash "$check" >"$tmp/again.out" 2>&1 ||
   ! grep -q 'exists and is not empty' "$tmp/again.out"; then
  tap_fail "GPU_PACK refuses a folder that holds something" "$(cat "$tmp/again.out")"
else
  tap_ok "GPU_PACK refuses a folder that holds something"
fi
if GPU_RUN=$tmp/copy bash "$check" >"$tmp/notpack.out" 2>&1 || ! grep -q 'not a folder written by GPU_PACK' "$tmp/notpack.out"; then
  tap_fail "GPU_RUN refuses a folder that is not a pack" "$(cat "$tmp/notpack.out")"
else
  tap_ok "GPU_RUN refuses a folder that is not a pack"
fi
tap_done
