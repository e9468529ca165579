#!/usr/bin/env bash
# bench/devchoice/run.sh [RUNS]: times bench/devchoice/probe.c as written
# (gcc -O2) and through kforge gen --target opencl (PoCL), RUNS rounds
# (default 3) after one untimed run that fills PoCL's kernel cache; each
# line is the program's own timer of its three fragments (stderr).  The
# set-up, launch and copy figures of gpu_choice.c's PoCL profile come from
# the differences (docs/c-loops.md, "Host or device").
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${OUT:-$root/build/bench-devchoice}
kforge=${KFORGE:-$root/build/plain/kforge}
runs=${1:-3}
mkdir -p "$out"
"$kforge" gen --target opencl "$root/bench/devchoice/probe.c" -o "$out/probe.cl.c" 2>/dev/null
gcc -O2 "$out/probe.cl.c" -lOpenCL -lm -o "$out/probe.cl"
gcc -O2 "$root/bench/devchoice/probe.c" -o "$out/probe.seq"
"$out/probe.cl" >/dev/null 2>&1
for ((r = 0; r < runs; r++)); do
  printf 'sequential: '; "$out/probe.seq" 2>&1 >/dev/null
  printf 'opencl:     '; "$out/probe.cl" 2>&1 >/dev/null
done
uptime
