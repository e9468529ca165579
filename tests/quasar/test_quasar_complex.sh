#!/usr/bin/env bash
# Complex arrays (cvec, cmat, ccube; issue 15), programs in
# tests/quasar/types/: a Mandelbrot set, a QPSK modem and the rest of the
# operations, each against a plain-Python reference with Python's complex
# numbers, through `kforge run`, through `kforge gen` under
# AddressSanitizer (nothing alive at the end), on OpenCL (PoCL), and their
# .cu through nvcc -arch=sm_90 (apart from test_quasar_types.sh so that
# the two share the PoCL and sanitizer builds' time across lanes).
. "$KFORGE_ROOT/tests/quasar/types_lib.sh"
check mandel
on_opencl mandel
on_cuda mandel
check modem
on_opencl modem
on_cuda modem
check modem 5 3
check carrays 3
on_opencl carrays 3
on_cuda carrays
# --scalar float: real arrays in single precision, complex ones stay double
if $k run --scalar float carrays.q 3 >"$tmp/carrays.f" 2>"$tmp/carrays.err" && python3 carrays.py 3 | cmp -s - "$tmp/carrays.f"; then
  tap_ok "carrays 3: the same with --scalar float"
else
  tap_fail "carrays 3: the same with --scalar float" "$(cat "$tmp/carrays.err")"
fi
# complex values on the device: fused complex expressions are kernels,
# '+=' and '-=' on complex elements an atomic add on each part; golden
# decisions and OpenCL kernels (KFORGE_REGEN=1 rewrites them)
check cdevice
on_opencl cdevice
on_cuda cdevice
g=$KFORGE_ROOT/tests/quasar/golden
if $k gen --target opencl --explain cdevice.q -o "$tmp/cdevice.cl.c" 2>"$tmp/cdevice.explain"; then
  tap_diff "cdevice.q --target opencl: the --explain decisions" "$g/cdevice.opencl.explain" "$tmp/cdevice.explain"
  sed -n '/---- end of the run-time support/,$p' "$tmp/cdevice.cl.c" >"$tmp/cdevice.body.c"
  tap_diff "cdevice.q --target opencl: complex kernels and launches" "$g/cdevice.cl.c" "$tmp/cdevice.body.c"
else
  tap_fail "cdevice.q --target opencl: the --explain decisions" "$(cat "$tmp/cdevice.explain")"
fi
tap_done
