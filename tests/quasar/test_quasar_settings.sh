#!/usr/bin/env bash
# The settings file (seed 002 §17.3) on the Quasar face: `kforge gen`,
# `kforge run` and `kforge analyze` of a .q program read kforge.toml beside
# it (or --settings FILE), with the C face's keys and diagnostics
# (src/codegen/settings.c, kf_settings_quasar; docs/transforms.md,
# "Settings of a Quasar program").  Each key that applies is checked
# against the command-line option it stands for: the generated C is the
# same; the command line wins over the file.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
src=$KFORGE_ROOT/tests/quasar/ktrans
g=$KFORGE_ROOT/tests/quasar/ktrans/golden
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1
d=$tmp/proj; mkdir -p "$d"
cp "$src/bounds.q" "$src/diverge.q" "$src/settings.q" "$d/"
cd "$d" || exit 1

# same NAME FILE_A FILE_B: the two generated programs are equal
same() {
  if [ -s "$2" ] && cmp -s "$2" "$3"; then tap_ok "$1"; else tap_fail "$1" "$(diff "$2" "$3" | head -20)"; fi
}

# no settings file: the reference texts
$k gen bounds.q -o ref.c && $k gen --no-parallelize bounds.q -o ref.seq.c &&
  $k gen --scalar float bounds.q -o ref.float.c &&
  $k gen --disable=bounds --disable=divergence diverge.q -o ref.dis.c && $k gen diverge.q -o ref.div.c &&
  $k analyze settings.q >ref.analyze || tap_fail "the programs without settings generate"

# parallelizer = off: what --no-parallelize makes, in gen and analyze
printf '# kforge.toml\n[kforge]\nparallelizer = off\n' >kforge.toml
$k gen bounds.q -o par.c 2>err
same "parallelizer = off: gen makes what --no-parallelize makes" ref.seq.c par.c
$k analyze settings.q >par.analyze 2>err
if grep -q 'serial: the loop parallelizer is off' par.analyze && ! grep -q 'parallel (' par.analyze &&
   grep -q 'parallel (' ref.analyze; then
  tap_ok "parallelizer = off: kforge analyze reports every loop serial"
else
  tap_fail "parallelizer = off: kforge analyze reports every loop serial" "$(cat par.analyze err)"
fi
# the same program runs and prints what it prints without the file
$k run bounds.q >par.out 2>err; rm kforge.toml; $k run bounds.q >ref.out 2>>err
if [ -s ref.out ] && cmp -s ref.out par.out; then
  tap_ok "parallelizer = off: kforge run prints what the parallel build prints"
else
  tap_fail "parallelizer = off: kforge run prints what the parallel build prints" "$(diff ref.out par.out | head; cat err)"
fi

# opt_level = 0: the bounds and divergence transforms off, as --disable
printf 'opt_level = 0\n' >kforge.toml
$k gen --explain diverge.q -o lvl.c 2>lvl.explain
same "opt_level = 0: gen makes what --disable=bounds --disable=divergence makes" ref.dis.c lvl.c
if grep -q "stays a branch: opt_level 0 in the settings file" lvl.explain && ! grep -q -- --disable= lvl.explain; then
  tap_ok "opt_level = 0: --explain gives the setting as the reason"
else
  tap_fail "opt_level = 0: --explain gives the setting as the reason" "$(cat lvl.explain)"
fi
printf 'opt_level = 1\n' >kforge.toml
$k gen diverge.q -o lvl1.c
same "opt_level = 1: the transforms stay on" ref.div.c lvl1.c

# precision = single: scalar is float, as --scalar float; --scalar double wins
printf 'precision = single\n' >kforge.toml
$k gen bounds.q -o single.c
same "precision = single: gen makes what --scalar float makes" ref.float.c single.c
$k gen --scalar double bounds.q -o double.c
same "precision = single, --scalar double: the command line wins" ref.c double.c

# --settings FILE instead of the file beside the program
rm kforge.toml; printf 'parallelizer = off\n' >"$tmp/other.toml"
$k gen --settings "$tmp/other.toml" bounds.q -o expl.c
same "gen --settings FILE: that file's settings" ref.seq.c expl.c

# OpenCL: fast_math, flush_to_zero, precision become the build options,
# and the program built with them runs (PoCL)
printf 'fast_math = on\nflush_to_zero = on\n' >kforge.toml
$k gen --target opencl diverge.q -o fm.c
if grep -q '"-cl-std=CL1.2 -cl-fast-relaxed-math -cl-denorms-are-zero"' fm.c &&
   ! grep -q 'fast-relaxed' ref.div.c; then
  tap_ok "fast_math, flush_to_zero: the OpenCL build options"
else
  tap_fail "fast_math, flush_to_zero: the OpenCL build options" "$(grep -n clBuildProgram fm.c)"
fi
if [ $have_cl = 0 ]; then
  tap_skip "fast_math on OpenCL: the program runs" "no OpenCL device"
elif $k run --target opencl diverge.q >fm.out 2>err && [ -s fm.out ]; then
  tap_ok "fast_math on OpenCL: the program runs"
else
  tap_fail "fast_math on OpenCL: the program runs" "$(cat err)"
fi

# CUDA: cuda_arch and fast_math are nvcc's flags in kforge run (NVCC=false
# stops the build there: no GPU needed to see the command)
printf 'cuda_arch = "sm_80"\nfast_math = on\n' >kforge.toml
NVCC=false $k run --target cuda -v bounds.q >/dev/null 2>err
if grep -q 'false -arch=sm_80 -c' err; then
  tap_ok "cuda_arch: kforge run --target cuda builds with -arch=sm_80"
else
  tap_fail "cuda_arch: kforge run --target cuda builds with -arch=sm_80" "$(cat err)"
fi

# keys of the C face only are checked, then ignored
printf 'fusion = manual\nreduction = shuffle\nshow_reductions = on\nopencl_window = off\n' >kforge.toml
$k gen bounds.q -o conly.c 2>err
same "the C face's keys (fusion, reduction, ...) change nothing" ref.c conly.c

# errors: one diagnostic at the key or value, nothing generated, exit 1
bad() { # NAME FILE-TEXT GOLDEN COMMAND...
  local name=$1 text=$2 gold=$3; shift 3
  printf '%b' "$text" >kforge.toml; rm -f bad.c
  "$@" >/dev/null 2>"$tmp/bad.err"; local rc=$?
  if [ $rc = 1 ] && [ ! -e bad.c ]; then
    tap_diff "$name" "$g/$gold" "$tmp/bad.err"
  else
    tap_fail "$name" "rc=$rc; $(cat "$tmp/bad.err")"
  fi
}
bad "an unknown key is an error at it (gen)" 'parallelizer = on\nwindowing = on\n' settings.unknown.err \
  $k gen bounds.q -o bad.c
bad "a bad value is an error at it (run)" 'opt_level = 3\n' settings.value.err $k run bounds.q
bad "a malformed line is an error (analyze)" 'precision single\n' settings.line.err $k analyze settings.q
tap_done
