#!/usr/bin/env bash
# The rest of Quasar's types (issue 15), programs in tests/quasar/types/:
# each NAME.q prints what NAME.py (plain Python) computes, through
# `kforge run` and through `kforge gen` built with AddressSanitizer, whose
# leak checker must find nothing (strings and arrays freed), and
# KFORGE_ARRAY_STATS=1 must count no array and no string left at the end;
# those with kernels also on OpenCL (PoCL) and through nvcc -arch=sm_90.
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
check strings 40 abc
check strings 3
check cells 5 20
on_opencl cells 5 20
check cells 1 1
check device 12
on_opencl device 12
on_cuda device
check device 1
check complex 8
on_opencl complex 8
on_cuda complex
check complex 3
check vecs 10
on_opencl vecs 10
on_cuda vecs
check colour 4 5
on_opencl colour 4 5
on_cuda colour
check colour 1 3
check mandel
on_opencl mandel
on_cuda mandel
check mandel 30 9 25
check modem
on_opencl modem
on_cuda modem
check modem 5 3
check carrays 3
on_opencl carrays 3
on_cuda carrays
check carrays 6
# --scalar float: real arrays in single precision, complex ones stay double
if $k run --scalar float carrays.q 3 >"$tmp/carrays.f" 2>"$tmp/carrays.err" && python3 carrays.py 3 | cmp -s - "$tmp/carrays.f"; then
  tap_ok "carrays 3: the same with --scalar float"
else
  tap_fail "carrays 3: the same with --scalar float" "$(cat "$tmp/carrays.err")"
fi
tap_done
