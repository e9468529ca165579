% A kernel written for any block size (it reads blkdim): launched without
% a block it runs in blocks of 64 on OpenCL and CUDA, and of one thread on
% OpenMP, with the same result.  Each block sums its elements in shared
% memory (a tree of syncthreads) and its first thread adds the block's sum
% to the total (an atomic +=); block_hist counts in a shared histogram.
function [] = __kernel__ block_total(x : vec, total : vec, pos : int, blkpos : int, blkdim : int)
    bins = shared(blkdim)
    bins[blkpos] = x[pos]
    syncthreads
    bit = 1
    while bit < blkdim
        if mod(blkpos, 2 * bit) == 0
            bins[blkpos] = bins[blkpos] + bins[blkpos + bit]
        endif
        syncthreads
        bit *= 2
    endwhile
    if blkpos == 0
        total[0] += bins[0]
    endif
endfunction

function [] = __kernel__ block_hist(x : vec, h : vec, pos : int, blkpos : int, blkdim : int)
    % a histogram per block in shared memory (atomic += on its elements),
    % then added to the global one
    bins = shared(8)
    for b = blkpos..blkdim..7
        bins[b] = 0
    endfor
    syncthreads
    bins[mod(int(x[pos]), 8)] += 1
    syncthreads
    for b = blkpos..blkdim..7
        h[b] += bins[b]
    endfor
endfunction

function [] = main(nb : int = 16)
    n = nb * 64
    x = zeros(n)
    for i = 0..n-1
        x[i] = mod(i * 13, 29)
    endfor
    total = zeros(1)
    parallel_do(n, x, total, block_total)
    h = zeros(8)
    parallel_do(n, x, h, block_hist)
    printf("%.1f %.1f\n", total[0], sum(x))
    print h
endfunction
