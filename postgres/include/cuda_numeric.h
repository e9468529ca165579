/*
 * cuda_numeric.h: reading SQL numeric values in PL/CUDA code (PG-Strom's
 * PL/CUDA v2.0 lists this header among its runtime headers).
 *
 * A numeric argument arrives as PostgreSQL stores it: a varlena with a
 * 4-byte header, then either a short header (uint16) or a long one
 * (uint16 sign and display scale, int16 weight), then base-10000 digits
 * (int16), the first one weighted 10000^weight.  NaN and the infinities
 * are special headers without digits.
 *
 * pg_numeric_to_float8() and pg_numeric_to_int8() read such a value
 * (a kernel-mode pg_varlena_t, or a host-mode varlena *); both are
 * __host__ __device__.  Writing numeric results is not provided: return
 * float or bigint and cast in SQL.
 */
#ifndef PLCUDA_CUDA_NUMERIC_H
#define PLCUDA_CUDA_NUMERIC_H

#include "cuda_mathlib.h"

typedef pg_varlena_t pg_numeric_t;

#define PG_NUMERIC_SIGN_MASK	0xC000
#define PG_NUMERIC_NEG			0x4000
#define PG_NUMERIC_SHORT		0x8000
#define PG_NUMERIC_SPECIAL		0xC000
#define PG_NUMERIC_NAN			0xC000
#define PG_NUMERIC_PINF			0xD000
#define PG_NUMERIC_NINF			0xF000
#define PG_NUMERIC_SHORT_SIGN	0x2000
#define PG_NUMERIC_SHORT_WSIGN	0x0040
#define PG_NUMERIC_SHORT_WMASK	0x003F

/* the parts of a numeric value; returns 0, or the special header */
__host__ __device__ static inline int
pg_numeric_parts(const varlena *v, bool *neg, int *weight,
				 const int16_t **digits, int *ndigits)
{
	const unsigned char *p = (const unsigned char *) v + VARHDRSZ;
	uint16_t	h = (uint16_t) (p[0] | (p[1] << 8));
	int			hdrsz;

	if ((h & PG_NUMERIC_SIGN_MASK) == PG_NUMERIC_SPECIAL)
		return h & 0xF000;
	if (h & PG_NUMERIC_SHORT)
	{
		*neg = (h & PG_NUMERIC_SHORT_SIGN) != 0;
		*weight = (h & PG_NUMERIC_SHORT_WSIGN) ? (int) ((h & PG_NUMERIC_SHORT_WMASK) | ~PG_NUMERIC_SHORT_WMASK)
			: (int) (h & PG_NUMERIC_SHORT_WMASK);
		hdrsz = 2;
	}
	else
	{
		*neg = (h & PG_NUMERIC_SIGN_MASK) == PG_NUMERIC_NEG;
		*weight = (int16_t) (p[2] | (p[3] << 8));
		hdrsz = 4;
	}
	*digits = (const int16_t *) (p + hdrsz);
	*ndigits = ((int) VARSIZE(v) - VARHDRSZ - hdrsz) / 2;
	return 0;
}

/* numeric::float8; NaN and the infinities as such */
__host__ __device__ static inline double
pg_numeric_value_to_float8(const varlena *v)
{
	bool		neg = false;
	int			weight = 0, n = 0, i;
	const int16_t *d = NULL;
	double		r = 0.0;
	double		scale = 1.0;
	int			special = pg_numeric_parts(v, &neg, &weight, &d, &n);

	if (special == PG_NUMERIC_NAN)
		return __builtin_nan("");
	if (special == PG_NUMERIC_PINF)
		return __builtin_inf();
	if (special == PG_NUMERIC_NINF)
		return -__builtin_inf();
	for (i = 0; i < weight; i++)
		scale *= 10000.0;
	for (i = weight; i < 0; i++)
		scale /= 10000.0;
	for (i = 0; i < n; i++)
	{
		r += d[i] * scale;
		scale /= 10000.0;
	}
	return neg ? -r : r;
}

/* numeric::bigint (rounded half away from zero); *ok false when it does not fit */
__host__ __device__ static inline int64_t
pg_numeric_value_to_int8(const varlena *v, bool *ok)
{
	bool		neg = false;
	int			weight = 0, n = 0, i;
	const int16_t *d = NULL;
	int64_t		r = 0;
	int			special = pg_numeric_parts(v, &neg, &weight, &d, &n);

	*ok = (special == 0);
	if (!*ok)
		return 0;
	for (i = 0; i <= weight; i++)
	{
		int64_t		digit = (i < n) ? d[i] : 0;

		if (__builtin_mul_overflow(r, (int64_t) 10000, &r) ||
			__builtin_add_overflow(r, digit, &r))
		{
			*ok = false;
			return 0;
		}
	}
	/* the first fractional digit decides the rounding */
	if (weight + 1 >= 0 && weight + 1 < n && d[weight + 1] >= 5000)
	{
		if (__builtin_add_overflow(r, (int64_t) 1, &r))
		{
			*ok = false;
			return 0;
		}
	}
	return neg ? -r : r;
}

/* kernel mode: NULL in, NULL out; out of range: an error in kcxt */
__host__ __device__ static inline pg_float8_t
pg_numeric_to_float8(kern_context *kcxt, pg_numeric_t a)
{
	pg_float8_t r;

	r.isnull = a.isnull;
	r.value = a.isnull ? 0.0 : pg_numeric_value_to_float8(a.value);
	return r;
}

__host__ __device__ static inline pg_int8_t
pg_numeric_to_int8(kern_context *kcxt, pg_numeric_t a)
{
	pg_int8_t	r;
	bool		ok = true;

	r.isnull = a.isnull;
	r.value = a.isnull ? 0 : pg_numeric_value_to_int8(a.value, &ok);
	if (!ok)
	{
		plcuda_kerr(kcxt, PLCUDA_KERR_OVERFLOW, __LINE__, "bigint out of range");
		r.isnull = true;
	}
	return r;
}

#endif							/* PLCUDA_CUDA_NUMERIC_H */
