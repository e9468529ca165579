/*
 * kforge.h: the library as a whole.
 *
 * kforge turns C loop nests, array code and BLAS requests into CUDA, OpenCL
 * and OpenMP code.  Each module has its own header under include/kforge/;
 * this one holds what belongs to none of them.
 */
#ifndef KFORGE_KFORGE_H
#define KFORGE_KFORGE_H

/* The library's version, "MAJOR.MINOR.PATCH"; a static string. */
const char *kf_version(void);

#endif
