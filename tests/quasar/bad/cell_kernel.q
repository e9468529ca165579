% a cell array passed to a kernel: cells live on the host only
c = cell(2)
c[0] = zeros(4)
A = zeros(4)
parallel_do(size(A), A, c, __kernel__ (A : vec, c : vec[vec], pos : int) -> A[pos] = 1)
