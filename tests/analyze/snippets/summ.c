/* Calls to helpers of the file that write through their pointer
 * parameters: each call is the accesses the helper's summary gives, in
 * its parameters, with the call's arguments substituted (summ.c).  The
 * loop is parallel when those of different iterations do not conflict;
 * a helper whose summary is unknown keeps its call a barrier, the reason
 * named.
 *
 * kforge-expect: L1 i parallel
 * kforge-expect: L2 i sequential
 * kforge-expect: L3 i parallel
 * kforge-expect: L4 i sequential
 * kforge-expect: L5 i sequential
 * kforge-expect: L6 i sequential
 * kforge-expect: L7 i sequential
 * kforge-expect: L8 i sequential
 */
int hits;

static void pair(double *a, int i, double v)
{
    a[2 * i] = v;
    a[2 * i + 1] = -v;
}

static void shift(double *a, int i)
{
    a[i + 1] = a[i] * 0.5;
}

static void set0(double *p)
{
    *p = 0.0;
}

static void counted(double *a, int i)
{
    a[i] = 1.0;
    hits++;
}

static void remember(double *a, int i)
{
    static double last;
    a[i] = last;
    last = a[i] + 1.0;
}

/* a loop of step 2 is no range (summ_loops.c has those): j is assigned */
static void clear_row(double *a, int n, int i)
{
    for (int j = 0; j < n; j += 2)
        a[i * n + j] = 0.0;
}

static void via(double *a, int i)
{
    double *q = a;
    q[i] = 2.0;
}

void calls(int n, double *restrict a, double *restrict b, double **rows)
{
#pragma scop
    for (int i = 0; i < n; i++)
        pair(a, i, b[i]);
    for (int i = 0; i < n; i++)
        shift(a, i);
    for (int i = 0; i < n; i++)
        set0(&b[i]);
    for (int i = 0; i < n; i++)
        counted(a, i);
    for (int i = 0; i < n; i++)
        remember(a, i);
    for (int i = 0; i < n; i++)
        clear_row(a, n, i);
    for (int i = 0; i < n; i++)
        via(b, i);
    for (int i = 0; i < n; i++)
        set0(rows[i]);
#pragma endscop
}
