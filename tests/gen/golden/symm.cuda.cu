/* kforge 0.1.0: tests/kernels/symm.c for cuda, the device part: no kernels */
