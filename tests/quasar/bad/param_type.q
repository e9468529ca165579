function y = f(x : scalar)
  y = x + 1
endfunction
A = ones(2, 2)
print f(A)
