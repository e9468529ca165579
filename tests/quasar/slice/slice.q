% Whole slices shared or moved instead of copied (src/codegen/quasar_slice.c):
% f(A[..]) passes A itself when the slice is all of A and f only reads
% that parameter (slice-ref); A[..] = a new array takes its block when the
% slice is all of A (slice-move).  Every other case keeps the copy; each
% prints something that a wrong share or move would change.
function [] = __kernel__ half(w : mat, x : mat, pos : ivec2)
    w[pos] = x[pos] / 2 + pos[0]
endfunction

% reads x only (through a kernel): a whole slice is passed as the array
function y = halve(x : mat)
    y = uninit(size(x))
    parallel_do(size(x), y, x, half)
endfunction

% writes its parameter: the slice stays a copy
function y = poke(x : mat)
    x[0, 0] = 100
    y = x .* 1
endfunction

% gives its parameter back: a copy, and its result is no new array
function y = same(x : mat)
    y = x
endfunction

function [] = __kernel__ zap(x : mat, pos : ivec2)
    x[pos] = -1
endfunction

% writes its parameter through a kernel
function y = zapped(x : mat)
    parallel_do(size(x), x, zap)
    y = x .* 2
endfunction

% reads x, writes its other array argument (which may be the same array)
function y = into(x : mat, z : mat)
    z[0, 0] = x[0, 0] + 50
    y = x .* 1
endfunction

function y = scaled(x : mat, s : scalar)
    y = x .* s
endfunction

% only reads x; via's parameter f below hides it
function y = f(x : mat)
    y = x .* 1
endfunction

% calls a function value: what it does to x is not known here
function y = via(x : mat, f)
    y = f(x)
endfunction

% launches a kernel of its own, which writes x; the file's zap2 only reads
function y = inner_zap(x : mat)
    function [] = __kernel__ zap2(z : mat, pos : ivec2)
        z[pos] = -3
    endfunction
    parallel_do(size(x), x, zap2)
    y = x .* 1
endfunction

function [] = __kernel__ zap2(x : mat, pos : ivec2)
    v = x[pos]
endfunction

function a = grid(n : int, m : int)
    a = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            a[i, j] = 10 * i + j
        endfor
    endfor
endfunction

function [] = main()
    A = grid(4, 6)
    A[:, :] = halve(A[:, :])                   % whole: shared, then moved
    print(A)
    A[0..1, 0..5] = halve(A[0..1, 0..5])       % a part: both copied
    print(A)
    m = size(A, 0)
    A[0..m-1, 0..5] = halve(A[0..m-1, 0..5])   % whole at run time
    print(A)
    A = grid(4, 6)
    B = poke(A[:, :])
    print(A[0, 0], " ", B[0, 0])               % 0 100
    C = same(A[:, :])
    A[1, 1] = 7
    print(C[1, 1])                             % 11
    D = zapped(A[:, :])
    print(A[2, 2], " ", D[2, 2])               % 22 -2
    E = into(A[:, :], A)
    print(A[0, 0], " ", E[0, 0])               % 50 0
    V = via(A[:, :], poke)
    print(A[0, 0], " ", V[0, 0])               % 50 100
    W = inner_zap(A[:, :])
    print(A[0, 0], " ", W[0, 0])               % 50 -3
    F = grid(4, 6) .* 2
    A[:, :] = same(F)                          % F's array is held by F: copied
    F[0, 0] = 9
    print(A[0, 0], " ", F[0, 0], " ", A[0, 1], " ", F[0, 1])   % 0 9 2 2
    R = reshape(A, [24])                       % a view of A's block: copied into
    A[:, :] = halve(A[:, :])
    print(R[1], " ", R[23])                    % 1 38
    G = scaled(A[:, :], sum(A))                % another argument makes a call
    print(G[0, 1] / sum(A))
    function y = near(x : mat)
        y = x .* 1 + F[0, 0]
    endfunction
    H = near(A[:, :])                          % a closure: copied
    print(H[0, 0])
endfunction
