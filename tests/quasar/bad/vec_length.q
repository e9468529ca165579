% vectors of different lengths do not add
function y : vec3 = __device__ f(x : scalar)
    y = [x, x, x] + [x, 1.5]
end
a = zeros(4)
parallel_do(4, a, __kernel__ (a : vec, pos : int) -> a[pos] = sum(f(pos)))
