% a four-dimensional array is host code only for now
A = zeros(2, 2, 2, 2)
parallel_do(2, A, __kernel__ (A : cube{4}, pos : int) -> A[pos, 0, 0, 0] = 1)
