function [] = __kernel__ k(y : vec, x : vec, pos : int)
    {!kernel_tiling dims=[64]; mode="global"; target="gpu"}
    s = shared(8)
    s[mod(pos, 8)] = x[pos]
    syncthreads
    y[pos] = s[mod(pos, 8)]
endfunction
x = ones(64)
y = zeros(64)
parallel_do(64, y, x, k)
print sum(y)
