/*
 * test_qrt_io.c: the run-time library's output and text (include/kforge/qrt.h):
 * print's layout of scalars, vectors, matrices, cubes, complex numbers,
 * strings and cells; printf/sprintf conversions against C's own printf;
 * strings; tic/toc; the message and exit status of an error in a child
 * process (no hook: the real path).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "kforge/qrt.h"
#include "qrt_expect.h"

/* What `fn` writes on stdout (__give). */
static char *capture(void (*fn)(void *), void *arg)
{
    fflush(stdout);
    FILE *tmp = tmpfile();
    assert_non_null(tmp);
    int saved = dup(1);
    dup2(fileno(tmp), 1);
    fn(arg);
    fflush(stdout);
    dup2(saved, 1);
    close(saved);
    fseek(tmp, 0, SEEK_END); /* the writes went through fd 1: resync */
    long len = ftell(tmp);
    rewind(tmp);
    char *s = calloc((size_t)len + 1, 1);
    assert_int_equal(fread(s, 1, (size_t)len, tmp), (size_t)len);
    fclose(tmp);
    return s;
}

typedef struct { int n; qrt_val v[4]; const char *fmt; } call;
static void do_print(void *p) { call *c = p; qrt_print(c->n, c->v); }
static void do_printf(void *p) { call *c = p; qrt_printf(c->fmt, c->n, c->v); }

static void expect_print(int n, const qrt_val *v, const char *want)
{
    call c = { .n = n };
    memcpy(c.v, v, sizeof *v * (size_t)n);
    char *got = capture(do_print, &c);
    assert_string_equal(got, want);
    free(got);
}

static void test_print(void **state)
{
    (void)state;
    float vec[3] = { 1, 2.5f, -3 }, m[6] = { 1, 2, 3, 4, 5, 6 };
    qrt_array *v = qrt_from(QRT_SCALAR, 1, (int[]){ 3 }, vec);
    qrt_array *M = qrt_from(QRT_SCALAR, 2, (int[]){ 2, 3 }, m);
    qrt_array *C = qrt_from(QRT_SCALAR, 3, (int[]){ 2, 1, 3 }, m);
    qrt_string *s = qrt_str("x = ");
    expect_print(2, (qrt_val[]){ qrt_vo(s), qrt_vs(0.25) }, "x = 0.25\n");
    expect_print(1, (qrt_val[]){ qrt_vi(-4) }, "-4\n");
    expect_print(1, (qrt_val[]){ qrt_vc(qrt_complex(1, -2)) }, "1-2i\n");
    expect_print(1, (qrt_val[]){ qrt_vc(qrt_complex(0.5f, 3)) }, "0.5+3i\n");
    expect_print(1, (qrt_val[]){ qrt_vo(v) }, "[1,2.5,-3]\n");
    expect_print(1, (qrt_val[]){ qrt_vo(M) }, "[[1,2,3],\n [4,5,6]]\n");
    expect_print(1, (qrt_val[]){ qrt_vo(C) }, "[[[1,2,3]],\n [[4,5,6]]]\n");
    qrt_array *row = qrt_from(QRT_SCALAR, 2, (int[]){ 1, 3 }, vec);
    expect_print(2, (qrt_val[]){ qrt_vo(row), qrt_vs(1e6) }, "[1,2.5,-3]1000000\n");
    expect_print(1, (qrt_val[]){ qrt_vs(1e20) }, "1e+20\n");
    qrt_release(row);
    qrt_cell *cell = qrt_cell_new(1, (int[]){ 2 });
    qrt_cell_set(cell, 0, qrt_vi(1));
    qrt_cell_set(cell, 1, qrt_vo(s));
    expect_print(1, (qrt_val[]){ qrt_vo(cell) }, "{1,x = }\n");
    qrt_string *str = qrt_str_of(qrt_vo(v));
    assert_string_equal(str->s, "[1,2.5,-3]");
    qrt_release(str);
    qrt_release(cell);
    qrt_release(v);
    qrt_release(M);
    qrt_release(C);
    qrt_release(s);
}

/* Each conversion against C's snprintf with the same value. */
static void test_printf(void **state)
{
    (void)state;
    char want[256];
    struct { const char *fmt; double x; } num[] = {
        { "%d|", 42 }, { "%5d|", -7 }, { "%-4i|", 3 }, { "%x|", 255 }, { "%08.3f|", 3.14159 },
        { "%e|", 12345.678 }, { "%g|", 1e-7 }, { "%.2G|", 0.000123 }, { "%+.1f|", 2.25 }, { "%c|", 65 },
    };
    for (size_t i = 0; i < sizeof num / sizeof *num; i++) {
        qrt_val v = qrt_vs(num[i].x);
        qrt_string *got = qrt_sprintf(num[i].fmt, 1, &v);
        char conv = num[i].fmt[strcspn(num[i].fmt, "dixfeEgGc")];
        if (strchr("dic", conv)) snprintf(want, sizeof want, num[i].fmt, (int)num[i].x);
        else if (conv == 'x') snprintf(want, sizeof want, num[i].fmt, (unsigned)num[i].x);
        else snprintf(want, sizeof want, num[i].fmt, num[i].x);
        assert_string_equal(got->s, want);
        qrt_release(got);
    }
    /* %d truncates a scalar toward zero; * takes a width */
    qrt_string *a = qrt_sprintf("%d %*d %.*f %%", 5, (qrt_val[]){ qrt_vs(2.7), qrt_vi(4), qrt_vi(9), qrt_vi(2), qrt_vs(1.0 / 3) });
    assert_string_equal(a->s, "2    9 0.33 %");
    float vec[2] = { 1, 2 };
    qrt_array *v = qrt_from(QRT_SCALAR, 1, (int[]){ 2 }, vec);
    qrt_string *name = qrt_str("img");
    qrt_string *b = qrt_sprintf("%s=%s (%-5s)", 3, (qrt_val[]){ qrt_vo(name), qrt_vo(v), qrt_vi(7) });
    assert_string_equal(b->s, "img=[1,2] (7    )");
    call c = { .n = 1, .v = { qrt_vs(1.5) }, .fmt = "v=%g\n" };
    char *out = capture(do_printf, &c);
    assert_string_equal(out, "v=1.5\n");
    free(out);
    qrt_string *cat = qrt_str_cat(a, name);
    assert_int_equal(cat->len, a->len + name->len);
    assert_string_equal(cat->s, "2    9 0.33 %img");
    assert_true(qrt_str_eq(name, name));
    assert_false(qrt_str_eq(name, a));
    qrt_release(cat);
    qrt_release(a);
    qrt_release(b);
    qrt_release(v);
    qrt_release(name);
}

static void test_printf_errors(void **state)
{
    (void)state;
    qrt_val one = qrt_vi(1);
    qrt_array *V = qrt_zeros1(3);
    qrt_val v = qrt_vo(V);
    EXPECT_ERROR(qrt_sprintf("a=%d b=%d", 1, &one), "printf: too few arguments for the format");
    EXPECT_ERROR(qrt_sprintf("x %", 1, &one), "the format ends inside a conversion");
    EXPECT_ERROR(qrt_sprintf("%y", 1, &one), "unknown conversion %y");
    EXPECT_ERROR(qrt_sprintf("sum %f", 1, &v), "a number or a 1-element array is needed for %f");
    qrt_release(V);
    int iv[3] = { 1, -2, 3 };
    qrt_array *I = qrt_from(QRT_INT, 1, (int[]){ 3 }, iv);
    qrt_cscalar cv[2] = { qrt_complex(1, 1), qrt_complex(0, -0.5f) };
    qrt_array *C = qrt_from(QRT_CSCALAR, 1, (int[]){ 2 }, cv);
    qrt_string *s = qrt_sprintf("%s %s %5.1f", 3, (qrt_val[]){ qrt_vo(I), qrt_vo(C), qrt_vc(qrt_complex(2.5f, 9)) });
    assert_string_equal(s->s, "[1,-2,3] [1+1i,0-0.5i]   2.5"); /* %f of a complex: its real part */
    qrt_release(s);
    qrt_release(I);
    qrt_release(C);
}

/* Random formats and arguments: an error or a string, never a crash, an
 * overflow or a leak (ASan watches). */
static void test_printf_random(void **state)
{
    (void)state;
    static const char alphabet[] = "%%%-+ #0123456789.**hlLdiuxXocfeEgGsaq_y";
    qrt_string *str = qrt_str("s");
    qrt_array *V = qrt_zeros1(2);
    unsigned seed = 12345;
    for (int iter = 0; iter < 3000; iter++) {
        char fmt[16];
        int len = 1 + (int)((seed = seed * 1103515245u + 12345u) >> 16) % 15;
        for (int i = 0; i < len; i++) {
            seed = seed * 1103515245u + 12345u;
            fmt[i] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
        }
        fmt[len] = 0;
        qrt_val args[3];
        int nargs = (int)((seed >> 8) % 4);
        for (int k = 0; k < nargs; k++) {
            seed = seed * 1103515245u + 12345u;
            switch ((seed >> 16) % 5) {
            case 0: args[k] = qrt_vs(((int)(seed % 20001) - 10000) * 1.7); break;
            case 1: args[k] = qrt_vi((int)(seed % 200001) - 100000); break;
            case 2: args[k] = qrt_vc(qrt_complex(1.5f, -2)); break;
            case 3: args[k] = qrt_vo(str); break;
            default: args[k] = qrt_vo(V); break;
            }
        }
        qrt_set_error_hook(qrt_test_catch, NULL);
        if (setjmp(qrt_test_jmp) == 0) {
            qrt_string *out = qrt_sprintf(fmt, nargs, args);
            assert_true(out->len < 100000);
            qrt_release(out);
        } else
            assert_non_null(strstr(qrt_test_msg, "printf: "));
        qrt_set_error_hook(NULL, NULL);
    }
    EXPECT_ERROR(qrt_sprintf("%99999d", 1, (qrt_val[]){ qrt_vi(1) }), "above 9999");
    EXPECT_ERROR(qrt_sprintf("%*d", 2, (qrt_val[]){ qrt_vi(100000), qrt_vi(1) }), "above 9999");
    qrt_release(str);
    qrt_release(V);
}

static void test_tictoc(void **state)
{
    (void)state;
    qrt_tic();
    struct timespec d = { 0, 20 * 1000 * 1000 };
    nanosleep(&d, NULL);
    double ms = qrt_toc();
    assert_true(ms >= 19.0);
    assert_true(ms < 5000.0);
}

/* The real error path: a child process, its stderr and exit status. */
static void expect_child_error(void (*fn)(void), const char *want, const char *out_want)
{
    int err[2], out[2];
    assert_int_equal(pipe(err), 0);
    assert_int_equal(pipe(out), 0);
    fflush(NULL);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        dup2(err[1], 2);
        dup2(out[1], 1);
        fn();
        _exit(0);
    }
    close(err[1]);
    close(out[1]);
    char buf[1024] = { 0 }, obuf[256] = { 0 };
    ssize_t n = read(err[0], buf, sizeof buf - 1), m = read(out[0], obuf, sizeof obuf - 1);
    (void)n;
    (void)m;
    close(err[0]);
    close(out[0]);
    int status;
    waitpid(pid, &status, 0);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 1);
    assert_string_equal(buf, want);
    assert_string_equal(obuf, out_want);
}

static void child_bad_index(void)
{
    qrt_array *A = qrt_zeros2(2, 2);
    printf("before\n"); /* flushed before the message */
    QRT_AT("t.q", 3, 7);
    qrt_get2f(A, 2, 0, QRT_CHECKED);
}

static void child_assert(void)
{
    QRT_AT(NULL, 0, 0);
    qrt_assert(1 > 2, "1 > 2");
}

static void test_error_exit(void **state)
{
    (void)state;
    expect_child_error(child_bad_index, "t.q:3:7: error: index out of range: [2,0] in an array of size 2x2\n", "before\n");
    expect_child_error(child_assert, "error: assertion failed: 1 > 2\n", "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_print),
        cmocka_unit_test(test_printf),
        cmocka_unit_test(test_printf_errors),
        cmocka_unit_test(test_printf_random),
        cmocka_unit_test(test_tictoc),
        cmocka_unit_test(test_error_exit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
