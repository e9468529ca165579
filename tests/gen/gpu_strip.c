/* The strip pass on kernels whose band body writes scalars (gpu_ktile.h,
 * Strips; test_gen_gpu_strip.sh): each scalar becomes a slot per iteration
 * of the strip.  Sizes are no multiple of the strip (4 doubles, 8
 * floats), and a loop starts at 1, so the tail strips (kf_lo, kf_hi) run.
 *
 *   symm     PolyBench's symm: a kernel over j per i, no register, temp
 *            declared at the function's top, C[k][j] updated at every k
 *   dot      a product summed in a scalar (float): local tiles for a GPU,
 *            strips of 8 for the CPU's plain kernel
 *   two      two scalars, an int and a double, j from 1
 *   cond     a scalar read in an if's condition inside k
 *   macro    v updated in a macro's body: refused, with why (sizeof v
 *            beside it is an access, rewritten as the element's)
 */
#include <stdio.h>
#include <string.h>

#define M 23
#define N 37
#define P 19
#define ACC(e) v += (e) /* macro's update of its v */

static void symm(int m, int n, double alpha, double beta, double C[M][N], double A[M][M],
                 double B[M][N])
{
    int i, j, k;
    double temp2;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            temp2 = 0;
            for (k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
#pragma endscop
}

static void dot(int ni, int nj, int nk, float alpha, float beta, float D[M][N], float X[M][P],
                float Y[P][N])
{
    int i, j, k;
    float s;
#pragma scop
    for (i = 0; i < ni; i++)
        for (j = 0; j < nj; j++) {
            s = 0.0f;
            for (k = 0; k < nk; k++)
                s += X[i][k] * Y[k][j];
            D[i][j] = beta * D[i][j] + alpha * s;
        }
#pragma endscop
}

static void two(int m, int n, double E[M][N], double A[M][M], double B[M][N], int cnt[M][N])
{
    int i, j, k;
    double t;
    int c;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 1; j < n; j++) {
            t = E[i][j];
            c = 0;
            for (k = 0; k < m; k++) {
                t = t * 0.5 + A[k][i] * B[k][j - 1];
                c += k + j;
            }
            E[i][j] = t;
            cnt[i][j] = c;
        }
#pragma endscop
}

static void cond(int m, int n, double F[M][N], double A[M][M])
{
    int i, j, k;
    double u;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            u = 1.0;
            for (k = 0; k < m; k++) {
                if (u < 4.0)
                    u += A[i][k];
                F[k][j] = F[k][j] + 0.125 * u;
            }
        }
#pragma endscop
}

static void macro(int m, int n, double G[M][N], double A[M][M], double B[M][N])
{
    int i, j, k;
    double v;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            v = 0.0;
            for (k = 0; k < m; k++)
                ACC(A[i][k] * B[k][j] / (double)sizeof v);
            G[i][j] = v;
        }
#pragma endscop
}

static double C[M][N], A[M][M], B[M][N], E[M][N], F[M][N], G[M][N];
static float D[M][N], X[M][P], Y[P][N];
static int cnt[M][N];

int main(void)
{
    for (int i = 0; i < M; i++) {
        for (int j = 0; j < N; j++) {
            C[i][j] = (double)((i + j) % 100) / M;
            B[i][j] = (double)((N + i - j) % 100) / M;
            E[i][j] = (double)((i * j + 3) % 17) / 7;
            F[i][j] = (double)((i + 2 * j) % 13) / 5;
            G[i][j] = (double)((3 * i + j) % 11) / 3;
            D[i][j] = (float)((i * 7 + j) % 23) / 9;
        }
        for (int j = 0; j < M; j++)
            A[i][j] = (double)((i + j) % 100) / M;
        for (int j = 0; j < P; j++)
            X[i][j] = (float)((i + 3 * j) % 29) / 11;
    }
    for (int i = 0; i < P; i++)
        for (int j = 0; j < N; j++)
            Y[i][j] = (float)((5 * i + j) % 31) / 13;
    symm(M, N, 1.5, 1.2, C, A, B);
    dot(M, N, P, 1.5f, 1.2f, D, X, Y);
    two(M, N, E, A, B, cnt);
    cond(M, N, F, A);
    macro(M, N, G, A, B);
    /* bit for bit: the strips keep every sum's order */
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++)
            printf("%d %d %a %a %a %a %a %a %d\n", i, j, C[i][j], (double)D[i][j], E[i][j],
                   F[i][j], G[i][j], B[i][j], cnt[i][j]);
    return 0;
}
