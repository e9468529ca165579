/* kforge 0.1.0: tests/kernels/seidel-2d.c for cuda, the device part: no kernels */
