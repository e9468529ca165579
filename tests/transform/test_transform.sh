#!/usr/bin/env bash
# kforge transform: per transformation of the menu, the golden output on a
# small case (tests/transform/inputs/; tests/transform/golden/NAME.diff holds
# the change from the input), the transformed program built and run
# with the same output as the original (kforge-numcmp), and `kforge verify`
# accepting the chain of them and one more; refusals of illegal cases with
# the dependence they name and no output written; five PolyBench kernels
# (and correlation split) transformed, their dumped arrays equal to the original's, two of them
# verified (skipped without PolyBench).  About 40 s under ASan.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive
k=$KFORGE
golden=$KFORGE_ROOT/tests/transform/golden
numcmp=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/kforge-numcmp
[ -x "$numcmp" ] || numcmp=$(ls "$KFORGE_ROOT"/build/*/kforge-numcmp 2>/dev/null | head -1)
cc=${CC:-cc}

# run INPUT OUT.c: build both programs, compare their outputs
same_output() {
  $cc -O1 -w "$1" -o "$tmp/orig" -lm && $cc -O1 -w "$2" -o "$tmp/new" -lm &&
    "$tmp/orig" >"$tmp/orig.out" && "$tmp/new" >"$tmp/new.out" &&
    "$numcmp" --rtol 1e-12 "$tmp/orig.out" "$tmp/new.out"
}

# NAME INPUT SPEC|--OPTION...: golden, same output, verify
check() {
  local name=$1 input=tests/transform/inputs/$2; shift 2
  local args=() s
  for s in "$@"; do case $s in --*) args+=("$s") ;; *) args+=(--apply "$s") ;; esac; done
  # from the root, so that file names in diagnostics are stable
  if ! (cd "$KFORGE_ROOT" && "$k" transform "$input" "${args[@]}" -o "$tmp/$name.c") 2>"$tmp/err"; then
    tap_fail "$name: kforge transform $*" "$(cat "$tmp/err")"; return
  fi
  # the golden file is the change itself: the diff from the input, without
  # its header (the lines outside it are the input's)
  diff -U2 "$KFORGE_ROOT/$input" "$tmp/$name.c" | tail -n +3 >"$tmp/$name.diff"
  tap_diff "$name: golden" "$golden/$name.diff" "$tmp/$name.diff"
  if out=$(same_output "$KFORGE_ROOT/$input" "$tmp/$name.c" 2>&1); then tap_ok "$name: output equals the original's"
  else tap_fail "$name: output equals the original's" "$out"; fi
  # kforge verify (gen and two builds) on two cases, to keep the script
  # short: the chain of transformations, and expansion then distribution
  # under a #pragma kforge target
  case " chain expand_local inline_outline " in *" $name "*)
    if out=$("$k" verify "$tmp/$name.c" 2>&1); then tap_ok "$name: kforge verify accepts it"
    else tap_fail "$name: kforge verify accepts it" "$out"; fi ;;
  esac
}

check distribute nest.c 'distribute(L1)'
check distribute_n nest.c 'distribute(L1, 2)'
check fuse nest.c 'fuse(L3, L4)'
check interchange nest.c 'interchange(L2, L2.1)'
check stripmine nest.c 'stripmine(L3, 8)'
check tile nest.c 'tile(L2, 8, 4)'
check unroll nest.c 'unroll(L4, 4)'
check unroll_full nest.c 'unroll(L5, full)'
check peel nest.c 'peel(L3)'
check expand nest.c 'expand(L6, s)'
check expand_distribute nest.c 'expand(L6, s)' 'distribute(L6)'
check expand_local target.c 'expand(line:20, t)' 'distribute(line:21)' --all
check opexpand ops.c 'opexpand(L1)'
check expand_outer expand_outer.c 'expand(L1.1, t, L1)'
check privatise privatise.c 'privatise(L1, t)'
check privatise_big privatise_big.c 'privatise(L2, f)'
check chain nest.c 'distribute(L1)' 'interchange(L2, L2.1)' 'fuse(L4, L5)' 'unroll(L6, 3)' 'peel(L1)'
check target target.c 'distribute(L1)'
check target_unroll target.c 'unroll(line:16, 3)'
check inline call.c 'inline(dot)' 'inline(axpy)' 'inline(twice)'
check inline_outline call.c 'inline(dot)' 'inline(axpy)' 'outline(L4)'
check outline_named call.c 'outline(L3, row_update)'

# inlining lets the analysis see through the call; the loops keep their
# ids (the inlined loop is L2's child, the next nest is still L3)
if (cd "$KFORGE_ROOT" && "$k" analyze "$tmp/inline.c") >"$tmp/an" 2>&1 &&
   grep -q '^  L2  .*parallel$' "$tmp/an" && grep -q '^    L2.1  .* i_1 ' "$tmp/an" &&
   grep -q '^  L3  .*line 84 ' "$tmp/an" && grep -q '^  L4  .*reduction on total' "$tmp/an"; then
  tap_ok "inline: the caller's loop parallel, loop ids kept"
else tap_fail "inline: the caller's loop parallel, loop ids kept" "$(cat "$tmp/an")"; fi

# loops named by line: the same text as by id
if (cd "$KFORGE_ROOT" && "$k" transform tests/transform/inputs/nest.c --apply 'interchange(line:25, line:26)') >"$tmp/byline.c" 2>&1 &&
   cmp -s "$tmp/byline.c" "$tmp/interchange.c"; then tap_ok "loops named by line: the same as by id"
else tap_fail "loops named by line: the same as by id" "$(head -5 "$tmp/byline.c")"; fi

# refusals: exit 1, the diagnostic, and OUT untouched
refuse() { # NAME INPUT SPEC PATTERN [OPTIONS]
  local name=$1 input=tests/transform/inputs/$2 spec=$3 pat=$4; shift 4
  echo keep >"$tmp/out.c"
  (cd "$KFORGE_ROOT" && "$k" transform "$input" --apply "$spec" -o "$tmp/out.c" "$@") >"$tmp/o" 2>&1
  local rc=$?
  if [ $rc -eq 1 ] && grep -q -- "$pat" "$tmp/o" && [ "$(cat "$tmp/out.c")" = keep ]; then tap_ok "refused: $name"
  else tap_fail "refused: $name" "exit $rc; wanted /$pat/: $(cat "$tmp/o")"; fi
}
refuse "interchange across a (1,-1) dependence" illegal.c 'interchange(L1, L1.1)' \
  "illegal.c:18:2: error: interchange(L1, L1.1): illegal: it would reverse the flow dependence on A from S1 (line 20) to S1 (line 20)"
refuse "the dependence's sink is shown" illegal.c 'interchange(L1, L1.1)' \
  "illegal.c:20:14: note: its sink, which must stay after it: S1 reads A"
refuse "tiling a band that is not permutable" illegal.c 'tile(L1, 4, 4)' \
  "L1 not tiled: the flow dependence on A from S1 to S1 has a negative distance in L1.1"
refuse "distribution against a carried dependence" illegal.c 'distribute(L2)' \
  "illegal.c:22:2: error: distribute(L2): illegal: it would reverse the flow dependence on Y from S3 (line 24) to S2 (line 23)"
refuse "fusion against a forward read" illegal.c 'fuse(L3, L4)' \
  "illegal.c:27:2: error: fuse(L3, L4): illegal: it would reverse the flow dependence on X from S4 (line 28) to S5 (line 30)"
refuse "fusion of loops that are not adjacent" illegal.c 'fuse(L1, L3)' "are not adjacent loops"
refuse "interchange of loops not nested" illegal.c 'interchange(L1, L2)' "L2 is not a loop inside L1"
refuse "interchange of an imperfect nest" nest.c 'interchange(L1, L1.1)' "not a perfect nest"
refuse "a local split from its uses" target.c 'distribute(line:20)' "t, declared in L3's body on line 21, would leave its scope" --all
refuse "expanding a scalar read before it is written" illegal.c 'expand(L5, s)' \
  "s is not written first in every iteration of L5"
refuse "an array declared before a loop that its bounds use" expand_outer.c 'expand(L2.1, u, L2)' \
  "L2.1's bounds name i, which the fragment writes"
refuse "expanding a scalar read in a loop around, outside the loop" expand_outer.c 'expand(L3.1, s, L3)' \
  "s is named in L3 outside L3.1 (line 32): its last value could be read there"
refuse "an array declared before a loop not around" expand_outer.c 'expand(L1.1, t, L2)' \
  "L2 is not a loop around L1.1"
refuse "operator expansion of a left side with a call" ops.c 'opexpand(line:28)' \
  "S1 (line 29): its left side may do something when evaluated twice" --all
refuse "privatising a row read before it is written" privatise.c 'privatise(L2, w)' \
  "w is read in an iteration of L2 before that iteration writes it"
refuse "privatising a row whose written elements move with the loop" privatise.c 'privatise(L3, z)' \
  "the elements of z an iteration of L3 writes depend on the iteration"
refuse "privatising a constant row of more than 64 KiB" privatise_big.c 'privatise(L1, d)' \
  "d's private row would hold 10000 elements, more than the 65536 bytes a row may take on each thread's stack"
refuse "full unrolling of an unknown trip count" nest.c 'unroll(L3, full)' "trip count is not a constant"
refuse "tile sizes for more loops than the nest has" illegal.c 'tile(L3, 4, 4)' "only 1 loop nested below L3"
refuse "inlining a recursive function" call.c 'inline(fact)' \
  "call.c:77:24: error: inline(fact): fact is recursive: it calls itself"
refuse "inlining a variadic function" call.c 'inline(sum)' "sum (line 39) takes a variable number of arguments"
refuse "inlining a function with two returns" call.c 'inline(clampv)' "clampv returns from more than one place"
refuse "inlining a call through a pointer" call.c 'inline(line:78)' "the call goes through a pointer"
refuse "inlining a function never called in a fragment" call.c 'inline(main)' "no call to main in a fragment"
refuse "splitting out a loop that returns" call.c 'outline(L1)' \
  "outline(L1): L1 cannot move into a function: the loop returns from the function (line 57)"
refuse "an unknown loop" nest.c 'peel(L9)' "no loop L9 in a fragment"
refuse "an unknown transformation" nest.c 'twist(L1)' "unknown transformation 'twist'"
refuse "a bad argument" nest.c 'unroll(L1, x)' "argument 2 should be an integer"

expect_rc() { local name=$1 want=$2 rc; shift 2; "$@" >"$tmp/o" 2>&1; rc=$?
  if [ "$rc" -eq "$want" ]; then tap_ok "$name"; else tap_fail "$name" "exit $rc, wanted $want: $(cat "$tmp/o")"; fi; }
expect_rc "no --apply is a usage error" 2 "$k" transform "$KFORGE_ROOT/tests/transform/inputs/nest.c"
expect_rc "a missing file is an input error" 1 "$k" transform "$tmp/missing.c" --apply 'peel(L1)'
expect_rc "--list" 0 "$k" transform --list
if grep -q "^interchange(LOOP, LOOP)" "$tmp/o"; then tap_ok "--list shows the menu"; else tap_fail "--list shows the menu" "$(cat "$tmp/o")"; fi

# PolyBench: transformed, dumps equal to the original's, verified
pb=${POLYBENCH_DIR:-$KFORGE_ROOT/../shared/polybench-4.2.1}
if [ ! -f "$pb/utilities/polybench.c" ]; then
  tap_skip "PolyBench/C 4.2.1 kernels transformed" "not found in $pb (set POLYBENCH_DIR)"
  tap_done; exit
fi
pb=$(cd "$pb" && pwd)
poly() { # KERNEL-DIR SPEC...
  local kd=$1 name; name=$(basename "$1"); shift
  local src=$pb/$kd/$name.c args=() s
  for s in "$@"; do args+=(--apply "$s"); done
  local fl=(-I "$pb/utilities" -I "$pb/$kd" -DMINI_DATASET -DPOLYBENCH_DUMP_ARRAYS)
  local what="PolyBench $name: $*"
  if ! "$k" transform "$src" "${args[@]}" -o "$tmp/$name.c" -- "${fl[@]}" 2>"$tmp/err"; then
    tap_fail "$what" "$(cat "$tmp/err")"; return
  fi
  if $cc -O1 "${fl[@]}" "$src" "$pb/utilities/polybench.c" -lm -o "$tmp/po" &&
     $cc -O1 "${fl[@]}" "$tmp/$name.c" "$pb/utilities/polybench.c" -lm -o "$tmp/pn" &&
     "$tmp/po" 2>"$tmp/po.dump" >/dev/null && "$tmp/pn" 2>"$tmp/pn.dump" >/dev/null &&
     out=$("$numcmp" --rtol 1e-12 "$tmp/po.dump" "$tmp/pn.dump" 2>&1); then
    tap_ok "$what: dumped arrays equal the original's"
  else
    tap_fail "$what: dumped arrays equal the original's" "${out:-build or run failed}"
  fi
  # verify builds one file: PolyBench's utilities come in by -include;
  # on two kernels (the script's time)
  case " atax symm " in *" $name "*) ;; *) return ;; esac
  if out=$("$k" verify "$tmp/$name.c" -- "${fl[@]}" -include "$pb/utilities/polybench.c" 2>&1); then
    tap_ok "$what: verified"
  else tap_fail "$what: verified" "$out"; fi
}
# seed 003 §6's own transformations: atax's second nest split, its last
# part interchanged; gemm's k and j swapped, then strip-mined; mvt's two
# nests fused; jacobi-2d's first sweep tiled
poly linear-algebra/kernels/atax 'distribute(L2)' 'interchange(L4, L4.1)'
poly linear-algebra/blas/gemm 'interchange(L1.2, L1.2.1)' 'stripmine(L1, 8)'
poly linear-algebra/kernels/mvt 'fuse(L1, L2)' 'unroll(L1.1, 4)'
poly stencils/jacobi-2d 'tile(L1.1, 8, 8)' 'peel(L1.2)'
poly linear-algebra/blas/symm 'expand(L1.1, temp2)' 'opexpand(L1)'
# subroutine splitting where the iterators are the function's (locals of
# the new function) and a macro's arguments name them
poly datamining/correlation 'outline(L2)'
tap_done
