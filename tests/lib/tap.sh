# tests/lib/tap.sh: TAP helpers for kforge's test scripts.  Source it; every
# helper prints one "ok N - name" or "not ok N - name" line, and tap_done
# prints the plan and exits non-zero if anything failed.
#
#   tap_ok NAME                  a pass
#   tap_fail NAME [DETAIL]       a failure; DETAIL goes to stderr (the log)
#   tap_skip NAME WHY            a skipped check
#   tap_todo NAME WHY [DETAIL]   a known failure: "not ok N - NAME # TODO WHY",
#                                which tests/run-tests counts as skipped
#   tap_run NAME CMD...          pass iff CMD exits 0 (its output goes to the log)
#   tap_grep NAME PATTERN FILE   pass iff FILE has a line matching the extended
#                                regular expression PATTERN (FILE's text the detail)
#   tap_diff NAME EXPECTED ACTUAL_FILE
#                                pass iff the files are equal; with KFORGE_REGEN=1
#                                the expected (golden) file is rewritten instead
#   tap_done
#   tap_summary                  "N passed, N failed, N skipped" (TODO counts as
#                                skipped), as tests/run-tests ends, for scripts
#                                run alone
#
# Checks run by parallel workers, reported later in a fixed order:
#   tap_record FILE RESULT CHECK [DETAIL]
#                                appends one result (RESULT: ok, fail, skip or the
#                                caller's own word) to FILE; a worker started by
#                                xargs needs `export -f tap_record`
#   tap_replay FILE FN           calls FN RESULT CHECK DETAIL for each, in order
_tap_n=0 _tap_failed=0 _tap_skipped=0

tap_ok()   { _tap_n=$((_tap_n + 1)); echo "ok $_tap_n - $1"; }
tap_fail() {
  _tap_n=$((_tap_n + 1)); _tap_failed=$((_tap_failed + 1))
  echo "not ok $_tap_n - $1"
  if [ $# -gt 1 ]; then printf '%s\n' "$2" | sed 's/^/#   /'; fi
}
tap_skip() { _tap_n=$((_tap_n + 1)) _tap_skipped=$((_tap_skipped + 1)); echo "ok $_tap_n - $1 # SKIP $2"; }
tap_todo() {
  _tap_n=$((_tap_n + 1)) _tap_skipped=$((_tap_skipped + 1)); echo "not ok $_tap_n - $1 # TODO $2"
  if [ $# -gt 2 ]; then printf '%s\n' "$3" | sed 's/^/#   /'; fi
}
tap_run() {
  local name=$1 out; shift
  if out=$("$@" 2>&1); then tap_ok "$name"; else tap_fail "$name" "$out"; fi
}
tap_grep() {
  if grep -Eq -- "$2" "$3"; then tap_ok "$1"; else tap_fail "$1" "no /$2/ in $(head -c 4000 "$3")"; fi
}
tap_diff() {
  local name=$1 expected=$2 actual=$3
  if [ "${KFORGE_REGEN:-0}" = 1 ]; then
    mkdir -p "$(dirname "$expected")" && cp "$actual" "$expected"
    tap_ok "$name (regenerated)"
  elif [ ! -f "$expected" ]; then
    tap_fail "$name" "golden file $expected is missing (make golden)"
  elif diff -u "$expected" "$actual" >/dev/null 2>&1; then
    tap_ok "$name"
  else
    tap_fail "$name" "$(diff -u "$expected" "$actual" | head -40)"
  fi
}
tap_record() {
  printf '%s|%s\n' "$2" "$3" >>"$1"
  [ -z "${4:-}" ] || printf '%s\n' "$4" | sed 's/^/\t/' >>"$1"
}
tap_replay() {
  local file=$1 fn=$2 r="" check="" detail="" l
  while IFS= read -r l; do
    case $l in
      $'\t'*) detail+="${detail:+$'\n'}${l#?}" ;;
      *) [ -z "$r" ] || "$fn" "$r" "$check" "$detail"; r=${l%%|*} check=${l#*|} detail="" ;;
    esac
  done <"$file"
  [ -z "$r" ] || "$fn" "$r" "$check" "$detail"
}
tap_summary() { echo "$((_tap_n - _tap_failed - _tap_skipped)) passed, $_tap_failed failed, $_tap_skipped skipped"; }
tap_done() { echo "1..$_tap_n"; [ "$_tap_failed" -eq 0 ]; }
