/*
 * tune.h: what the two tuners share (tune.c for the OpenCL solver,
 * tune_cpu.c for the CPU solver; contract in include/kforge/blas_tune.h).
 * The tuners sit on top of the BLAS layer: they run the solvers' routines
 * and read their stores.
 */
#ifndef KF_BLAS_TUNE_H
#define KF_BLAS_TUNE_H

#include "blas/solvers/solvers.h"

/* Seconds on a monotonic clock: the tuners' budgets and timings. */
double kf_tune_now(void);

/* Out of budget when the next variant, at the mean cost of the `done` so
 * far since t0, would end past `stop` (the budget is kept, not overrun by
 * a compile), or when o->max_variants are done. */
int kf_tune_out_of_budget(const kf_tune_opts *o, double t0, double stop, int done);

#endif
