% Reductions on the device (src/codegen/quasar_red.c, seed 002 §17.2.1):
% fused sum/prod/min/max/mean of element-wise expressions and of whole
% arrays, the parallelized nests' +=, -=, *=, min, max (ints too), on
% sizes that are not multiples of the 256-thread groups, empty arrays and
% a NaN.  Every value is exact in any order of the operations (integers,
% powers of two), so the device's tree prints what the sequential program
% prints, in double and in --scalar float.
function [] = main(n : int = 1000, m : int = 37)
    A = zeros(n, m)
    B = zeros(n, m)
    for i = 0..n-1                  % a kernel: A and B stay on the device
        for j = 0..m-1
            A[i, j] = mod(i * 37 + j * 11, 101) - 50
            B[i, j] = 2 ^ (mod(i + j, 3) - 1)
        endfor
    endfor
    % fused expressions and whole arrays: only the partials come back
    printf("fused: %.3f %.3f %.3f %.3f %.3f\n", sum(A .* B), prod(B .* B), min(A - 3 * B), max(A + B), mean(2 * A))
    printf("whole: %.3f %.3f %.3f %.3f\n", sum(A), prod(B), min(A), max(B))
    E = zeros(0)
    printf("empty: %.3f %.3f %.3f %.3f\n", sum(E), prod(E .* 2), min(E), max(E))
    C = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            C[i, j] = A[i, j]
        endfor
    endfor
    if n > 0 && m > 0
        C[0, 0] = NaN               % fetched, written here, copied back for its reductions
    endif
    printf("nan: %.3f %.3f %.3f\n", min(C), max(C), sum(abs(C) .* 0))
    % the nests' reductions
    s = 0.0
    p = 1.0
    lo = Inf
    hi = -Inf
    cnt = 0
    neg = 0.0
    for i = 0..n-1
        for j = 0..m-1
            s += A[i, j] * B[i, j]
            p *= B[i, j]
            lo __= A[i, j] - B[i, j]
            hi ^^= A[i, j] * 2
            if A[i, j] > 0
                cnt += 1
            endif
            neg -= A[i, j]
        endfor
    endfor
    imin = 1000000
    imax = -5
    for k = 3..n+2
        imin __= mod(k * 7, 13) + 2
        imax ^^= mod(k * 7, 13) + 2
    endfor
    t = 0.0
    for i = 0..n-1
        for j = 0..m-1
            for k = 0..2
                t += A[i, j] * k
            endfor
        endfor
    endfor
    printf("nests: %.3f %.3f %.3f %.3f %d %.3f %d %d %.3f\n", s, p, lo, hi, cnt, neg, imin, imax, t)
endfunction
