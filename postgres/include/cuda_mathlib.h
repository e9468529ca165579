/*
 * cuda_mathlib.h: SQL arithmetic for kernel-mode PL/CUDA code (seed 000).
 *
 * Seed 000 shows arguments as pg_<type>_t values {value, isnull} and
 * functions such as pgfn_int4pl(kcxt, a, b); an overflow sets an error in
 * the kernel context, which the launch code turns into an SQL ERROR.
 */
#ifndef PLCUDA_CUDA_MATHLIB_H
#define PLCUDA_CUDA_MATHLIB_H

#include "plcuda_host.h"

#define PG_SIMPLE_TYPE(NAME, T)		\
	typedef struct { T value; bool isnull; } NAME
PG_SIMPLE_TYPE(pg_bool_t, bool);
PG_SIMPLE_TYPE(pg_int2_t, int16_t);
PG_SIMPLE_TYPE(pg_int4_t, int32_t);
PG_SIMPLE_TYPE(pg_int8_t, int64_t);
PG_SIMPLE_TYPE(pg_float4_t, float);
PG_SIMPLE_TYPE(pg_float8_t, double);
typedef struct { varlena *value; bool isnull; } pg_varlena_t;

/* kernel context: the first error a thread raises (seed 000 kern_context) */
typedef struct kern_context
{
	int			errcode;		/* 0: none */
	int			lineno;
	char		message[120];
} kern_context;

#define PLCUDA_KERR_OVERFLOW	1
#define PLCUDA_KERR_DIV_ZERO	2
#define PLCUDA_KERR_CPU_RECHECK	3	/* seed 000: StromError_CpuReCheck */
#define PLCUDA_KERR_USER		4

__host__ __device__ static inline void
plcuda_kerr(kern_context *kcxt, int code, int line, const char *msg)
{
	int			i;

	if (kcxt->errcode != 0)
		return;
	kcxt->errcode = code;
	kcxt->lineno = line;
	for (i = 0; msg[i] && i < (int) sizeof(kcxt->message) - 1; i++)
		kcxt->message[i] = msg[i];
	kcxt->message[i] = '\0';
}
#define STROM_SET_ERROR(kcxt, code)		plcuda_kerr((kcxt), (code), __LINE__, "error")
#define KERNEL_EEXIT(kcxt, msg)			plcuda_kerr((kcxt), PLCUDA_KERR_USER, __LINE__, (msg))
#define KERNEL_CPU_RECHECK(kcxt)		plcuda_kerr((kcxt), PLCUDA_KERR_CPU_RECHECK, __LINE__, "cpu fallback requested")

#define PG_ARITH_OP(FN, T, OP, CHECK)								\
	__host__ __device__ static inline T							\
	FN(kern_context *kcxt, T a, T b)							\
	{															\
		T r;													\
		r.isnull = a.isnull || b.isnull;						\
		r.value = 0;											\
		if (!r.isnull)											\
		{														\
			CHECK;												\
			r.value = a.value OP b.value;						\
		}														\
		return r;												\
	}

#define OVF(OP)	if (__builtin_##OP##_overflow(a.value, b.value, &r.value)) \
	{ plcuda_kerr(kcxt, PLCUDA_KERR_OVERFLOW, __LINE__, "integer out of range"); r.isnull = true; return r; }
#define DIVZ	if (b.value == 0) \
	{ plcuda_kerr(kcxt, PLCUDA_KERR_DIV_ZERO, __LINE__, "division by zero"); r.isnull = true; return r; }

PG_ARITH_OP(pgfn_int2pl, pg_int2_t, +, OVF(add))
PG_ARITH_OP(pgfn_int2mi, pg_int2_t, -, OVF(sub))
PG_ARITH_OP(pgfn_int2mul, pg_int2_t, *, OVF(mul))
PG_ARITH_OP(pgfn_int2div, pg_int2_t, /, DIVZ)
PG_ARITH_OP(pgfn_int4pl, pg_int4_t, +, OVF(add))
PG_ARITH_OP(pgfn_int4mi, pg_int4_t, -, OVF(sub))
PG_ARITH_OP(pgfn_int4mul, pg_int4_t, *, OVF(mul))
PG_ARITH_OP(pgfn_int4div, pg_int4_t, /, DIVZ)
PG_ARITH_OP(pgfn_int8pl, pg_int8_t, +, OVF(add))
PG_ARITH_OP(pgfn_int8mi, pg_int8_t, -, OVF(sub))
PG_ARITH_OP(pgfn_int8mul, pg_int8_t, *, OVF(mul))
PG_ARITH_OP(pgfn_int8div, pg_int8_t, /, DIVZ)
PG_ARITH_OP(pgfn_float4pl, pg_float4_t, +, (void) 0)
PG_ARITH_OP(pgfn_float4mi, pg_float4_t, -, (void) 0)
PG_ARITH_OP(pgfn_float4mul, pg_float4_t, *, (void) 0)
PG_ARITH_OP(pgfn_float4div, pg_float4_t, /, DIVZ)
PG_ARITH_OP(pgfn_float8pl, pg_float8_t, +, (void) 0)
PG_ARITH_OP(pgfn_float8mi, pg_float8_t, -, (void) 0)
PG_ARITH_OP(pgfn_float8mul, pg_float8_t, *, (void) 0)
PG_ARITH_OP(pgfn_float8div, pg_float8_t, /, DIVZ)

#undef OVF
#undef DIVZ

#endif							/* PLCUDA_CUDA_MATHLIB_H */
