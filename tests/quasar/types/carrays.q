% Complex arrays (issue 15) as values: a real array turned complex by the
% variable it joins, cells of cvecs, copy and reference semantics,
% element-wise comparison, reshape, a host loop summing elements, a kernel
% over a cmat with a 'safe accessor, sum/prod/mean (whole and along a
% dimension), matrix products, repmat.  Reference: carrays.py.
function [] = main(n : int = 3)
    z = zeros(n)
    z = z + 1i
    c = cell(2)
    c[0] = z
    c[1] = czeros(2)
    print(c[0] .* 2, " ", numel(c))
    w = copy(z)
    v = z
    w[0] = 5
    v[n-1] = -2 - 1i
    print(z, " ", w, " ", z == w, " ", z != w)
    r = reshape(czeros(4) + 2i, [2, 2])
    print(r, size(r))
    s = 0
    for k = 0..n-1
        s = s + w[k]
    end
    print(s)
    A = cones(2, n)
    B = czeros(size(A))
    parallel_do(size(A), B, A, __kernel__ (B : cmat, A : cmat'safe, pos : ivec2) -> _
        B[pos] = A[pos[0]+1, pos[1]] * 2i + pos[1])
    print(B)
    print(sum(B), " ", prod(B + 1), " ", mean(B), " ", abs(sum(B .* conj(B))))
    Z = [[1 + 1i, 2], [3i, -1]]
    R = [[1, 2], [3, n]]
    print(Z * Z, " ", R * Z, " ", Z * R)
    print(sum(Z, 0), " ", sum(Z, 1), " ", prod(Z, 0), " ", mean(Z, 1))
    print(repmat(Z, [1, 2]))
end
