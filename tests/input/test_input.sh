#!/usr/bin/env bash
# What users bring besides PolyBench:
#   - bad paths: a directory, a missing file, an empty file, a binary file,
#     a file without a fragment (and an unreadable one, when not root): a
#     gcc-style message naming the file and why, never a crash, no output
#     file where the input could not be read;
#   - old C that gcc builds (kr.c: K&R definitions, implicit int, implicit
#     declarations, with -std=gnu89): analysed with clang's warnings passed
#     on, its loop parallel, the OpenMP output equal to the original;
#   - loops in older styles (oldloops.c): the ones kforge models run in
#     parallel, the others stay as written with a warning at the loop
#     saying why, and the OpenMP output equals the original.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE dir=$KFORGE_ROOT/tests/input
tmp=$(mktemp -d); trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT

# bad paths: CASE PATH EXIT REGEX, for analyze and for gen (which must then
# write nothing)
mkdir "$tmp/dir.c"
: >"$tmp/empty.c"
head -c 4096 "$k" >"$tmp/binary.c"
printf 'int x;\n' >"$tmp/plain.c"
bad() {
  local name=$1 path=$2 want=$3 re=$4 out rc
  out=$("$k" analyze "$path" 2>&1); rc=$?
  if [ $rc -eq "$want" ] && grep -Eq -- "$re" <<<"$out"; then tap_ok "analyze, $name: exit $want, says so"
  else tap_fail "analyze, $name: exit $want, says so" "exit $rc: $(head -3 <<<"$out")"; fi
  rm -f "$tmp/out.c"
  out=$("$k" gen --target openmp "$path" -o "$tmp/out.c" 2>&1); rc=$?
  if [ $rc -eq "$want" ] && grep -Eq -- "$re" <<<"$out" && { [ $want -eq 0 ] || [ ! -e "$tmp/out.c" ]; }; then
    tap_ok "gen, $name: exit $want, says so"
  else tap_fail "gen, $name: exit $want, says so" "exit $rc, output $(ls "$tmp/out.c" 2>&1): $(head -3 <<<"$out")"; fi
}
bad "a directory" "$tmp/dir.c" 1 "dir.c: error: cannot read the file: Is a directory"
bad "a missing file" "$tmp/none.c" 1 "none.c: error: cannot read the file: No such file or directory"
bad "a binary file" "$tmp/binary.c" 1 "binary.c:1:[0-9]+: error: "
if [ "$(id -u)" != 0 ]; then
  cp "$tmp/plain.c" "$tmp/locked.c"; chmod 000 "$tmp/locked.c"
  bad "an unreadable file" "$tmp/locked.c" 1 "locked.c: error: cannot read the file: Permission denied"
else
  tap_skip "an unreadable file" "root reads every file"
fi
"$k" analyze "$tmp/empty.c" >"$tmp/a.txt" 2>&1
if grep -q "empty.c: no fragment" "$tmp/a.txt"; then tap_ok "analyze, an empty file: no fragment"
else tap_fail "analyze, an empty file: no fragment" "$(cat "$tmp/a.txt")"; fi
if "$k" gen --target openmp "$tmp/plain.c" -o "$tmp/out.c" 2>"$tmp/e.txt" &&
   tail -n +2 "$tmp/out.c" | cmp -s - "$tmp/plain.c"; then tap_ok "gen, no fragment: the file unchanged"
else tap_fail "gen, no fragment: the file unchanged" "$(cat "$tmp/e.txt")"; fi
mv "$tmp/dir.c" "$tmp/dir.q"
out=$("$k" run "$tmp/dir.q" 2>&1)
if grep -q "dir.q: error: cannot read the file: Is a directory" <<<"$out"; then tap_ok "kforge run, a directory: says so"
else tap_fail "kforge run, a directory: says so" "$out"; fi

# old C, with the flags gcc needs for it
flags=(-- -std=gnu89)
"$k" analyze "$dir/kr.c" "${flags[@]}" >"$tmp/kr.txt" 2>"$tmp/kr.err"
rc=$?
if [ $rc -eq 0 ] && grep -Eq "^  L1 +line [0-9]+ +i +parallel" "$tmp/kr.txt"; then tap_ok "kr.c: analyze, L1 parallel"
else tap_fail "kr.c: analyze, L1 parallel" "exit $rc: $(head -5 "$tmp/kr.err")"; fi
if grep -Eq "kr.c:[0-9]+:[0-9]+: warning: non-void function does not return a value" "$tmp/kr.err"; then
  tap_ok "kr.c: clang's warnings passed on"
else tap_fail "kr.c: clang's warnings passed on" "$(head -5 "$tmp/kr.err")"; fi
# without -std=gnu89 (C17, as gcc 12 defaults to): warnings, as gcc gives, not errors
out=$("$k" analyze "$dir/kr.c" 2>&1)
rc=$?
if [ $rc -eq 0 ] && grep -Eq "kr.c:9:1: warning: .*implicit int" <<<"$out" &&
   grep -Eq "kr.c:27:5: warning: call to undeclared function 'report'" <<<"$out"; then
  tap_ok "kr.c: in C17, implicit int and an implicit declaration are warnings"
else tap_fail "kr.c: in C17, implicit int and an implicit declaration are warnings" "exit $rc: $(grep -v '^ *[0-9]* |' <<<"$out" | head -6)"; fi
"$k" gen --target openmp "$dir/kr.c" -o "$tmp/kr_omp.c" "${flags[@]}" 2>/dev/null
if [ "$(grep -c '#pragma omp parallel' "$tmp/kr_omp.c" 2>/dev/null)" = 1 ] &&
   ${CC:-cc} -std=gnu89 -fopenmp -w -c "$tmp/kr_omp.c" -o "$tmp/kr.o"; then
  tap_ok "kr.c: gen openmp, one parallel loop, builds with -std=gnu89"
else tap_fail "kr.c: gen openmp, one parallel loop, builds with -std=gnu89"; fi
out=$("$k" verify --target openmp "$dir/kr.c" "${flags[@]}" 2>&1)
if grep -q "outputs agree" <<<"$out"; then tap_ok "kr.c: verify openmp"
else tap_fail "kr.c: verify openmp" "$(grep -v '^ *[0-9]* |' <<<"$out" | tail -5)"; fi

# old-style loops: the line of each loop left as written, and why
"$k" analyze "$dir/oldloops.c" >"$tmp/ol.txt" 2>"$tmp/ol.err"
rc=$?
if [ $rc -eq 0 ]; then tap_ok "oldloops.c: analyze accepts every fragment"
else tap_fail "oldloops.c: analyze accepts every fragment" "exit $rc: $(grep error "$tmp/ol.err")"; fi
if ! grep -q "error:" "$tmp/ol.err"; then tap_ok "oldloops.c: no error"
else tap_fail "oldloops.c: no error" "$(grep error "$tmp/ol.err")"; fi
for want in "16:5: warning: unsupported for loop: kforge needs an initialisation, a condition and an increment" \
            "42:5: warning: while loop modelled as one statement" \
            "53:10: warning: unsupported loop initialisation 'p = x'" \
            "62:17: warning: unsupported loop condition 'i != n'" \
            "73:9: warning: unsupported for loop"; do
  if grep -q "oldloops.c:$want" "$tmp/ol.err"; then tap_ok "oldloops.c: warns $want"
  else tap_fail "oldloops.c: warns $want" "$(grep warning "$tmp/ol.err")"; fi
done
for want in "downward L1 parallel" "unsigned_down L2 parallel" "around L3 sequential: flow dependence on m"; do
  set -- $want
  got=$(awk -v fn="$1" -v l="$2" '/^fragment/ { in_fn = index($0, "function " fn ")") > 0 }
         in_fn && $1 == l { $1 = $2 = $3 = $4 = ""; sub(/^ +/, ""); print; exit }' "$tmp/ol.txt")
  shift 2
  if [[ $got == "$*"* ]]; then tap_ok "oldloops.c: $want"
  else tap_fail "oldloops.c: $want" "got: $got"; fi
done
"$k" gen --target openmp "$dir/oldloops.c" -o "$tmp/ol_omp.c" 2>/dev/null
n=$(grep -c '#pragma omp parallel' "$tmp/ol_omp.c" 2>/dev/null)
if [ "$n" = 2 ]; then tap_ok "oldloops.c: two loops in parallel in the OpenMP output"
else tap_fail "oldloops.c: two loops in parallel in the OpenMP output" "$n"; fi
for fn in post_decrement counter walk not_equal around; do
  body() { sed -n "/^void $fn(/,/^}/p" "$1" | grep -v '^/\*'; }
  if [ -n "$(body "$dir/oldloops.c")" ] && [ "$(body "$dir/oldloops.c")" = "$(body "$tmp/ol_omp.c")" ]; then
    tap_ok "oldloops.c: $fn as written"
  else tap_fail "oldloops.c: $fn as written" "$(diff <(body "$dir/oldloops.c") <(body "$tmp/ol_omp.c"))"; fi
done
out=$("$k" verify --target openmp "$dir/oldloops.c" 2>&1)
if grep -q "outputs agree" <<<"$out"; then tap_ok "oldloops.c: verify openmp"
else tap_fail "oldloops.c: verify openmp" "$(grep -v '^ *[0-9]* |' <<<"$out" | tail -5)"; fi
tap_done
