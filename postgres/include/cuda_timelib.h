/*
 * cuda_timelib.h: SQL date and time values in PL/CUDA code (PG-Strom's
 * PL/CUDA v2.0 lists this header among its runtime headers).
 *
 * PostgreSQL's layouts, which the arguments arrive in:
 *
 *   date                  int32  days since 2000-01-01
 *   time                  int64  microseconds since midnight
 *   timestamp[tz]         int64  microseconds since 2000-01-01 00:00 (UTC)
 *
 * In kernel mode a date argument is a pg_int4_t and the others pg_int8_t
 * ({value, isnull}); pg_date_t and friends name them.  Every function is
 * __host__ __device__, so host-mode code (#include it in #plcuda_decl) can
 * use it as well.  Calendar conversion follows the proleptic Gregorian
 * calendar by Julian day numbers, as PostgreSQL does.
 */
#ifndef PLCUDA_CUDA_TIMELIB_H
#define PLCUDA_CUDA_TIMELIB_H

#include "cuda_mathlib.h"

typedef pg_int4_t pg_date_t;
typedef pg_int8_t pg_time_t;
typedef pg_int8_t pg_timestamp_t;
typedef pg_int8_t pg_timestamptz_t;

#define PG_POSTGRES_EPOCH_JDATE	2451545		/* Julian day of 2000-01-01 */
#define PG_USECS_PER_SEC		((int64_t) 1000000)
#define PG_USECS_PER_DAY		((int64_t) 86400000000)

/* Julian day number of a Gregorian year, month (1-12) and day */
__host__ __device__ static inline int32_t
pg_date2j(int32_t y, int32_t m, int32_t d)
{
	int32_t		a = (14 - m) / 12;
	int32_t		yy = y + 4800 - a;
	int32_t		mm = m + 12 * a - 3;

	return d + (153 * mm + 2) / 5 + 365 * yy + yy / 4 - yy / 100 + yy / 400 - 32045;
}

/* the Gregorian year, month and day of a Julian day number */
__host__ __device__ static inline void
pg_j2date(int32_t jd, int32_t *y, int32_t *m, int32_t *d)
{
	int32_t		a = jd + 32044;
	int32_t		b = (4 * a + 3) / 146097;
	int32_t		c = a - 146097 * b / 4;
	int32_t		dd = (4 * c + 3) / 1461;
	int32_t		e = c - 1461 * dd / 4;
	int32_t		mm = (5 * e + 2) / 153;

	*d = e - (153 * mm + 2) / 5 + 1;
	*m = mm + 3 - 12 * (mm / 10);
	*y = 100 * b + dd - 4800 + mm / 10;
}

/* date from year, month, day (no range check: the caller's values) */
__host__ __device__ static inline pg_date_t
pg_make_date(int32_t y, int32_t m, int32_t d)
{
	pg_date_t	r;

	r.isnull = false;
	r.value = pg_date2j(y, m, d) - PG_POSTGRES_EPOCH_JDATE;
	return r;
}

/* EXTRACT(YEAR / MONTH / DAY FROM date) */
__host__ __device__ static inline int32_t
pg_date_year(pg_date_t d)
{
	int32_t		y, m, dd;

	pg_j2date(d.value + PG_POSTGRES_EPOCH_JDATE, &y, &m, &dd);
	return y;
}

__host__ __device__ static inline int32_t
pg_date_month(pg_date_t d)
{
	int32_t		y, m, dd;

	pg_j2date(d.value + PG_POSTGRES_EPOCH_JDATE, &y, &m, &dd);
	return m;
}

__host__ __device__ static inline int32_t
pg_date_day(pg_date_t d)
{
	int32_t		y, m, dd;

	pg_j2date(d.value + PG_POSTGRES_EPOCH_JDATE, &y, &m, &dd);
	return dd;
}

/* EXTRACT(DOW FROM date): 0 = Sunday */
__host__ __device__ static inline int32_t
pg_date_dow(pg_date_t d)
{
	int32_t		r = (d.value + PG_POSTGRES_EPOCH_JDATE + 1) % 7;

	return r < 0 ? r + 7 : r;
}

/* date + integer and date - integer: NULL in, NULL out; overflow: error */
__host__ __device__ static inline pg_date_t
pgfn_date_pli(kern_context *kcxt, pg_date_t a, pg_int4_t b)
{
	pg_date_t	r;

	r.isnull = a.isnull || b.isnull;
	r.value = 0;
	if (!r.isnull && __builtin_add_overflow(a.value, b.value, &r.value))
	{
		plcuda_kerr(kcxt, PLCUDA_KERR_OVERFLOW, __LINE__, "date out of range");
		r.isnull = true;
	}
	return r;
}

__host__ __device__ static inline pg_date_t
pgfn_date_mii(kern_context *kcxt, pg_date_t a, pg_int4_t b)
{
	pg_date_t	r;

	r.isnull = a.isnull || b.isnull;
	r.value = 0;
	if (!r.isnull && __builtin_sub_overflow(a.value, b.value, &r.value))
	{
		plcuda_kerr(kcxt, PLCUDA_KERR_OVERFLOW, __LINE__, "date out of range");
		r.isnull = true;
	}
	return r;
}

/* date - date: the days between them */
__host__ __device__ static inline pg_int4_t
pgfn_date_mi(kern_context *kcxt, pg_date_t a, pg_date_t b)
{
	pg_int4_t	r;

	r.isnull = a.isnull || b.isnull;
	r.value = r.isnull ? 0 : a.value - b.value;
	return r;
}

/* date::timestamp (midnight) and timestamp::date (rounded down) */
__host__ __device__ static inline pg_timestamp_t
pgfn_date_timestamp(kern_context *kcxt, pg_date_t a)
{
	pg_timestamp_t r;

	r.isnull = a.isnull;
	r.value = a.isnull ? 0 : (int64_t) a.value * PG_USECS_PER_DAY;
	return r;
}

__host__ __device__ static inline pg_date_t
pgfn_timestamp_date(kern_context *kcxt, pg_timestamp_t a)
{
	pg_date_t	r;
	int64_t		days;

	r.isnull = a.isnull;
	days = a.value / PG_USECS_PER_DAY;
	if (a.value < 0 && a.value % PG_USECS_PER_DAY != 0)
		days--;
	r.value = a.isnull ? 0 : (int32_t) days;
	return r;
}

#endif							/* PLCUDA_CUDA_TIMELIB_H */
