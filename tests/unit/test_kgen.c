/*
 * test_kgen.c: unit tests of kgen (include/kforge/kgen.h): every public
 * function, the seed 004 semantics (sharing, private scopes, hoisting,
 * merge reordering), the error paths, and allocation failures (each
 * allocation fails in turn: no crash, a sticky error, no leak).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kforge/kgen.h"

#define SRC(g) kf_kgen_source(g)

static struct kf_kgen *opencl(void)
{
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_OPENCL);
    assert_non_null(g);
    return g;
}

/* A function "void f()" opened in g. */
static void open_f(struct kf_kgen *g)
{
    assert_int_equal(kf_kgen_declare_function(g, "void f()"), 0);
    assert_int_equal(kf_kgen_begin_body(g), 0);
}

/* ---- context ------------------------------------------------------------ */

static void test_create_destroy(void **state)
{
    (void)state;
    for (int d = KF_KGEN_OPENCL; d <= KF_KGEN_OPENMP; d++) {
        struct kf_kgen *g = kf_kgen_create(d);
        assert_non_null(g);
        assert_int_equal(kf_kgen_dialect(g), d);
        assert_string_equal(SRC(g), "");
        assert_int_equal(kf_kgen_size(g), 0);
        assert_int_equal(kf_kgen_error(g), 0);
        assert_string_equal(kf_kgen_error_message(g), "");
        kf_kgen_destroy(g);
    }
    assert_null(kf_kgen_create((enum kf_kgen_dialect)42));
    kf_kgen_destroy(NULL);
    kf_kgen_reset(NULL);
    /* NULL in: every call reports out of memory, nothing crashes */
    assert_int_equal(kf_kgen_error(NULL), KF_KGEN_ERR_NOMEM);
    assert_int_equal(kf_kgen_stmt(NULL, "x;"), KF_KGEN_ERR_NOMEM);
    assert_int_equal(kf_kgen_declare_function(NULL, "void f()"), KF_KGEN_ERR_NOMEM);
    assert_null(kf_kgen_source(NULL));
    assert_int_equal(kf_kgen_size(NULL), 0);
    assert_string_equal(kf_kgen_index(NULL, KF_KGEN_LOCAL_ID, 0), "");
    assert_false(kf_kgen_has_function(NULL, "f"));
    assert_true(strlen(kf_kgen_error_message(NULL)) > 0);
}

static void test_dialect_names(void **state)
{
    (void)state;
    enum kf_kgen_dialect d;
    assert_string_equal(kf_kgen_dialect_name(KF_KGEN_OPENCL), "opencl");
    assert_string_equal(kf_kgen_dialect_name(KF_KGEN_CUDA), "cuda");
    assert_string_equal(kf_kgen_dialect_name(KF_KGEN_OPENMP), "openmp");
    assert_null(kf_kgen_dialect_name((enum kf_kgen_dialect)9));
    assert_int_equal(kf_kgen_dialect_parse("cuda", &d), 0);
    assert_int_equal(d, KF_KGEN_CUDA);
    assert_int_equal(kf_kgen_dialect_parse("omp", &d), 0);
    assert_int_equal(d, KF_KGEN_OPENMP);
    assert_int_equal(kf_kgen_dialect_parse("cl", &d), 0);
    assert_int_equal(d, KF_KGEN_OPENCL);
    assert_int_equal(kf_kgen_dialect_parse("fortran", &d), -1);
    assert_int_equal(kf_kgen_dialect_parse(NULL, &d), -1);
}

static void test_reset(void **state)
{
    (void)state;
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_CUDA);
    open_f(g);
    assert_int_equal(kf_kgen_end_branch(g, NULL), KF_KGEN_ERR_NESTING);
    kf_kgen_reset(g);
    assert_int_equal(kf_kgen_error(g), 0);
    assert_int_equal(kf_kgen_dialect(g), KF_KGEN_CUDA);
    assert_false(kf_kgen_has_function(g, "f"));
    open_f(g); /* the name is free again */
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n}\n");
    kf_kgen_destroy(g);
}

/* ---- functions, statements, branches, indentation ----------------------- */

/* An emitter's own printf-style wrapper over kf_kgen_vstmtf. */
static int emit(struct kf_kgen *g, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int emit(struct kf_kgen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int rc = kf_kgen_vstmtf(g, fmt, ap);
    va_end(ap);
    return rc;
}

static void test_vstmtf_and_allocator(void **state)
{
    (void)state;
    struct kf_kgen_allocator none = {NULL, NULL}; /* NULL realloc: malloc and free */
    struct kf_kgen *g = kf_kgen_create_with(KF_KGEN_OPENMP, &none);
    assert_non_null(g);
    open_f(g);
    assert_int_equal(emit(g, "x = %d + %s;", 1, "y"), 0);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    x = 1 + y;\n}\n");
    kf_kgen_destroy(g);
    g = kf_kgen_create_with(KF_KGEN_CUDA, NULL);
    assert_non_null(g);
    assert_int_equal(kf_kgen_dialect(g), KF_KGEN_CUDA);
    kf_kgen_destroy(g);
    assert_int_equal(kf_kgen_dialect(NULL), KF_KGEN_OPENCL);
}

static void test_function_body(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    assert_int_equal(kf_kgen_declare_functionf(g, "__kernel void %s(int n)", "k"), 0);
    assert_true(kf_kgen_has_function(g, "k"));
    assert_false(kf_kgen_has_function(g, "f"));
    assert_int_equal(kf_kgen_begin_body(g), 0);
    assert_int_equal(kf_kgen_stmt(g, "n = 1;"), 0);
    assert_int_equal(kf_kgen_stmtf(g, "n += %d;", 2), 0);
    assert_string_equal(SRC(g), ""); /* the open body is not in the source */
    assert_int_equal(kf_kgen_end_body(g), 0);
    const char *want = "__kernel void k(int n)\n{\n    n = 1;\n    n += 2;\n}\n";
    assert_string_equal(SRC(g), want);
    assert_int_equal(kf_kgen_size(g), strlen(want));
    /* a second function is separated by a blank line */
    open_f(g);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_non_null(strstr(SRC(g), "}\n\nvoid f()\n{\n}\n"));
    kf_kgen_destroy(g);
}

static void test_branches(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "if (a)");
    kf_kgen_stmt(g, "x = 1;");
    assert_int_equal(kf_kgen_else(g, "if (b)"), 0);
    kf_kgen_stmt(g, "x = 2;");
    assert_int_equal(kf_kgen_else(g, NULL), 0);
    kf_kgen_begin_branchf(g, "for (i = 0; i < %d; i++)", 4);
    kf_kgen_begin_branch(g, "do");
    kf_kgen_stmt(g, "x++;");
    kf_kgen_end_branch(g, "while (x < 3);");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_begin_branch(g, NULL);
    kf_kgen_stmt(g, "y = 0;");
    kf_kgen_end_branch(g, "");
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n"
                                "    if (a) {\n"
                                "        x = 1;\n"
                                "    } else if (b) {\n"
                                "        x = 2;\n"
                                "    } else {\n"
                                "        for (i = 0; i < 4; i++) {\n"
                                "            do {\n"
                                "                x++;\n"
                                "            } while (x < 3);\n"
                                "        }\n"
                                "    }\n"
                                "    {\n"
                                "        y = 0;\n"
                                "    }\n"
                                "}\n");
    kf_kgen_destroy(g);
}

static void test_indentation(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "#pragma unroll\nfor (;;)");
    /* relative indentation kept, common indentation dropped, trailing
     * spaces dropped, blank lines collapsed, none before a brace */
    kf_kgen_stmt(g, "\t\tif (x)   \n\t\t    y = 1;\n\n\n\t\tz = 2;");
    kf_kgen_blank(g);
    kf_kgen_blank(g);
    kf_kgen_stmt(g, "w = 3;\n\n");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n"
                                "    #pragma unroll\n"
                                "    for (;;) {\n"
                                "        if (x)\n"
                                "            y = 1;\n"
                                "\n"
                                "        z = 2;\n"
                                "\n"
                                "        w = 3;\n"
                                "    }\n"
                                "}\n");
    kf_kgen_destroy(g);
}

static void test_file_scope(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    assert_int_equal(kf_kgen_stmt(g, "#define N 4"), 0);
    assert_int_equal(kf_kgen_blank(g), 0);
    assert_int_equal(kf_kgen_declare_function(g, "int h(int)"), 0);
    /* a second declaration turns the first into a prototype */
    open_f(g);
    /* file-scope text goes before the function being built */
    assert_int_equal(kf_kgen_file_stmt(g, "typedef int T;"), 0);
    kf_kgen_stmt(g, "T t = N;");
    assert_int_equal(kf_kgen_flush(g), 0);
    kf_kgen_end_body(g);
    assert_int_equal(kf_kgen_flush(g), 0); /* harmless at file scope */
    assert_string_equal(SRC(g), "#define N 4\n\nint h(int);\ntypedef int T;\n\n"
                                "void f()\n{\n    T t = N;\n}\n");
    kf_kgen_blank(g); /* after a function: still one blank line */
    kf_kgen_stmt(g, "int z;");
    assert_non_null(strstr(SRC(g), "}\n\nint z;\n"));
    kf_kgen_destroy(g);
}

/* A function of several megabytes: no fixed limit anywhere. */
static void test_big_function(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "if (go)");
    enum { N = 200000 };
    for (int i = 0; i < N; i++)
        kf_kgen_stmtf(g, "acc = acc * 3 + data[%d] /* statement %d */;", i, i);
    kf_kgen_end_branch(g, NULL);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_true(kf_kgen_size(g) > 10u * 1000 * 1000);
    assert_int_equal(strlen(SRC(g)), kf_kgen_size(g));
    assert_non_null(strstr(SRC(g), "        acc = acc * 3 + data[199999] /* statement 199999 */;\n"
                                   "    }\n}\n"));
    kf_kgen_destroy(g);
}

/* A sub-generator declares a helper while the main generator is inside a
 * body: the helper lands at file scope, before the function. */
static void test_helper_function(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    kf_kgen_declare_function(g, "__kernel void k(__global float *y)");
    kf_kgen_begin_body(g);
    kf_kgen_stmt(g, "float v = y[0];");
    assert_int_equal(kf_kgen_begin_section(g, 7, KF_KGEN_POLICY_DIRECT), 0);
    assert_false(kf_kgen_has_function(g, "sq"));
    assert_int_equal(kf_kgen_declare_function(g, "float sq(float x)"), 0);
    assert_int_equal(kf_kgen_begin_body(g), 0);
    /* inside the helper, the helper's owner declares */
    assert_int_equal(kf_kgen_declare_vars(g, 7, "float r = x * x;", KF_KGEN_PRIVATE, 0), 0);
    kf_kgen_stmt(g, "return r;");
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_true(kf_kgen_has_function(g, "sq"));
    kf_kgen_stmt(g, "y[0] = sq(v);");
    kf_kgen_end_section(g);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "float sq(float x)\n{\n    float r = x * x;\n    return r;\n}\n\n"
                                "__kernel void k(__global float *y)\n{\n"
                                "    float v = y[0];\n    y[0] = sq(v);\n}\n");
    kf_kgen_destroy(g);
}

/* ---- variables (seed 004 Examples 1-3 and the sharing rules) ------------- */

static void test_example1_shared(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 1, "uint off = m * lda + k;\n",
                                          KF_KGEN_SHARED_NOT_NESTED, 0),
                     0);
    kf_kgen_stmt(g, "a = A[off];\n");
    kf_kgen_end_section(g);
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 2, "uint off = m * ldc + n;\n",
                                          KF_KGEN_SHARED_NOT_NESTED, 0),
                     0);
    kf_kgen_stmt(g, "C[off] = c;\n");
    kf_kgen_end_section(g);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    uint off = m * lda + k;\n    a = A[off];\n"
                                "    off = m * ldc + n;\n    C[off] = c;\n}\n");
    kf_kgen_destroy(g);
}

static void test_example2_private(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 1, "uint off = m * lda + k;\n", KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_stmt(g, "a = A[off];\n");
    kf_kgen_end_section(g);
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 2, "uint off = m * ldc + n;\n", KF_KGEN_PRIVATE, 0),
                     0);
    kf_kgen_stmt(g, "C[off] = c;\n");
    kf_kgen_end_section(g);
    kf_kgen_stmt(g, "done = 1;");
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    uint off = m * lda + k;\n    a = A[off];\n"
                                "    {\n        uint off = m * ldc + n;\n        C[off] = c;\n"
                                "    }\n    done = 1;\n}\n");
    kf_kgen_destroy(g);
}

static void test_example3_hoist(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_stmt(g, "b = 0;");
    kf_kgen_begin_branch(g, "for (i = 0; i < endi; i++)");
    kf_kgen_begin_section(g, 3, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 3, "uint4 off = {0, lda, lda*2, lda*3};\n",
                                          KF_KGEN_SHARED_NOT_NESTED, -1),
                     0);
    kf_kgen_stmt(g, "a0 = A[off.x];\n"
                    "off = off + 1;\n");
    kf_kgen_end_section(g);
    /* a second sub-generator call in the same loop reuses it; the
     * re-initialisation is hoisted too, as a compound literal */
    kf_kgen_begin_section(g, 3, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 3, "uint4 off = {1, 2, 3, 4};",
                                          KF_KGEN_SHARED_NOT_NESTED, -1),
                     0);
    kf_kgen_end_section(g);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    b = 0;\n"
                                "    uint4 off = {0, lda, lda*2, lda*3};\n"
                                "    off = (uint4){1, 2, 3, 4};\n"
                                "    for (i = 0; i < endi; i++) {\n"
                                "        a0 = A[off.x];\n        off = off + 1;\n    }\n}\n");
    kf_kgen_destroy(g);
}

static void test_hoist_two_levels(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "for (i = 0; i < n; i++)");
    kf_kgen_begin_branch(g, "for (j = 0; j < n; j++)");
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int t = 0;", KF_KGEN_PRIVATE, -2), 0);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int u;", KF_KGEN_PRIVATE, -1), 0);
    kf_kgen_stmt(g, "t += u;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    int t = 0;\n"
                                "    for (i = 0; i < n; i++) {\n        int u;\n"
                                "        for (j = 0; j < n; j++) {\n            t += u;\n"
                                "        }\n    }\n}\n");
    kf_kgen_destroy(g);
}

static void test_sharing_nested(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 1, "int x = 1;", KF_KGEN_SHARED_NESTED, 0);
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    /* nested, both SHARED_NESTED: reused */
    kf_kgen_declare_vars(g, 2, "int x = 2;", KF_KGEN_SHARED_NESTED, 0);
    kf_kgen_end_section(g);
    kf_kgen_begin_section(g, 3, KF_KGEN_POLICY_DIRECT);
    /* nested, but only SHARED_NOT_NESTED: own scope */
    kf_kgen_declare_vars(g, 3, "int x = 3;", KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_end_section(g);
    kf_kgen_end_section(g);
    kf_kgen_begin_section(g, 4, KF_KGEN_POLICY_DIRECT);
    /* not nested, but the first is only SHARED_NESTED: own scope */
    kf_kgen_declare_vars(g, 4, "int x = 4;", KF_KGEN_SHARED_NESTED | KF_KGEN_SHARED_NOT_NESTED,
                         0);
    kf_kgen_end_section(g);
    /* the same section reuses its own private variable */
    kf_kgen_begin_section(g, 5, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 5, "int y = 5;", KF_KGEN_PRIVATE, 0);
    kf_kgen_declare_vars(g, 5, "int y = 6, z;", KF_KGEN_PRIVATE, 0);
    kf_kgen_end_section(g);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n"
                                "    int x = 1;\n"
                                "    x = 2;\n"
                                "    {\n        int x = 3;\n    }\n"
                                "    {\n        int x = 4;\n    }\n"
                                "    int y = 5;\n"
                                "    int z;\n"
                                "    y = 6;\n"
                                "}\n");
    kf_kgen_destroy(g);
}

static void test_sharing_combined(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    const int both = KF_KGEN_SHARED_NESTED | KF_KGEN_SHARED_NOT_NESTED;
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 1, "float *p, q[4];", both, 0);
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 2, "float *p;", both, 0); /* nested: reused */
    kf_kgen_end_section(g);
    kf_kgen_end_section(g);
    kf_kgen_begin_section(g, 3, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_vars(g, 3, "float q[4];", both, 0); /* not nested: reused */
    /* an array cannot be re-initialised */
    assert_int_equal(kf_kgen_declare_vars(g, 3, "float q[4] = {0};", both, 0),
                     KF_KGEN_ERR_VARIABLE);
    assert_non_null(strstr(kf_kgen_error_message(g), "array"));
    kf_kgen_destroy(g);
}

static void test_variable_errors(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_declare_vars(g, 0, "uint off;", KF_KGEN_PRIVATE, 0);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "float off;", KF_KGEN_SHARED_NOT_NESTED, 0),
                     KF_KGEN_ERR_VARIABLE);
    assert_non_null(strstr(kf_kgen_error_message(g), "off"));
    kf_kgen_destroy(g);

    /* one type per name within a function, even out of scope */
    g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "if (a)");
    kf_kgen_declare_vars(g, 0, "int t;", KF_KGEN_PRIVATE, 0);
    kf_kgen_end_branch(g, NULL);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "float t;", KF_KGEN_PRIVATE, 0),
                     KF_KGEN_ERR_VARIABLE);
    kf_kgen_destroy(g);

    const struct {
        const char *decl;
        int level, err;
    } bad[] = {
        {"int x;", -1, KF_KGEN_ERR_VARIABLE}, /* no block to hoist out of */
        {"int x;", 1, KF_KGEN_ERR_VARIABLE},
        {"= 3;", 0, KF_KGEN_ERR_VARIABLE},
        {"x;", 0, KF_KGEN_ERR_VARIABLE},
        {"int 3x;", 0, KF_KGEN_ERR_VARIABLE},
        {"int a, b, a;", 0, KF_KGEN_ERR_VARIABLE},
        {"  ;  ", 0, KF_KGEN_ERR_VARIABLE},
        {NULL, 0, KF_KGEN_ERR_ARGUMENT},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        g = opencl();
        open_f(g);
        assert_int_equal(kf_kgen_declare_vars(g, 0, bad[i].decl, KF_KGEN_PRIVATE, bad[i].level),
                         bad[i].err);
        kf_kgen_destroy(g);
    }

    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int x;", 64, 0), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_declare_vars(g, -3, "int x;", 0, 0), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    /* the owner must own the current section */
    g = opencl();
    open_f(g);
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 1, "int x;", 0, 0), KF_KGEN_ERR_SECTION);
    kf_kgen_destroy(g);
    /* only inside a body */
    g = opencl();
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int x;", 0, 0), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);
    /* hoisting a name taken inside the loop, or clashing outside it */
    g = opencl();
    open_f(g);
    kf_kgen_begin_branch(g, "for (;;)");
    kf_kgen_declare_vars(g, 0, "int x;", KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 1, "int x;", KF_KGEN_SHARED_NOT_NESTED, -1),
                     KF_KGEN_ERR_VARIABLE);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    kf_kgen_declare_vars(g, 0, "int x;", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "for (;;)");
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 1, "int x;", KF_KGEN_PRIVATE, -1),
                     KF_KGEN_ERR_VARIABLE);
    kf_kgen_destroy(g);
}

/* No limit on the names of one declaration. */
static void test_many_names(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    char decl[8192] = "int v0";
    for (int i = 1; i < 500; i++)
        sprintf(decl + strlen(decl), ", v%d = %d", i, i);
    strcat(decl, ";");
    assert_int_equal(kf_kgen_declare_vars(g, 0, decl, KF_KGEN_PRIVATE, 0), 0);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int v499 = 7;", KF_KGEN_PRIVATE, 0), 0);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_non_null(strstr(SRC(g), ", v499 = 499;\n    v499 = 7;\n}\n"));
    kf_kgen_destroy(g);
}

static void test_declaration_forms(void **state)
{
    (void)state;
    const int both = KF_KGEN_SHARED_NESTED | KF_KGEN_SHARED_NOT_NESTED;
    struct kf_kgen *g = opencl();
    open_f(g);
    /* several statements and declarators, pointers, arrays, initialisers */
    assert_int_equal(kf_kgen_declare_vars(g, 0,
                                          "__global float *p = q + 1, **pp, a[4][2];\n"
                                          "int n = f(1, 2), m;",
                                          both, 0),
                     0);
    /* partial reuse: m exists, k is new */
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_vars(g, 1, "int k = 2, m = g(3, 4);",
                                          both, 0),
                     0);
    /* a pointer declared with the same stars reuses; with other stars is
     * another type */
    assert_int_equal(kf_kgen_declare_vars(g, 1, "__global   float* p;",
                                          both, 0),
                     0);
    kf_kgen_end_section(g);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n"
                                "    __global float *p = q + 1, **pp, a[4][2];\n"
                                "    int n = f(1, 2), m;\n"
                                "    int k = 2;\n"
                                "    m = g(3, 4);\n"
                                "}\n");
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    kf_kgen_declare_vars(g, 0, "float *p;", KF_KGEN_SHARED_NOT_NESTED, 0);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "float **p;", KF_KGEN_SHARED_NOT_NESTED, 0),
                     KF_KGEN_ERR_VARIABLE);
    kf_kgen_destroy(g);
}

/* The declaration parser and the line splitter on random text: any answer
 * but a crash (ASan and UBSan watch), and an error is always a known code. */
static void test_fuzz_text(void **state)
{
    (void)state;
    static const char alphabet[] = "int x y=,;*[](){}  \n\t3_a-+.#";
    unsigned seed = 12345;
    for (int round = 0; round < 20000; round++) {
        char text[48];
        seed = seed * 1103515245u + 12345u;
        int len = (int)((seed >> 16) % (sizeof text - 1));
        for (int i = 0; i < len; i++) {
            seed = seed * 1103515245u + 12345u;
            text[i] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
        }
        text[len] = '\0';
        struct kf_kgen *g = opencl();
        open_f(g);
        kf_kgen_begin_branch(g, "for (;;)");
        int rc = kf_kgen_declare_vars(g, 0, text, (int)(seed >> 8) % 4, -(int)((seed >> 4) % 2));
        assert_true(rc == 0 || rc == KF_KGEN_ERR_VARIABLE);
        kf_kgen_declare_vars(g, 0, text, KF_KGEN_PRIVATE, 0);
        kf_kgen_stmt(g, text);
        kf_kgen_stmt_typed(g, text, KF_KGEN_STMT_FETCH, len);
        kf_kgen_end_branch(g, text);
        kf_kgen_end_body(g);
        kf_kgen_destroy(g);
    }
}

/* A clash scope inside a branch closes with the branch. */
static void test_scope_in_branch(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_declare_vars(g, 0, "int x = 0;", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "if (c)");
    kf_kgen_declare_vars(g, 0, "int x = 1;", KF_KGEN_PRIVATE, 0); /* same section: reuse */
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    kf_kgen_begin_branch(g, "while (x)");
    kf_kgen_declare_vars(g, 1, "int x = 2;", KF_KGEN_PRIVATE, 0);
    kf_kgen_stmt(g, "x--;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_section(g);
    kf_kgen_end_branch(g, NULL);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n    int x = 0;\n    if (c) {\n        x = 1;\n"
                                "        while (x) {\n            {\n                int x = 2;\n"
                                "                x--;\n            }\n        }\n    }\n}\n");
    kf_kgen_destroy(g);
}

/* ---- sections and reordering --------------------------------------------- */

static void square_sum(struct kf_kgen *g, int *counter, const char *dst, const char *src)
{
    int i = *counter;
    kf_kgen_begin_section(g, 4, KF_KGEN_POLICY_MERGE_FAS);
    kf_kgen_declare_vars(g, 4, "float4 tmp0, tmp1, tmp2, tmp3, tmp4, tmp5, tmp6, tmp7;\n\n",
                         KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_FETCH, 0, "tmp%d = %s;\ntmp%d = %s;\n", i, src, i + 4,
                        dst);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_ARITH, 0,
                        "tmp%d = mad(tmp%d, tmp%d, 0);\ntmp%d = mad(tmp%d, tmp%d, tmp%d);\n", i,
                        i, i, i + 4, i + 4, i + 4, i);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_STORE, 0, "%s = tmp%d;\n", dst, i + 4);
    kf_kgen_end_section(g);
    *counter = (i + 1) % 4;
    if (*counter == 0) {
        kf_kgen_flush(g);
        kf_kgen_blank(g);
    }
}

/* Seed 004's square-sum, the generator as the seed writes it. */
static void test_square_sum(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    kf_kgen_stmt(g, "uint8 ca = {0, lda, lda*2, lda*3, lda*4, lda*5, lda*6, lda*7};\n"
                    "uint8 cb = {0, ldb, ldb*2, ldb*3, ldb*4, ldb*5, ldb*6, ldb*7};\n\n");
    int counter = 0;
    for (int i = 0; i < 8; i++) {
        char src[64], dst[64];
        sprintf(src, "A[ca.s%d]", i);
        sprintf(dst, "B[cb.s%d]", i);
        square_sum(g, &counter, dst, src);
    }
    assert_int_equal(kf_kgen_end_body(g), 0);
    char want[4096];
    char *w = want;
    w += sprintf(w, "void f()\n{\n"
                    "    uint8 ca = {0, lda, lda*2, lda*3, lda*4, lda*5, lda*6, lda*7};\n"
                    "    uint8 cb = {0, ldb, ldb*2, ldb*3, ldb*4, ldb*5, ldb*6, ldb*7};\n\n"
                    "    float4 tmp0, tmp1, tmp2, tmp3, tmp4, tmp5, tmp6, tmp7;\n");
    for (int h = 0; h < 2; h++) {
        w += sprintf(w, "\n");
        for (int i = 0; i < 4; i++)
            w += sprintf(w, "    tmp%d = A[ca.s%d];\n    tmp%d = B[cb.s%d];\n", i, 4 * h + i,
                         i + 4, 4 * h + i);
        for (int i = 0; i < 4; i++)
            w += sprintf(w, "    tmp%d = mad(tmp%d, tmp%d, 0);\n"
                            "    tmp%d = mad(tmp%d, tmp%d, tmp%d);\n",
                         i, i, i, i + 4, i + 4, i + 4, i);
        for (int i = 0; i < 4; i++)
            w += sprintf(w, "    B[cb.s%d] = tmp%d;\n", 4 * h + i, i + 4);
    }
    sprintf(w, "}\n");
    assert_string_equal(SRC(g), want);
    kf_kgen_destroy(g);
}

static void test_reorder_rules(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    /* priorities order a type group; ties keep their order */
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_MERGE_FAS);
    kf_kgen_stmt_typed(g, "s1;", KF_KGEN_STMT_STORE, 0);
    kf_kgen_stmt_typed(g, "a1;", KF_KGEN_STMT_ARITH, 5);
    kf_kgen_stmt_typed(g, "a2;", KF_KGEN_STMT_ARITH, -1);
    kf_kgen_stmt_typed(g, "f1;", KF_KGEN_STMT_FETCH, 0);
    kf_kgen_stmt_typed(g, "a3;", KF_KGEN_STMT_ARITH, 5);
    kf_kgen_end_section(g);
    /* another sub-generator ends the cluster */
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_MERGE_FAS);
    kf_kgen_stmt_typed(g, "s2;", KF_KGEN_STMT_STORE, 0);
    kf_kgen_stmt_typed(g, "f2;", KF_KGEN_STMT_FETCH, 0);
    /* a plain statement is a barrier */
    kf_kgen_stmt(g, "p;");
    kf_kgen_stmt_typed(g, "s3;", KF_KGEN_STMT_STORE, 0);
    kf_kgen_stmt_typed(g, "x;", KF_KGEN_STMT_PLAIN, 0);
    kf_kgen_stmt_typed(g, "f3;", KF_KGEN_STMT_FETCH, 0);
    kf_kgen_end_section(g);
    /* DIRECT keeps the order */
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_DIRECT);
    kf_kgen_stmt_typed(g, "s4;", KF_KGEN_STMT_STORE, 0);
    kf_kgen_stmt_typed(g, "f4;", KF_KGEN_STMT_FETCH, 0);
    kf_kgen_end_section(g);
    /* flush is a barrier too */
    kf_kgen_begin_section(g, 2, KF_KGEN_POLICY_MERGE_FAS);
    kf_kgen_stmt_typed(g, "s5;", KF_KGEN_STMT_STORE, 0);
    kf_kgen_flush(g);
    kf_kgen_stmt_typed(g, "f5;", KF_KGEN_STMT_FETCH, 0);
    kf_kgen_end_section(g);
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n"
                                "    f1;\n    a2;\n    a1;\n    a3;\n    s1;\n"
                                "    f2;\n    s2;\n    p;\n    s3;\n    x;\n    f3;\n"
                                "    s4;\n    f4;\n    s5;\n    f5;\n}\n");
    kf_kgen_destroy(g);
}

/* A large cluster with as many priorities as statements. */
static void test_reorder_large(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    enum { N = 50000 };
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_MERGE_FAS);
    for (int i = 0; i < N; i++) {
        kf_kgen_stmt_typedf(g, KF_KGEN_STMT_STORE, N - i, "s%d;", i);
        kf_kgen_stmt_typedf(g, KF_KGEN_STMT_FETCH, N - i, "f%d;", i);
    }
    kf_kgen_end_section(g);
    assert_int_equal(kf_kgen_end_body(g), 0);
    const char *src = SRC(g);
    /* all fetches, highest i (lowest priority) first, then the stores */
    const char *f_last = strstr(src, "    f49999;\n    f49998;\n");
    const char *f_first = strstr(src, "    f0;\n    s49999;\n");
    assert_non_null(f_last);
    assert_non_null(f_first);
    assert_true(f_last < f_first);
    assert_non_null(strstr(src, "    s1;\n    s0;\n}\n"));
    kf_kgen_destroy(g);
}

static void test_section_errors(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_end_section(g), KF_KGEN_ERR_SECTION); /* the default one */
    kf_kgen_destroy(g);

    g = opencl();
    assert_int_equal(kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl(); /* a section ends while its branch is open */
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    kf_kgen_begin_branch(g, "if (a)");
    assert_int_equal(kf_kgen_end_section(g), KF_KGEN_ERR_SECTION);
    kf_kgen_destroy(g);

    g = opencl(); /* a branch ends while a section opened in it is open */
    open_f(g);
    kf_kgen_begin_branch(g, "if (a)");
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_end_branch(g, NULL), KF_KGEN_ERR_SECTION);
    kf_kgen_destroy(g);

    g = opencl(); /* the body ends with a section open */
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_end_body(g), KF_KGEN_ERR_SECTION);
    kf_kgen_destroy(g);

    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_begin_section(g, -1, KF_KGEN_POLICY_DIRECT), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_begin_section(g, 1, (enum kf_kgen_policy)7), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
}

/* ---- structural errors and the sticky error ------------------------------ */

static void test_nesting_errors(void **state)
{
    (void)state;
    struct kf_kgen *g;

    g = opencl();
    assert_int_equal(kf_kgen_end_body(g), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl(); /* unbalanced: body ends with a branch open */
    open_f(g);
    kf_kgen_begin_branch(g, "if (a)");
    assert_int_equal(kf_kgen_end_body(g), KF_KGEN_ERR_NESTING);
    assert_non_null(strstr(kf_kgen_error_message(g), "still open"));
    kf_kgen_destroy(g);

    g = opencl(); /* end_branch without begin */
    open_f(g);
    assert_int_equal(kf_kgen_end_branch(g, NULL), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl(); /* else after a for */
    open_f(g);
    kf_kgen_begin_branch(g, "for (;;)");
    assert_int_equal(kf_kgen_else(g, NULL), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl(); /* else after an else */
    open_f(g);
    kf_kgen_begin_branch(g, "if (x)");
    kf_kgen_else(g, NULL);
    assert_int_equal(kf_kgen_else(g, NULL), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl();
    assert_int_equal(kf_kgen_else(g, NULL), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = opencl(); /* branches and typed statements need a body */
    assert_int_equal(kf_kgen_begin_branch(g, "if (x)"), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);
    g = opencl();
    assert_int_equal(kf_kgen_stmt_typed(g, "x;", KF_KGEN_STMT_FETCH, 0), KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);
}

static void test_function_errors(void **state)
{
    (void)state;
    struct kf_kgen *g;

    g = opencl(); /* the main generator declares a function inside a body */
    open_f(g);
    assert_int_equal(kf_kgen_declare_function(g, "void h()"), KF_KGEN_ERR_FUNCTION);
    assert_non_null(strstr(kf_kgen_error_message(g), "h"));
    kf_kgen_destroy(g);

    g = opencl(); /* duplicate */
    open_f(g);
    kf_kgen_end_body(g);
    assert_int_equal(kf_kgen_declare_function(g, "int f(int x)"), KF_KGEN_ERR_FUNCTION);
    assert_non_null(strstr(kf_kgen_error_message(g), "already"));
    kf_kgen_destroy(g);

    g = opencl(); /* a helper with the name of its caller */
    open_f(g);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT);
    assert_int_equal(kf_kgen_declare_function(g, "void f()"), KF_KGEN_ERR_FUNCTION);
    kf_kgen_destroy(g);

    g = opencl(); /* body without declaration */
    assert_int_equal(kf_kgen_begin_body(g), KF_KGEN_ERR_FUNCTION);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_begin_body(g), KF_KGEN_ERR_FUNCTION);
    kf_kgen_destroy(g);

    g = opencl(); /* a statement between declaration and body */
    kf_kgen_declare_function(g, "void f()");
    assert_int_equal(kf_kgen_stmt(g, "x;"), KF_KGEN_ERR_FUNCTION);
    kf_kgen_destroy(g);
    g = opencl();
    kf_kgen_declare_function(g, "void f()");
    assert_int_equal(kf_kgen_blank(g), KF_KGEN_ERR_FUNCTION);
    kf_kgen_destroy(g);

    const char *bad[] = {"no parenthesis", "(int x)", "int 9a(void)", NULL};
    for (int i = 0; i < 4; i++) {
        g = opencl();
        assert_int_equal(kf_kgen_declare_function(g, bad[i]), KF_KGEN_ERR_ARGUMENT);
        kf_kgen_destroy(g);
    }
}

static void test_argument_errors(void **state)
{
    (void)state;
    struct kf_kgen *g;
    g = opencl();
    assert_int_equal(kf_kgen_stmt(g, NULL), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    assert_int_equal(kf_kgen_file_stmt(g, NULL), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_stmt_typed(g, NULL, KF_KGEN_STMT_FETCH, 0), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_stmt_typed(g, "x;", (enum kf_kgen_stmt_type)9, 0),
                     KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
}

/* After the first error every call returns it and changes nothing. */
static void test_sticky_error(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    kf_kgen_stmt(g, "int before;");
    open_f(g);
    assert_int_equal(kf_kgen_end_branch(g, NULL), KF_KGEN_ERR_NESTING);
    char msg[256];
    snprintf(msg, sizeof msg, "%s", kf_kgen_error_message(g));
    assert_non_null(strstr(msg, "kf_kgen_end_branch"));
    const int E = KF_KGEN_ERR_NESTING;
    assert_int_equal(kf_kgen_stmt(g, "x;"), E);
    assert_int_equal(kf_kgen_stmtf(g, "x%d;", 1), E);
    assert_int_equal(kf_kgen_stmt_typed(g, "x;", KF_KGEN_STMT_FETCH, 0), E);
    assert_int_equal(kf_kgen_stmt_typedf(g, KF_KGEN_STMT_FETCH, 0, "x%d;", 1), E);
    assert_int_equal(kf_kgen_blank(g), E);
    assert_int_equal(kf_kgen_flush(g), E);
    assert_int_equal(kf_kgen_file_stmt(g, "x;"), E);
    assert_int_equal(kf_kgen_begin_branch(g, "if (x)"), E);
    assert_int_equal(kf_kgen_begin_branchf(g, "if (%d)", 1), E);
    assert_int_equal(kf_kgen_else(g, NULL), E);
    assert_int_equal(kf_kgen_end_branch(g, NULL), E);
    assert_int_equal(kf_kgen_declare_vars(g, 0, "int x;", 0, 0), E);
    assert_int_equal(kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_DIRECT), E);
    assert_int_equal(kf_kgen_end_section(g), E);
    assert_int_equal(kf_kgen_declare_function(g, "void h()"), E);
    assert_int_equal(kf_kgen_declare_functionf(g, "void %s()", "h"), E);
    assert_int_equal(kf_kgen_begin_body(g), E);
    assert_int_equal(kf_kgen_end_body(g), E);
    assert_int_equal(kf_kgen_begin_grid_loop(g, 0, "i", "n"), E);
    assert_int_equal(kf_kgen_barrier(g), E);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "int", "p", "1"), E);
    assert_string_equal(kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL), "");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0), "");
    assert_string_equal(kf_kgen_scalar_type(g, "uint"), "");
    assert_string_equal(kf_kgen_vector_type(g, "float", 4), "");
    assert_string_equal(kf_kgen_vector_elem(g, 4, 0), "");
    assert_string_equal(kf_kgen_fma(g, "float", "a", "b", "c"), "");
    assert_false(kf_kgen_has_function(g, "h"));
    assert_null(kf_kgen_source(g));
    assert_int_equal(kf_kgen_size(g), 0);
    assert_int_equal(kf_kgen_error(g), E);
    assert_string_equal(kf_kgen_error_message(g), msg); /* the first error stays */
    kf_kgen_reset(g);
    assert_int_equal(kf_kgen_error(g), 0);
    assert_string_equal(SRC(g), "");
    kf_kgen_destroy(g);
}

/* ---- dialects ------------------------------------------------------------ */

static void test_qualifiers(void **state)
{
    (void)state;
    static const char *const want[3][5] = {
        {"__kernel", "", "__global", "__local", "__constant"},
        {"extern \"C\" __global__", "__device__", "", "__shared__", "const"},
        {"", "static", "", "", "const"},
    };
    for (int d = 0; d < 3; d++) {
        struct kf_kgen *g = kf_kgen_create(d);
        for (int q = 0; q < 5; q++)
            assert_string_equal(kf_kgen_qualifier(g, q), want[d][q]);
        assert_string_equal(kf_kgen_qualifier(g, (enum kf_kgen_qual)5), "");
        assert_int_equal(kf_kgen_error(g), KF_KGEN_ERR_ARGUMENT);
        kf_kgen_destroy(g);
    }
}

static void test_index(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0), "get_global_id(0)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_ID, 1), "get_local_id(1)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GROUP_ID, 2), "get_group_id(2)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_SIZE, 0), "get_local_size(0)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_NUM_GROUPS, 0), "get_num_groups(0)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 0), "get_global_size(0)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 3), "");
    assert_int_equal(kf_kgen_error(g), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_CUDA);
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 1),
                        "(blockIdx.y * blockDim.y + threadIdx.y)");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_ID, 0), "threadIdx.x");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GROUP_ID, 2), "blockIdx.z");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_SIZE, 0), "blockDim.x");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_NUM_GROUPS, 0), "gridDim.x");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 0), "(gridDim.x * blockDim.x)");
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_OPENMP);
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0), "0");
    open_f(g);
    kf_kgen_begin_grid_loop(g, 0, "i", "n");
    kf_kgen_begin_grid_loop(g, 1, "j", "m");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_ID, 0), "i");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GROUP_ID, 1), "j");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_ID, 1), "0");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_LOCAL_SIZE, 1), "1");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_GLOBAL_SIZE, 1), "m");
    assert_string_equal(kf_kgen_index(g, KF_KGEN_NUM_GROUPS, 0), "n");
    kf_kgen_stmt(g, "a[i][j] = 0;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, NULL);
    assert_int_equal(kf_kgen_end_body(g), 0);
    assert_string_equal(SRC(g), "void f()\n{\n    #pragma omp parallel for\n"
                                "    for (int i = 0; i < n; i++) {\n"
                                "        for (int j = 0; j < m; j++) {\n"
                                "            a[i][j] = 0;\n        }\n    }\n}\n");
    kf_kgen_destroy(g);
}

static void test_grid_loop_barrier(void **state)
{
    (void)state;
    static const char *const want[3] = {
        "void f()\n{\n    int i = (int)get_global_id(0);\n    if (i < n) {\n"
        "        barrier(CLK_LOCAL_MEM_FENCE);\n    }\n}\n",
        "void f()\n{\n    int i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i < n) {\n"
        "        __syncthreads();\n    }\n}\n",
        "void f()\n{\n    #pragma omp parallel for\n    for (int i = 0; i < n; i++) {\n"
        "    }\n}\n",
    };
    for (int d = 0; d < 3; d++) {
        struct kf_kgen *g = kf_kgen_create(d);
        open_f(g);
        assert_int_equal(kf_kgen_begin_grid_loop(g, 0, "i", "n"), 0);
        assert_int_equal(kf_kgen_barrier(g), 0);
        kf_kgen_end_branch(g, NULL);
        assert_int_equal(kf_kgen_end_body(g), 0);
        assert_string_equal(SRC(g), want[d]);
        /* misuse */
        assert_int_equal(kf_kgen_begin_grid_loop(g, 0, "i", "n"), KF_KGEN_ERR_NESTING);
        kf_kgen_reset(g);
        assert_int_equal(kf_kgen_barrier(g), KF_KGEN_ERR_NESTING);
        kf_kgen_reset(g);
        open_f(g);
        assert_int_equal(kf_kgen_begin_grid_loop(g, 3, "i", "n"), KF_KGEN_ERR_ARGUMENT);
        kf_kgen_destroy(g);
    }
}

static void test_atomics(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    kf_kgen_declare_function(g, "__kernel void k(__global int *c, __global float *s)");
    kf_kgen_begin_body(g);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "int", "c", "1"), 0);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "s", "2.0f"), 0);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "s + 1", "3.0f"), 0);
    assert_int_equal(kf_kgen_end_body(g), 0);
    const char *src = SRC(g);
    /* the CAS helper once, before the kernel */
    const char *helper = strstr(src, "float kf_atomic_add_float_global(volatile __global float *p");
    assert_non_null(helper);
    assert_null(strstr(helper + 1, "float kf_atomic_add_float_global("));
    assert_non_null(strstr(src, "atomic_cmpxchg((volatile __global uint *)p"));
    const char *kernel = strstr(src, "__kernel void k(");
    assert_true(helper < kernel);
    assert_non_null(strstr(kernel, "    atomic_add(c, 1);\n"
                                   "    kf_atomic_add_float_global(s, 2.0f);\n"
                                   "    kf_atomic_add_float_global(s + 1, 3.0f);\n"));
    assert_true(kf_kgen_has_function(g, "kf_atomic_add_float_global"));
    kf_kgen_destroy(g);

    g = opencl();
    open_f(g);
    kf_kgen_atomic_add(g, KF_KGEN_Q_LOCAL, "float", "p", "v");
    kf_kgen_end_body(g);
    assert_non_null(strstr(SRC(g), "kf_atomic_add_float_local(volatile __local float *p"));
    kf_kgen_destroy(g);

    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "double", "p", "v"),
                     KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    open_f(g);
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_CONSTANT, "int", "p", "v"),
                     KF_KGEN_ERR_ARGUMENT);
    kf_kgen_destroy(g);
    g = opencl();
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "int", "p", "v"),
                     KF_KGEN_ERR_NESTING);
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_CUDA);
    open_f(g);
    kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "s", "1.0f");
    kf_kgen_atomic_add(g, KF_KGEN_Q_LOCAL, "double", "&d[0]", "x");
    assert_int_equal(kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "char", "p", "v"),
                     KF_KGEN_ERR_ARGUMENT);
    kf_kgen_reset(g);
    open_f(g);
    kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "s", "1.0f");
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    atomicAdd(s, 1.0f);\n}\n");
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_OPENMP);
    open_f(g);
    kf_kgen_atomic_add(g, KF_KGEN_Q_GLOBAL, "float", "s", "1.0f");
    kf_kgen_end_body(g);
    assert_string_equal(SRC(g), "void f()\n{\n    #pragma omp atomic\n    *(s) += 1.0f;\n}\n");
    kf_kgen_destroy(g);
}

static void test_types(void **state)
{
    (void)state;
    struct kf_kgen *g = opencl();
    assert_string_equal(kf_kgen_scalar_type(g, "uint"), "uint");
    assert_string_equal(kf_kgen_vector_type(g, "float", 4), "float4");
    assert_string_equal(kf_kgen_vector_type(g, "uint", 16), "uint16");
    assert_string_equal(kf_kgen_vector_type(g, "uint", 1), "uint");
    assert_string_equal(kf_kgen_vector_elem(g, 4, 3), ".w");
    assert_string_equal(kf_kgen_vector_elem(g, 8, 0), ".s0");
    assert_string_equal(kf_kgen_vector_elem(g, 16, 15), ".sf");
    assert_string_equal(kf_kgen_fma(g, "float", "a", "b", "c"), "mad(a, b, c)");
    assert_string_equal(SRC(g), ""); /* nothing written for native types */
    assert_string_equal(kf_kgen_vector_type(g, "float", 5), "");
    assert_int_equal(kf_kgen_error(g), KF_KGEN_ERR_ARGUMENT);
    kf_kgen_reset(g);
    assert_string_equal(kf_kgen_vector_elem(g, 4, 4), "");
    kf_kgen_reset(g);
    assert_string_equal(kf_kgen_scalar_type(g, NULL), "");
    kf_kgen_reset(g);
    assert_string_equal(kf_kgen_fma(g, "float", NULL, "b", "c"), "");
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_CUDA);
    assert_string_equal(kf_kgen_scalar_type(g, "uint"), "unsigned int");
    assert_string_equal(kf_kgen_scalar_type(g, "ulong"), "unsigned long long");
    assert_string_equal(kf_kgen_scalar_type(g, "float"), "float");
    assert_string_equal(kf_kgen_vector_type(g, "float", 4), "float4");
    assert_string_equal(kf_kgen_vector_type(g, "ulong", 2), "ulonglong2");
    assert_string_equal(kf_kgen_vector_elem(g, 4, 0), ".x"); /* OpenCL's .s0 */
    assert_string_equal(kf_kgen_vector_elem(g, 2, 1), ".y");
    assert_string_equal(kf_kgen_vector_type(g, "float", 8), "kf_float8");
    assert_string_equal(kf_kgen_vector_type(g, "float", 8), "kf_float8"); /* once */
    assert_string_equal(kf_kgen_vector_type(g, "uint", 16), "kf_uint16");
    assert_string_equal(kf_kgen_vector_elem(g, 8, 7), ".s[7]");
    assert_string_equal(kf_kgen_fma(g, "float", "a", "b", "c"), "fmaf(a, b, c)");
    assert_string_equal(kf_kgen_fma(g, "double", "a", "b", "c"), "fma(a, b, c)");
    assert_string_equal(kf_kgen_fma(g, "int", "a", "b", "c"), "((a) * (b) + (c))");
    assert_string_equal(SRC(g), "typedef struct { float s[8]; } kf_float8;\n"
                                "typedef struct { unsigned int s[16]; } kf_uint16;\n");
    kf_kgen_destroy(g);

    g = kf_kgen_create(KF_KGEN_OPENMP);
    assert_string_equal(kf_kgen_vector_type(g, "float", 2), "kf_float2");
    assert_string_equal(kf_kgen_vector_elem(g, 2, 1), ".s[1]");
    assert_string_equal(kf_kgen_fma(g, "float", "a", "b", "c"), "fmaf(a, b, c)");
    assert_string_equal(SRC(g), "typedef struct { float s[2]; } kf_float2;\n"
                                "#include <math.h>\n");
    kf_kgen_destroy(g);
}

/* ---- examples -------------------------------------------------------------- */

static void test_examples(void **state)
{
    (void)state;
    int n = 0;
    for (const struct kf_kgen_example *e = kf_kgen_examples; e->name; e++, n++) {
        assert_ptr_equal(kf_kgen_example_find(e->name), e);
        for (int d = 0; d < 3; d++) {
            struct kf_kgen *g = kf_kgen_create(d);
            assert_int_equal(e->generate(g), 0);
            assert_true(kf_kgen_size(g) > 0);
            kf_kgen_destroy(g);
        }
    }
    assert_int_equal(n, 6);
    assert_null(kf_kgen_example_find("nope"));
    assert_null(kf_kgen_example_find(NULL));
}

/* The example of docs/kgen.md, as printed there. */
static void test_readme_example(void **state)
{
    (void)state;
    struct kf_kgen *g = kf_kgen_create(KF_KGEN_CUDA);
    kf_kgen_declare_functionf(g, "%s void scale(int n, float a, float *x)",
                              kf_kgen_qualifier(g, KF_KGEN_Q_KERNEL));
    kf_kgen_begin_body(g);
    kf_kgen_begin_grid_loop(g, 0, "i", "n");
    kf_kgen_stmt(g, "x[i] *= a;");
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_body(g);
    assert_int_equal(kf_kgen_error(g), 0);
    assert_string_equal(SRC(g), "extern \"C\" __global__ void scale(int n, float a, float *x)\n"
                                "{\n"
                                "    int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
                                "    if (i < n) {\n"
                                "        x[i] *= a;\n"
                                "    }\n"
                                "}\n");
    kf_kgen_destroy(g);
}

/* ---- allocation failures -------------------------------------------------- */

struct failing {
    long count, fail_at; /* fail the fail_at-th allocation (1-based); 0: never */
    long live;
    bool failed;
};

static void *failing_realloc(void *ud, void *ptr, size_t size)
{
    struct failing *f = ud;
    if (size == 0) {
        if (ptr)
            f->live--;
        free(ptr);
        return NULL;
    }
    if (++f->count == f->fail_at) {
        f->failed = true;
        return NULL;
    }
    void *q = realloc(ptr, size);
    if (q && !ptr)
        f->live++;
    return q;
}

/* What the examples do not: helpers, clash scopes, hoisting, else,
 * file-scope text, vector structs, formatted calls.  No asserts: it must
 * survive any allocation failing. */
static void scenario(struct kf_kgen *g)
{
    kf_kgen_stmt(g, "#define N 8");
    kf_kgen_blank(g);
    kf_kgen_declare_function(g, "int proto(int)");
    kf_kgen_declare_functionf(g, "void %s(int n)", "s");
    kf_kgen_begin_body(g);
    kf_kgen_declare_vars(g, 0, "int x = 0, y[4];", KF_KGEN_SHARED_NOT_NESTED, 0);
    kf_kgen_begin_branchf(g, "for (int i = 0; i < %d; i++)", 8);
    kf_kgen_begin_section(g, 1, KF_KGEN_POLICY_MERGE_FAS);
    kf_kgen_declare_vars(g, 1, "int h = 1;", KF_KGEN_SHARED_NOT_NESTED, -1);
    kf_kgen_declare_vars(g, 1, "int x = 2;", KF_KGEN_PRIVATE, 0);
    kf_kgen_stmt_typed(g, "x += h;", KF_KGEN_STMT_ARITH, 1);
    kf_kgen_stmt_typedf(g, KF_KGEN_STMT_FETCH, 0, "h = y[%d];", 1);
    kf_kgen_declare_function(g, "int helper(int v)");
    kf_kgen_begin_body(g);
    kf_kgen_stmt(g, "return v;");
    kf_kgen_end_body(g);
    kf_kgen_file_stmt(g, "typedef int T;");
    kf_kgen_vector_type(g, "float", 16);
    kf_kgen_end_section(g);
    kf_kgen_begin_branch(g, "if (n)");
    kf_kgen_stmtf(g, "x = helper(%s);", kf_kgen_index(g, KF_KGEN_LOCAL_ID, 0));
    kf_kgen_else(g, "if (x)");
    kf_kgen_blank(g);
    kf_kgen_else(g, NULL);
    kf_kgen_flush(g);
    kf_kgen_end_branch(g, NULL);
    kf_kgen_end_branch(g, "");
    kf_kgen_end_body(g);
    kf_kgen_size(g);
}

/* Everything kgen can do, through the examples and the scenario. */
static int workload(struct kf_kgen *g)
{
    for (const struct kf_kgen_example *e = kf_kgen_examples; e->name; e++) {
        kf_kgen_reset(g);
        if (e->generate(g))
            return kf_kgen_error(g);
    }
    kf_kgen_reset(g);
    scenario(g);
    return kf_kgen_error(g);
}

static void test_alloc_failures(void **state)
{
    (void)state;
    for (int d = 0; d < 3; d++) {
        for (long n = 1;; n++) {
            struct failing f = {0, n, 0, false};
            struct kf_kgen_allocator a = {failing_realloc, &f};
            struct kf_kgen *g = kf_kgen_create_with(d, &a);
            int rc = g ? workload(g) : KF_KGEN_ERR_NOMEM;
            if (f.failed) {
                assert_int_equal(rc, KF_KGEN_ERR_NOMEM);
                if (g) {
                    /* sticky: the next call fails the same way */
                    assert_int_equal(kf_kgen_stmt(g, "x;"), KF_KGEN_ERR_NOMEM);
                    assert_null(kf_kgen_source(g));
                    assert_string_equal(kf_kgen_error_message(g), "out of memory");
                }
            } else {
                assert_int_equal(rc, 0);
            }
            kf_kgen_destroy(g);
            assert_int_equal(f.live, 0); /* no leak */
            if (!f.failed)
                break; /* the whole workload ran without a failure */
            assert_true(n < 100000);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_destroy),
        cmocka_unit_test(test_dialect_names),
        cmocka_unit_test(test_reset),
        cmocka_unit_test(test_function_body),
        cmocka_unit_test(test_vstmtf_and_allocator),
        cmocka_unit_test(test_branches),
        cmocka_unit_test(test_indentation),
        cmocka_unit_test(test_file_scope),
        cmocka_unit_test(test_big_function),
        cmocka_unit_test(test_helper_function),
        cmocka_unit_test(test_example1_shared),
        cmocka_unit_test(test_example2_private),
        cmocka_unit_test(test_example3_hoist),
        cmocka_unit_test(test_hoist_two_levels),
        cmocka_unit_test(test_sharing_nested),
        cmocka_unit_test(test_sharing_combined),
        cmocka_unit_test(test_variable_errors),
        cmocka_unit_test(test_declaration_forms),
        cmocka_unit_test(test_many_names),
        cmocka_unit_test(test_fuzz_text),
        cmocka_unit_test(test_scope_in_branch),
        cmocka_unit_test(test_square_sum),
        cmocka_unit_test(test_reorder_rules),
        cmocka_unit_test(test_reorder_large),
        cmocka_unit_test(test_section_errors),
        cmocka_unit_test(test_nesting_errors),
        cmocka_unit_test(test_function_errors),
        cmocka_unit_test(test_argument_errors),
        cmocka_unit_test(test_sticky_error),
        cmocka_unit_test(test_qualifiers),
        cmocka_unit_test(test_index),
        cmocka_unit_test(test_grid_loop_barrier),
        cmocka_unit_test(test_atomics),
        cmocka_unit_test(test_types),
        cmocka_unit_test(test_examples),
        cmocka_unit_test(test_readme_example),
        cmocka_unit_test(test_alloc_failures),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
