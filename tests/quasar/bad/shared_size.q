function [] = __kernel__ k(y : vec, r : int, pos : int, blkpos : int)
    t = shared(r + 1)
    t[blkpos] = pos
    y[pos] = t[blkpos]
endfunction
y = zeros(8)
parallel_do(8, y, 2, k)
