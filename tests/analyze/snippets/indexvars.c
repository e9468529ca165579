/* Index scalars (front end defs.c, induct.c): integer scalars a loop body
 * sets before it uses them in subscripts stand for the values they were
 * set to; each use is listed (`index:`), with the reason where a scalar
 * is kept as a variable.
 *
 * kforge-expect: L1 c parallel
 * kforge-expect: L1.1 j parallel
 * kforge-expect: L2 i parallel
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i parallel
 * kforge-expect: L5 i sequential
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i sequential
 * kforge-expect: L8 i sequential
 * kforge-expect: L9 i sequential
 * kforge-expect: L10 i sequential
 * kforge-expect: L11 i sequential
 * kforge-expect: L12 i parallel
 * kforge-expect: L13 i sequential
 */
int g_k;
void bump(void);

void indexvars(int n, int off, double *restrict a, const double *restrict b)
{
    int jg, k, p, q, m;
    int *pk = &q;
    volatile int v;
#pragma scop
    /* a block's column: an offset, advanced by the chunk */
    for (int c = 0; c < n; c++) {
        jg = off;
        jg += 8 * (c + 1);
        for (int j = 0; j < 8; j++)
            a[jg + j] = b[jg + j] * 0.5;
    }
    /* set from the counter, then advanced (k++, k = k * 2) */
    for (int i = 0; i < n; i++) {
        k = 3 * i;
        k++;
        a[k] = b[i];
        k = k * 2;
        a[k + 1] = b[i];
    }
    /* a linear induction variable from a definition in the fragment */
    p = 0;
    for (int i = 0; i < n; i++) {
        a[p] = b[i];
        p += 2;
    }
    /* declared in the body */
    for (int i = 0; i < n; i++) {
        int idx = 4 * i + off;
        a[idx] = b[i];
    }
    /* kept: set under an if */
    for (int i = 0; i < n; i++) {
        k = 2 * i;
        if (b[i] > 0)
            k = 2 * i + 1;
        a[k] = b[i];
    }
    /* kept: advanced under a condition (a stream compaction) */
    m = 0;
    for (int i = 0; i < n; i++) {
        if (b[i] > 0)
            m++;
        a[m] = b[i];
    }
    /* kept: set from memory */
    for (int i = 0; i < n; i++) {
        k = (int)b[i];
        a[k] = 1.0;
    }
    /* kept: its address is taken */
    for (int i = 0; i < n; i++) {
        q = 2 * i;
        a[q] = b[i];
    }
    /* kept: volatile */
    for (int i = 0; i < n; i++) {
        v = 2 * i;
        a[v] = b[i];
    }
    /* kept: a global a called function may write */
    for (int i = 0; i < n; i++) {
        g_k = 2 * i;
        bump();
        a[g_k] = b[i];
    }
    /* kept: set after its use, in the iteration before */
    k = 0;
    for (int i = 0; i < n; i++) {
        a[2 * i] = a[k];
        k = 2 * i + 1;
    }
    /* an outer scalar set from the counter: private, its last value kept */
    for (int i = 0; i < n; i++) {
        k = 2 * i;
        a[k] = b[i];
    }
    /* kept: an inner loop writes it */
    for (int i = 0; i < n; i++) {
        k = 2 * i;
        for (int j = 0; j < 2; j++)
            k = k + j;
        a[k] = b[i];
    }
#pragma endscop
    (void)pk;
}
