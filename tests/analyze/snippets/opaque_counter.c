/* A counter of the fragment's loops that a while kept whole counts its own
 * loop with (frontend/c/stmt.c, kf_stmt.counters): no value of it crosses
 * statements, so the loops stay modelled and the one around the while is
 * parallel, each thread with its own counter.  tests/diff/regress/
 * opaque_counter.c runs such loops; tests/analyze/bad/opaque_counter.c
 * reads the counter after the fragment, which kforge refuses.
 *
 * kforge-expect: L1 k parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L3 k parallel
 */
void scan(int n, double *restrict a, double *restrict b)
{
    int i, k, t;
#pragma scop
    for (k = 0; k < n; k++)
        b[k] = b[k] * 0.5;
    for (i = 0; i < n; i++) {
        t = 0;
        while (t < 20 + i % 7) {
            for (k = 0; k < 3; k++)
                t += k + 1;
        }
        a[i] = b[i] * t;
    }
    for (k = 0; k < n; k++)
        b[k] += a[k];
#pragma endscop
}
