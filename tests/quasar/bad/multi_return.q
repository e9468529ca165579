function [a, b] = two()
  a = 1
  b = 2
endfunction
x = two()
