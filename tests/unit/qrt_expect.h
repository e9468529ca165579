/*
 * qrt_expect.h: EXPECT_ERROR for the run-time library's cmocka tests.
 *
 * The library reports a run-time error through qrt_error, which calls the
 * installed hook before exiting; the hook here copies the message and
 * longjmps back into the test, so one program can check many errors.
 * Include after <cmocka.h> and "kforge/qrt.h".
 */
#ifndef KFORGE_TEST_QRT_EXPECT_H
#define KFORGE_TEST_QRT_EXPECT_H

#include <string.h>

static jmp_buf qrt_test_jmp;
static char qrt_test_msg[4096];

static void qrt_test_catch(const char *msg, void *ud)
{
    (void)ud;
    snprintf(qrt_test_msg, sizeof qrt_test_msg, "%s", msg);
    longjmp(qrt_test_jmp, 1);
}

/* Runs `stmt` expecting a run-time error whose message contains `want`. */
#define EXPECT_ERROR(stmt, want)                                                                   \
    do {                                                                                           \
        qrt_test_msg[0] = 0;                                                                       \
        qrt_set_error_hook(qrt_test_catch, NULL);                                                  \
        if (setjmp(qrt_test_jmp) == 0) {                                                           \
            stmt;                                                                                  \
            qrt_set_error_hook(NULL, NULL);                                                        \
            fail_msg("no error from %s", #stmt);                                                   \
        }                                                                                          \
        qrt_set_error_hook(NULL, NULL);                                                            \
        if (!strstr(qrt_test_msg, want)) fail_msg("error '%s' lacks '%s'", qrt_test_msg, want);    \
    } while (0)

#endif
