#!/usr/bin/env bash
# bench/quasar/reduce.sh [N] [ROUNDS] [RUNS]: sum(A .* B) of N x N (1024)
# after a nest that leaves A and B on the device, on OpenCL: the device's
# reduction tree (quasar_red.c; KFORGE_DEVICE_MIN_WORK=0, since a CPU
# device such as PoCL takes the host path by default, q_red_worth) against
# the OpenMP loop on the host (--disable=reduction, A and B fetched
# first), RUNS (5) runs of each
# alternated, ROUNDS (20) reductions a run.  Prints each run's line
# (reduce.q: the least and mean time of one reduction, the total both
# must agree on) and the ratio of the least times, host / device.  Not part
# of make check.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
k=${KFORGE:-$root/build/plain/kforge}
n=${1:-1024} rounds=${2:-20} runs=${3:-5}
q=$root/bench/quasar/reduce.q
echo "load: $(cut -d' ' -f1-3 /proc/loadavg)  n: $n  rounds: $rounds"
best_dev= best_host=
for r in $(seq 1 "$runs"); do
  for b in dev host; do
    flag=; [ $b = host ] && flag=--disable=reduction
    line=$(KFORGE_DEVICE_MIN_WORK=0 "$k" run --target opencl $flag "$q" "$n" "$rounds" 2>&1 | tail -1)
    echo "$b: $line"
    t=$(sed -n 's/^reduction \([0-9.]*\) ms least.*/\1/p' <<<"$line")
    [ -n "$t" ] || { echo "bench/quasar/reduce: no time from the $b build" >&2; exit 1; }
    if [ $b = dev ]; then
      best_dev=$(awk -v a="${best_dev:-$t}" -v b="$t" 'BEGIN { print (b < a ? b : a) }')
    else
      best_host=$(awk -v a="${best_host:-$t}" -v b="$t" 'BEGIN { print (b < a ? b : a) }')
    fi
  done
done
awk -v d="$best_dev" -v h="$best_host" 'BEGIN { printf "least: device %.3f ms, host %.3f ms: device %.2fx\n", d, h, h / d }'
