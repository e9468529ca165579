% Rectangles of a matrix passed as views of its block (slice-view,
% src/codegen/quasar_slice.c): f(A[r0, r1]) where f reads that parameter
% only through elements, size and kernels reads A's own rows through a
% row stride, no copy.  Every case prints values that a wrong stride, a
% wrong offset or a view seen after a write would change.
A = zeros(6, 8)
for i = 0..5
    for j = 0..7
        A[i, j] = 10 * i + j
    endfor
endfor

% host code: elements by two indices and by one (row by row), sizes
function s = weigh(x : mat)
    s = 0
    for i = 0..size(x, 0) - 1
        for j = 0..size(x, 1) - 1
            s = s + x[i, j] * (i + 1) * (j + 2)
        endfor
    endfor
    for k = 0..numel(x) - 1
        s = s + 1000 * k * x[k]
    endfor
endfunction

% A[1..3, 2..6]: rows 12..16, 22..26, 32..36
print(weigh(A[1..3, 2..6]))   % 3 x 5: 3340 + 1000 * 3050 = 3053340

function [] = __kernel__ shift(y : mat, x : mat'clamped, s : scalar, pos : ivec2)
    y[pos] = x[pos] * s + x[pos[0], pos[1] + 1]
endfunction

% a kernel reads the view, its right neighbour clamped at the view's edge
function y = shifted(x : mat, s : scalar)
    y = uninit(size(x))
    parallel_do(size(y), y, x, s, shift)
endfunction

% through two functions to the kernel
function y = twice(x : mat)
    y = shifted(x, 2)
endfunction

print(shifted(A[2..3, 5..7], 1))   % [[25+26, 26+27, 27+27], [35+36, 36+37, 37+37]]
print(twice(A[0..1, 0..2]))        % [[0+1, 2+2, 4+2], [20+11, 22+12, 24+12]]

% the same array twice: both read only, the view is taken
function s = corner_plus(x : mat, b : mat)
    s = x[1, 1] + b[0, 0] + size(x, 0) * 100
endfunction
print(corner_plus(A[4..5, 6..7], A))   % 57 + 0 + 200 = 257

% refused: x written
function s = poke(x : mat)
    x[0, 0] = -5
    s = x[0, 0] + x[1, 1]
endfunction
print(poke(A[1..2, 1..2]))   % -5 + 22 = 17
print(A[1, 1])               % 11: A unchanged

% refused: x an operand
function y = dbl(x : mat)
    y = x * 2
endfunction
print(dbl(A[0..1, 6..7]))   % [[12, 14], [32, 34]]

% refused: x passed to sum
function s = total(x : mat)
    s = sum(x)
endfunction
print(total(A[4..5, 0..1]))   % 40 + 41 + 50 + 51 = 182

% refused: x sliced
function s = first_row(x : mat)
    r = x[0, :]
    s = r[0] + r[1]
endfunction
print(first_row(A[3..4, 3..4]))   % 33 + 34 = 67

% refused: the other argument, which may be A, written
function s = store_then_read(x : mat, b : mat)
    b[2, 2] = 999
    s = x[0, 0]
endfunction
print(store_then_read(A[2..3, 2..3], A))   % 22: the copy was made before the store
print(A[2, 2])                              % 999

% refused: a variable of the script named
G = ones(2, 2)
function s = with_g(x : mat)
    G[0, 0] = 7
    s = x[0, 0] + G[0, 0]
endfunction
print(with_g(A[5..5, 0..1]))   % 50 + 7 = 57
