function [] = __kernel__ k(y : mat, pos : ivec2)
  y[pos] = 1
endfunction
A = zeros(4, 4)
k(A)
