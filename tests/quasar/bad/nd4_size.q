% size(A) of a four-dimensional array would be an ivec4
A = ones(2, 3, 4, 5)
s = size(A)
