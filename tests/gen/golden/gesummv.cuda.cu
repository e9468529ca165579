/* kforge 0.1.0: tests/kernels/gesummv.c for cuda, the device part: no kernels */
