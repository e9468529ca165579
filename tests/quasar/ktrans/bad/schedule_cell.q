% schedule's last argument is a cell of kernels
function [] = __kernel__ k(y : vec, pos : int)
    y[pos] = 1
endfunction
y = zeros(4)
i = schedule(4, y, k)
