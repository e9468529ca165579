#!/usr/bin/env bash
# A short libFuzzer run of the Quasar front end and lowering
# (`make fuzz-quasar`, QFUZZ_SECONDS long, default 10): it passes when the
# target builds and the run ends with no crash, leak, timeout or sanitizer
# report.  Its corpus (seeded by the examples and tests) stays in
# build/fuzz/qcorpus.
. "$KFORGE_ROOT/tests/lib/tap.sh"
secs=${QFUZZ_SECONDS:-10}
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! command -v clang-19 >/dev/null && ! command -v clang >/dev/null; then
  tap_skip "fuzz the Quasar front end for ${secs}s" "clang not found"
  tap_done; exit
fi
if make -C "$KFORGE_ROOT" --no-print-directory fuzz-quasar FUZZ_SECONDS="$secs" >"$log" 2>&1; then
  runs=$(grep -Eo '^#[0-9]+' "$log" | tail -1)
  tap_ok "fuzz the Quasar front end for ${secs}s: no crash, leak or hang (${runs:-?} runs)"
else
  tap_fail "fuzz the Quasar front end for ${secs}s: no crash, leak or hang" "$(grep -v '^#' "$log" | tail -40)"
fi
tap_done
