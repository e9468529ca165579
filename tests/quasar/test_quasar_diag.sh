#!/usr/bin/env bash
# Bad Quasar programs: each gets one gcc-style diagnostic (file:line:col,
# the source line and a caret; a note may follow), exit status 1, and no
# crash or leak (the sanitized kforge runs them).  The messages are golden
# files beside the programs: tests/quasar/bad/NAME.err (KFORGE_REGEN=1).
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache
cd "$KFORGE_ROOT/tests/quasar/bad" || exit 1
for q in *.q; do
  name=${q%.q}
  $k run "$q" >"$tmp/out" 2>"$tmp/$name.err"; rc=$?
  errors=$(grep -c ': error: ' "$tmp/$name.err")
  if [ "$rc" -ne 1 ] || [ "$errors" -ne 1 ] || [ -s "$tmp/out" ]; then
    tap_fail "$name: exit 1 with one error" "exit $rc, $errors errors: $(cat "$tmp/$name.err")"
  else
    tap_diff "$name: the diagnostic" "$name.err" "$tmp/$name.err"
  fi
done
# analyze and gen give the same single diagnostic
for sub in analyze gen; do
  $k $sub undefined.q >"$tmp/out" 2>"$tmp/err"; rc=$?
  if [ "$rc" -eq 1 ] && cmp -s "$tmp/err" undefined.err; then
    tap_ok "kforge $sub: the same diagnostic, exit 1"
  else
    tap_fail "kforge $sub: the same diagnostic, exit 1" "exit $rc: $(cat "$tmp/err")"
  fi
done
tap_done
