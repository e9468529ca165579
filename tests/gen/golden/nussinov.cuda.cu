/* kforge 0.1.0: tests/kernels/nussinov.c for cuda, the device part: no kernels */
