% Results written into a rectangle of a matrix in place (slice-into,
% src/codegen/quasar_slice.c): A[r0, r1] = f(..) where f makes its result
% by uninit or zeros and writes it only by element and through kernels
% lets f write A's block directly; an argument that shares A's block (at
% run time) or anything the compiler cannot prove keeps the copy.  Every
% case prints values that a wrong offset, a wrong stride, a missing zero
% fill or an in-place write over what f still reads would change.
function [] = __kernel__ fill(y : mat, x : mat, s : scalar, pos : ivec2)
    y[pos] = x[pos] * s + pos[0] * 100 + pos[1]
endfunction

% a kernel writes the result
function y = scaled(x : mat, s : scalar)
    y = uninit(size(x))
    parallel_do(size(y), y, x, s, fill)
endfunction

% host code writes two of its columns; zeros must clear the rest
function y = border(n : int, m : int)
    y = zeros(n, m)
    for i = 0..n-1
        y[i, 0] = i + 1
        y[i, m - 1] = -(i + 1)
    endfor
endfunction

A = ones(5, 6) * 7
B = ones(2, 3)
A[1..2, 2..4] = scaled(B, 3)   % rows 1, 2: 7 7 3 4 5 7; 7 7 103 104 105 7
print(A)
A[0..3, 0..2] = border(4, 3)   % column 1 of rows 0..3 is 0 (was 7)
print(A)
A[:, :] = scaled(ones(5, 6), 2)   % refused: the argument makes a call (moved whole)
print(A[4, 5])                     % 2 + 405 = 407
E = ones(5, 6)
A[:, :] = scaled(E, -1)            % the whole of A, in place: row 4 ends -1 + 405 = 404
print(A[4, 5])

% run time refuses: C is A, so the kernel would read what it writes
C = A
A[0..1, 1..3] = scaled(C[0..1, 0..2], 1)   % the copy: from A's old rows 0..1, columns 0..2
print(A)

% refused: an argument names A
A[0..1, 0..1] = scaled(A[2..3, 2..3], 0)   % [[0, 1], [100, 101]]
print(A[0..1, 0..1])

% refused: the result used as a value
function y = kept(n : int)
    y = zeros(n, n)
    z = y
    z[0, 0] = 9
endfunction
A[3..4, 4..5] = kept(2)   % [[9, 0], [0, 0]]
print(A[3..4, 4..5])

% refused: the result not made by uninit or zeros
function y = made_by_ones(n : int)
    y = ones(n, n)
    y[1, 1] = 5
endfunction
A[0..1, 4..5] = made_by_ones(2)   % [[1, 1], [1, 5]]
print(A[0..1, 4..5])

% refused: the result passed to sum
function y = normed(n : int)
    y = uninit(n, n)
    for i = 0..n-1
        for j = 0..n-1
            y[i, j] = i + j
        endfor
    endfor
    t = sum(y)
    y[0, 0] = t
endfunction
A[2..3, 0..1] = normed(2)   % [[4, 1], [1, 2]]
print(A[2..3, 0..1])

% refused: a variable of the script named
G = zeros(1, 1)
function y = with_g(n : int, m : int)
    y = uninit(n, m)
    G[0, 0] = 3
    for j = 0..m-1
        y[0, j] = G[0, 0] + j
    endfor
endfunction
A[4..4, 0..1] = with_g(1, 2)   % [3, 4]
print(A[4, 0..1])

% a tiled kernel (quasar_tiling.c) reads a view and adds into the result
% in place: blocks of 8x16 points over a 18 x 21 rectangle, tails included
function [] = __kernel__ glob2(y : mat, x : mat, pos : ivec2)
    {!kernel_tiling dims=[8,16]; mode="global"; target="cpu"}
    y[pos] += x[pos] * 2 + pos[1]
endfunction
function y = tiled(x : mat)
    y = zeros(size(x))
    parallel_do(size(y), y, x, glob2)
endfunction
P = zeros(30, 40)
for i = 0..29
    for j = 0..39
        P[i, j] = i * 0.5 + j * 0.25 + mod(i * j, 7)
    endfor
endfor
Q = ones(30, 40)
Q[2..19, 3..23] = tiled(P[10..27, 15..35])
print(sum(Q))       % 18336, as the copies give (--disable=slice-view --disable=slice-into)
print(Q[19, 23])    % 2 * P[27, 35] + 20 = 2 * (13.5 + 8.75 + 0) + 20 = 64.5
print(Q[2, 2] + Q[20, 23] + Q[19, 24])   % 3: the edges left as they were
