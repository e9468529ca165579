% Loops whose iterations are independent, though not written with each
% parallel iterator as a whole index: each must become a kernel
% (kforge analyze parallel.q), and print what the sequential program does.
function [] = main(n : int = 4000)
    A = linspace(0, 1, 2 * n + 2)
    for i = 0..n-1                 % even elements from odd ones
        A[2 * i] = A[2 * i + 1] * 3
    endfor
    B = linspace(0, 2, 2 * n)
    for i = 0..n-1                 % the first half from the second
        B[i] = B[i + n] + 1
    endfor
    C = zeros(3 * n)
    for i = 0..n-1                 % three elements per iteration, through an inner loop
        for k = 0..2
            C[3 * i + k] = i + k
        endfor
    endfor
    R = linspace(0, 1, 2 * n)
    for i = 0..int(numel(R) / 2) - 1   % the first half from the second, through the array's size
        R[i] = R[i + int(numel(R) / 2)] * 2
    endfor
    P = zeros(2 * n)
    for i = 0..n-1                 % through a scalar assigned once: two elements per iteration
        k = 2 * i
        P[k] = i
        P[k + 1] = -i
    endfor
    D = linspace(0, 1, n + 2)
    for i = 0..2..n-2              % a stride of 2: odd elements are only read
        D[i] = D[i + 1] - D[i]
    endfor
    m = int(n / 40)
    X = ones(m, m)
    Y = zeros(m, m)
    for i = 1..m-2                 % a stencil into another array, 2-D
        for j = 1..m-2
            Y[i, j] = X[i - 1, j] + X[i + 1, j] + X[i, j - 1] + X[i, j + 1] + i * j
        endfor
    endfor
    Z = zeros(m, m)
    for i = 0..m-1                 % a matrix product: 2-D, k serial, private t
        for j = 0..m-1
            t = 0.0
            for k = 0..m-1
                t += X[i, k] * Y[k, j]
            endfor
            Z[i, j] = t
        endfor
    endfor
    W = zeros(n)
    s = 0.0
    for i = 0..n-1                 % assigned on some paths, read on those only; a reduction
        if mod(i, 2) == 0
            u = i * 0.5
            W[i] = u
        else
            W[i] = -1
        endif
        s += W[i]
    endfor
    last = 0.0
    for i = 0..n-1                 % private, read after the loop: lastprivate
        last = i * 2
        W[i] += last
    endfor
    printf("%.1f %.1f %.1f %.1f %.1f\n", sum(A), sum(B), sum(C), sum(D), sum(Y))
    printf("%.1f %.1f %.1f %.1f %d %.1f\n", sum(Z), sum(W), s, last, i, sum(R) + sum(P .* P))
endfunction
