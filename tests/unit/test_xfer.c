/*
 * test_xfer.c: copy placement on small control-flow shapes, each asserting
 * where the copies land; the verifier catching wrong placements; and random
 * programs whose placements must always keep seed 003's rule.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "codegen/xfer.h"

/* Places the copies of `in` and compares the printed result with `want`;
 * the placement must also pass the verifier and print back to itself. */
static void placed(const char *in, const char *want)
{
    char *err = NULL;
    struct kf_xfer_prog *p = kf_xfer_parse(in, &err);
    if (!p)
        fail_msg("parse: %s", err);
    assert_int_equal(kf_xfer_place(p), 0);
    char *got = kf_xfer_print(p);
    assert_non_null(got);
    if (strcmp(got, want) != 0)
        fail_msg("placed:\n%s\nwanted:\n%s", got, want);
    if (kf_xfer_verify(p, &err) != 0)
        fail_msg("verify: %s\n%s", err, got);
    /* the printed form is a program too, with the same copies */
    struct kf_xfer_prog *q = kf_xfer_parse(got, &err);
    if (!q)
        fail_msg("reparse: %s", err);
    char *again = kf_xfer_print(q);
    assert_string_equal(again, got);
    assert_int_equal(kf_xfer_count(q), kf_xfer_count(p));
    free(again);
    kf_xfer_free(q);
    free(got);
    kf_xfer_free(p);
}

/* Seed 003 §4's LU example: one copy in before the k loop, the two copies
 * out of the fragments moved past the loop and merged. */
static void test_lu_copies_leave_the_loop(void **state)
{
    (void)state;
    placed("out(A) host w(A); loop r(N) { dev r(A) w(A); dev r(A) w(A); } host r(A);",
           "out(A)\n"
           "host w(A);\n"
           "copy A h2d;\n"
           "loop r(N) {\n"
           "    dev r(A) w(A);\n"
           "    dev r(A) w(A);\n"
           "}\n"
           "copy A d2h;\n"
           "host r(A);\n");
}

/* A loop's header that writes A on the host (a call kforge cannot follow in
 * a while condition): A goes out at the start of every trip, and the d2h
 * after the kernel stays in the body, as the next header reads A. */
static void test_loop_header_writes(void **state)
{
    (void)state;
    placed("out(A) loop r(A) w(A) { dev r(A) w(A); }",
           "out(A)\n"
           "copy A h2d;\n"
           "loop r(A) w(A) {\n"
           "    copy A h2d;\n"
           "    dev r(A) w(A);\n"
           "    copy A d2h;\n"
           "}\n");
    /* past the loop too: the header runs once more on the way out */
    placed("loop w(B) { host r(A); } dev r(B);",
           "loop w(B) {\n"
           "    host r(A);\n"
           "}\n"
           "copy B h2d;\n"
           "dev r(B);\n");
    /* the verifier sees the header's write */
    char *err = NULL;
    struct kf_xfer_prog *p = kf_xfer_parse("copy A h2d; loop w(A) { dev r(A); }", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "A is stale on the device"));
    free(err);
    kf_xfer_free(p);
}

/* A host write between two kernels inside the loop pins copies inside it. */
static void test_host_write_between_kernels(void **state)
{
    (void)state;
    placed("loop { dev w(A); host r(A) w(A); dev r(A); }",
           "copy A h2d;\n"
           "loop {\n"
           "    dev w(A);\n"
           "    copy A d2h;\n"
           "    host r(A) w(A);\n"
           "    copy A h2d;\n"
           "    dev r(A);\n"
           "}\n");
}

/* A host read in a branch: the copy stops before the if, which uses it. */
static void test_branch_read(void **state)
{
    (void)state;
    placed("dev w(A); if r(c) { host r(A); } dev r(A);",
           "copy A h2d;\n"
           "dev w(A);\n"
           "copy A d2h;\n"
           "if r(c) {\n"
           "    host r(A);\n"
           "}\n"
           "dev r(A);\n");
}

/* A copy leaves a branch that is the only writer, and moves on past host
 * code that does not use it... */
static void test_copy_leaves_branch(void **state)
{
    (void)state;
    placed("out(A) if r(c) { dev r(A) w(A); } host r(B);",
           "out(A)\n"
           "copy A h2d;\n"
           "if r(c) {\n"
           "    dev r(A) w(A);\n"
           "}\n"
           "host r(B);\n"
           "copy A d2h;\n");
}

/* ...but not when the other branch writes on the destination side: moving
 * out would copy stale data over that write. */
static void test_copy_kept_in_branch(void **state)
{
    (void)state;
    placed("if r(c) { dev w(A); } else { host w(A); } host r(A); dev r(A);",
           "copy A h2d;\n"
           "if r(c) {\n"
           "    dev w(A);\n"
           "    copy A d2h;\n"
           "} else {\n"
           "    host w(A);\n"
           "    copy A h2d;\n"
           "}\n"
           "host r(A);\n"
           "dev r(A);\n");
}

/* An early return takes the results home first. */
static void test_early_return(void **state)
{
    (void)state;
    placed("out(A) dev w(A); if r(c) { return; } dev r(A) w(A);",
           "out(A)\n"
           "copy A h2d;\n"
           "dev w(A);\n"
           "copy A d2h;\n"
           "if r(c) {\n"
           "    return;\n"
           "}\n"
           "dev r(A) w(A);\n"
           "copy A d2h;\n");
}

/* An array the host never needs again never comes back; the copy in goes
 * no earlier than its first use. */
static void test_device_only_array_stays(void **state)
{
    (void)state;
    placed("out(A) dev w(T); dev r(T) w(A);",
           "out(A)\n"
           "copy T h2d;\n"
           "dev w(T);\n"
           "copy A h2d;\n"
           "dev r(T) w(A);\n"
           "copy A d2h;\n");
}

/* Nested loops: the copy leaves both loops when neither touches A on the
 * host, and goes to the region's end. */
static void test_nested_loops(void **state)
{
    (void)state;
    placed("out(A) loop { loop { dev r(A) w(A); } } host r(B);",
           "out(A)\n"
           "copy A h2d;\n"
           "loop {\n"
           "    loop {\n"
           "        dev r(A) w(A);\n"
           "    }\n"
           "}\n"
           "host r(B);\n"
           "copy A d2h;\n");
}

/* Host code that only reads between kernels pulls one copy, no copy back. */
static void test_host_read_between_kernels(void **state)
{
    (void)state;
    placed("loop { dev r(A) w(A); host r(A); }",
           "copy A h2d;\n"
           "loop {\n"
           "    dev r(A) w(A);\n"
           "    copy A d2h;\n"
           "    host r(A);\n"
           "}\n");
}

/* Two fragments of one region (gpu_region.c): the host code between them is
 * one host statement; empty, it lets B stay on the device, and each array
 * comes home once, at the region's end. */
static void test_region_two_fragments_in_a_row(void **state)
{
    (void)state;
    placed("out(A,B,C) dev r(A) w(B); host; dev r(B) w(C);",
           "out(A,B,C)\n"
           "copy A h2d;\n"
           "copy B h2d;\n"
           "dev r(A) w(B);\n"
           "host;\n"
           "copy C h2d;\n"
           "dev r(B) w(C);\n"
           "copy B d2h;\n"
           "copy C d2h;\n");
}

/* Host code kforge cannot follow (a call, a pointer) reads and writes
 * everything: what the device changed comes back before it, what the next
 * fragment reads goes out after it; A, never changed on the device, does
 * not come back. */
static void test_region_opaque_host_code(void **state)
{
    (void)state;
    placed("out(A,B,C) dev r(A) w(B); host r(A,B,C) w(A,B,C); dev r(B) w(C);",
           "out(A,B,C)\n"
           "copy A h2d;\n"
           "copy B h2d;\n"
           "dev r(A) w(B);\n"
           "copy B d2h;\n"
           "host r(A,B,C) w(A,B,C);\n"
           "copy C h2d;\n"
           "copy B h2d;\n"
           "dev r(B) w(C);\n"
           "copy C d2h;\n");
}

/* A host statement that names B (a read is modelled as a read and a
 * write): B back before it and out again after; A stays where it is. */
static void test_region_host_names_one_array(void **state)
{
    (void)state;
    placed("out(A,B,C) dev r(A) w(B); host r(B) w(B); dev r(A,B) w(C);",
           "out(A,B,C)\n"
           "copy A h2d;\n"
           "copy B h2d;\n"
           "dev r(A) w(B);\n"
           "copy B d2h;\n"
           "host r(B) w(B);\n"
           "copy C h2d;\n"
           "copy B h2d;\n"
           "dev r(A,B) w(C);\n"
           "copy C d2h;\n");
}

/* The verifier catches placements that break the rule. */
static void test_verify_catches_missing_copy(void **state)
{
    (void)state;
    char *err = NULL;
    struct kf_xfer_prog *p = kf_xfer_parse("dev w(A); host r(A);", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "A is stale on the host"));
    free(err);
    kf_xfer_free(p);

    /* a copy back inside a loop whose device still writes: fine; the same
     * copy before the kernel that changes A copies stale data at exit */
    p = kf_xfer_parse("out(A) copy A h2d; dev w(A); copy A h2d; copy A d2h;", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "copies stale data"));
    free(err);
    kf_xfer_free(p);

    /* a loop's second trip sees the host's write of the first */
    p = kf_xfer_parse("copy A h2d; loop { dev r(A); host w(A); }", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "A is stale on the device"));
    free(err);
    kf_xfer_free(p);

    /* an out variable must be home at a return */
    p = kf_xfer_parse("out(A) copy A h2d; dev w(A); if { return; } copy A d2h;", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "returns A"));
    free(err);
    kf_xfer_free(p);
}

static void test_parse_errors(void **state)
{
    (void)state;
    const char *bad[] = {
        "host w(A)",          /* no ';' */
        "loop { dev r(A);",   /* no '}' */
        "dev r(A); }",        /* unbalanced */
        "gpu r(A);",          /* no such item */
        "if w(i) { }",        /* if headers only read */
        "host r();",          /* empty names */
        "copy A sideways;",   /* no such direction */
        "out(A host;",        /* no ')' */
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++) {
        char *err = NULL;
        struct kf_xfer_prog *p = kf_xfer_parse(bad[i], &err);
        if (p)
            fail_msg("'%s' parsed", bad[i]);
        assert_non_null(err);
        free(err);
    }
    /* more than 64 variables */
    char big[2048] = "host";
    for (int v = 0; v < 65; v++)
        snprintf(big + strlen(big), sizeof big - strlen(big), " r(v%d)", v);
    strcat(big, ";");
    char *err = NULL;
    assert_null(kf_xfer_parse(big, &err));
    assert_non_null(strstr(err, "too many variables"));
    free(err);
}

/* Exit tests (an if whose body is a break or a continue): copies that
 * leave the loop anyway pass them and land after it, where a break lands
 * too; a copy that rests inside the loop past one goes before it, or the
 * jump's path would skip it. */
static void test_exit_tests(void **state)
{
    (void)state;
    /* for (;;) { sweep B; if (B[3][5] < tol) break; update C; if (++t >= 50) break; } */
    placed("out(B,C) loop { dev r(A,B) w(B); if r(B) { break; } dev r(B,C) w(C); if { break; } }",
           "out(B,C)\n"
           "copy B h2d;\n"
           "copy C h2d;\n"
           "copy A h2d;\n"
           "loop {\n"
           "    dev r(B,A) w(B);\n"
           "    copy B d2h;\n"
           "    if r(B) {\n"
           "        break;\n"
           "    }\n"
           "    dev r(B,C) w(C);\n"
           "    if {\n"
           "        break;\n"
           "    }\n"
           "}\n"
           "copy C d2h;\n");
    /* the host reads A after the test: A's copy goes before the test */
    placed("loop { dev w(A); if { break; } host r(A); }",
           "copy A h2d;\n"
           "loop {\n"
           "    dev w(A);\n"
           "    copy A d2h;\n"
           "    if {\n"
           "        break;\n"
           "    }\n"
           "    host r(A);\n"
           "}\n");
    /* a continue skips the end of the body, where the next trip's read
     * would have had its copy */
    placed("loop { host r(A) w(A); if { continue; } dev w(B); host r(B); dev r(A); }",
           "copy A h2d;\n"
           "copy B h2d;\n"
           "loop {\n"
           "    host r(A) w(A);\n"
           "    copy A h2d;\n"
           "    if {\n"
           "        continue;\n"
           "    }\n"
           "    dev w(B);\n"
           "    copy B d2h;\n"
           "    host r(B);\n"
           "    dev r(A);\n"
           "}\n");
    /* the verifier follows the jumps: a copy after the loop that the
     * break's path needs, missing, is caught */
    char *err = NULL;
    struct kf_xfer_prog *p =
        kf_xfer_parse("out(A) loop { dev w(A); if { break; } copy A d2h; host r(A); }", &err);
    assert_non_null(p);
    assert_int_equal(kf_xfer_verify(p, &err), -1);
    assert_non_null(strstr(err, "A is stale on the host"));
    free(err);
    kf_xfer_free(p);
}

/* ---- random programs ----------------------------------------------------- */

static unsigned rnd_state = 12345;
static unsigned rnd(unsigned n)
{
    rnd_state = rnd_state * 1103515245u + 12345u;
    return (rnd_state >> 16) % n;
}

static void rnd_access(char *buf, size_t cap, const char *tag)
{
    static const char *vars[] = {"A", "B", "C"};
    unsigned mask = rnd(8);
    if (!mask)
        return;
    snprintf(buf + strlen(buf), cap - strlen(buf), " %s(", tag);
    const char *sep = "";
    for (int v = 0; v < 3; v++)
        if (mask & (1u << v)) {
            snprintf(buf + strlen(buf), cap - strlen(buf), "%s%s", sep, vars[v]);
            sep = ",";
        }
    snprintf(buf + strlen(buf), cap - strlen(buf), ")");
}

/* A header's accesses: none or reads, and for a loop sometimes writes (host
 * code around a region that kforge models as a loop's header). */
static void rnd_header(char *buf, size_t cap, bool loop)
{
    if (rnd(2))
        rnd_access(buf, cap, "r");
    if (loop && rnd(4) == 0)
        rnd_access(buf, cap, "w");
}

static void rnd_seq(char *buf, size_t cap, int depth, bool in_loop)
{
    int n = (int)rnd(4) + (depth == 0);
    for (int i = 0; i < n; i++) {
        unsigned k = rnd(depth < 3 ? 10 : 6);
        if (in_loop && rnd(6) == 0) { /* an exit test, or a jump alone */
            const char *j = rnd(2) ? "break;" : "continue;";
            if (rnd(3)) {
                snprintf(buf + strlen(buf), cap - strlen(buf), " if");
                rnd_header(buf, cap, false);
                snprintf(buf + strlen(buf), cap - strlen(buf), " { %s }", j);
            } else {
                snprintf(buf + strlen(buf), cap - strlen(buf), " %s", j);
            }
        } else if (k < 6) {
            snprintf(buf + strlen(buf), cap - strlen(buf), k < 3 ? " host" : " dev");
            rnd_access(buf, cap, "r");
            rnd_access(buf, cap, "w");
            snprintf(buf + strlen(buf), cap - strlen(buf), ";");
        } else if (k == 6) {
            snprintf(buf + strlen(buf), cap - strlen(buf), " if");
            rnd_header(buf, cap, false);
            snprintf(buf + strlen(buf), cap - strlen(buf), " {");
            rnd_seq(buf, cap, depth + 1, in_loop);
            snprintf(buf + strlen(buf), cap - strlen(buf), " } else {");
            rnd_seq(buf, cap, depth + 1, in_loop);
            snprintf(buf + strlen(buf), cap - strlen(buf), " }");
        } else if (k == 7 && depth > 0) {
            snprintf(buf + strlen(buf), cap - strlen(buf), " return;");
        } else {
            snprintf(buf + strlen(buf), cap - strlen(buf), k == 8 ? " if" : " loop");
            rnd_header(buf, cap, k != 8);
            snprintf(buf + strlen(buf), cap - strlen(buf), " {");
            rnd_seq(buf, cap, depth + 1, in_loop || k != 8);
            snprintf(buf + strlen(buf), cap - strlen(buf), " }");
        }
    }
}

static void test_random_programs_keep_the_rule(void **state)
{
    (void)state;
    for (int t = 0; t < 3000; t++) {
        char buf[8192] = "";
        if (rnd(2))
            snprintf(buf, sizeof buf, "out(A%s)", rnd(2) ? ",C" : "");
        rnd_seq(buf, sizeof buf, 0, false);
        char *err = NULL;
        struct kf_xfer_prog *p = kf_xfer_parse(buf, &err);
        if (!p)
            fail_msg("parse '%s': %s", buf, err);
        assert_int_equal(kf_xfer_place(p), 0);
        if (kf_xfer_verify(p, &err) != 0) {
            char *txt = kf_xfer_print(p);
            fail_msg("program %d: %s\n%s", t, err, txt);
        }
        /* placing twice gives the same copies */
        char *once = kf_xfer_print(p);
        assert_int_equal(kf_xfer_place(p), 0);
        char *twice = kf_xfer_print(p);
        assert_string_equal(once, twice);
        free(once);
        free(twice);
        kf_xfer_free(p);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lu_copies_leave_the_loop),
        cmocka_unit_test(test_loop_header_writes),
        cmocka_unit_test(test_host_write_between_kernels),
        cmocka_unit_test(test_branch_read),
        cmocka_unit_test(test_copy_leaves_branch),
        cmocka_unit_test(test_copy_kept_in_branch),
        cmocka_unit_test(test_early_return),
        cmocka_unit_test(test_device_only_array_stays),
        cmocka_unit_test(test_nested_loops),
        cmocka_unit_test(test_host_read_between_kernels),
        cmocka_unit_test(test_region_two_fragments_in_a_row),
        cmocka_unit_test(test_region_opaque_host_code),
        cmocka_unit_test(test_region_host_names_one_array),
        cmocka_unit_test(test_verify_catches_missing_copy),
        cmocka_unit_test(test_parse_errors),
        cmocka_unit_test(test_exit_tests),
        cmocka_unit_test(test_random_programs_keep_the_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
