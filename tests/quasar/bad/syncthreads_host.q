function [] = step(y : vec)
    y[0] = 1
    syncthreads
endfunction
step(zeros(4))
