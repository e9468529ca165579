#!/usr/bin/env bash
# GPU wavefronts (gpu_plan.c try_wave) on tests/gen/gpu_wave_decl.c: the
# iterators declared in the loops' headers (the host's loop over the waves
# declares the inner one and passes it), a temporary declared at the
# function's top that both loops privatise (each thread its own,
# kf_wave_find_private), and one whose last value is read after the nest
# (stays on the host, with the reason).  Golden text for both targets, the
# OpenCL program equal to the sequential one to the bit (each thread runs
# a row whole, in order), the CUDA .cu and host .c compile and link.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
rel=tests/gen/gpu_wave_decl.c

for t in opencl cuda; do
  out=$tmp/gpu_wave_decl.$t.c
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t "$rel" -o "$out" 2>"$out.err"); then
    tap_diff "gpu_wave_decl: $t golden" "$golden/gpu_wave_decl.$t.c" "$out"
    [ $t = cuda ] && tap_diff "gpu_wave_decl: cuda golden (.cu)" "$golden/gpu_wave_decl.cuda.cu" "${out%.c}.cu"
  else
    tap_fail "gpu_wave_decl: kforge gen --target $t" "$(cat "$out.err")"
  fi
done
cl=$tmp/gpu_wave_decl.opencl.c
for f in sweep sweep_top; do
  if grep -q "/\* ${f}_L[0-9]*: a wavefront, wave w = 2 \* t + i \*/" "$cl"; then
    tap_ok "gpu_wave_decl: $f runs a kernel per wave"
  else
    tap_fail "gpu_wave_decl: $f runs a kernel per wave" "$(grep -A3 "warning" "$cl.err" | head -8)"
  fi
done
if grep -q "__kernel void sweep_L1(int i, " "$cl" && grep -q '^ *int i;$' "$cl"; then
  tap_ok "gpu_wave_decl: an iterator declared in its header is declared by the host's wave loop and passed"
else
  tap_fail "gpu_wave_decl: an iterator declared in its header is declared by the host's wave loop and passed" \
    "$(grep -n "kernel void sweep_L1\|int i;" "$cl")"
fi
if grep -A4 '"__kernel void sweep_top_L' "$cl" | grep -q '"    double s;'; then
  tap_ok "gpu_wave_decl: the privatised temporary is each thread's own"
else
  tap_fail "gpu_wave_decl: the privatised temporary is each thread's own" "$(grep -A6 '__kernel void sweep_top' "$cl")"
fi
if ! grep -q "sweep_last_L.*a wavefront" "$cl" &&
   (cd "$KFORGE_ROOT" && "$k" gen --target opencl "$rel" -o /dev/null --explain 2>&1) |
     grep -q "wavefront: L3 (t): no wavefront: it writes 's', declared outside it, whose last value the host would lose"; then
  tap_ok "gpu_wave_decl: a temporary read after the nest keeps it on the host, saying why"
else
  tap_fail "gpu_wave_decl: a temporary read after the nest keeps it on the host, saying why" \
    "$(cd "$KFORGE_ROOT" && "$k" gen --target opencl "$rel" -o /dev/null --explain 2>&1 | grep "wavefront: L3")"
fi
if out=$("$k" verify --target opencl --rtol 0 "$KFORGE_ROOT/$rel" 2>&1) && grep -q "outputs agree" <<<"$out"; then
  tap_ok "gpu_wave_decl: the opencl output equals the sequential program's to the bit"
else
  tap_fail "gpu_wave_decl: the opencl output equals the sequential program's to the bit" "$out"
fi
if [ -z "$nvcc" ]; then
  tap_skip "gpu_wave_decl: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_wave_decl.cuda.cu -o w.cu.o &&
      ${CC:-cc} -c gpu_wave_decl.cuda.c -I"$cuda_home/include" -o w.host.o &&
      ${CC:-cc} w.host.o w.cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o w.exe) \
     >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_wave_decl: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_wave_decl: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi
tap_done
