#!/usr/bin/env bash
# What kforge does with inputs that are not a small C file: a directory
# named as the file, and a file of thousands of fragments (generated and
# amalgamated C), whose cost must grow linearly with their number.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
plain=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

mkdir "$tmp/dir.c"
for sub in analyze "gen --target openmp" "verify --target openmp"; do
  out=$($k $sub "$tmp/dir.c" 2>&1); rc=$?
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

# N functions of one loop each; the plain build's peak memory and time.
frags() { # N FILE
  awk -v n="$1" 'BEGIN {
    print "#define N 10000"
    for (i = 0; i < n; i++) {
      printf "void f%d(double a[N], double b[N])\n{\n#pragma scop\n", i
      printf "  for (int i = 0; i < N; i++)\n    a[i] = b[i] * %d.0;\n#pragma endscop\n}\n", i
    }
  }' > "$2"
}
peak_kb() { # CMD...: prints "KB SECONDS" of the command's peak resident memory and time
  /usr/bin/time -f "%M %e" -o "$tmp/time" "$@" >/dev/null 2>&1 || echo "failed: $*" >&2
  cat "$tmp/time"
}
if [ ! -x /usr/bin/time ] || [ ! -x "$plain" ]; then
  tap_skip "memory grows linearly with fragments" "needs /usr/bin/time and the plain build"
else
  frags 1000 "$tmp/f1000.c"
  frags 4000 "$tmp/f4000.c"
  read -r m1 t1 < <(peak_kb "$plain" analyze "$tmp/f1000.c")
  read -r m4 t4 < <(peak_kb "$plain" analyze "$tmp/f4000.c")
  # linear: 4x the fragments costs at most about 4x the memory above the
  # ~80 MB libclang itself takes (quadratic growth made it 8x: 252 MB at
  # 1,000, 1.9 GB at 4,000)
  if [ "$(( (m4 - 60000) ))" -le "$(( 5 * (m1 - 60000) ))" ] && [ "$m4" -lt 1000000 ]; then
    tap_ok "analyze: 4,000 fragments take $((m4 / 1024)) MB, 1,000 take $((m1 / 1024)) MB"
  else
    tap_fail "analyze: 4,000 fragments take $((m4 / 1024)) MB, 1,000 take $((m1 / 1024)) MB"
  fi
  read -r g4 s4 < <(peak_kb "$plain" gen --target openmp "$tmp/f4000.c" -o "$tmp/o.c")
  if [ "$g4" -lt 1000000 ] && grep -c "omp parallel for" "$tmp/o.c" | grep -qx 4000; then
    tap_ok "gen openmp: 4,000 fragments, all parallel, $((g4 / 1024)) MB, ${s4} s"
  else
    tap_fail "gen openmp: 4,000 fragments, all parallel, $((g4 / 1024)) MB, ${s4} s"
  fi
fi
tap_done
