/* kforge 0.1.0: tests/kernels/floyd-warshall.c for cuda, the device part: no kernels */
