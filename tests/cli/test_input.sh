#!/usr/bin/env bash
# What kforge does with inputs that are not a small C file of its own style:
#   - bad paths: a directory (for analyze, gen and verify), a missing file,
#     a binary file, an empty file, a file without a fragment (and an
#     unreadable one, when not root): a gcc-style message naming the file
#     and why, never a crash, no output file where the input could not be
#     read;
#   - old C that gcc builds (inputs/old_c.c; inputs/kr.c, K&R parameters
#     feeding its loop, with -std=gnu89): analysed with clang's warnings
#     passed on, the OpenMP output equal to the original;
#   - loops in older styles (inputs/oldloops.c): the ones kforge models run
#     in parallel, the others stay as written with a warning at the loop
#     saying why, and the OpenMP output equals the original;
#   - an output path that is a device (`-o /dev/null`, as root): written
#     through, never renamed over, and no NAME.cu made beside it (a node of
#     the test's own, so a broken kforge cannot damage the machine's);
#   - files of thousands of fragments (bench/scale/gen.sh: one-loop
#     functions, the shape of generated and amalgamated C), with the plain
#     build (sanitizers reserve address space of their own), under
#     `ulimit -v` (1 GB) and a time limit: analyze's and gen's peak memory
#     grows by less than 30 kB a fragment (54 kB when every model was kept;
#     each function's models and plan are now freed once its code is
#     written), every loop parallel in the OpenMP output, the OpenCL output
#     within the kernel cap, the rest on the host with the reason; both
#     outputs compile.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
plain=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge
in=$KFORGE_ROOT/tests/cli/inputs
tmp=$(mktemp -d); trap 'chmod -R u+rwx "$tmp"; rm -rf "$tmp"' EXIT

mkdir "$tmp/dir.c"
for sub in analyze "gen --target openmp" "verify --target openmp" "ui --port 0"; do
  out=$(timeout 20 $k $sub "$tmp/dir.c" 2>&1); rc=$?
  if [ "$rc" -eq 1 ] && grep -q "dir.c: error: .*Is a directory" <<<"$out"; then
    tap_ok "$sub on a directory says it is one"
  else
    tap_fail "$sub on a directory says it is one" "exit $rc: $out"
  fi
done

# old C: accepted with gcc's warnings, and the output computes the same
old=$KFORGE_ROOT/tests/cli/inputs/old_c.c
out=$($k analyze "$old" 2>&1); rc=$?
if [ "$rc" -eq 0 ] && grep -q "old_c.c:4:8: warning: .*implicit int" <<<"$out" &&
   grep -q "L1 .* parallel" <<<"$out"; then
  tap_ok "old C: analysed, with a warning for each construct gcc warns about"
else
  tap_fail "old C: analysed, with a warning for each construct gcc warns about" "exit $rc: $out"
fi
tap_run "old C: the OpenMP output computes the same" "$k" verify --target openmp "$old"
out=$($k analyze "$old" -- -Werror=implicit-int 2>&1); rc=$?
if [ "$rc" -eq 1 ] && grep -q "error: .*implicit int" <<<"$out"; then
  tap_ok "old C: the user's -Werror=implicit-int is obeyed"
else
  tap_fail "old C: the user's -Werror=implicit-int is obeyed" "exit $rc: $out"
fi

# bad paths: CASE PATH EXIT REGEX, for analyze and for gen (which must then
# write nothing)
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
# a fragment the front end cannot read beside one it can: the output
# written whole, the first fragment as written, the second in parallel,
# and exit 1 for the error that said so
cat >"$tmp/mixed.c" <<'EOF'
void f(int n, double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        (a + 1)[i] = b[i];
#pragma endscop
#pragma scop
    for (int i = 0; i < n; i++)
        a[i] = 2.0 * b[i];
#pragma endscop
}
EOF
"$k" gen --target openmp "$tmp/mixed.c" -o "$tmp/mixed_omp.c" 2>"$tmp/mixed.err"; rc=$?
if [ $rc = 1 ] && grep -q "mixed.c:5:10: error: unsupported array base" "$tmp/mixed.err" &&
   grep -qF "(a + 1)[i] = b[i];" "$tmp/mixed_omp.c" &&
   [ "$(grep -c 'pragma omp parallel for' "$tmp/mixed_omp.c")" = 1 ]; then
  tap_ok "gen, one fragment it cannot read: exit 1, the output written, that fragment as written"
else
  tap_fail "gen, one fragment it cannot read: exit 1, the output written, that fragment as written" \
    "exit $rc: $(cat "$tmp/mixed.err"; grep -n omp "$tmp/mixed_omp.c" 2>&1)"
fi
mv "$tmp/dir.c" "$tmp/dir.q"
out=$("$k" run "$tmp/dir.q" 2>&1)
if grep -q "dir.q: error: cannot read the file: Is a directory" <<<"$out"; then tap_ok "kforge run, a directory: says so"
else tap_fail "kforge run, a directory: says so" "$out"; fi

# old C, with the flags gcc needs for it
flags=(-- -std=gnu89)
"$k" analyze "$in/kr.c" "${flags[@]}" >"$tmp/kr.txt" 2>"$tmp/kr.err"
rc=$?
if [ $rc -eq 0 ] && grep -Eq "^  L1 +line [0-9]+ +i +parallel" "$tmp/kr.txt"; then tap_ok "kr.c: analyze, L1 parallel"
else tap_fail "kr.c: analyze, L1 parallel" "exit $rc: $(head -5 "$tmp/kr.err")"; fi
if grep -Eq "kr.c:[0-9]+:[0-9]+: warning: non-void function does not return a value" "$tmp/kr.err"; then
  tap_ok "kr.c: clang's warnings passed on"
else tap_fail "kr.c: clang's warnings passed on" "$(head -5 "$tmp/kr.err")"; fi
# without -std=gnu89 (C17, as gcc 12 defaults to): warnings, as gcc gives, not errors
out=$("$k" analyze "$in/kr.c" 2>&1)
rc=$?
if [ $rc -eq 0 ] && grep -Eq "kr.c:9:1: warning: .*implicit int" <<<"$out" &&
   grep -Eq "kr.c:27:5: warning: call to undeclared function 'report'" <<<"$out"; then
  tap_ok "kr.c: in C17, implicit int and an implicit declaration are warnings"
else tap_fail "kr.c: in C17, implicit int and an implicit declaration are warnings" "exit $rc: $(grep -v '^ *[0-9]* |' <<<"$out" | head -6)"; fi
"$k" gen --target openmp "$in/kr.c" -o "$tmp/kr_omp.c" "${flags[@]}" 2>/dev/null
if [ "$(grep -c '#pragma omp parallel' "$tmp/kr_omp.c" 2>/dev/null)" = 1 ] &&
   ${CC:-cc} -std=gnu89 -fopenmp -w -c "$tmp/kr_omp.c" -o "$tmp/kr.o"; then
  tap_ok "kr.c: gen openmp, one parallel loop, builds with -std=gnu89"
else tap_fail "kr.c: gen openmp, one parallel loop, builds with -std=gnu89"; fi
out=$("$k" verify --target openmp "$in/kr.c" "${flags[@]}" 2>&1)
if grep -q "outputs agree" <<<"$out"; then tap_ok "kr.c: verify openmp"
else tap_fail "kr.c: verify openmp" "$(grep -v '^ *[0-9]* |' <<<"$out" | tail -5)"; fi

# old-style loops: the line of each loop left as written, and why
"$k" analyze "$in/oldloops.c" >"$tmp/ol.txt" 2>"$tmp/ol.err"
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
"$k" gen --target openmp "$in/oldloops.c" -o "$tmp/ol_omp.c" 2>/dev/null
n=$(grep -c '#pragma omp parallel' "$tmp/ol_omp.c" 2>/dev/null)
if [ "$n" = 2 ]; then tap_ok "oldloops.c: two loops in parallel in the OpenMP output"
else tap_fail "oldloops.c: two loops in parallel in the OpenMP output" "$n"; fi
for fn in post_decrement counter walk not_equal around; do
  body() { sed -n "/^void $fn(/,/^}/p" "$1" | grep -v '^/\*'; }
  if [ -n "$(body "$in/oldloops.c")" ] && [ "$(body "$in/oldloops.c")" = "$(body "$tmp/ol_omp.c")" ]; then
    tap_ok "oldloops.c: $fn as written"
  else tap_fail "oldloops.c: $fn as written" "$(diff <(body "$in/oldloops.c") <(body "$tmp/ol_omp.c"))"; fi
done
out=$("$k" verify --target openmp "$in/oldloops.c" 2>&1)
if grep -q "outputs agree" <<<"$out"; then tap_ok "oldloops.c: verify openmp"
else tap_fail "oldloops.c: verify openmp" "$(grep -v '^ *[0-9]* |' <<<"$out" | tail -5)"; fi
# thousands of fragments
# run CMD N: runs `kforge CMD` (analyze, openmp, opencl) on N fragments;
# prints its peak resident kB, or "fail"
run() {
  [ -f "$tmp/in$2.c" ] || "$KFORGE_ROOT/bench/scale/gen.sh" "$2" >"$tmp/in$2.c"
  local args=(gen --target "$1" "$tmp/in$2.c" -o "$tmp/$1$2.c")
  [ "$1" = analyze ] && args=(analyze "$tmp/in$2.c")
  ( ulimit -v 1048576
    timeout 120 /usr/bin/time -o "$tmp/time" -f '%M' "$plain" "${args[@]}" >"$tmp/$1$2.out" 2>"$tmp/$1$2.err" ) &&
    cat "$tmp/time" || echo fail
}
if [ ! -x /usr/bin/time ] || [ ! -x "$plain" ]; then
  tap_skip "thousands of fragments" "needs /usr/bin/time (scripts/setup) and the plain build"
  tap_done; exit
fi
for cmd in analyze openmp; do
  small=$(run $cmd 500) big=$(run $cmd 3000)
  if [ "$small" = fail ] || [ "$big" = fail ]; then
    tap_fail "$cmd, 500 and 3000 fragments: within 1 GB and two minutes" "$(tail -3 "$tmp/$cmd"*.err)"
    continue
  fi
  tap_ok "$cmd, 500 and 3000 fragments: within 1 GB and two minutes"
  per=$(( (big - small) / 2500 ))
  if [ "$per" -lt 30 ]; then tap_ok "$cmd: $per kB more a fragment (peak $small kB at 500, $big kB at 3000)"
  else tap_fail "$cmd: less than 30 kB more a fragment" "$per kB: peak $small kB at 500, $big kB at 3000"; fi
done
n=$(grep -c '^fragment ' "$tmp/analyze3000.out")
if [ "$n" = 3000 ]; then tap_ok "analyze: 3000 fragments reported"; else tap_fail "analyze: 3000 fragments reported" "$n"; fi
n=$(grep -c '#pragma omp parallel for' "$tmp/openmp3000.c" 2>/dev/null)
if [ "$n" = 3000 ]; then tap_ok "openmp: 3000 loops in parallel"; else tap_fail "openmp: 3000 loops in parallel" "$n"; fi
tap_run "openmp: the output compiles" "${CC:-cc}" -fopenmp -fsyntax-only "$tmp/openmp3000.c"
peak=$(run opencl 3000)
if [ "$peak" != fail ]; then tap_ok "opencl, 3000 fragments: within 1 GB and two minutes ($peak kB)"
else tap_fail "opencl, 3000 fragments: within 1 GB and two minutes" "$(tail -3 "$tmp/opencl3000.err")"; fi
n=$(grep -c '^    "__kernel void' "$tmp/opencl3000.c" 2>/dev/null)
host=$(grep -c 'stays on the host: too many kernels in one file' "$tmp/opencl3000.err")
if [ "${n:-0}" -gt 0 ] && [ "$n" -le 256 ] && [ $((n + host)) = 3000 ]; then
  tap_ok "opencl: $n kernels, the $host other loops on the host with the reason"
else tap_fail "opencl: at most 256 kernels, the other loops on the host with the reason" "$n kernels, $host said"; fi
tap_run "opencl: the output compiles" "${CC:-cc}" -fsyntax-only "$tmp/opencl3000.c"
# -o a device: written in place, for every command that writes a file
if mknod "$tmp/null" c 1 3 2>/dev/null; then
  printf 'void f(int n, double *restrict a) {\n#pragma scop\n  for (int i = 0; i < n; i++)\n    a[i] = 2.0 * a[i];\n#pragma endscop\n}\n' >"$tmp/dev.c"
  for t in openmp opencl cuda; do
    "$k" gen --target $t "$tmp/dev.c" -o "$tmp/null" >/dev/null 2>"$tmp/dev.err"; rc=$?
    if [ $rc = 0 ] && [ -c "$tmp/null" ] && ! ls "$tmp"/null?* >/dev/null 2>&1; then
      tap_ok "gen --target $t -o DEVICE: the device stays a device, nothing made beside it"
    else tap_fail "gen --target $t -o DEVICE" "rc $rc, $(ls -l "$tmp"/null* 2>&1) $(cat "$tmp/dev.err")"; fi
  done
  "$k" analyze "$tmp/dev.c" --dot "$tmp/null" >/dev/null 2>"$tmp/dev.err"; rc=$?
  if [ -c "$tmp/null" ]; then tap_ok "analyze --dot DEVICE: the device stays a device (rc $rc)"
  else tap_fail "analyze --dot DEVICE" "$(ls -l "$tmp/null") $(cat "$tmp/dev.err")"; fi
else
  tap_skip "gen -o DEVICE" "cannot make a device node here (not root)"
fi
tap_done
