#!/usr/bin/env bash
# bench/transforms/cuda.sh: the CUDA rows of bench/transforms/run.sh (issue
# 16's table): each case of cases.sh through `kforge verify --target cuda
# --fragments` with its pass and with --disable=PASS, timed on an NVIDIA GPU
# (the fragments alone, #pragma scop to endscop, copies and the first
# fragment's CUDA context set-up included), outputs compared with the
# sequential program's (rtol 1e-5, verify's default).
#
#   bench/transforms/cuda.sh pack DIR   build every program here into DIR
#                                       (needs kforge, nvcc; no GPU)
#   bench/transforms/cuda.sh run DIR    run and time them (needs the GPU and
#                                       the CUDA runtime; not kforge)
#   bench/transforms/cuda.sh            both, on a machine that has all
#
# A GPU machine often lacks kforge's libclang and isl, hence the two halves
# (as tests/gpu/check_gpu.sh's GPU_PACK and GPU_RUN).  RUNS (3): best of.
# ratio = time without the pass / time with it (> 1: the pass pays).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
kforge=${KFORGE:-$root/build/plain/kforge}
runs=${RUNS:-3}
. "$root/bench/transforms/cases.sh"

pack() { # DIR
  local dir=$1 i=0 c keep
  mkdir -p "$dir" || return 2
  cp "$root/build/plain/kforge-numcmp" "$dir/" || { echo "cuda.sh: make build/plain/kforge-numcmp" >&2; return 2; }
  for c in "${cases[@]}"; do
    set -- $c
    local pass=$1 file=$2 w=$dir/$i; shift 2
    mkdir -p "$w" && printf '%s\n' "$pass" "$(basename "$file") $*" >"$w/case"
    for mode in on off; do
      local opt=(); [ $mode = off ] && opt=(--disable="$pass")
      out=$("$kforge" verify --target cuda --fragments --keep "${opt[@]}" "$root/$file" -- "$@" 2>&1)
      keep=$(sed -n 's/^kforge verify: files kept in //p' <<<"$out")
      if [ -n "$keep" ] && [ -x "$keep/generated" ]; then
        cp "$keep/generated" "$w/$mode" && cp "$keep/sequential" "$w/seq"
      else
        echo "cuda.sh: $pass $file ($mode): $(tail -3 <<<"$out")" >&2
      fi
      [ -n "$keep" ] && rm -rf "$keep"
    done
    i=$((i + 1))
  done
  echo "cuda.sh: $i cases packed in $dir"
}

# best fragment time of RUNS runs of $1, its first run's output in $2; the
# whole program's wall time where verify times no fragment (#pragma kforge
# lines, as fuse_chain.c's: run.sh does the same)
frag() {
  local best="" t r s e
  for ((r = 0; r < runs; r++)); do
    s=$(date +%s.%N)
    "$1" >"$2.$r" 2>"$2.err" || { echo "-"; return; }
    e=$(date +%s.%N)
    t=$(sed -n 's/^kforge-verify-fragments: //p' "$2.err" | tail -1)
    awk -v t="${t:-0}" 'BEGIN { exit !(t + 0 == 0) }' && t=$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.6f", e - s }')
    [ -n "$t" ] && best=$(awk -v a="$best" -v b="$t" 'BEGIN { print (a == "" || b + 0 < a + 0) ? b : a }')
  done
  mv "$2.0" "$2"; rm -f "$2".[0-9]* "$2.err"
  echo "${best:--}"
}

run() { # DIR
  local dir=$1 w seq on off ratio note
  printf '%-9s %-46s %9s %9s %9s %7s\n' pass case "seq s" "off s" "on s" ratio
  for w in "$dir"/[0-9]*; do
    { read -r pass; read -r name; } <"$w/case"
    note=""
    if [ ! -x "$w/on" ] || [ ! -x "$w/off" ]; then
      printf '%-9s %-46s %s\n' "$pass" "$name" "not built (see the pack's messages)"; continue
    fi
    seq=$(frag "$w/seq" "$w/seq.out")
    on=$(frag "$w/on" "$w/on.out")
    off=$(frag "$w/off" "$w/off.out")
    for m in on off; do
      [ -f "$w/$m.out" ] && ! "$dir/kforge-numcmp" --rtol 1e-5 "$w/seq.out" "$w/$m.out" >/dev/null 2>&1 &&
        note="$note $m: output differs;"
    done
    ratio=$(awk -v a="$off" -v b="$on" 'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf "%.2f", a / b; else print "-" }')
    printf '%-9s %-46s %9s %9s %9s %7s%s\n' "$pass" "$name" "$seq" "$off" "$on" "$ratio" "${note:+ ($note)}"
  done
}

case ${1:-} in
  pack) [ $# = 2 ] || { echo "usage: cuda.sh pack DIR" >&2; exit 2; }; pack "$2" ;;
  run) [ $# = 2 ] || { echo "usage: cuda.sh run DIR" >&2; exit 2; }; run "$2" ;;
  "") d=$(mktemp -d); trap 'rm -rf "$d"' EXIT; pack "$d" && run "$d" ;;
  *) echo "usage: cuda.sh [pack DIR | run DIR]" >&2; exit 2 ;;
esac
