#!/usr/bin/env bash
# The short libFuzzer run of the front end and analysis that CI makes
# (`make fuzz`, FUZZ_SECONDS long, default 30), as a test: it passes when
# the target builds and the run ends with no crash, leak, timeout or
# sanitizer report.  The corpus it grows stays in build/fuzz/corpus.
. "$KFORGE_ROOT/tests/lib/tap.sh"
secs=${FUZZ_SECONDS:-30}
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! command -v clang-19 >/dev/null && ! command -v clang >/dev/null; then
  tap_skip "fuzz the front end for ${secs}s" "clang not found"
  tap_done; exit
fi
if make -C "$KFORGE_ROOT" --no-print-directory fuzz FUZZ_SECONDS="$secs" >"$log" 2>&1; then
  runs=$(grep -Eo '^#[0-9]+' "$log" | tail -1)
  tap_ok "fuzz the front end for ${secs}s: no crash, leak or hang (${runs:-?} runs)"
else
  tap_fail "fuzz the front end for ${secs}s: no crash, leak or hang" "$(grep -v '^#' "$log" | tail -40)"
fi
tap_done
