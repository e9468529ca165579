% a {!kernel} hint names a target of table 17.2
function [] = __kernel__ k(y : vec, pos : int)
    {!kernel name="k"; target="fpga"}
    y[pos] = 1
endfunction
y = zeros(4)
parallel_do(4, y, k)
