#!/usr/bin/env bash
# bench/transforms/tiling_omp.sh: {!kernel_tiling} on OpenMP
# (bench/transforms/tiling.q's target="cpu" attributes) against
# --disable=kernel-tiling, the two alternating within each round so the
# load of this shared machine falls on both alike.  Prints, per kernel
# (`which`), the best of ROUNDS of each and the ratio off/on (> 1: the
# tiling pays), with the load average before and after.  Not part of
# `make check`.  N (2048), REPS (20), ROUNDS (5), THREADS (2).
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
kforge=${KFORGE:-$root/build/plain/kforge}
n=${N:-2048} reps=${REPS:-20} rounds=${ROUNDS:-5}
export OMP_NUM_THREADS=${THREADS:-2}
q=$root/bench/transforms/tiling.q
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); n=$n reps=$reps rounds=$rounds threads=$OMP_NUM_THREADS"
# build both once (kforge run caches the binary)
"$kforge" run "$q" 8 1 1 >/dev/null && "$kforge" run --disable=kernel-tiling "$q" 8 1 1 >/dev/null || exit 1
printf '%-5s %9s %9s %7s %s\n' which "on s" "off s" off/on checksums
for w in 1 2 3 4; do
  on=; off=; son=; soff=
  for r in $(seq "$rounds"); do
    for d in on off; do
      out=$("$kforge" run $([ $d = off ] && echo --disable=kernel-tiling) "$q" "$n" "$reps" "$w")
      t=$(echo "$out" | awk '{print $2}'); s=$(echo "$out" | awk '{print $4}')
      if [ $d = on ]; then son=$s; on=$(echo "${on:-$t} $t" | awk '{print ($1 < $2 ? $1 : $2)}')
      else soff=$s; off=$(echo "${off:-$t} $t" | awk '{print ($1 < $2 ? $1 : $2)}'); fi
    done
  done
  printf '%-5s %9.3f %9.3f %7.2f %s\n' "$w" "$on" "$off" "$(echo "$off $on" | awk '{print $1 / $2}')" "$son $soff"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
