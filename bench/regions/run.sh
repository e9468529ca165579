#!/usr/bin/env bash
# bench/regions/run.sh [REV]: the OpenCL programs kforge makes for the
# examples in bench/regions, by this checkout's kforge and by REV's (default
# HEAD~1), timed in the same run: `kforge verify --target opencl --runs 3`
# (best of 3, three times over, alternating) with each, and the ratio of
# their OpenCL times.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rev=${1:-HEAD~1}
tmp=$(mktemp -d); trap 'git -C "$root" worktree remove --force "$tmp/old" >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
make -C "$root" -s -j2 >/dev/null
git -C "$root" worktree add -q --detach "$tmp/old" "$rev"
make -C "$tmp/old" -s -j2 >/dev/null
new=$root/build/plain/kforge old=$tmp/old/build/plain/kforge
secs() { sed -n 's/.*opencl \([0-9.]*\) s: speedup.*/\1/p'; }
for src in "$root"/bench/regions/*.c; do
  name=$(basename "$src" .c)
  tn=1e9 to=1e9
  for rep in 1 2 3; do # alternating, so that both see the same load
    tn=$(printf '%s\n' "$tn" "$("$new" verify --target opencl --runs 3 "$src" 2>&1 | secs)" | sort -g | head -1)
    to=$(printf '%s\n' "$to" "$("$old" verify --target opencl --runs 3 "$src" 2>&1 | secs)" | sort -g | head -1)
  done
  awk -v n="$name" -v a="$to" -v b="$tn" -v r="$rev" 'BEGIN {
    printf "%-14s opencl %.3f s (%s: %.3f s)   %.2fx faster\n", n, b, r, a, a / b }'
done
