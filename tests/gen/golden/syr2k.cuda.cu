/* kforge 0.1.0: tests/kernels/syr2k.c for cuda, the device part: no kernels */
