/* kforge 0.1.0: tests/kernels/cholesky.c for cuda, the device part: no kernels */
