#!/usr/bin/env bash
# bench/realc/sweep.sh DIR [FLAGS...]: `kforge gen` on every C file of DIR
# for OpenMP, OpenCL and CUDA, and each output built, as a user would feed
# kforge a folder of other people's code (a compiler's loop tests, a
# benchmark's kernels).  Not part of make check; nothing of DIR is kept.
#
# For each FILE.c and target: kforge gen FLAGS (--all for files without
# #pragma scop, say) under a 120 s limit; then the OpenMP output with
# `gcc -fopenmp -c`, the OpenCL host with `gcc -c`, the CUDA device part
# with `nvcc -arch=sm_90 -c` (where $NVCC or nvcc is) and its host with
# `gcc -c`.  A line per problem:
#   CRASH  kforge died, timed out or a sanitizer spoke
#   ERROR  kforge printed an error (its first line); an output written
#          anyway (a fragment left as written) is built too
#   NOBUILD the output does not compile (the compiler's first error)
# then a summary line `N files, N problems`.  Exit status 1 when a CRASH or
# NOBUILD was seen: ERROR is a refusal, which may be right.
#
#   KFORGE  the kforge to run (build/plain/kforge; build/asan/kforge to have
#           the sanitizers watch)
#   TARGETS the targets (openmp opencl cuda)
#   KEEP    a folder that keeps every output
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 1 ] && [ -d "$1" ] || { echo "usage: bench/realc/sweep.sh DIR [kforge gen flags...]" >&2; exit 2; }
dir=$(cd "$1" && pwd)
shift
k=${KFORGE:-$root/build/plain/kforge}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
cuda_home=$(dirname "$(dirname "$nvcc")")
out=${KEEP:-$(mktemp -d)}
[ -n "${KEEP:-}" ] || trap 'rm -rf "$out"' EXIT
mkdir -p "$out"
files=0 problems=0 bad=0
first() { grep -m1 "$1" "$2" | cut -c1-200; }
for f in "$dir"/*.c; do
  [ -f "$f" ] || continue
  files=$((files + 1))
  b=$(basename "$f" .c)
  for t in ${TARGETS:-openmp opencl cuda}; do
    ext=c
    [ "$t" = cuda ] && ext=cu
    o=$out/$b.$t.$ext
    timeout 120 "$k" gen --target "$t" "$@" "$f" -o "$o" >"$out/$b.$t.log" 2>&1
    rc=$?
    if [ $rc -ge 124 ] || grep -q "AddressSanitizer\|runtime error:\|LeakSanitizer" "$out/$b.$t.log"; then
      echo "CRASH   $b $t (status $rc)"; problems=$((problems + 1)); bad=1; continue
    fi
    if [ $rc -ne 0 ]; then
      echo "ERROR   $b $t: $(first 'error' "$out/$b.$t.log")"; problems=$((problems + 1))
      [ -f "$o" ] || continue # exit 1 with an output: a fragment left as written, built too
    fi
    log=$out/$b.$t.build
    case $t in
      openmp) gcc -std=gnu11 -fopenmp -c -w -I"$dir" "$o" -o /dev/null >"$log" 2>&1 ;;
      opencl) gcc -std=gnu11 -c -w -I"$dir" "$o" -o /dev/null >"$log" 2>&1 ;;
      cuda)
        if [ -x "$nvcc" ]; then
          "$nvcc" -arch=sm_90 -c -w -I"$dir" "$o" -o /dev/null >"$log" 2>&1 &&
            gcc -std=gnu11 -c -w -I"$dir" -I"$cuda_home/include" "${o%.cu}.c" -o /dev/null >>"$log" 2>&1
        else
          true
        fi ;;
    esac || { echo "NOBUILD $b $t: $(first 'error' "$log")"; problems=$((problems + 1)); bad=1; }
  done
done
echo "$files files, $problems problems"
exit $bad
