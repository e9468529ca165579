% a vec3 has components 0, 1 and 2
function [] = __kernel__ k(a : vec, pos : int)
    v = [pos, 2 * pos, 0.5]
    v[3] = 1
    a[pos] = sum(v)
end
a = zeros(4)
parallel_do(4, a, k)
