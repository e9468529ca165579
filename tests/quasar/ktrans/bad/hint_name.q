% the name in a {!kernel} hint is the function's own
function [] = __kernel__ k(y : vec, pos : int)
    {!kernel name="other"; target="gpu"}
    y[pos] = 1
endfunction
y = zeros(4)
parallel_do(4, y, k)
