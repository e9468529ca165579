% complex arrays (cvec, cmat) are not supported yet
A = zeros(3, 3)
B = A .* (1 + 2i)
