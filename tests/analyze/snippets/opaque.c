/* Constructs kforge models conservatively: struct members (the whole
 * struct), goto, while (one opaque statement that may write every array it
 * names).  A switch of cases, breaks and expressions is read case by case
 * (src/frontend/c/paths.c): L4 writes a[i] only, and is parallel.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 i sequential
 * kforge-expect: L3 i sequential
 * kforge-expect: L4 i parallel
 * kforge-expect: L5 i sequential
 */
struct S {
    double x[10];
};

void f(int n, struct S *restrict s, double *restrict a, double *restrict b)
{
#pragma scop
    for (int i = 0; i < n; i++)
        b[i] = s->x[i];
    for (int i = 0; i < n; i++)
        s->x[i] = b[i];
    for (int i = 0; i < n; i++) {
    again:
        a[i] = a[i] - 1;
        if (a[i] > 0)
            goto again;
    }
    for (int i = 0; i < n; i++)
        switch (i % 2) {
        case 0: a[i] = 1; break;
        default: a[i] = 2;
        }
    for (int i = 0; i < n; i++) {
        int k = 0;
        while (a[k] > 0)
            k++;
        b[k] = i;
    }
#pragma endscop
}
