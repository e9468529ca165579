/* kforge 0.1.0: tests/gen/gpu_region.c for cuda; 13 kernels */
/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>

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

static void *kf_cuda_alloc(size_t bytes, int line)
{
    void *p = NULL;
    kf_cuda_check(cudaMalloc(&p, bytes), "cudaMalloc", line);
    return p;
}

static void kf_cuda_free_28(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 28);
}

static void kf_cuda_free_43(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 43);
}

static void kf_cuda_free_59(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 59);
}

static void kf_cuda_free_75(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 75);
}

static void kf_cuda_free_92(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 92);
}

static void kf_cuda_free_105(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 105);
}

static void kf_cuda_free_122(void *p)
{
    kf_cuda_check(cudaFree(*(void **)p), "cudaFree", 122);
}

static void in_a_row(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_28))) = kf_cuda_alloc(A_bytes, 28);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_28))) = kf_cuda_alloc(B_bytes, 28);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_28))) = kf_cuda_alloc(C_bytes, 28);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 30);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L1((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "in_a_row_L1<<<...>>>", 30);
        }
    }
#pragma endscop
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 35);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L2((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, C_dev), "in_a_row_L2<<<...>>>", 35);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 35);
    }
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(A_bytes, 43);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(B_bytes, 43);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_43))) = kf_cuda_alloc(C_bytes, 43);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 45);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L3((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, s, B_dev), "host_write_L3<<<...>>>", 45);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 45);
    }
#pragma endscop
    B[3][4] = s;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 51);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L4((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev, C_dev), "host_write_L4<<<...>>>", 51);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 51);
    }
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_59))) = kf_cuda_alloc(A_bytes, 59);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_59))) = kf_cuda_alloc(C_bytes, 59);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_59))) = kf_cuda_alloc(B_bytes, 59);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 61);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 61);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L5((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, s, C_dev), "host_read_L5<<<...>>>", 61);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 61);
    }
#pragma endscop
    s = C[2][2];
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 67);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 67);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L6((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, s, B_dev), "host_read_L6<<<...>>>", 67);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 67);
    }
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_75))) = kf_cuda_alloc(A_bytes, 75);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_75))) = kf_cuda_alloc(B_bytes, 75);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_75))) = kf_cuda_alloc(C_bytes, 75);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 77);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 77);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L7((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "host_call_L7<<<...>>>", 77);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 77);
    }
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 83);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 83);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L8((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, C_dev), "host_call_L8<<<...>>>", 83);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 83);
    }
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_92))) = kf_cuda_alloc(B_bytes, 92);
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_92))) = kf_cuda_alloc(A_bytes, 92);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 95);
            kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 95);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_in_loop_L9((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev), "in_loop_L9<<<...>>>", 95);
            }
            kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 95);
        }
#pragma endscop
        B[0][t] += 1;
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_105))) = kf_cuda_alloc(A_bytes, 105);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_105))) = kf_cuda_alloc(C_bytes, 105);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_105))) = kf_cuda_alloc(B_bytes, 105);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 107);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L10((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, C_dev), "early_return_L10<<<...>>>", 107);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 107);
    }
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 114);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 114);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L11((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, C_dev, B_dev), "early_return_L11<<<...>>>", 114);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 114);
    }
#pragma endscop
    return 0;
}

static void branch(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t A_bytes = (size_t)N * sizeof A[0];
    double *A_dev __attribute__((cleanup(kf_cuda_free_122))) = kf_cuda_alloc(A_bytes, 122);
    const size_t B_bytes = (size_t)N * sizeof B[0];
    double *B_dev __attribute__((cleanup(kf_cuda_free_122))) = kf_cuda_alloc(B_bytes, 122);
    const size_t C_bytes = (size_t)N * sizeof C[0];
    double *C_dev __attribute__((cleanup(kf_cuda_free_122))) = kf_cuda_alloc(C_bytes, 122);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 124);
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 124);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L12((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, A_dev, B_dev), "branch_L12<<<...>>>", 124);
        }
        kf_cuda_check(cudaMemcpy(B, B_dev, B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 124);
    }
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(B_dev, B, B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 131);
        kf_cuda_check(cudaMemcpy(A_dev, A, A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 131);
        kf_cuda_check(cudaMemcpy(C_dev, C, C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 131);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L13((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, B_dev, A_dev, C_dev), "branch_L13<<<...>>>", 131);
        }
        kf_cuda_check(cudaMemcpy(C, C_dev, C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 131);
    }
#pragma endscop
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
    return 0;
}
