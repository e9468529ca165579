% A shared() array passed to a device function: runs on OpenMP and CUDA,
% refused on OpenCL (local memory has its own pointers) with a diagnostic
function y = __device__ first(a : vec)
    y = a[0]
endfunction
function [] = __kernel__ k(x : vec, pos : int, blkpos : int, blkdim : int)
    t = shared(blkdim)
    t[blkpos] = pos
    syncthreads
    x[pos] = first(t)
endfunction
x = zeros(64)
parallel_do(64, x, k)
print sum(x)
