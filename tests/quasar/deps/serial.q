% Loops whose iterations depend on each other: each must stay serial, with
% the seed's reason at the access or variable that carries the dependence
% (kforge analyze serial.q).  Run in parallel, each prints another result.
function y = __device__ twice(a : scalar)
    y = 2 * a
endfunction

function [] = main(n : int = 4000)
    A = zeros(n + 8)
    for i = 1..n-1                 % reads the element the previous iteration wrote
        A[i] = A[i - 1] + 1
    endfor
    B = linspace(0, 1, n + 8)
    for i = 0..n-1                 % reads the element the next iteration overwrites
        B[i] = B[i + 1] * 2 + 1
    endfor
    C = zeros(n + 8)
    for i = 0..n-1                 % two iterations store into one element (inner loop)
        for k = 0..2
            C[i + k] = i * 10 + k
        endfor
    endfor
    p = zeros(n)
    for i = 0..n-1
        p[i] = mod(i * 7, n / 2)
    endfor
    D = zeros(n)
    for i = 0..n-1                 % a store through a permuted index
        D[int(p[i])] = i
    endfor
    E = zeros(n + 8)
    for i = 0..n-1                 % an offset computed in the body
        j = n - 1 - i
        E[i + j] = i
    endfor
    F = zeros(n, 2)
    last = -1.0
    for i = 0..n-1                 % a scalar assigned on some paths only, carried on
        if mod(i, 3) == 0
            last = i
        endif
        F[i, 0] = last
    endfor
    m = int(n / 40)
    G = ones(n, m)
    for i = 1..n-1                 % 2-D: the outer loop carries, the inner does not
        for j = 0..m-1
            G[i, j] = G[i - 1, j] + j
        endfor
    endfor
    H = zeros(m, m)
    for i = 0..m-1              % an in-place transpose
        for j = 0..m-1
            H[i, j] = H[j, i] + i - j
        endfor
    endfor
    L = zeros(n + 1)
    get = (x) -> L[x + 1]
    for i = 0..n-1                 % a lambda reads what the loop stores
        L[i] = get(i) + 1
    endfor
    q = 0.0
    for i = 0..n-1                 % written on some paths, read after the loop
        if i == n / 2
            q = twice(i)
        endif
        F[i, 1] = i
    endfor
    M = linspace(0, 1, n + 1)
    N = M
    for i = 0..n-1                 % N is M (arrays are references)
        M[i] = N[i + 1] + 1
    endfor
    printf("%.1f %.1f %.1f %.1f %.1f\n", sum(A), sum(B), sum(C), sum(D), sum(E))
    printf("%.1f %.1f %.1f %.1f %.1f\n", sum(F), sum(G), sum(H), sum(L), q + sum(M))
endfunction
