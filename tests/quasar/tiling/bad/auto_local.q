function [] = __kernel__ k(y : mat, pos : ivec2)
    {!kernel_tiling dims=auto; mode="local"; target="gpu"}
    y[pos] = 1
endfunction
y = zeros(4, 4)
parallel_do(size(y), y, k)
print sum(y)
