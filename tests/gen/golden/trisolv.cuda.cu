/* kforge 0.1.0: tests/kernels/trisolv.c for cuda, the device part: no kernels */
