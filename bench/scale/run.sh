#!/usr/bin/env bash
# bench/scale/run.sh [N...]: kforge on files of N one-loop functions (gen.sh;
# default 500 1000 2000 4000 40000): for `analyze` and `gen --target openmp`
# and `--target opencl`, the seconds (wall, and CPU: user + system) and the
# peak resident memory, from /usr/bin/time.  Both should grow linearly
# with N: each function's model, dependences and plan are freed once its
# code is written.
#   KFORGE=path/to/kforge CMDS="analyze openmp" bench/scale/run.sh 1000 2000
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
k=${KFORGE:-$root/build/plain/kforge}
[ -x "$k" ] || { echo "bench/scale: $k not built (make)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "bench/scale: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
[ $# -gt 0 ] || set -- 500 1000 2000 4000 40000
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '%-9s %8s %-8s %8s %8s %8s\n' fragments MB command wall cpu peak_MB
for n in "$@"; do
  "$root/bench/scale/gen.sh" "$n" >"$tmp/in.c"
  mb=$(awk -v b="$(wc -c <"$tmp/in.c")" 'BEGIN { printf "%.1f", b / 1e6 }')
  for cmd in ${CMDS:-analyze openmp opencl}; do
    case $cmd in
      analyze) args=(analyze "$tmp/in.c") ;;
      *) args=(gen --target "$cmd" "$tmp/in.c" -o "$tmp/out.c") ;;
    esac
    /usr/bin/time -o "$tmp/time" -f '%e %U %S %M' "$k" "${args[@]}" >/dev/null 2>"$tmp/err" ||
      { echo "bench/scale: kforge ${args[*]} failed:" >&2; tail -5 "$tmp/err" >&2; exit 1; }
    read -r wall user sys kb <"$tmp/time"
    awk -v n="$n" -v mb="$mb" -v c="$cmd" -v w="$wall" -v u="$user" -v s="$sys" -v kb="$kb" \
      'BEGIN { printf "%-9d %8s %-8s %8.2f %8.2f %8.0f\n", n, mb, c, w, u + s, kb / 1024 }'
  done
done
