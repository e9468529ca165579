% Thread blocks: a block-wise sum (each block adds its elements in shared
% memory, a tree of syncthreads) and a transpose through a shared tile,
% written as in the Quasar manual; checked against sum() and transpose().
function [] = __kernel__ block_sum(x : vec, partial : vec, pos : int, blkpos : int, blkdim : int, blkidx : int)
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
        partial[blkidx] = bins[0]
    endif
endfunction

function [] = __kernel__ tile_transpose(a : mat, b : mat, pos : ivec2, blkpos : ivec2, blkdim : ivec2)
    tile = shared(blkdim + [0, 1])     % a padded tile, as a GPU programmer pads against bank conflicts
    tile[blkpos[0], blkpos[1]] = a[pos[0], pos[1]]
    syncthreads
    % the block at (I, J) writes the block at (J, I): thread (r, s) the element tile[s, r]
    base = pos - blkpos
    b[base[1] + blkpos[0], base[0] + blkpos[1]] = tile[blkpos[1], blkpos[0]]
endfunction

function [] = main(nb : int = 32, m : int = 64)
    n = nb * 64
    x = zeros(n)
    for i = 0..n-1
        x[i] = mod(i * 37, 101) / 7
    endfor
    partial = zeros(n)
    parallel_do([[n], [64]], x, partial, block_sum)
    printf("block sums: %.6f, sum: %.6f\n", sum(partial), sum(x))
    a = zeros(m, m)
    for i = 0..m-1
        for j = 0..m-1
            a[i, j] = i * m + j
        endfor
    endfor
    b = zeros(m, m)
    parallel_do([[m, m], [16, 16]], a, b, tile_transpose)
    printf("transpose: %.1f (0 when b is a')\n", sum(abs(b - transpose(a))))
endfunction
