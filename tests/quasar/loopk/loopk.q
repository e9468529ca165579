% Loops the parallelizer accepts and fused expressions, on the device
% targets (quasar_loopk.c): kernels launched over the nest's domain, or
% OpenMP loops on the host with the reason in --explain.
function y = __device__ avg(a : scalar, b : scalar)
    y = 0.5 * (a + b)
endfunction

function y = smooth(x : mat, kappa : scalar)      % diffusion-like: a 2-D kernel
    M = size(x, 0)
    N = size(x, 1)
    y = zeros(M, N)
    for i = 0..M-1
        for j = 0..N-1
            c = x[i, j]
            dn = x[max(i - 1, 0), j] - c
            de = x[i, min(j + 1, N - 1)] - c
            g = (d) -> exp(-(d / kappa)^2)
            y[i, j] = c + 0.2 * (g(dn) * dn + g(de) * de)
        endfor
    endfor
endfunction

function Z = f(A : mat, X : mat, Y : mat)         % exprs-like: one fused kernel
    Z = A .* X + Y + 4
endfunction

function [] = main(n : int = 37)
    A = zeros(n, n + 3)
    X = zeros(n, n + 3)
    for i = 0..n-1                  % a 2-D kernel
        for j = 0..n+2
            A[i, j] = sin(i * 0.1) + j / n
            X[i, j] = avg(i, j) / n
        endfor
    endfor
    v = zeros(n)
    for k = 2..n-1                  % a 1-D kernel from a lower bound of 2
        v[k] = k * k - 1
    endfor
    C = zeros(3, 4, 5)
    for a = 0..2                    % 3-D
        for b = 0..3
            for d = 0..4
                C[a, b, d] = a * 100 + b * 10 + d
            endfor
        endfor
    endfor
    for k = n..n-1                  % no iteration: no launch
        v[k] = -1
    endfor
    total = 0.0
    neg = 100.0
    for k = 0..n-1                  % reductions: a tree per group (quasar_red.c)
        total += v[k] * A[k, 1]
        neg -= v[k]
    endfor
    lo = 1e9
    hi = -1e9
    cnt = 0
    prd = 1.0
    for i = 0..n-1                  % 2-D, min, max and *: a tree per group too
        for j = 0..n+2
            lo __= A[i, j] - X[i, j]
            hi ^^= A[i, j] * X[i, j]
            prd *= 1 + X[i, j] / 1000
        endfor
    endfor
    for i = 0..n-1                  % 2-D, an int count on the device
        for j = 0..n+2
            if A[i, j] > 1
                cnt += 1
            endif
        endfor
    endfor
    last = 0.0
    for k = 0..n-1                  % read after the loop: on the host
        last = v[k] + 1
        v[k] = last
    endfor
    for k = 0..2..n-1               % a step of 2: on the host
        v[k] = v[k] / 2
    endfor
    Y = smooth(A, 0.5)
    Z = f(A, X, Y)
    for it = 1..3                   % a serial loop around a kernel and a fused expression
        for i = 0..n-1
            Z[i, 0] = Z[i, 0] + it
        endfor
        Z = Z * 0.5 + 1
    endfor
    printf("%.6f %.6f %.6f %.6f\n", sum(Z), sum(A .* X + Y), total, last)
    printf("%.6f %.6f %d %.6f %.1f\n", lo, hi, cnt, prd, neg)
    print(v[0..4], " ", sum(C), " ", C[2, 3, 4])
    print(Z[1, 2] + sum(sqrt(abs(Z - 4))), " ", (Z - 1)[3])
endfunction
