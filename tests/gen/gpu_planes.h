/* A header of the program's own, C only: a parameter named as C++ names a
 * keyword (NPB's npb-C.h: char class).  The .cu reads it with such words
 * renamed (gpu_cuda.c). */
#ifndef GPU_PLANES_H
#define GPU_PLANES_H
#include <stdlib.h>
#include <math.h>

#define STEPS 2

double checksum(double ***u, int n3, int n2, int n1, int class);

#endif
