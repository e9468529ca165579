/*
 * test_numcmp.c: unit tests for src/support/numcmp.c (include/kforge/numcmp.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kforge/numcmp.h"

/* Compare two texts with rtol 1e-6 and the default floor. */
static int cmp(const char *e, const char *a, struct kf_numcmp_result *r)
{
	return kf_numcmp_texts(e, a, 1e-6, r);
}

/* Compare one token pair given as C strings. */
static int tok(const char *e, const char *a, double rtol, double *rel)
{
	return kf_numcmp_token(e, strlen(e), a, strlen(a), rtol, 0.0, rel,
			       NULL);
}

static void test_empty(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("", "", &r), KF_NUMCMP_MATCH);
	assert_int_equal(r.ntok_expected, 0);
	assert_int_equal(r.ntok_actual, 0);
	assert_int_equal(cmp(" \n\t\r\n", "", &r), KF_NUMCMP_MATCH);
	assert_int_equal(r.why, KF_NUMCMP_NONE);
	assert_true(r.max_rel_err == 0.0);
	assert_int_equal(cmp("", "1", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_COUNT);
	assert_null(r.tok_expected);
	assert_string_equal(r.tok_actual, "1");
	kf_numcmp_result_clear(&r);
}

static void test_identical(void **state)
{
	struct kf_numcmp_result r = { 0 };
	const char *t = "A\n1 2 3\n0.5 -2.25e-3\nB\nnan inf -inf\n";

	(void)state;
	assert_int_equal(cmp(t, t, &r), KF_NUMCMP_MATCH);
	assert_int_equal(r.ntok_expected, 10);
	assert_int_equal(r.ntok_actual, 10);
	assert_int_equal(r.nnumbers, 5);
	assert_true(r.max_rel_err == 0.0);
	kf_numcmp_result_clear(&r);
}

static void test_whitespace_layout(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	/* tokens in order, layout free */
	assert_int_equal(cmp("1 2\n3", "1\n2 3\n\n", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("x\r\n1\r\n", "x\n1\n", &r), KF_NUMCMP_MATCH);
	kf_numcmp_result_clear(&r);
}

static void test_different_counts(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("1 2 3", "1 2", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_COUNT);
	assert_int_equal(r.index, 2);
	assert_string_equal(r.tok_expected, "3");
	assert_null(r.tok_actual);
	assert_int_equal(r.line_actual, 0);
	assert_int_equal(r.ntok_expected, 3);
	assert_int_equal(r.ntok_actual, 2);
	assert_true(isinf(r.rel_err));

	assert_int_equal(cmp("1\n", "1\n2\n3\n", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.index, 1);
	assert_null(r.tok_expected);
	assert_string_equal(r.tok_actual, "2");
	assert_int_equal(r.line_actual, 2);
	assert_int_equal(r.ntok_actual, 3);
	kf_numcmp_result_clear(&r);
}

static void test_first_mismatch_and_lines(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("C\n1.0\n2.0\n3.0\n", "C\n1.0\n\n2.5\n9.0\n", &r),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_TOLERANCE);
	assert_int_equal(r.index, 2);
	assert_int_equal(r.line_expected, 3);
	assert_int_equal(r.line_actual, 4);
	assert_string_equal(r.tok_expected, "2.0");
	assert_string_equal(r.tok_actual, "2.5");
	assert_float_equal(r.rel_err, 0.2, 1e-12);
	/* the scan goes on: 3 vs 9 is the worst pair */
	assert_float_equal(r.max_rel_err, 6.0 / 9.0, 1e-12);
	assert_int_equal(r.max_index, 3);
	assert_int_equal(r.nnumbers, 3);
	kf_numcmp_result_clear(&r);
}

static void test_integers_exact(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("1000000000", "1000000001", &r),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_INTEGERS);
	assert_int_equal(kf_numcmp_texts("5", "6", 0.5, &r),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(cmp("007 +7 -0", "7 7 0", &r), KF_NUMCMP_MATCH);
	/* integers too long for long long: compared as strings */
	assert_int_equal(cmp("123456789012345678901234567890",
			     "123456789012345678901234567890", &r),
			 KF_NUMCMP_MATCH);
	assert_int_equal(cmp("123456789012345678901234567890",
			     "123456789012345678901234567891", &r),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_INTEGERS);
	kf_numcmp_result_clear(&r);
}

static void test_int_vs_float(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	/* %g prints integral doubles without a point */
	assert_int_equal(cmp("3", "2.9999999999", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("3.0", "3", &r), KF_NUMCMP_MATCH);
	assert_int_equal(r.nnumbers, 1);
	assert_int_equal(cmp("3", "3.5", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_TOLERANCE);
	kf_numcmp_result_clear(&r);
}

static void test_words(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("A: 1", "A: 1", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("A: 1", "B: 1", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_WORDS);
	assert_string_equal(r.tok_expected, "A:");
	assert_string_equal(r.tok_actual, "B:");
	/* word against number */
	assert_int_equal(cmp("x", "1", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_WORDS);
	/* "nano" is a word, not nan */
	assert_int_equal(cmp("nano", "nan", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_WORDS);
	/* words are byte-exact: no numeric reading of "1.0x" */
	assert_int_equal(cmp("1.0x", "1.00x", &r), KF_NUMCMP_MISMATCH);
	kf_numcmp_result_clear(&r);
}

static void test_tolerance_boundary(void **state)
{
	double rel = -1;

	(void)state;
	/* relerr(1, 1.5) = 0.5 / 1.5 = 1/3 */
	assert_int_equal(tok("1", "1.5", 1.0 / 3.0, &rel), KF_NUMCMP_MATCH);
	assert_true(rel == 0.5 / 1.5);
	assert_int_equal(tok("1", "1.5", 0.333333, &rel),
			 KF_NUMCMP_MISMATCH);
	/* relerr(3, 4) = 0.25 exactly: boundary matches */
	assert_int_equal(tok("3.0", "4.0", 0.25, &rel), KF_NUMCMP_MATCH);
	assert_true(rel == 0.25);
	assert_int_equal(tok("3.0", "4.0", nextafter(0.25, 0), &rel),
			 KF_NUMCMP_MISMATCH);
	/* symmetric */
	assert_int_equal(tok("4.0", "3.0", 0.25, &rel), KF_NUMCMP_MATCH);
	/* rtol 0 means equal values only */
	assert_int_equal(tok("1.5", "1.50", 0.0, &rel), KF_NUMCMP_MATCH);
	assert_int_equal(tok("1.5", "1.5000001", 0.0, &rel),
			 KF_NUMCMP_MISMATCH);
}

static void test_floor(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	/* without a floor, noise around zero is a 100 % error */
	assert_int_equal(kf_numcmp_texts_floor("1e-17", "-3e-18", 1e-6, 0.0,
					       &r),
			 KF_NUMCMP_MISMATCH);
	/* with the default floor 1e-6 it is 1.3e-11 relative */
	assert_int_equal(cmp("1e-17", "-3e-18", &r), KF_NUMCMP_MATCH);
	assert_float_equal(r.max_rel_err, 1.3e-17 / 1e-6, 1e-20);
	assert_true(r.abs_floor == KF_NUMCMP_DEFAULT_FLOOR);
	/* the floor does not loosen large values */
	assert_int_equal(cmp("1000", "1000.01", &r), KF_NUMCMP_MISMATCH);
	/* zero against zero with floor 0 */
	assert_int_equal(kf_numcmp_texts_floor("0.0", "-0.0", 0.0, 0.0, &r),
			 KF_NUMCMP_MATCH);
	/* tiny different values with floor 0 */
	assert_int_equal(kf_numcmp_texts_floor("1e-300", "2e-300", 0.6, 0.0,
					       &r),
			 KF_NUMCMP_MATCH);
	kf_numcmp_result_clear(&r);
}

static void test_nan_inf(void **state)
{
	struct kf_numcmp_result r = { 0 };
	double rel = -1;

	(void)state;
	assert_int_equal(cmp("nan", "nan", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("nan", "-nan", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("NaN", "nan", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("nan", "1.0", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_NONFINITE);
	assert_true(isinf(r.rel_err));
	assert_int_equal(cmp("1", "nan", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_NONFINITE);
	assert_int_equal(cmp("inf", "inf", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("-inf", "-Infinity", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("inf", "-inf", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_NONFINITE);
	assert_int_equal(cmp("inf", "1e308", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(cmp("inf", "nan", &r), KF_NUMCMP_MISMATCH);
	/* overflow of a literal reads as inf */
	assert_int_equal(cmp("1e999", "inf", &r), KF_NUMCMP_MATCH);
	/* a huge rtol does not make nan equal to a number */
	assert_int_equal(tok("nan", "0", 1e300, &rel), KF_NUMCMP_MISMATCH);
	assert_true(isinf(rel));
	/* finite values whose difference overflows */
	assert_int_equal(tok("1e308", "-1e308", 1.0, &rel), KF_NUMCMP_MISMATCH);
	kf_numcmp_result_clear(&r);
}

static void test_negative_zero(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("-0", "0", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("-0.0", "0", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("-0", "0.0", &r), KF_NUMCMP_MATCH);
	assert_int_equal(kf_numcmp_texts("-0.0", "0.0", 0.0, &r),
			 KF_NUMCMP_MATCH);
	kf_numcmp_result_clear(&r);
}

static void test_exponents(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("1e3", "1000", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("1.5E+02", "150.0", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp("2.5e-300", "2.5000000001e-300", &r),
			 KF_NUMCMP_MATCH);
	assert_int_equal(cmp("1e-5", "1e-4", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(cmp("0x1p4", "16", &r), KF_NUMCMP_MATCH);
	assert_int_equal(cmp(".5", "0.5", &r), KF_NUMCMP_MATCH);
	/* "1e" is not a number */
	assert_int_equal(cmp("1e", "1", &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(r.why, KF_NUMCMP_WORDS);
	kf_numcmp_result_clear(&r);
}

static void test_long_tokens(void **state)
{
	struct kf_numcmp_result r = { 0 };
	size_t n = 10000;
	char *e = malloc(n + 8), *a = malloc(n + 8);

	(void)state;
	assert_non_null(e);
	assert_non_null(a);
	/* "0.000...1" with 10000 digits: no fixed buffer may overflow */
	memset(e, '0', n);
	e[1] = '.';
	e[n - 1] = '1';
	e[n] = '\0';
	memcpy(a, e, n + 1);
	assert_int_equal(cmp(e, a, &r), KF_NUMCMP_MATCH);
	a[n - 1] = '2';
	assert_int_equal(cmp(e, a, &r), KF_NUMCMP_MATCH); /* both ~0 */
	memset(e, 'w', n);
	memset(a, 'w', n);
	a[n - 1] = 'v';
	assert_int_equal(cmp(e, a, &r), KF_NUMCMP_MISMATCH);
	assert_int_equal(strlen(r.tok_actual), n);
	free(e);
	free(a);
	kf_numcmp_result_clear(&r);
}

static void test_bad_arguments(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp(NULL, "1", &r), KF_NUMCMP_ERROR);
	assert_int_equal(cmp("1", NULL, &r), KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_texts("1", "1", 1e-6, NULL),
			 KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_texts("1", "1", -1.0, &r), KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_texts("1", "1", NAN, &r), KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_texts_floor("1", "1", 1e-6, -1.0, &r),
			 KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_token(NULL, 0, "1", 1, 0, 0, NULL, NULL),
			 KF_NUMCMP_ERROR);
	assert_int_equal(kf_numcmp_token("1", 1, "1", 1, -1, 0, NULL, NULL),
			 KF_NUMCMP_ERROR);
	kf_numcmp_result_clear(&r);
}

static void test_reuse_result(void **state)
{
	struct kf_numcmp_result r = { 0 };

	(void)state;
	assert_int_equal(cmp("a", "b", &r), KF_NUMCMP_MISMATCH);
	assert_non_null(r.tok_expected);
	/* the next call clears what the first one stored (ASan: no leak) */
	assert_int_equal(cmp("a", "a", &r), KF_NUMCMP_MATCH);
	assert_null(r.tok_expected);
	assert_null(r.tok_actual);
	kf_numcmp_result_clear(&r);
	kf_numcmp_result_clear(&r);
	kf_numcmp_result_clear(NULL);
}

static void test_token(void **state)
{
	enum kf_numcmp_why why = KF_NUMCMP_COUNT;
	double rel = -1;

	(void)state;
	/* not NUL-terminated: only the given length counts */
	assert_int_equal(kf_numcmp_token("1.5xyz", 3, "1.5abc", 3, 0, 0, &rel,
					 &why),
			 KF_NUMCMP_MATCH);
	assert_int_equal(why, KF_NUMCMP_NONE);
	assert_true(rel == 0.0);
	assert_int_equal(kf_numcmp_token("12", 2, "13", 2, 1, 0, &rel, &why),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(why, KF_NUMCMP_INTEGERS);
	assert_true(isinf(rel));
	assert_int_equal(kf_numcmp_token("2.0", 3, "2.2", 3, 0.01, 0, NULL,
					 &why),
			 KF_NUMCMP_MISMATCH);
	assert_int_equal(why, KF_NUMCMP_TOLERANCE);
	assert_int_equal(kf_numcmp_token("2.0", 3, "2.2", 3, 0.1, 0, NULL,
					 NULL),
			 KF_NUMCMP_MATCH);
}

static void test_classify(void **state)
{
	long long iv = 0;
	double dv = 0;

	(void)state;
	assert_int_equal(kf_numcmp_classify("42", 2, &iv, &dv),
			 KF_NUMCMP_INTEGER);
	assert_int_equal(iv, 42);
	assert_true(dv == 42.0);
	assert_int_equal(kf_numcmp_classify("-17", 3, &iv, NULL),
			 KF_NUMCMP_INTEGER);
	assert_int_equal(iv, -17);
	assert_int_equal(kf_numcmp_classify("+5", 2, NULL, NULL),
			 KF_NUMCMP_INTEGER);
	assert_int_equal(kf_numcmp_classify("1.25", 4, NULL, &dv),
			 KF_NUMCMP_FLOAT);
	assert_true(dv == 1.25);
	assert_int_equal(kf_numcmp_classify("-2e-3", 5, NULL, &dv),
			 KF_NUMCMP_FLOAT);
	assert_true(dv == -2e-3);
	assert_int_equal(kf_numcmp_classify("nan", 3, NULL, &dv),
			 KF_NUMCMP_FLOAT);
	assert_true(isnan(dv));
	assert_int_equal(kf_numcmp_classify("-inf", 4, NULL, &dv),
			 KF_NUMCMP_FLOAT);
	assert_true(isinf(dv) && dv < 0);
	assert_int_equal(kf_numcmp_classify("A:", 2, NULL, NULL),
			 KF_NUMCMP_WORD);
	assert_int_equal(kf_numcmp_classify("-", 1, NULL, NULL),
			 KF_NUMCMP_WORD);
	assert_int_equal(kf_numcmp_classify("+", 1, NULL, NULL),
			 KF_NUMCMP_WORD);
	assert_int_equal(kf_numcmp_classify("1,5", 3, NULL, NULL),
			 KF_NUMCMP_WORD);
	/* the length bounds the token */
	assert_int_equal(kf_numcmp_classify("12abc", 2, &iv, NULL),
			 KF_NUMCMP_INTEGER);
	assert_int_equal(iv, 12);
	assert_int_equal(kf_numcmp_classify("99999999999999999999", 20, NULL,
					    &dv),
			 KF_NUMCMP_INTEGER);
	assert_true(dv == 1e20);
	assert_int_equal(kf_numcmp_classify(NULL, 1, NULL, NULL), -1);
	assert_int_equal(kf_numcmp_classify("1", 0, NULL, NULL), -1);
}

static void test_relerr(void **state)
{
	(void)state;
	assert_true(kf_numcmp_relerr(1.0, 1.0, 0.0) == 0.0);
	assert_true(kf_numcmp_relerr(2.0, 1.0, 0.0) == 0.5);
	assert_true(kf_numcmp_relerr(1.0, 2.0, 0.0) == 0.5);
	assert_true(kf_numcmp_relerr(-1.0, 1.0, 0.0) == 2.0);
	assert_true(kf_numcmp_relerr(0.0, 1e-9, 1e-6) == 1e-9 / 1e-6);
	assert_true(kf_numcmp_relerr(0.0, -0.0, 0.0) == 0.0);
	assert_true(kf_numcmp_relerr(0.0, 1e-300, 0.0) == 1.0);
	assert_true(kf_numcmp_relerr(NAN, NAN, 0.0) == 0.0);
	assert_true(isinf(kf_numcmp_relerr(NAN, 0.0, 0.0)));
	assert_true(kf_numcmp_relerr(INFINITY, INFINITY, 0.0) == 0.0);
	assert_true(isinf(kf_numcmp_relerr(INFINITY, -INFINITY, 0.0)));
	assert_true(isinf(kf_numcmp_relerr(INFINITY, 1.0, 0.0)));
	assert_true(isnan(kf_numcmp_relerr(1.0, 2.0, -1.0)));
	assert_true(isnan(kf_numcmp_relerr(1.0, 2.0, NAN)));
}

static void test_why_name(void **state)
{
	(void)state;
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_NONE), "no mismatch");
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_COUNT),
			    "different token counts");
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_WORDS),
			    "non-numeric tokens differ");
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_INTEGERS),
			    "integers differ");
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_TOLERANCE),
			    "values beyond tolerance");
	assert_string_equal(kf_numcmp_why_name(KF_NUMCMP_NONFINITE),
			    "nan or inf against a different value");
	assert_string_equal(kf_numcmp_why_name((enum kf_numcmp_why)99),
			    "unknown");
}

static void test_result_print(void **state)
{
	struct kf_numcmp_result r = { 0 };
	char buf[2048];
	size_t len;
	FILE *f;

	(void)state;
	assert_int_equal(kf_numcmp_result_print(NULL, &r), -1);
	assert_int_equal(kf_numcmp_result_print(stderr, NULL), -1);

	f = tmpfile();
	assert_non_null(f);
	assert_int_equal(cmp("A\n1\n2\n", "A\n1\n2.5\n", &r),
			 KF_NUMCMP_MISMATCH);
	assert_true(kf_numcmp_result_print(f, &r) > 0);
	assert_int_equal(cmp("1", "", &r), KF_NUMCMP_MISMATCH);
	assert_true(kf_numcmp_result_print(f, &r) > 0);
	assert_int_equal(cmp("1 2.5", "1 2.5", &r), KF_NUMCMP_MATCH);
	assert_true(kf_numcmp_result_print(f, &r) > 0);
	rewind(f);
	len = fread(buf, 1, sizeof(buf) - 1, f);
	buf[len] = '\0';
	fclose(f);
	assert_non_null(strstr(buf, "mismatch at token 2 (expected line 3, "
				    "actual line 3): expected '2', "
				    "actual '2.5': values beyond tolerance"));
	assert_non_null(strstr(buf, "actual '<end>': different token counts"));
	assert_non_null(strstr(buf, "match: 2 tokens, 1 numbers"));
	kf_numcmp_result_clear(&r);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_empty),
		cmocka_unit_test(test_identical),
		cmocka_unit_test(test_whitespace_layout),
		cmocka_unit_test(test_different_counts),
		cmocka_unit_test(test_first_mismatch_and_lines),
		cmocka_unit_test(test_integers_exact),
		cmocka_unit_test(test_int_vs_float),
		cmocka_unit_test(test_words),
		cmocka_unit_test(test_tolerance_boundary),
		cmocka_unit_test(test_floor),
		cmocka_unit_test(test_nan_inf),
		cmocka_unit_test(test_negative_zero),
		cmocka_unit_test(test_exponents),
		cmocka_unit_test(test_long_tokens),
		cmocka_unit_test(test_bad_arguments),
		cmocka_unit_test(test_reuse_result),
		cmocka_unit_test(test_token),
		cmocka_unit_test(test_classify),
		cmocka_unit_test(test_relerr),
		cmocka_unit_test(test_why_name),
		cmocka_unit_test(test_result_print),
	};

	return cmocka_run_group_tests_name("numcmp", tests, NULL, NULL);
}
