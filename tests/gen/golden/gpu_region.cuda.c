/* kforge 0.1.0: tests/gen/gpu_region.c for cuda; 27 kernels */
/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>
#include <stdlib.h>

#define N 29
#define M 31

static double A[N][M], B[N][M], C[N][M];
static double sink;

/* reads through a pointer kforge cannot follow */
static void touch(double *p) { sink += p[3]; p[4] += 1.0; }

static void init(void)
{
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = 0;
            C[i][j] = 0;
        }
}

/* two fragments in a row: B stays on the device between them */
/* kforge: CUDA runtime checks and the launchers of the kernels in the .cu file */
#include <cuda_runtime_api.h>
#include <stdio.h>
#include <stdlib.h>

static void kf_cuda_check(cudaError_t err, const char *call, int line)
{
    if (err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_region.c:%d: %s failed: %s\n", line, call, cudaGetErrorString(err));
        exit(EXIT_FAILURE);
    }
}

cudaError_t kf_launch_in_a_row_L1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_in_a_row_L2(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C);
cudaError_t kf_launch_host_write_L3(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double s, double *B);
cudaError_t kf_launch_host_write_L4(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C);
cudaError_t kf_launch_host_read_L5(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double s, double *C);
cudaError_t kf_launch_host_read_L6(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double s, double *B);
cudaError_t kf_launch_host_call_L7(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_host_call_L8(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C);
cudaError_t kf_launch_in_loop_L9(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_early_return_L10(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *C);
cudaError_t kf_launch_early_return_L11(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B);
cudaError_t kf_launch_branch_L12(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_branch_L13(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C);
cudaError_t kf_launch_locals_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *U);
cudaError_t kf_launch_locals_L15(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *U, double *T);
cudaError_t kf_launch_locals_L16(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *w);
cudaError_t kf_launch_with_goto_L17(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_carried_L18(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, double *A, double *V);
cudaError_t kf_launch_carried_L19(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *V, double *B);
cudaError_t kf_launch_time_loop_L20(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_time_loop_L21(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double decay, double *C);
cudaError_t kf_launch_nested_L22(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, int r, int t);
cudaError_t kf_launch_until_L23(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_with_break_L24(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A);
cudaError_t kf_launch_body_local_L25(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, int t, double *T);
cudaError_t kf_launch_body_local_L26(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *T, double *C);
cudaError_t kf_launch_through_pointer_L27(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B);

static void *kf_cuda_alloc(size_t bytes, int line)
{
    void *p = NULL;
    kf_cuda_check(cudaMalloc(&p, bytes), "cudaMalloc", line);
    return p;
}

static void kf_cuda_free_29(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 29);
}

static void kf_cuda_free_44(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 44);
}

static void kf_cuda_free_60(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 60);
}

static void kf_cuda_free_76(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 76);
}

static void kf_cuda_free_93(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 93);
}

static void kf_cuda_free_106(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 106);
}

static void kf_cuda_free_123(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 123);
}

static void kf_cuda_free_141(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 141);
}

static void kf_cuda_free_142(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 142);
}

static void kf_cuda_free_143(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 143);
}

static void kf_cuda_free_144(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 144);
}

static void kf_cuda_free_183(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 183);
}

static void kf_cuda_free_184(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 184);
}

static void kf_cuda_free_200(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 200);
}

static void kf_cuda_free_220(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 220);
}

static void kf_cuda_free_234(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 234);
}

static void kf_cuda_free_249(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 249);
}

static void kf_cuda_free_264(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 264);
}

static void kf_cuda_free_266(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 266);
}

static void kf_cuda_free_281(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 281);
}

static void in_a_row(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_29))) = kf_cuda_alloc(A_bytes, 29);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_29))) = kf_cuda_alloc(B_bytes, 29);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_29))) = kf_cuda_alloc(C_bytes, 29);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 31);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L1((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "in_a_row_L1<<<...>>>", 31);
        }
    }
#pragma endscop
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 36);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L2((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, C_dev), "in_a_row_L2<<<...>>>", 36);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 36);
    }
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_44))) = kf_cuda_alloc(A_bytes, 44);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_44))) = kf_cuda_alloc(B_bytes, 44);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_44))) = kf_cuda_alloc(C_bytes, 44);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 46);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L3((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, s, B_dev), "host_write_L3<<<...>>>", 46);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 46);
    }
#pragma endscop
    B[3][4] = s;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 52);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L4((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev, C_dev), "host_write_L4<<<...>>>", 52);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 52);
    }
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_60))) = kf_cuda_alloc(A_bytes, 60);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_60))) = kf_cuda_alloc(C_bytes, 60);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_60))) = kf_cuda_alloc(B_bytes, 60);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 62);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 62);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L5((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, s, C_dev), "host_read_L5<<<...>>>", 62);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 62);
    }
#pragma endscop
    s = C[2][2];
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 68);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L6((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, s, B_dev), "host_read_L6<<<...>>>", 68);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 68);
    }
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_76))) = kf_cuda_alloc(A_bytes, 76);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_76))) = kf_cuda_alloc(B_bytes, 76);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_76))) = kf_cuda_alloc(C_bytes, 76);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 78);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L7((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "host_call_L7<<<...>>>", 78);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 78);
    }
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 84);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 84);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L8((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, C_dev), "host_call_L8<<<...>>>", 84);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 84);
    }
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_93))) = kf_cuda_alloc(B_bytes, 93);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_93))) = kf_cuda_alloc(A_bytes, 93);
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_in_loop_L9((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev), "in_loop_L9<<<...>>>", 96);
            }
            kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 96);
        }
#pragma endscop
        B[0][t] += 1;
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 94);
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_106))) = kf_cuda_alloc(A_bytes, 106);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_106))) = kf_cuda_alloc(C_bytes, 106);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_106))) = kf_cuda_alloc(B_bytes, 106);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 108);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 108);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L10((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, C_dev), "early_return_L10<<<...>>>", 108);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 108);
    }
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 115);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 115);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L11((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, B_dev), "early_return_L11<<<...>>>", 115);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 115);
    }
#pragma endscop
    return 0;
}

static void branch(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_123))) = kf_cuda_alloc(A_bytes, 123);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_123))) = kf_cuda_alloc(B_bytes, 123);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_123))) = kf_cuda_alloc(C_bytes, 123);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 125);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 125);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L12((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "branch_L12<<<...>>>", 125);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 125);
    }
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 132);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 132);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L13((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev, C_dev), "branch_L13<<<...>>>", 132);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 132);
    }
#pragma endscop
}

/* locals: their buffers right after their declarations (w's size is a
 * parameter the function never assigns); U lives on the device only */
static void locals(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_141))) = kf_cuda_alloc(A_bytes, 141);
    double U[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t U_bytes = (size_t)N * sizeof U[0];
    double *U_dev __attribute__((cleanup(kf_cuda_free_142))) = kf_cuda_alloc(U_bytes, 142);
    double T[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t T_bytes = (size_t)N * sizeof T[0];
    double *T_dev __attribute__((cleanup(kf_cuda_free_143))) = kf_cuda_alloc(T_bytes, 143);
    double *w = malloc(sizeof(double) * (size_t)n);
    /* kforge: device buffers, freed when they go out of scope */
    const size_t w_bytes = (size_t)n * sizeof w[0];
    double *w_dev __attribute__((cleanup(kf_cuda_free_144))) = kf_cuda_alloc(w_bytes, 144);
    if (!w)
        return;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 148);
        kf_cuda_check(cudaMemcpy(U_dev, U, U_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 148);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_locals_L14((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, U_dev), "locals_L14<<<...>>>", 148);
        }
        kf_cuda_check(cudaMemcpy(T_dev, T, T_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 151);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_locals_L15((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, U_dev, T_dev), "locals_L15<<<...>>>", 151);
        }
        kf_cuda_check(cudaMemcpy(w_dev, w, w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 154);
        if (n > 0) {
            kf_cuda_check(kf_launch_locals_L16((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, w_dev), "locals_L16<<<...>>>", 154);
        }
        kf_cuda_check(cudaMemcpy(T, T_dev, T_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 154);
        kf_cuda_check(cudaMemcpy(w, w_dev, w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 154);
    }
#pragma endscop
    double s = 0;
    for (int i = 0; i < N; i++)
        s += T[i][i % M] + w[i % n];
    free(w);
    printf("locals %.6f\n", s);
}

/* a goto in the function: a jump could skip a buffer's declaration, so the
 * region allocates and frees its buffers itself */
static void with_goto(int bail)
{
#pragma scop
    {
        const size_t A_bytes = (size_t)N * sizeof A[0];
        double *A_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&A_dev, A_bytes), "cudaMalloc", 169);
        const size_t B_bytes = (size_t)N * sizeof B[0];
        double *B_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&B_dev, B_bytes), "cudaMalloc", 169);
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 169);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 169);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_with_goto_L17((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "with_goto_L17<<<...>>>", 169);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 169);
        kf_cuda_check(cudaFree(A_dev), "cudaFree", 171);
        kf_cuda_check(cudaFree(B_dev), "cudaFree", 171);
    }
#pragma endscop
    if (bail)
        goto out;
    B[0][0] = -2;
out:
    return;
}

/* V lives across the loop, only the fragment names it, and each run of the
 * fragment reads what the last one left: it must come back every time */
static void carried(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_183))) = kf_cuda_alloc(A_bytes, 183);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_183))) = kf_cuda_alloc(B_bytes, 183);
    double V[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t V_bytes = (size_t)N * sizeof V[0];
    double *V_dev __attribute__((cleanup(kf_cuda_free_184))) = kf_cuda_alloc(V_bytes, 184);
    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 185);
    kf_cuda_check(cudaMemcpy(V_dev, V, V_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 185);
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 185);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_carried_L18((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, t, A_dev, V_dev), "carried_L18<<<...>>>", 187);
            }
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_carried_L19((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, V_dev, B_dev), "carried_L19<<<...>>>", 190);
            }
        }
#pragma endscop
    }
    kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 185);
}

/* a time loop whose other host code touches only scalars: A and B go to
 * the device once before it, B and C come back once after it */
static double time_loop(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_200))) = kf_cuda_alloc(B_bytes, 200);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_200))) = kf_cuda_alloc(A_bytes, 200);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_200))) = kf_cuda_alloc(C_bytes, 200);
    double decay = 1.0;
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 202);
    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 202);
    kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 202);
    for (int t = 0; t < steps; t++) {
        decay = decay * 0.5;
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_time_loop_L20((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev), "time_loop_L20<<<...>>>", 205);
            }
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_time_loop_L21((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, decay, C_dev), "time_loop_L21<<<...>>>", 208);
            }
        }
#pragma endscop
        if (t % 2 == 0)
            decay += 1.0;
    }
    kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 202);
    kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 202);
    return decay;
}

/* two loops around a fragment: the copies leave both */
static void nested(int rounds)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_220))) = kf_cuda_alloc(B_bytes, 220);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_220))) = kf_cuda_alloc(A_bytes, 220);
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 221);
    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 221);
    for (int r = 0; r < rounds; r++) {
        for (int t = 0; t < 2; t++) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_nested_L22((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev, r, t), "nested_L22<<<...>>>", 224);
                }
            }
#pragma endscop
        }
    }
    kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 221);
}

/* the loop's condition reads B: B comes back each time round, A does not */
static int until(double limit)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_234))) = kf_cuda_alloc(B_bytes, 234);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_234))) = kf_cuda_alloc(A_bytes, 234);
    int steps = 0;
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 236);
    kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 236);
    while (B[0][0] < limit) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_until_L23((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev), "until_L23<<<...>>>", 238);
            }
        }
#pragma endscop
        steps++;
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 236);
    }
    return steps;
}

/* a break in the body: the loop stays outside the region, copies each run */
static void with_break(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_249))) = kf_cuda_alloc(C_bytes, 249);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_249))) = kf_cuda_alloc(A_bytes, 249);
    for (int t = 0; t < 4; t++) {
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 252);
            kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 252);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_with_break_L24((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, A_dev), "with_break_L24<<<...>>>", 252);
            }
            kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 252);
        }
#pragma endscop
        if (t == stop)
            break;
    }
}

/* T is declared in the loop's body: its buffer is born there, so the loop
 * cannot hold the region */
static void body_local(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_264))) = kf_cuda_alloc(A_bytes, 264);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_264))) = kf_cuda_alloc(C_bytes, 264);
    for (int t = 0; t < 2; t++) {
        double T[N][M];
        /* kforge: device buffers, freed when they go out of scope */
        const size_t T_bytes = (size_t)N * sizeof T[0];
        double *T_dev __attribute__((cleanup(kf_cuda_free_266))) = kf_cuda_alloc(T_bytes, 266);
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 268);
            kf_cuda_check(cudaMemcpy(T_dev, T, T_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 268);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_body_local_L25((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, t, T_dev), "body_local_L25<<<...>>>", 268);
            }
            kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 271);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_body_local_L26((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, T_dev, C_dev), "body_local_L26<<<...>>>", 271);
            }
            kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 271);
        }
#pragma endscop
    }
}

/* the host writes through a pointer in the loop: it may reach any array,
 * so everything comes back and goes out again each time round */
static void through_pointer(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_281))) = kf_cuda_alloc(C_bytes, 281);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_281))) = kf_cuda_alloc(B_bytes, 281);
    double *p = &C[0][0];
    kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 283);
    kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 283);
    for (int t = 0; t < 2; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_through_pointer_L27((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, B_dev), "through_pointer_L27<<<...>>>", 285);
            }
            kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 285);
        }
#pragma endscop
        p[t] += 1.0;
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 283);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 283);
    }
}

static void print(const char *what)
{
    double sb = 0, sc = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) {
            sb += B[i][j] * (i + 1) + j;
            sc += C[i][j] * (j + 1) - i;
        }
    printf("%s %.6f %.6f %.6f\n", what, sb, sc, sink);
}

int main(void)
{
    init();
    in_a_row();
    print("in_a_row");
    host_write(1.5);
    print("host_write");
    host_read(0.5);
    print("host_read");
    host_call();
    print("host_call");
    in_loop();
    print("in_loop");
    printf("early_return %d\n", early_return(1));
    print("early_return(1)");
    printf("early_return %d\n", early_return(0));
    print("early_return(0)");
    branch(1);
    print("branch(1)");
    branch(0);
    print("branch(0)");
    locals(17);
    carried();
    print("carried");
    with_goto(1);
    print("with_goto(1)");
    with_goto(0);
    print("with_goto(0)");
    printf("time_loop %.6f\n", time_loop(5));
    print("time_loop");
    nested(3);
    print("nested");
    printf("until %d\n", until(60.0));
    print("until");
    with_break(1);
    print("with_break(1)");
    with_break(9);
    print("with_break(9)");
    body_local();
    print("body_local");
    through_pointer();
    print("through_pointer");
    return 0;
}
