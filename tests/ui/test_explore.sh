#!/usr/bin/env bash
# kforge explore on a shipped example (examples/loops/lu.c, openmp): every
# variant verified against the sequential program, ranked by measured time;
# the best at least as fast as `kforge gen`'s default output measured by
# `kforge verify` (within a margin for a shared machine's noise, measured
# again once before failing); -o writes a program that builds and prints
# what the sequential one prints; a second run reads the cache; the
# search over transformations (--search transforms) on a smaller size:
# each variant a legal transformation of the file, verified, the best at
# least as fast as the default.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-explore.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE_DIR=$tmp/cache
f=examples/loops/lu.c
flags=(-- -DN=300)
args=(explore "$f" --target openmp --search options --max-variants 2 --runs 2 --confirm 1 --format json)

start=$(date +%s.%N)
"$k" "${args[@]}" -o "$tmp/best.c" "${flags[@]}" >"$tmp/e1.json" 2>"$tmp/e1.err"
rc=$?
t1=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')
if [ $rc -eq 0 ] && jq -e . "$tmp/e1.json" >/dev/null; then tap_ok "explore: exit 0, JSON"; else
  tap_fail "explore: exit 0, JSON" "exit $rc: $(cat "$tmp/e1.err")"; tap_done; exit; fi
n=$(jq '.variants | length' "$tmp/e1.json")
if [ "$n" -eq 2 ]; then tap_ok "explore: 2 variants measured"; else tap_fail "explore: 2 variants" "$n"; fi
# a variant that writes an earlier one's code is measured once, under the earlier name
if [ "$(jq '[.variants[] | select(.status == "agree" or (.status | startswith("same code as ")))] | length' "$tmp/e1.json")" -eq "$n" ] &&
   [ "$(jq '[.variants[] | select(.status == "agree")] | length' "$tmp/e1.json")" -ge 2 ] &&
   [ "$(jq '[.variants[] | select(.status == "agree") | .code] | unique | length' "$tmp/e1.json")" -eq \
     "$(jq '[.variants[] | select(.status == "agree")] | length' "$tmp/e1.json")" ]; then
  tap_ok "explore: every variant verified, each program once"; else tap_fail "explore: every variant verified" "$(jq -c '.variants[] | [.name, .status, .code]' "$tmp/e1.json")"; fi
if jq -e '[.variants[] | select(.status == "agree") | .time_s] | . == sort' "$tmp/e1.json" >/dev/null &&
   jq -e '[.variants[] | select(.status == "agree") | .confirmed] | all' "$tmp/e1.json" >/dev/null && jq -e '.best == .variants[0].name' "$tmp/e1.json" >/dev/null; then
  tap_ok "explore: ranked by measured time, best first"; else tap_fail "explore: ranked by time" "$(jq -c '.variants[] | [.name, .time_s]' "$tmp/e1.json")"; fi
if jq -e '[.variants[] | select(.name == "default" and .options == [])] | length == 1' "$tmp/e1.json" >/dev/null; then
  tap_ok "explore: the default among the variants"; else tap_fail "explore: the default among the variants"; fi

# the best against gen's default output, measured apart: both through
# verify, in turn, the fastest of each compared, within 50% (on a loaded
# 2-core machine the same program's times differ by that much); when the
# best is the default's own program there is nothing to measure.  Up to six
# rounds, stopping once it holds: explore keeps each variant's best time,
# and on a machine whose load comes and goes a variant with many fork-joins
# (no region) runs 3-4x slower under load and at its best only in a quiet
# moment, which a check of two rounds can miss (seen in CI).  A variant
# truly slower than the default stays slower in every round.
faster() { # JSON: flags from "${flags[@]}"
  local opts best=9e9 def=9e9 b d src=$f xf=()
  if jq -e '.variants[0].code as $c | [.variants[] | select(.name == "default")][0].code == $c' "$1" >/dev/null; then
    echo "the best is the default's own program"; return 0
  fi
  read -r -a opts < <(jq -r '.variants[0].options | join(" ")' "$1")
  # a transformed variant: its text, its includes found beside the original
  while IFS= read -r t; do [ -n "$t" ] && xf+=(--apply "$t"); done < <(jq -r '.variants[0].transforms[]' "$1")
  if [ ${#xf[@]} -gt 0 ]; then
    src=$tmp/xbest_src.c
    "$k" transform "$f" "${xf[@]}" -o "$src" "${flags[@]}" || return 1
    xf=(-iquote "$(dirname "$f")")
  fi
  for r in 1 2 3 4 5 6; do
    d=$("$k" verify --format json --runs 2 "$f" "${flags[@]}" | jq '.generated_s')
    b=$("$k" verify --format json --runs 2 "${opts[@]}" "$src" "${flags[@]}" "${xf[@]}" | jq '.generated_s')
    def=$(awk -v a="$def" -v b="$d" 'BEGIN { print (b < a) ? b : a }')
    best=$(awk -v a="$best" -v b="$b" 'BEGIN { print (b < a) ? b : a }')
    [ "$r" -ge 2 ] && awk -v b="$best" -v d="$def" 'BEGIN { exit !(b <= d * 1.5 + 0.005) }' && break
  done
  echo "best ($(jq -r .variants[0].name "$1")) $best s, default $def s, $r rounds"
  awk -v b="$best" -v d="$def" 'BEGIN { exit !(b <= d * 1.5 + 0.005) }'
}
last=$tmp/e1.json # the run whose figures the cache holds
if why=$(faster "$tmp/e1.json"); then tap_ok "explore: best at least as fast as the default ($why)"
else
  "$k" "${args[@]}" --no-cache "${flags[@]}" >"$tmp/e3.json" 2>/dev/null
  last=$tmp/e3.json
  if why2=$(faster "$tmp/e3.json"); then tap_ok "explore: best at least as fast as the default, measured again ($why; $why2)"
  else tap_fail "explore: best at least as fast as the default" "$why; again: $why2"; fi
fi

# -o: the best variant's program
cc -O2 -DN=300 "$f" -o "$tmp/seq" -lm && cc -O2 -fopenmp -DN=300 -iquote examples/loops "$tmp/best.c" -o "$tmp/best" -lm
if [ -x "$tmp/best" ] && head -1 "$tmp/best.c" | grep -q 'kforge' && [ "$("$tmp/seq")" = "$("$tmp/best")" ]; then
  tap_ok "-o: the best program builds and prints what the sequential one does"; else tap_fail "-o: the best program"; fi

# the cache: a second run measures nothing
start=$(date +%s.%N)
"$k" "${args[@]}" "${flags[@]}" >"$tmp/e2.json" 2>/dev/null
t2=$(awk -v s="$start" -v e="$(date +%s.%N)" 'BEGIN { print e - s }')
if [ "$(jq '[.variants[] | select(.cached)] | length' "$tmp/e2.json")" -eq "$n" ] &&
   jq -e --slurpfile a "$last" '[.variants, $a[0].variants] | transpose
        | all(.[0].name == .[1].name and ((.[0].time_s // 0) - (.[1].time_s // 0) | fabs) <= 1e-9)' "$tmp/e2.json" >/dev/null; then
  tap_ok "second run: every variant from the cache, the same figures"; else tap_fail "second run: from the cache" "$(jq -c '.variants[] | [.name, .cached, .time_s]' "$last" "$tmp/e2.json")"; fi
if awk -v a="$t1" -v b="$t2" 'BEGIN { exit !(b < 2 && b < a / 4) }'; then tap_ok "second run fast: ${t2}s after ${t1}s"
else tap_fail "second run fast" "${t2}s after ${t1}s"; fi
sed 's/(double)((i \* 7 + j \* 3) % 11)/(double)((i * 5 + j * 3) % 11)/' "$f" >"$tmp/lu2.c"
"$k" explore "$tmp/lu2.c" --target openmp --max-variants 1 --runs 1 --confirm 0 --format json "${flags[@]}" >"$tmp/e4.json" 2>/dev/null
if jq -e '.variants[0].cached == false' "$tmp/e4.json" >/dev/null; then tap_ok "a changed file is measured, not read from the cache"
else tap_fail "a changed file is measured"; fi

# the transformation search: legal transformations of the file as
# variants, each verified; the best at least as fast as the default
flags=(-- -DN=150)
"$k" explore "$f" --target openmp --search transforms --max-variants 2 --runs 1 --confirm 0 --format json "${flags[@]}" >"$tmp/x.json" 2>"$tmp/x.err"
if jq -e '(.variants | length) == 2 and all(.variants[]; .status == "agree" or (.status | startswith("same code as ")))
          and ([.variants[] | select(.name != "default") | select((.transforms | length) > 0 and .options == [])] | length) == 1' "$tmp/x.json" >/dev/null; then
  tap_ok "transforms: a transformed variant, verified ($(jq -r '[.variants[].name] | join("; ")' "$tmp/x.json"))"
else tap_fail "transforms: a transformed variant, verified" "$(cat "$tmp/x.json" "$tmp/x.err" | head -30)"; fi
if why=$(faster "$tmp/x.json"); then tap_ok "transforms: best at least as fast as the default ($why)"
else tap_fail "transforms: best at least as fast as the default" "$why"; fi
flags=(-- -DN=300)

# GPU: the static profiler's runner-up launch shape is measured next
"$k" explore "$f" --target opencl --max-variants 2 --runs 1 --confirm 0 --format json -- -DN=64 >"$tmp/cl.json" 2>"$tmp/cl.err"
if jq -e '(.variants | length) == 2 and all(.variants[]; .status == "agree" and (.estimate | type) == "number")
          and any(.variants[]; (.name | test("^map [a-z_0-9,]+ block [0-9x]+$")) and (.options[0] | startswith("--map=")))' "$tmp/cl.json" >/dev/null; then
  tap_ok "opencl: the profiler's runner-up measured, estimates beside"; else tap_fail "opencl: the runner-up" "$(cat "$tmp/cl.json" "$tmp/cl.err" | head -40)"; fi

# text table and usage
"$k" explore "$f" --target openmp --search options --max-variants 2 --runs 2 --confirm 1 "${flags[@]}" >"$tmp/table.txt" 2>&1
if grep -q '^rank  variant' "$tmp/table.txt" && grep -q 'estimate' "$tmp/table.txt" && grep -q '(cached)' "$tmp/table.txt" &&
   grep -q '^best: ' "$tmp/table.txt"; then tap_ok "text: a ranked table with the estimate column"; else tap_fail "text table" "$(cat "$tmp/table.txt")"; fi
out=$("$k" explore "$f" 2>&1); rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q -- '--target is required'; then tap_ok "no --target: exit 2"; else tap_fail "no --target: exit 2" "$rc $out"; fi
out=$("$k" explore "$f" --target openmp --budget soon 2>&1); rc=$?
if [ $rc -eq 2 ]; then tap_ok "bad --budget: exit 2"; else tap_fail "bad --budget: exit 2" "$rc"; fi
tap_done
