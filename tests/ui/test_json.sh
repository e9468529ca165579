#!/usr/bin/env bash
# --format json: analyze, verify and explore write one layout (json.h:
# jansson, two-space indentation, keys in the order documented), and each
# document holds what its text form says.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-json.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
s=tests/analyze/snippets

"$k" analyze --format json $s/alias.c >"$tmp/a.json"
if [ "$(jq -r '.fragments[0].loops[0] | keys_unsorted | join(",")' "$tmp/a.json")" = \
     "id,line,column,iterator,depth,verdict,text,rows_apart,lower,upper,step,reductions,privatised,privatised_outlive,blocker,carried" ]; then
  tap_ok "analyze: a loop's fields, in order"; else tap_fail "analyze: a loop's fields" "$(jq -c '.fragments[0].loops[0] | keys_unsorted' "$tmp/a.json")"; fi
if [ "$(jq -r '.fragments[0].loops[0].blocker.line' "$tmp/a.json")" = 16 ] &&
   "$k" analyze $s/alias.c | grep -qF "$(jq -r '.fragments[0].loops[0].text' "$tmp/a.json")"; then
  tap_ok "analyze: the JSON's verdict is the text report's"; else tap_fail "analyze: JSON and text agree"; fi
if sed -n 2p "$tmp/a.json" | grep -q '^  "file": ' && tail -c1 "$tmp/a.json" | od -c | grep -q '\\n'; then
  tap_ok "layout: two-space indentation, a closing newline"; else tap_fail "layout" "$(head -3 "$tmp/a.json")"; fi
# a name that needs escaping goes through as a JSON string
mkdir -p "$tmp/q\"d" && cp $s/alias.c "$tmp/q\"d/a.c"
if [ "$("$k" analyze --format json "$tmp/q\"d/a.c" | jq -r .file)" = "$tmp/q\"d/a.c" ]; then
  tap_ok "analyze: a quote in the file name is escaped"; else tap_fail "analyze: quote escaped"; fi

cat >"$tmp/v.c" <<'C'
#include <stdio.h>
int main(void)
{
    static double a[4096];
#pragma scop
    for (int i = 0; i < 4096; i++)
        a[i] = 2.0 * i;
#pragma endscop
    printf("%g\n", a[4095]);
    return 0;
}
C
"$k" verify --format json --target openmp "$tmp/v.c" >"$tmp/v.json"; rc=$?
if [ $rc -eq 0 ] && [ "$(jq -r '[.status, .values, .target] | join(" ")' "$tmp/v.json")" = "agree 1 openmp" ] &&
   jq -e '.sequential_s > 0 and .generated_s > 0 and .speedup > 0' "$tmp/v.json" >/dev/null; then
  tap_ok "verify: status, values, times"; else tap_fail "verify --format json" "exit $rc: $(cat "$tmp/v.json")"; fi
sed 's/printf/pritnf(/' "$tmp/v.c" >"$tmp/bad.c"
"$k" verify --format json "$tmp/bad.c" >"$tmp/bad.json" 2>/dev/null; rc=$?
if [ $rc -eq 1 ] && [ "$(jq -r .status "$tmp/bad.json")" = failed ]; then tap_ok "verify: a program that does not build: failed, exit 1"
else tap_fail "verify: failed" "exit $rc: $(cat "$tmp/bad.json")"; fi
out=$("$k" verify --format yaml "$tmp/v.c" 2>&1); rc=$?
if [ $rc -eq 2 ]; then tap_ok "verify: unknown format: exit 2"; else tap_fail "verify: unknown format" "$rc $out"; fi
tap_done
