#!/usr/bin/env bash
# The pass table of `kforge gen` (gen.h, src/codegen/pipeline.c): --passes
# lists it, --disable=NAME switches a pass off, --dump-after=NAME prints
# what a pass decided.  For every pass that can be switched off, the test
# finds an input where switching it off changes the generated code (so the
# switch is real), then `kforge verify --disable` checks that the program
# is still correct, and --dump-after that the pass has something to say.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
root=$KFORGE_ROOT
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-passes.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

"$k" gen --passes >"$tmp/passes" 2>&1
names=$(awk '{print $1}' "$tmp/passes")
n=$(printf '%s\n' "$names" | grep -c .)
if [ "$n" -ge 10 ] && [ "$(printf '%s\n' "$names" | sort -u | wc -l)" -eq "$n" ]; then
  tap_ok "--passes lists $n passes, each once"
else
  tap_fail "--passes lists the passes" "$(cat "$tmp/passes")"
fi
if awk 'NF < 3 { bad = 1 } END { exit bad }' "$tmp/passes"; then
  tap_ok "--passes gives each pass its targets and a summary"
else
  tap_fail "--passes gives each pass its targets and a summary" "$(cat "$tmp/passes")"
fi
help=$("$k" gen --help)
for opt in --passes --disable= --dump-after= --dump-to; do
  if printf '%s' "$help" | grep -q -- "$opt"; then tap_ok "gen --help documents $opt"
  else tap_fail "gen --help documents $opt"; fi
done

# an unknown name: a usage error that lists every valid name
"$k" gen "$root/tests/kernels/gemm.c" --target openmp --disable=no-such-pass >/dev/null 2>"$tmp/err"
rc=$?
missing=""
for p in $names; do grep -q -- "$p" "$tmp/err" || missing="$missing $p"; done
if [ "$rc" -eq 2 ] && [ -z "$missing" ]; then tap_ok "--disable of an unknown pass: exit 2, the names listed"
else tap_fail "--disable of an unknown pass: exit 2, the names listed" "exit $rc; missing:$missing; $(cat "$tmp/err")"; fi
"$k" gen "$root/tests/kernels/gemm.c" --target openmp --dump-after=no-such-pass >/dev/null 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 2 ] && grep -q "accumulate" "$tmp/err"; then tap_ok "--dump-after of an unknown pass: exit 2"
else tap_fail "--dump-after of an unknown pass: exit 2" "exit $rc: $(cat "$tmp/err")"; fi
"$k" verify "$root/tests/kernels/gemm.c" --disable=no-such-pass >/dev/null 2>&1
rc=$?
if [ "$rc" -eq 2 ]; then tap_ok "verify --disable of an unknown pass: exit 2"
else tap_fail "verify --disable of an unknown pass: exit 2" "exit $rc"; fi
for p in $(awk '/\(required\)/ {print $1}' "$tmp/passes"); do
  "$k" gen "$root/tests/kernels/gemm.c" --target opencl --disable="$p" >/dev/null 2>&1
  rc=$?
  if [ "$rc" -eq 2 ]; then tap_ok "$p is required: --disable=$p is refused"
  else tap_fail "$p is required: --disable=$p is refused" "exit $rc"; fi
done

inputs="$root/tests/kernels/*.c $root/examples/loops/lu.c $root/tests/gen/*.c $root/tests/gen/omp/tile_gemm.c $root/tests/gen/omp/alias_test.c $root/tests/transforms/colwise.c $root/tests/gen/omp/wave_seidel.c"
# the corpus sizes are small: --min-work=0 lets every OpenMP pass act on
# them, small tiles let tile act, -ffast-math every reduction
# (kf_gen_fp_rule) as it would, and the settings window OpenCL kernels too
printf 'opencl_window = on\n' >"$tmp/win.toml"
mw="--min-work=0 --tile=16x8x12 --settings $tmp/win.toml" fm=-ffast-math
# the input a pass is known to change, tried before the others: the search
# below otherwise generates every input before it twice, under ASan
declare -A first=(
  [wavefront]=$root/tests/gen/omp/wave_seidel.c [regblock]=$root/tests/gen/omp/tile_gemm.c [regblock-k]=$root/tests/gen/omp/tile_gemm.c
  [coalesce]=$root/tests/transforms/colwise.c [singleton]=$root/tests/transforms/colwise.c
  [flatten]=$root/tests/transforms/colwise.c [alias-test]=$root/tests/gen/omp/alias_test.c
  [regions]=$root/tests/gen/gpu_region.c [tree-regions]=$root/tests/gen/gpu_region.c
  [window]=$root/tests/kernels/heat-3d.c [grain]=$root/tests/kernels/ludcmp.c
  [ktile]=$root/tests/transforms/ktile.c [deepen]=$root/tests/transforms/deepen.c
  [split]=$root/tests/kernels/trmm.c [nowait]=$root/tests/kernels/durbin.c
  [sink]=$root/tests/kernels/gemver.c [seq-simd]=$root/tests/gen/omp/seq_simd_fine.c
  [scalar-acc]=$root/tests/gen/omp/scalar_acc.c [distribute]=$root/tests/kernels/gramschmidt.c
  [expand]=$root/tests/gen/omp/expand.c [privatise-array]=$root/tests/gen/omp/privatise.c
  [interior]=$root/tests/kernels/jacobi-2d.c [strip]=$root/tests/kernels/gemm.c
  [delin-assume]=$root/tests/gen/delin/volume.c
)
gen() { # OUT TARGET FILE [OPTIONS...]: kforge gen, its stdout into OUT
  local out=$1 t=$2 f=$3; shift 3
  "$k" gen "$f" --target "$t" $pmw "$@" -- $fm >"$out" 2>/dev/null
}
# a pass that acts only without the window setting: its own options
# (strip: the CPU device's kernel of a pair, under opencl_window = auto)
# (grain: ludcmp's L1.2 as written, not the nest the accumulators let
# order-keep reschedule)
declare -A popts=([strip]="--min-work=0" [grain]="$mw --disable=accumulate")

while read -r p targets rest; do
  case "$targets" in
    openmp) ts=openmp ;;
    all) ts="openmp opencl" ;;
    *) ts=opencl ;;
  esac
  for t in $ts; do
    found="" pmw=${popts[$p]:-$mw} sfx=${popts[$p]:+.$p}
    for f in ${first[$p]:-} $inputs; do
      b=$(printf '%s' "${f#$root/}" | tr / _)$sfx
      [ -f "$tmp/$b.$t" ] || gen "$tmp/$b.$t" "$t" "$f" || continue
      gen "$tmp/off" "$t" "$f" --disable="$p" || continue
      if ! cmp -s "$tmp/$b.$t" "$tmp/off"; then found=$f; break; fi
    done
    if [ -z "$found" ]; then
      tap_fail "$t: --disable=$p changes the code of some input"
      continue
    fi
    b=$(printf '%s' "${found#$root/}" | tr / _)$sfx
    tap_ok "$t: --disable=$p changes the code of $b"
    # $tmp/off: the output with $p off that differed, the one run
    if out=$("$k" verify "$found" --target "$t" $pmw --disable="$p" --generated "$tmp/off" -- $fm 2>&1) &&
       printf '%s' "$out" | grep -q "outputs agree"; then
      tap_ok "$t: $b verified with $p off"
    else
      tap_fail "$t: $b verified with $p off" "$out"
    fi
    # the dump: lines of this pass on stderr, the code as without it
    "$k" gen "$found" --target "$t" $pmw --dump-after="$p" -- $fm >"$tmp/dumped" 2>"$tmp/dump"
    if grep -q -- "^-- $p:" "$tmp/dump" && cmp -s "$tmp/dumped" "$tmp/$b.$t"; then
      tap_ok "$t: --dump-after=$p on $b says what it did, the code unchanged"
    else
      tap_fail "$t: --dump-after=$p on $b says what it did, the code unchanged" "$(head -20 "$tmp/dump")"
    fi
  done
done < <(grep -v '(required)' "$tmp/passes")

# --dump-to: the same text into a file, nothing on stderr
"$k" gen "$root/tests/kernels/gemm.c" --target openmp --dump-after=interchange >/dev/null 2>"$tmp/e1"
"$k" gen "$root/tests/kernels/gemm.c" --target openmp --dump-after=interchange \
  --dump-to "$tmp/d2" >/dev/null 2>"$tmp/e2"
if [ -s "$tmp/e1" ] && cmp -s "$tmp/e1" "$tmp/d2" && [ ! -s "$tmp/e2" ]; then
  tap_ok "--dump-to writes the dump to the file"
else
  tap_fail "--dump-to writes the dump to the file" "$(diff "$tmp/e1" "$tmp/d2" | head)"
fi
tap_done
