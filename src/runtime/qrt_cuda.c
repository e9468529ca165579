/*
 * qrt_cuda.c: the CUDA side of an array's residency (contract in
 * include/kforge/qrt.h).  Built with -DQRT_CUDA (make QRT_CUDA=1) it uses
 * the CUDA runtime; without it an array never has a CUDA copy and asking
 * for one is a run-time error.  Where no GPU exists this file is only
 * compile-checked (tests/runtime/test_qrt_cuda.sh).
 */
#include "runtime/qrt_int.h"

#ifdef QRT_CUDA
#include <cuda_runtime_api.h>

#define CUDA_CHECK(call, what)                                                                     \
    do {                                                                                           \
        cudaError_t e_ = (call);                                                                   \
        if (e_ != cudaSuccess) qrt_error("%s: %s", what, cudaGetErrorString(e_));                  \
    } while (0)

static size_t bytes_of(const qrt_array *A) { return (A->numel ? A->numel : 1) * A->elsize; }

void qrt_cuda_download_(qrt_array *A)
{
    CUDA_CHECK(cudaMemcpy(A->host, A->cuda, bytes_of(A), cudaMemcpyDeviceToHost), "cudaMemcpy");
    qrt_stats_.to_host++;
    qrt_stats_.bytes_to_host += A->numel * A->elsize;
}

void qrt_cuda_free_(qrt_array *A)
{
    if (A->cuda) cudaFree(A->cuda);
    A->cuda = NULL;
}

void *qrt_cuda_ptr(qrt_array *A, int access)
{
    if (A->base) return qrt_cuda_ptr(A->base, access); /* a view: its base's copy */
    if (!A->cuda) CUDA_CHECK(cudaMalloc(&A->cuda, bytes_of(A)), "cudaMalloc");
    if ((access & QRT_READ) && !(A->valid & QRT_ON_CUDA)) {
        const void *h = qrt_host_read(A);
        CUDA_CHECK(cudaMemcpy(A->cuda, h, bytes_of(A), cudaMemcpyHostToDevice), "cudaMemcpy");
        qrt_stats_.to_device++;
        qrt_stats_.bytes_to_device += A->numel * A->elsize;
        A->valid |= QRT_ON_CUDA;
    }
    if (access & QRT_WRITE) A->valid = QRT_ON_CUDA;
    return A->cuda;
}

#else

void qrt_cuda_download_(qrt_array *A)
{
    qrt_error("an array is marked valid on CUDA in a build without CUDA (%zu elements)", A->numel);
}

void qrt_cuda_free_(qrt_array *A) { (void)A; }

void *qrt_cuda_ptr(qrt_array *A, int access)
{
    (void)A;
    (void)access;
    qrt_error("this program was built without CUDA support (rebuild the run-time library with QRT_CUDA=1)");
}

#endif
