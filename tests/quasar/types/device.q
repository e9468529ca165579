% __device__ functions that return values, called from kernels (issue
% 15): a scalar, and a small integer vector (ivec3) that comes back
% through a pointer, made once per statement however many of its
% components the statement reads.  Also called from host code.
% Reference: device.py.
function y : scalar = __device__ bump(x : scalar, k : int)
    y = x * x + k
end
function v : ivec3 = __device__ neighbours(i : int, n : int)
    v = [max(i - 1, 0), i, min(i + 1, n - 1)]
end
function [lo, hi] = __device__ span(i : int, n : int)
    w = neighbours(i, n)
    lo = w[0]
    hi = w[2]
end
function [] = __kernel__ spans(w : vec, n : int, pos : int)
    [lo, hi] = span(pos, n)
    w[pos] = lo * 100 + hi
end
function [] = main(n : int = 12)
    x = zeros(n)
    for i = 0..n-1
        x[i] = mod(i * 7, 5)
    end
    y = zeros(n)
    z = zeros(n)
    parallel_do(n, x, y, z, n, __kernel__ (x : vec, y : vec, z : vec, n : int, pos : int) -> _
        y[pos] = bump(x[pos], 1))
    parallel_do(n, x, z, n, __kernel__ (x : vec'clamped, z : vec, n : int, pos : int) -> _
        z[pos] = x[neighbours(pos, n)[0]] + x[neighbours(pos, n)[1]] + x[neighbours(pos, n)[2]])
    w = zeros(n)
    parallel_do(n, w, n, spans)
    print(y)
    print(z)
    print(w)
    t = neighbours(0, n)
    print(t, " ", bump(1.5, 2))
end
