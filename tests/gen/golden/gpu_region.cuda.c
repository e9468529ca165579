/* kforge 0.1.0: tests/gen/gpu_region.c for cuda; 39 kernels */
/* Fragments of one function that share device buffers (seed 003 §4), one
 * function per control-flow shape.  The generated program must print what
 * the sequential one prints; tests/gen/test_gen_gpu.sh also checks where
 * the allocations, frees and copies land. */
#include <stdio.h>
#include <stdlib.h>

#define N 29
#define M 31
#define HALF (M / 15) /* a macro the host loops may name: it touches no array */

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

static void kf_cuda_check(cudaError_t kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != cudaSuccess) {
        fprintf(stderr, "tests/gen/gpu_region.c:%d: %s failed: %s\n", kf_line, kf_call, cudaGetErrorString(kf_err));
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
cudaError_t kf_launch_locals_L14(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *T);
cudaError_t kf_launch_locals_L16(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int n, double *w);
cudaError_t kf_launch_with_goto_L17(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_carried_L18(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, int t, double *A, double *V, double *B);
cudaError_t kf_launch_time_loop_L20(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double decay, double *C);
cudaError_t kf_launch_nested_L22(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, int r, int t);
cudaError_t kf_launch_until_L23(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_with_break_L24(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A);
cudaError_t kf_launch_body_local_L25(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, int t, double *T);
cudaError_t kf_launch_body_local_L26(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *T, double *C);
cudaError_t kf_launch_through_pointer_L27(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B);
cudaError_t kf_launch_opaque_condition_L28(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A);
cudaError_t kf_launch_every_other_L29(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_do_loop_L30(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A, int t);
cudaError_t kf_launch_two_blocks_L31(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *A, double *B);
cudaError_t kf_launch_two_blocks_L32(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *C);
cudaError_t kf_launch_inner_tree_L33(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C);
cudaError_t kf_launch_inner_tree_L34(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A, double *C);
cudaError_t kf_launch_both_branches_L35(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_both_branches_L36(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B);
cudaError_t kf_launch_both_branches_L37(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B);
cudaError_t kf_launch_with_helper_L38(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_only_if_L39(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A);
cudaError_t kf_launch_break_in_fragment_L40_1(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *A);
cudaError_t kf_launch_exit_tests_L41(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *B, double *A);
cudaError_t kf_launch_exit_tests_L42(unsigned kf_gx, unsigned kf_gy, unsigned kf_gz, unsigned kf_bx, unsigned kf_by, unsigned kf_bz, double *C, double *B);

static void *kf_cuda_alloc(size_t kf_bytes, int kf_line)
{
    void *kf_p = NULL;
    kf_cuda_check(cudaMalloc(&kf_p, kf_bytes), "cudaMalloc", kf_line);
    return kf_p;
}

static void kf_cuda_free_30(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 30);
}

static void kf_cuda_free_45(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 45);
}

static void kf_cuda_free_61(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 61);
}

static void kf_cuda_free_77(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 77);
}

static void kf_cuda_free_94(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 94);
}

static void kf_cuda_free_107(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 107);
}

static void kf_cuda_free_124(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 124);
}

static void kf_cuda_free_142(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 142);
}

static void kf_cuda_free_144(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 144);
}

static void kf_cuda_free_145(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 145);
}

static void kf_cuda_free_184(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 184);
}

static void kf_cuda_free_185(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 185);
}

static void kf_cuda_free_201(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 201);
}

static void kf_cuda_free_223(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 223);
}

static void kf_cuda_free_237(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 237);
}

static void kf_cuda_free_252(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 252);
}

static void kf_cuda_free_268(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 268);
}

static void kf_cuda_free_270(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 270);
}

static void kf_cuda_free_286(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 286);
}

static void kf_cuda_free_304(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 304);
}

static void kf_cuda_free_317(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 317);
}

static void kf_cuda_free_331(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 331);
}

static void kf_cuda_free_347(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 347);
}

static void kf_cuda_free_369(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 369);
}

static void kf_cuda_free_391(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 391);
}

static void kf_cuda_free_427(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 427);
}

static void kf_cuda_free_440(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 440);
}

static void kf_cuda_free_453(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 453);
}

static void kf_cuda_free_471(void *kf_p)
{
    kf_cuda_check(cudaFree(*(void **)kf_p), "cudaFree", 471);
}

static void in_a_row(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_30))) = kf_cuda_alloc(kf_A_bytes, 30);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_30))) = kf_cuda_alloc(kf_B_bytes, 30);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_30))) = kf_cuda_alloc(kf_C_bytes, 30);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 32);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L1((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_B_dev), "in_a_row_L1<<<...>>>", 32);
        }
    }
#pragma endscop
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 37);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_in_a_row_L2((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_C_dev), "in_a_row_L2<<<...>>>", 37);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 37);
    }
#pragma endscop
}

/* the host writes B between them: B comes back before, goes out after */
static void host_write(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_A_bytes, 45);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_B_bytes, 45);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_45))) = kf_cuda_alloc(kf_C_bytes, 45);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 47);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L3((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, s, kf_B_dev), "host_write_L3<<<...>>>", 47);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 47);
    }
#pragma endscop
    B[3][4] = s;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 53);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_write_L4((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev, kf_C_dev), "host_write_L4<<<...>>>", 53);
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 53);
    }
#pragma endscop
}

/* the host only reads C between them: modelled as a read and a write */
static void host_read(double s)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_61))) = kf_cuda_alloc(kf_A_bytes, 61);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_61))) = kf_cuda_alloc(kf_C_bytes, 61);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_61))) = kf_cuda_alloc(kf_B_bytes, 61);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 63);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L5((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, s, kf_C_dev), "host_read_L5<<<...>>>", 63);
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 63);
    }
#pragma endscop
    s = C[2][2];
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 69);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_read_L6((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, s, kf_B_dev), "host_read_L6<<<...>>>", 69);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 69);
    }
#pragma endscop
}

/* a call between them that may touch anything: every array comes back */
static void host_call(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_77))) = kf_cuda_alloc(kf_A_bytes, 77);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_77))) = kf_cuda_alloc(kf_B_bytes, 77);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_77))) = kf_cuda_alloc(kf_C_bytes, 77);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 79);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 79);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L7((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_B_dev), "host_call_L7<<<...>>>", 79);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 79);
    }
#pragma endscop
    touch(&B[1][0]);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 85);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 85);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_host_call_L8((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_C_dev), "host_call_L8<<<...>>>", 85);
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 85);
    }
#pragma endscop
}

/* a fragment in a loop whose body kforge does not model: buffers and
 * copies each time round */
static void in_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_94))) = kf_cuda_alloc(kf_B_bytes, 94);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_94))) = kf_cuda_alloc(kf_A_bytes, 94);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 95);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 95);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_in_loop_L9((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "in_loop_L9<<<...>>>", 97);
            }
            kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 97);
        }
#pragma endscop
        B[0][t] += 1;
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 95);
    }
}

/* an early return and a branch between fragments: separate regions */
static int early_return(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_107))) = kf_cuda_alloc(kf_A_bytes, 107);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_107))) = kf_cuda_alloc(kf_C_bytes, 107);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_107))) = kf_cuda_alloc(kf_B_bytes, 107);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 109);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 109);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L10((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_C_dev), "early_return_L10<<<...>>>", 109);
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 109);
    }
#pragma endscop
    if (stop)
        return 1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 116);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 116);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_early_return_L11((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_B_dev), "early_return_L11<<<...>>>", 116);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 116);
    }
#pragma endscop
    return 0;
}

static void branch(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_124))) = kf_cuda_alloc(kf_A_bytes, 124);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_124))) = kf_cuda_alloc(kf_B_bytes, 124);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_124))) = kf_cuda_alloc(kf_C_bytes, 124);
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 126);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 126);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L12((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_B_dev), "branch_L12<<<...>>>", 126);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 126);
    }
#pragma endscop
    if (c)
        B[1][1] = -1;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 133);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 133);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_branch_L13((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev, kf_C_dev), "branch_L13<<<...>>>", 133);
        }
        kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 133);
    }
#pragma endscop
}

/* locals: their buffers right after their declarations (w's size is a
 * parameter the function never assigns); U lives on the device only */
static void locals(int n)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_142))) = kf_cuda_alloc(kf_A_bytes, 142);
    double U[N][M];
    double T[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_T_bytes = (size_t)29 * sizeof T[0];
    double *kf_T_dev __attribute__((__cleanup__(kf_cuda_free_144))) = kf_cuda_alloc(kf_T_bytes, 144);
    double *w = malloc(sizeof(double) * (size_t)n);
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_w_bytes = (size_t)n * sizeof w[0];
    double *kf_w_dev __attribute__((__cleanup__(kf_cuda_free_145))) = kf_cuda_alloc(kf_w_bytes, 145);
    if (!w)
        return;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 149);
        kf_cuda_check(cudaMemcpy(kf_T_dev, T, kf_T_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 149);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_locals_L14((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_T_dev), "locals_L14<<<...>>>", 149);
        }
        kf_cuda_check(cudaMemcpy(kf_w_dev, w, kf_w_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 155);
        if (n > 0) {
            kf_cuda_check(kf_launch_locals_L16((unsigned)((n + 255) / 256), 1, 1, 256, 1, 1, n, kf_w_dev), "locals_L16<<<...>>>", 155);
        }
        kf_cuda_check(cudaMemcpy(T, kf_T_dev, kf_T_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 155);
        kf_cuda_check(cudaMemcpy(w, kf_w_dev, kf_w_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 155);
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
        const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
        double *kf_A_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_A_dev, kf_A_bytes), "cudaMalloc", 170);
        const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
        double *kf_B_dev = NULL;
        kf_cuda_check(cudaMalloc((void **)&kf_B_dev, kf_B_bytes), "cudaMalloc", 170);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 170);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 170);
        if (29 > 0 && 31 > 0) {
            kf_cuda_check(kf_launch_with_goto_L17((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_B_dev), "with_goto_L17<<<...>>>", 170);
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 170);
        kf_cuda_check(cudaFree(kf_A_dev), "cudaFree", 172);
        kf_cuda_check(cudaFree(kf_B_dev), "cudaFree", 172);
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
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_184))) = kf_cuda_alloc(kf_A_bytes, 184);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_184))) = kf_cuda_alloc(kf_B_bytes, 184);
    double V[N][M];
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_V_bytes = (size_t)29 * sizeof V[0];
    double *kf_V_dev __attribute__((__cleanup__(kf_cuda_free_185))) = kf_cuda_alloc(kf_V_bytes, 185);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 186);
    kf_cuda_check(cudaMemcpy(kf_V_dev, V, kf_V_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 186);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 186);
    for (int t = 0; t < 3; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_carried_L18((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, t, kf_A_dev, kf_V_dev, kf_B_dev), "carried_L18<<<...>>>", 188);
            }
        }
#pragma endscop
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 186);
}

/* a time loop whose other host code touches only scalars and prints: A and
 * B go to the device once before it, B and C come back once after it */
static double time_loop(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_201))) = kf_cuda_alloc(kf_B_bytes, 201);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_201))) = kf_cuda_alloc(kf_A_bytes, 201);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_201))) = kf_cuda_alloc(kf_C_bytes, 201);
    double decay = 1.0;
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 203);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 203);
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 203);
    for (int t = 0; t < steps; t++) {
        decay = decay * 0.5;
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_time_loop_L20((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev, decay, kf_C_dev), "time_loop_L20<<<...>>>", 206);
            }
        }
#pragma endscop
        if (t % 2 == 0)
            decay += 1.0;
        if (t == steps - 1)
            printf("time_loop: last step %d\n", t); /* printing reads only what it names */
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 203);
    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 203);
    return decay;
}

/* two loops around a fragment: the copies leave both */
static void nested(int rounds)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_223))) = kf_cuda_alloc(kf_B_bytes, 223);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_223))) = kf_cuda_alloc(kf_A_bytes, 223);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 224);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 224);
    for (int r = 0; r < rounds; r++) {
        for (int t = 0; t < HALF; t++) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_nested_L22((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev, r, t), "nested_L22<<<...>>>", 227);
                }
            }
#pragma endscop
        }
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 224);
}

/* the loop's condition reads B: B comes back each time round, A does not */
static int until(double limit)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_237))) = kf_cuda_alloc(kf_B_bytes, 237);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_237))) = kf_cuda_alloc(kf_A_bytes, 237);
    int steps = 0;
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 239);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 239);
    while (B[0][0] < limit) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_until_L23((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "until_L23<<<...>>>", 241);
            }
        }
#pragma endscop
        steps++;
        if ((size_t)((const char *)&B[0][0] - (const char *)B) + sizeof B[0][0] <= kf_B_bytes) {
            kf_cuda_check(cudaMemcpy(&B[0][0], (const char *)kf_B_dev + ((const char *)&B[0][0] - (const char *)B), sizeof B[0][0], cudaMemcpyDeviceToHost), "cudaMemcpy", 239);
        }
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 239);
    return steps;
}

/* a break in the body: the loop stays outside the region, copies each run */
static void with_break(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_252))) = kf_cuda_alloc(kf_C_bytes, 252);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_252))) = kf_cuda_alloc(kf_A_bytes, 252);
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 253);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 253);
    for (int t = 0; t < 4; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_with_break_L24((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_A_dev), "with_break_L24<<<...>>>", 255);
            }
        }
#pragma endscop
        if (t == stop)
            break;
    }
    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 253);
}

/* T is declared in the loop's body: its buffer is born there, so the loop
 * cannot hold the region (the fusion barrier keeps T an array: fused, the
 * two kernels would make it a register) */
static void body_local(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_268))) = kf_cuda_alloc(kf_A_bytes, 268);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_268))) = kf_cuda_alloc(kf_C_bytes, 268);
    for (int t = 0; t < 2; t++) {
        double T[N][M];
        /* kforge: device buffers, freed when they go out of scope */
        const size_t kf_T_bytes = (size_t)29 * sizeof T[0];
        double *kf_T_dev __attribute__((__cleanup__(kf_cuda_free_270))) = kf_cuda_alloc(kf_T_bytes, 270);
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 272);
            kf_cuda_check(cudaMemcpy(kf_T_dev, T, kf_T_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 272);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_body_local_L25((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, t, kf_T_dev), "body_local_L25<<<...>>>", 272);
            }
            kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 276);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_body_local_L26((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_T_dev, kf_C_dev), "body_local_L26<<<...>>>", 276);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 276);
        }
#pragma endscop
    }
}

/* the host writes through a pointer in the loop: it may reach any array,
 * so everything comes back and goes out again each time round */
static void through_pointer(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_286))) = kf_cuda_alloc(kf_C_bytes, 286);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_286))) = kf_cuda_alloc(kf_B_bytes, 286);
    double *p = &C[0][0];
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 288);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 288);
    for (int t = 0; t < 2; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_through_pointer_L27((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_B_dev), "through_pointer_L27<<<...>>>", 290);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 290);
        }
#pragma endscop
        p[t] += 1.0;
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 288);
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 288);
    }
}

/* a condition kforge cannot follow (a call that writes through a
 * pointer): it may write every array, so what the fragment reads goes out
 * again at the start of each trip */
static int budget;
static int more(int *b) { return (*b)-- > 0 && C[0][0] >= 0; }
static void opaque_condition(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_304))) = kf_cuda_alloc(kf_C_bytes, 304);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_304))) = kf_cuda_alloc(kf_A_bytes, 304);
    budget = 2;
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 306);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 306);
    while (more(&budget)) {
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 308);
            kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 308);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_opaque_condition_L28((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_A_dev), "opaque_condition_L28<<<...>>>", 308);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 308);
        }
#pragma endscop
    }
}

/* a fragment under an if in a loop: the copies leave the if, then the loop */
static void every_other(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_317))) = kf_cuda_alloc(kf_B_bytes, 317);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_317))) = kf_cuda_alloc(kf_A_bytes, 317);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 318);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 318);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_every_other_L29((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "every_other_L29<<<...>>>", 321);
                }
            }
#pragma endscop
        }
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 318);
}

/* a do loop: the copies leave it as they leave a for */
static void do_loop(void)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_331))) = kf_cuda_alloc(kf_C_bytes, 331);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_331))) = kf_cuda_alloc(kf_A_bytes, 331);
    int t = 0;
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 333);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 333);
    do {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_do_loop_L30((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_A_dev, t), "do_loop_L30<<<...>>>", 335);
            }
        }
#pragma endscop
        t++;
    } while (t < HALF);
    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 333);
}

/* fragments in two blocks of one time loop, one under an if: one region,
 * so A stays on the device across both and only R comes back, when the
 * host reads it */
static void two_blocks(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_347))) = kf_cuda_alloc(kf_A_bytes, 347);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_347))) = kf_cuda_alloc(kf_B_bytes, 347);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_347))) = kf_cuda_alloc(kf_C_bytes, 347);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 348);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 348);
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 348);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_two_blocks_L31((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_A_dev, kf_B_dev), "two_blocks_L31<<<...>>>", 350);
            }
        }
#pragma endscop
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_two_blocks_L32((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_C_dev), "two_blocks_L32<<<...>>>", 356);
                }
                kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 356);
            }
#pragma endscop
            sink += C[2][3];
        }
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 348);
}

/* the inner loop makes a tree; the outer one cannot (a return), and trying
 * it reads the first fragment too: the inner tree's arrays keep their own
 * numbers, so B, not A, comes back after the inner loop */
static void inner_tree(int stop)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_369))) = kf_cuda_alloc(kf_C_bytes, 369);
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_369))) = kf_cuda_alloc(kf_B_bytes, 369);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_369))) = kf_cuda_alloc(kf_A_bytes, 369);
    for (int r = 0; r < 3; r++) {
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 372);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_inner_tree_L33((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev), "inner_tree_L33<<<...>>>", 372);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 372);
        }
#pragma endscop
        if (r == stop)
            return;
        kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 378);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 378);
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 378);
        for (int t = 0; t < 2; t++) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_inner_tree_L34((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev, kf_C_dev), "inner_tree_L34<<<...>>>", 380);
                }
            }
#pragma endscop
        }
        kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 378);
    }
}

/* fragments in both branches of an if in a loop, the else's alone: one
 * region; B comes back once after the loop */
static void both_branches(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_391))) = kf_cuda_alloc(kf_B_bytes, 391);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_391))) = kf_cuda_alloc(kf_A_bytes, 391);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 392);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 392);
    for (int t = 0; t < steps; t++) {
        if (t % 2 == 0) {
            sink += 1.0;
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_both_branches_L35((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "both_branches_L35<<<...>>>", 397);
                }
            }
#pragma endscop
        }
        if (t % 3 == 0) {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_both_branches_L36((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev), "both_branches_L36<<<...>>>", 404);
                }
            }
#pragma endscop
        } else {
#pragma scop
            {
                if (29 > 0 && 31 > 0) {
                    kf_cuda_check(kf_launch_both_branches_L37((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev), "both_branches_L37<<<...>>>", 410);
                }
            }
#pragma endscop
        }
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 392);
}

/* a helper of this file called in a time loop: its body reads B and
 * prints, so B comes back each time round and nothing goes out again */
static void report(int t, double v)
{
    if (t % 2 == 0)
        printf("report %d %.3f %.3f\n", t, v, B[1][2]);
}

static void with_helper(int steps)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_427))) = kf_cuda_alloc(kf_B_bytes, 427);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_427))) = kf_cuda_alloc(kf_A_bytes, 427);
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 428);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 428);
    for (int t = 0; t < steps; t++) {
#pragma scop
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_with_helper_L38((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "with_helper_L38<<<...>>>", 430);
            }
            kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 430);
        }
#pragma endscop
        report(t, 0.5 * t);
    }
}

/* an if alone: the copies stay in its branch, which may not run */
static void only_if(int c)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_440))) = kf_cuda_alloc(kf_C_bytes, 440);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_440))) = kf_cuda_alloc(kf_A_bytes, 440);
    if (c) {
#pragma scop
        {
            kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 443);
            kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 443);
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_only_if_L39((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_A_dev), "only_if_L39<<<...>>>", 443);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 443);
        }
#pragma endscop
    }
}

/* a break ending a loop of the fragment: the loop launches the kernel from
 * the host, and its exit test is host code, never a kernel of one thread */
static int break_in_fragment(double tol)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_453))) = kf_cuda_alloc(kf_C_bytes, 453);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_453))) = kf_cuda_alloc(kf_A_bytes, 453);
    int t;
#pragma scop
    {
        kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 456);
        kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 456);
        for (t = 0; t < 40; t++) {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_break_in_fragment_L40_1((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_A_dev), "break_in_fragment_L40_1<<<...>>>", 457);
            }
            kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 460);
            if (C[N - 1][M - 2] < tol)
                break;
        }
    }
#pragma endscop
    return t;
}

/* for (;;) with exit tests between its sweeps (frontend/c/whileloop.c):
 * each sweep a fragment of its own inside the host's loop, the tests and
 * the counter host code between them */
static int exit_tests(double tol)
{
    /* kforge: device buffers, freed when they go out of scope */
    const size_t kf_B_bytes = (size_t)29 * sizeof B[0];
    double *kf_B_dev __attribute__((__cleanup__(kf_cuda_free_471))) = kf_cuda_alloc(kf_B_bytes, 471);
    const size_t kf_A_bytes = (size_t)29 * sizeof A[0];
    double *kf_A_dev __attribute__((__cleanup__(kf_cuda_free_471))) = kf_cuda_alloc(kf_A_bytes, 471);
    const size_t kf_C_bytes = (size_t)29 * sizeof C[0];
    double *kf_C_dev __attribute__((__cleanup__(kf_cuda_free_471))) = kf_cuda_alloc(kf_C_bytes, 471);
    int t = 0;
#pragma scop
    kf_cuda_check(cudaMemcpy(kf_B_dev, B, kf_B_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 474);
    kf_cuda_check(cudaMemcpy(kf_A_dev, A, kf_A_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 474);
    kf_cuda_check(cudaMemcpy(kf_C_dev, C, kf_C_bytes, cudaMemcpyHostToDevice), "cudaMemcpy", 474);
    for (;;) {
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_exit_tests_L41((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_B_dev, kf_A_dev), "exit_tests_L41<<<...>>>", 475);
            }
            if ((size_t)((const char *)&B[3][5] - (const char *)B) + sizeof B[3][5] <= kf_B_bytes) {
                kf_cuda_check(cudaMemcpy(&B[3][5], (const char *)kf_B_dev + ((const char *)&B[3][5] - (const char *)B), sizeof B[3][5], cudaMemcpyDeviceToHost), "cudaMemcpy", 475);
            }
        }
        if (B[3][5] < tol)
            break;
        {
            if (29 > 0 && 31 > 0) {
                kf_cuda_check(kf_launch_exit_tests_L42((unsigned)((31 + 31) / 32), (unsigned)((29 + 7) / 8), 1, 32, 8, 1, kf_C_dev, kf_B_dev), "exit_tests_L42<<<...>>>", 480);
            }
        }
        t++;
        if (t >= 50)
            break;
    }
    kf_cuda_check(cudaMemcpy(B, kf_B_dev, kf_B_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 474);
    kf_cuda_check(cudaMemcpy(C, kf_C_dev, kf_C_bytes, cudaMemcpyDeviceToHost), "cudaMemcpy", 474);
#pragma endscop
    return t;
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
    printf("break_in_fragment %d\n", break_in_fragment(18.0));
    print("break_in_fragment");
    printf("exit_tests %d\n", exit_tests(20.0));
    print("exit_tests");
    body_local();
    print("body_local");
    through_pointer();
    print("through_pointer");
    opaque_condition();
    print("opaque_condition");
    every_other(5);
    print("every_other");
    do_loop();
    print("do_loop");
    two_blocks(7);
    print("two_blocks");
    inner_tree(1);
    print("inner_tree(1)");
    both_branches(6);
    print("both_branches");
    with_helper(3);
    print("with_helper");
    inner_tree(5);
    print("inner_tree(5)");
    only_if(0);
    print("only_if(0)");
    only_if(1);
    print("only_if(1)");
    return 0;
}
