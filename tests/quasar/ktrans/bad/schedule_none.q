% no kernel of the cell runs where the launch would: the OpenMP target has
% only the CPU, and both kernels are for a GPU
function [] = __kernel__ a(y : vec, pos : int)
    {!kernel target="gpu"}
    y[pos] = 1
endfunction
function [] = __kernel__ b(y : vec, pos : int)
    {!kernel target="nvidia_cuda"}
    y[pos] = 2
endfunction
y = zeros(4)
match schedule(4, y, {a, b}) with
| 0 -> parallel_do(4, y, a)
| _ -> parallel_do(4, y, b)
endmatch
