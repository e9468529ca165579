/*
 * qrt_int.h: what the run-time library's files share and generated code
 * does not see.
 *
 *   - the transfer counters (qrt_array.c) the device sides add to;
 *   - each device side's download (device -> host, blocking) and buffer
 *     release, called by qrt_array.c's residency protocol and qrt_release;
 *   - a growable text buffer that print, sprintf and str_of write into.
 *
 * Ownership: a qrt_sb's text belongs to it until qrt_sb_take gives it away
 * (the caller frees) or qrt_sb_free frees it.
 */
#ifndef KFORGE_QRT_INT_H
#define KFORGE_QRT_INT_H

#include "kforge/qrt.h"

#include <complex.h>
#include <stdarg.h>

extern qrt_xfer_stats qrt_stats_;

void qrt_ocl_download_(qrt_array *A);
void qrt_ocl_free_(qrt_array *A);
void qrt_cuda_download_(qrt_array *A);
void qrt_cuda_free_(qrt_array *A);

/* A's size as "3x4" (a vec as "1xn") into buf. */
void qrt_shape_text_(const qrt_array *A, char *buf, size_t len);

/* numel of dims, or an error when it overflows or a size is negative. */
size_t qrt_numel_of_(int ndims, const int *dims);

/* Element i of A's host data as a complex double (A's host copy valid). */
double _Complex qrt_elem_(const qrt_array *A, const void *data, size_t i);
/* Stores v (its real part for real arrays, truncated for int) at i. */
void qrt_store_(qrt_array *A, void *data, size_t i, double _Complex v);

typedef struct qrt_sb { char *s; size_t len, cap; } qrt_sb;
void qrt_sb_add(qrt_sb *b, const char *s, size_t n);
void qrt_sb_printf(qrt_sb *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void qrt_sb_vprintf(qrt_sb *b, const char *fmt, va_list ap);
char *qrt_sb_take(qrt_sb *b);
void qrt_sb_free(qrt_sb *b);
/* v as print writes it, appended to b. */
void qrt_sb_val(qrt_sb *b, qrt_val v);

#endif
