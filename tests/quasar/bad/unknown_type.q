function y = f(x : matrix)
  y = x
endfunction
print f(1)
