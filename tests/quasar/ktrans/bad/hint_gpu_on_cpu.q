% a kernel for the GPU launched where the launch runs on the CPU (the
% OpenMP target): kforge writes no code for it there
function [] = __kernel__ k(y : vec, pos : int)
    {!kernel target="gpu"}
    y[pos] = 1
endfunction
y = zeros(4)
parallel_do(4, y, k)
print y
