function [] = __kernel__ k(y : vec, pos : int)
    {!kernel_tiling dims=[1]; mode="local"; target="gpu"}
    if pos > 3
        return
    endif
    y[pos] = 1
endfunction
y = zeros(8)
parallel_do(8, y, k)
print sum(y)
