#!/usr/bin/env bash
# A short libFuzzer run of the front end and analysis (`make fuzz`), seeded
# with the corpus and the bad-input files.  KFORGE_FUZZ_SECONDS (default 30)
# sets its length; the corpus it grows stays in build/fuzz/corpus.
. "$KFORGE_ROOT/tests/lib/tap.sh"
secs=${KFORGE_FUZZ_SECONDS:-30}
log=$(mktemp); trap 'rm -f "$log"' EXIT
if ! command -v "${FUZZ_CC:-clang-19}" >/dev/null; then
  tap_skip "fuzz the front end for ${secs}s" "clang-19 not found"
  tap_done; exit
fi
if ! make -C "$KFORGE_ROOT" --no-print-directory fuzz >"$log" 2>&1; then
  tap_fail "make fuzz builds the fuzz target" "$(tail -20 "$log")"
  tap_done; exit
fi
tap_ok "make fuzz builds the fuzz target"
fz=$KFORGE_ROOT/build/fuzz
mkdir -p "$fz/corpus"
seeds=()
for dir in tests/kernels tests/analyze/bad tests/analyze/snippets; do
  [ -d "$KFORGE_ROOT/$dir" ] && seeds+=("$KFORGE_ROOT/$dir")
done
# libclang keeps process-lifetime state that LeakSanitizer would report
if ASAN_OPTIONS=detect_leaks=1 LSAN_OPTIONS="suppressions=$KFORGE_ROOT/tests/lsan.supp" \
   "$fz/fuzz_analyze" -max_total_time="$secs" -timeout=20 -rss_limit_mb=4096 \
     -print_final_stats=1 "$fz/corpus" "${seeds[@]}" >"$log" 2>&1; then
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  tap_ok "fuzz the front end for ${secs}s: no crash, leak or hang (${runs:-?} inputs)"
else
  tap_fail "fuzz the front end for ${secs}s: no crash, leak or hang" "$(grep -v '^#' "$log" | tail -40)"
fi
tap_done
