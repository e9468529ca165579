% a kernel takes reals: the real and imaginary parts of a complex value
z = 1 + 2i
A = zeros(4)
parallel_do(4, A, z, __kernel__ (A : vec, z : cscalar, pos : int) -> A[pos] = abs(z))
