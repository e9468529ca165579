# Helpers of the Quasar type tests (test_quasar_types.sh,
# test_quasar_complex.sh): each program tests/quasar/types/NAME.q prints
# what NAME.py (plain Python) computes.  Sourced; sets k, tmp, dir and
# cds into dir.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
export KFORGE_CACHE=$tmp/cache OMP_NUM_THREADS=2
dir=$KFORGE_ROOT/tests/quasar/types
if ! command -v python3 >/dev/null; then
  tap_skip "Quasar types against their references" "python3 not found"; tap_done; exit
fi
cd "$dir" || exit 1
check() { # NAME ARGS...
  local name=$1; shift
  python3 "$name.py" "$@" >"$tmp/$name.ref" 2>&1 || { tap_fail "$name: the reference runs" "$(cat "$tmp/$name.ref")"; return; }
  if $k run "$name.q" "$@" >"$tmp/$name.out" 2>"$tmp/$name.err" && cmp -s "$tmp/$name.ref" "$tmp/$name.out"; then
    tap_ok "$name $*: kforge run prints what the reference computes"
  else
    tap_fail "$name $*: kforge run prints what the reference computes" "$(cat "$tmp/$name.err"; diff "$tmp/$name.ref" "$tmp/$name.out" | head -20)"
  fi
  if $k gen "$name.q" -o "$tmp/$name.c" 2>"$tmp/$name.err" &&
     cc -g -fsanitize=address,undefined -fno-sanitize-recover=undefined -fopenmp -o "$tmp/$name" "$tmp/$name.c" -lm 2>>"$tmp/$name.err" &&
     ASAN_OPTIONS=detect_leaks=1 KFORGE_ARRAY_STATS=1 "$tmp/$name" "$@" >"$tmp/$name.asan" 2>"$tmp/$name.stats" &&
     cmp -s "$tmp/$name.ref" "$tmp/$name.asan" &&
     grep -q '^arrays: 0 alive at the end' "$tmp/$name.stats" && grep -q '^strings: 0 alive at the end$' "$tmp/$name.stats"; then
    tap_ok "$name $*: no leak under AddressSanitizer, nothing alive at the end"
  else
    tap_fail "$name $*: no leak under AddressSanitizer, nothing alive at the end" "$(head -30 "$tmp/$name.err" "$tmp/$name.stats")"
  fi
}
on_opencl() { # NAME ARGS...: the same output with --target opencl (PoCL)
  local name=$1; shift
  if [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then
    tap_skip "$name: --target opencl" "no OpenCL device"; return
  fi
  if $k run --target opencl "$name.q" "$@" >"$tmp/$name.cl" 2>"$tmp/$name.err" && cmp -s "$tmp/$name.ref" "$tmp/$name.cl"; then
    tap_ok "$name $*: the same with --target opencl"
  else
    tap_fail "$name $*: the same with --target opencl" "$(cat "$tmp/$name.err"; diff "$tmp/$name.ref" "$tmp/$name.cl" | head -20)"
  fi
}
on_cuda() { # NAME: the .cu compiles with nvcc -arch=sm_90 and links with the host C
  local name=$1 nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
  if [ ! -x "$nvcc" ]; then
    tap_skip "$name: --target cuda compiles" "nvcc not found"; return
  fi
  local cuda_home; cuda_home=$(dirname "$(dirname "$nvcc")")
  if $k gen --target cuda "$name.q" -o "$tmp/${name}_g.c" 2>"$tmp/$name.err" &&
     "$nvcc" -arch=sm_90 -w -c -o "$tmp/${name}_cu.o" "$tmp/${name}_g.cu" 2>>"$tmp/$name.err" &&
     cc -O2 -fopenmp -c -o "$tmp/${name}_g.o" "$tmp/${name}_g.c" 2>>"$tmp/$name.err" &&
     cc -fopenmp -o "$tmp/${name}_cuda" "$tmp/${name}_g.o" "$tmp/${name}_cu.o" -L"$cuda_home/lib64" -lcudart -lstdc++ -lm 2>>"$tmp/$name.err"; then
    tap_ok "$name: the .cu compiles with nvcc -arch=sm_90 and links with the host C"
  else
    tap_fail "$name: the .cu compiles with nvcc -arch=sm_90 and links with the host C" "$(head -30 "$tmp/$name.err")"
  fi
}
