% OpenMP runs a kernel one thread per block: a kernel that shares memory
% between the 16 threads its launch asks for is refused there
function [] = __kernel__ k(y : vec, pos : int, blkpos : int, blkdim : int)
    t = shared(blkdim)
    t[blkpos] = pos
    syncthreads
    y[pos] = t[blkdim - 1 - blkpos]
endfunction
y = zeros(64)
parallel_do([[64], [16]], y, k)
