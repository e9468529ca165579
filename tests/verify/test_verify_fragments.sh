#!/usr/bin/env bash
# kforge verify --fragments: the fragments (#pragma scop .. endscop) timed
# alone in both programs.  The outputs must still agree, each fragment time
# must be a part of its program's time, the line numbers of diagnostics
# must not move (the instrumented copies keep every line where it was), and
# files that cannot be instrumented safely say so and keep program times.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE

# a fragment with heavy work and a heavy part outside it
cat > "$tmp/two.c" <<'C'
#include <stdio.h>
#define N 400
static double a[N][N], b[N][N];
int main(void)
{
    double s = 0;
    for (int r = 0; r < 40; r++)          /* outside: not timed */
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++)
                s += (double)((i * r + j) % 7);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            a[i][j] = (double)((i + 2 * j) % 13);
#pragma scop
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            b[i][j] = a[i][j] * 2.0 + 1.0;
#pragma endscop
    printf("%g %g %g\n", s, b[3][5], b[N - 1][N - 2]);
    return 0;
}
C
out=$("$k" verify --fragments --runs 2 "$tmp/two.c" 2>&1)
line1=$(printf '%s\n' "$out" | grep "outputs agree")
line2=$(printf '%s\n' "$out" | grep "fragments alone")
if [ -n "$line1" ] && [[ $line2 =~ fragments\ alone:\ sequential\ ([0-9.]+)\ s,\ openmp\ ([0-9.]+)\ s:\ speedup\ ([0-9.]+)x ]]; then
  fs=${BASH_REMATCH[1]} fg=${BASH_REMATCH[2]}
  [[ $line1 =~ sequential\ ([0-9.]+)\ s,\ openmp\ ([0-9.]+)\ s ]]
  ps=${BASH_REMATCH[1]} pg=${BASH_REMATCH[2]}
  if awk -v fs="$fs" -v fg="$fg" -v ps="$ps" -v pg="$pg" 'BEGIN { exit !(fs <= ps && fg <= pg && fs < ps) }'; then
    tap_ok "verify --fragments: outputs agree, each fragment time is a part of its program's"
  else
    tap_fail "verify --fragments: outputs agree, each fragment time is a part of its program's" "$out"
  fi
else
  tap_fail "verify --fragments: outputs agree and the fragments' speedup is printed" "$out"
fi

# without --fragments: no fragment line
if "$k" verify "$tmp/two.c" 2>&1 | grep -q "fragments alone"; then
  tap_fail "verify without --fragments prints program times only"
else
  tap_ok "verify without --fragments prints program times only"
fi

# diagnostics keep their lines: a warning inside the instrumented copy
# (an unused variable on line 5) is reported on line 5 by the compiler
cat > "$tmp/warn.c" <<'C'
#include <stdio.h>
static double x[64];
int main(void)
{
    int unused_here;
#pragma scop
    for (int i = 0; i < 64; i++)
        x[i] = i * 0.5;
#pragma endscop
    printf("%g\n", x[63]);
    return 0;
}
C
if out=$("$k" verify --fragments --keep "$tmp/warn.c" -- -Wall 2>&1) &&
   d=$(printf '%s\n' "$out" | sed -n 's/.*files kept in \(.*\)$/\1/p') && [ -n "$d" ] &&
   LC_ALL=C cc -Wall -fsyntax-only "$d/sequential.c" 2>&1 | grep -q "sequential.c:5:9: warning: unused variable 'unused_here'" &&
   [ "$(sed -n 6p "$d/sequential.c")" = "{ extern void kf_verify_begin(void); kf_verify_begin(); }" ] &&
   [ "$(sed -n 9p "$d/sequential.c")" = "{ extern void kf_verify_end(void); kf_verify_end(); }" ] &&
   [ "$(wc -l < "$d/sequential.c")" = "$(wc -l < "$tmp/warn.c")" ]; then
  tap_ok "verify --fragments: the instrumented copy keeps every line number"
else
  tap_fail "verify --fragments: the instrumented copy keeps every line number" "$out"
fi
[ -n "${d:-}" ] && rm -rf "$d"

# #pragma kforge target: not instrumented, said so, program times kept
sed 's/^#pragma scop$/#pragma kforge target/; /^#pragma endscop$/d' "$tmp/two.c" > "$tmp/target.c"
out=$("$k" verify --fragments "$tmp/target.c" 2>&1)
if printf '%s' "$out" | grep -q "the fragments cannot be timed alone" &&
   printf '%s' "$out" | grep -q "outputs agree" && ! printf '%s' "$out" | grep -q "fragments alone"; then
  tap_ok "verify --fragments: #pragma kforge target keeps program times, and says so"
else
  tap_fail "verify --fragments: #pragma kforge target keeps program times, and says so" "$out"
fi

# a scop line that is the body of an if cannot become a call
cat > "$tmp/if.c" <<'C'
#include <stdio.h>
static double x[64];
int main(int argc, char **argv)
{
    (void)argv;
    if (argc > 0)
#pragma scop
    for (int i = 0; i < 64; i++)
        x[i] = i * 0.5;
#pragma endscop
    printf("%g\n", x[63]);
    return 0;
}
C
out=$("$k" verify --fragments "$tmp/if.c" 2>&1)
if printf '%s' "$out" | grep -q "the fragments cannot be timed alone" && printf '%s' "$out" | grep -q "outputs agree"; then
  tap_ok "verify --fragments: a scop line inside a statement is left alone"
else
  tap_fail "verify --fragments: a scop line inside a statement is left alone" "$out"
fi
tap_done
