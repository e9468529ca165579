% '*' of two vec3 values in a kernel is a matrix product of 1 x 3 and 1 x 3
function [] = __kernel__ k(a : vec, pos : int)
    v = [pos, 0.5, 1]
    w = v * v
    a[pos] = w[0]
end
a = zeros(4)
parallel_do(4, a, k)
