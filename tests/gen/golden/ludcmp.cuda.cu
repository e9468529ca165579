/* kforge 0.1.0: tests/kernels/ludcmp.c for cuda, the device part: no kernels */
