#!/usr/bin/env bash
# kgen's example kernels against their golden files (tests/kgen/golden/,
# `make golden` rewrites them), and the seed 004 examples' text: the OpenCL
# output of example1..3 and square-sum must contain the seed's generated
# code (tests/kgen/seed/*.txt, "..." separating pieces), white space aside.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
here=$KFORGE_ROOT/tests/kgen
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

examples=$("$k" kgen --list | awk '{print $1}')
[ -n "$examples" ] || tap_fail "kforge kgen --list lists the examples"

for de in opencl:cl cuda:cu openmp:c; do
  d=${de%%:*} ext=${de#*:}
  for e in $examples; do
    if "$k" kgen --dialect "$d" "$e" >"$tmp/$e.$ext" 2>"$tmp/err"; then
      tap_diff "$e ($d) matches golden/$e.$ext" "$here/golden/$e.$ext" "$tmp/$e.$ext"
    else
      tap_fail "$e ($d) generates" "$(cat "$tmp/err")"
    fi
  done
done

# contains_in_order TEXT PIECES-FILE: every "..."-separated piece of the seed
# text occurs in TEXT, in order, white space removed from both.
contains_in_order() {
  local rest piece
  rest=$(tr -d ' \t\n' <"$1")
  while IFS= read -r -d $'\x01' piece; do
    piece=$(printf '%s' "$piece" | tr -d ' \t\n')
    [ -z "$piece" ] && continue
    case $rest in
      *"$piece"*) rest=${rest#*"$piece"} ;;
      *) printf 'missing: %s\n' "$piece"; return 1 ;;
    esac
  done < <(sed 's/^\.\.\.$/\x01/' "$2"; printf '\x01')
}

for e in example1 example2 example3 square-sum; do
  if out=$(contains_in_order "$tmp/$e.cl" "$here/seed/$e.txt"); then
    tap_ok "$e (opencl) holds the seed's text, white space aside"
  else
    tap_fail "$e (opencl) holds the seed's text, white space aside" "$out"
  fi
done
tap_done
