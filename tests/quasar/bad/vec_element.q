% an element of an array holds one number, not a vec2
function [] = __kernel__ k(a : vec, pos : int)
    a[pos] = [pos, 0.5]
end
a = zeros(4)
parallel_do(4, a, k)
