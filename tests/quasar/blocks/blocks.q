% Thread blocks: a block-wise sum (each block adds its elements in shared
% memory, a tree of syncthreads), a transpose through a shared tile and a
% tiled matrix product, written as a Quasar user writes them; checked
% against sum(), transpose() and *.
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

function [] = __kernel__ tiled_matmul(a : mat, b : mat, c : mat, pos : ivec2, blkpos : ivec2, blkdim : ivec2)
    % c = a * b, the classic tiled product: each block stages a tile of a and
    % of b in shared memory per step along the inner dimension
    as = shared(blkdim)
    bs = shared(blkdim)
    acc = 0.0
    for t = 0..size(a, 1) / blkdim[1] - 1
        as[blkpos[0], blkpos[1]] = a[pos[0], t * blkdim[1] + blkpos[1]]
        bs[blkpos[0], blkpos[1]] = b[t * blkdim[0] + blkpos[0], pos[1]]
        syncthreads
        for k = 0..blkdim[1] - 1
            acc += as[blkpos[0], k] * bs[k, blkpos[1]]
        endfor
        syncthreads
    endfor
    c[pos[0], pos[1]] = acc
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
    c = zeros(m, m)
    parallel_do([[m, m], [16, 16]], a ./ (m * m), b ./ (m * m), c, tiled_matmul)
    printf("tiled product: %.1e (0 when c is a*b)\n", max(abs(c - (a ./ (m * m)) * (b ./ (m * m)))))
endfunction
