#!/usr/bin/env bash
# What the Quasar lowering writes, as golden files (KFORGE_REGEN=1 rewrites
# them; review the diff like code): `kforge analyze` of the examples (which
# loops become kernels, which stay serial and the seed's reason), and the
# C of tests/quasar/gen/*.q after the run-time support.  Each generated
# program is also built and run: it must print what the sequential build
# (--no-parallelize) prints, and gcc finds no self-comparison in it.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
g=$KFORGE_ROOT/tests/quasar/golden
cd "$KFORGE_ROOT/examples/quasar" || exit 1
for q in alp diffusion exprs gaussian bilateral perona_malik tv haar; do
  if $k analyze $q.q >"$tmp/$q.analyze" 2>"$tmp/err"; then
    tap_diff "analyze $q.q" "$g/$q.analyze" "$tmp/$q.analyze"
  else
    tap_fail "analyze $q.q" "$(cat "$tmp/err")"
  fi
done
cd "$KFORGE_ROOT/tests/quasar/gen" || exit 1
for q in *.q; do
  n=${q%.q}
  if ! $k gen "$q" -o "$tmp/$n.c" 2>"$tmp/err"; then
    tap_fail "gen $q" "$(cat "$tmp/err")"; continue
  fi
  sed -n '/---- end of the run-time support/,$p' "$tmp/$n.c" >"$tmp/$n.body.c"
  tap_diff "gen $q: the C" "$g/$n.c" "$tmp/$n.body.c"
  $k gen --no-parallelize "$q" -o "$tmp/$n.seq.c"
  # -Werror=tautological-compare: no size test of an array against itself
  # (`y .* y` once gave `if (q_y->n != q_y->n)`)
  if cc -O2 -fopenmp -Werror=tautological-compare -o "$tmp/$n" "$tmp/$n.c" -lm && cc -O2 -o "$tmp/$n.seq" "$tmp/$n.seq.c" -lm &&
     OMP_NUM_THREADS=2 "$tmp/$n" >"$tmp/$n.out" && "$tmp/$n.seq" >"$tmp/$n.seq.out" &&
     cmp -s "$tmp/$n.out" "$tmp/$n.seq.out"; then
    tap_ok "gen $q: OpenMP build prints what the sequential one does"
  else
    tap_fail "gen $q: OpenMP build prints what the sequential one does"
  fi
done
tap_done
