#!/usr/bin/env bash
# The rest of Quasar's types (issue 15), programs in tests/quasar/types/:
# each NAME.q prints what NAME.py (plain Python) computes, through
# `kforge run` and through `kforge gen` built with AddressSanitizer, whose
# leak checker must find nothing (strings and arrays freed), and
# KFORGE_ARRAY_STATS=1 must count no array and no string left at the end;
# those with kernels also on OpenCL (PoCL) and through nvcc -arch=sm_90.
. "$KFORGE_ROOT/tests/quasar/types_lib.sh"
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
check nd4
check nd4 2 2 2 3
tap_done
