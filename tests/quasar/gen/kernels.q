% Kernels with what explicit parallelism offers: atomics on array
% elements, device functions, every boundary accessor, 1-D and 3-D pos.
function y = __device__ tent(x : scalar)
    y = max(0, 1 - abs(x))
endfunction

function [] = __kernel__ histogram(h : vec, x : vec, pos : int)
    b = int(floor(x[pos] * numel(h)))
    h[b] += 1
endfunction

function [] = __kernel__ shifts(y : mat, c : mat'circular, m : mat'mirror, s : mat'safe, k : mat'checked, pos : ivec2)
    y[pos] = c[pos + [0, 5]] + 2 * m[pos - [3, 0]] + 4 * s[pos + [1, 1]] + tent(k[pos] / 8) + size(k, 1)
endfunction

function [] = __kernel__ extremes(lo : vec, hi : vec, v : cube, pos : ivec3)
    lo[0] __= v[pos]
    hi[0] ^^= v[pos]
endfunction

n = 1000
x = zeros(n)
for i = 0..n-1
    x[i] = mod(i * 37, 101) / 101
endfor
h = zeros(10)
parallel_do(numel(x), h, x, histogram)
print "histogram=", h, " total=", sum(h)
A = zeros(6, 7)
for i = 0..5
    for j = 0..6
        A[i, j] = i * 7 + j
    endfor
endfor
Y = zeros(size(A))
parallel_do(size(A), Y, A, A, A, A, shifts)
print "shifts=", sum(Y), " ", Y[0, 0], " ", Y[5, 6], " ", Y[2, 3]
V = zeros(3, 4, 5)
for i = 0..2
    for j = 0..3
        for k = 0..4
            V[i, j, k] = sin(i + 2 * j + 3 * k)
        endfor
    endfor
endfor
lo = [10.0]
hi = [-10.0]
lo = ones(1) * 10
hi = ones(1) * -10
parallel_do(size(V), lo, hi, V, extremes)
printf("extremes=%.6f %.6f\n", lo[0], hi[0])
% seed 002 §17.2.4's kernel lambda
parallel_do(size(A), Y, A, __kernel__ (y : mat, x : mat, pos : ivec2) -> y[pos] += 4.0 * x[pos])
print "lambda kernel=", sum(Y)
% 'safe drops the writes that fall outside: the last row's
parallel_do(size(A), Y, __kernel__ (y : mat'safe, pos : ivec2) -> y[pos + [1, 0]] += 1)
print "safe writes=", sum(Y)
