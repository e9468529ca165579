% Small real vectors as values in kernels (vec2, vec3, vec4; issue 15):
% literals [x, 2*x], element reads and writes, arithmetic with numbers
% and vectors, math and reductions over the components, __device__
% functions that take and return a vec3, results taken apart with
% [a, b] = ..., all without dynamic kernel memory.  Also a __device__
% function returning a vec3 called from host code, its result changed
% and taken apart there.  Reference: vecs.py.
function y : vec3 = __device__ rotate(v : vec3, c : scalar, s : scalar)
    y = [c * v[0] - s * v[1], s * v[0] + c * v[1], v[2]]
end
function n : scalar = __device__ norm3(v : vec3)
    n = sqrt(dotprod(v, v))
end
function [lo, hi] = __device__ bounds(v : vec3)
    r = [min(v), max(v)]
    [lo, hi] = r
end
function y : scalar = __device__ spread(i : int)
    v = [i, 0.5, 1]
    v[mod(i, 3)] = 7
    v[mod(i + 1, 3)] += 1
    y = v[0] * 100 + v[1] * 10 + v[2]
end
function [] = __kernel__ particles(p : mat, a : vec, b : vec, c : vec, d : vec, t : scalar, pos : int)
    x = [p[pos, 0], p[pos, 1], p[pos, 2]]
    v = rotate(x, cos(t), sin(t))
    v = v * 2 + [0.5, -1, 0.25]
    v[2] = v[2] / 4
    v[1] += 1
    w = abs(v - x) .* v
    a[pos] = sum(w) + prod(x)
    b[pos] = norm3(v) + mean(v .^ 2)
    [lo, hi] = bounds(w)
    c[pos] = hi - lo
    v = [v[1], v[0], v[2]]
    d[pos] = v[0] * 100 + v[mod(pos, 3)]
end
function [] = main(n : int = 10)
    p = zeros(n, 3)
    for i = 0..n-1
        for j = 0..2
            p[i, j] = mod(i * 3 + j * 5, 7) - 3
        end
    end
    a = zeros(n)
    b = zeros(n)
    c = zeros(n)
    d = zeros(n)
    parallel_do(n, p, a, b, c, d, 0.5, particles)
    print(a)
    print(b)
    print(c)
    print(d)
    e = zeros(n)
    parallel_do(n, e, __kernel__ (e : vec, pos : int) -> e[pos] = sum(sqrt([pos, 2 * pos, pos + 1, 4]) ./ [1, 2, 4, 8]))
    print(e)
    f = zeros(n)
    parallel_do(n, f, __kernel__ (f : vec, pos : int) -> f[pos] = spread(pos))
    print(f)
    r = rotate([1.5, 2, 3], 0, 1)
    print(r, " ", norm3([3, 4, 12]))
    r[0] = 5
    [a0, a1, a2] = r .* r + 1
    print(a0 + a1 + a2, " ", dotprod(r, r))
end
