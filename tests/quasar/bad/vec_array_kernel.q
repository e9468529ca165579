% a variable holding an array and a vec2 in a kernel would need an allocation there
function [] = __kernel__ k(a : vec, pos : int)
    v = a
    v = [pos, 0.5]
    a[pos] = v[0]
end
a = zeros(4)
parallel_do(4, a, k)
print(a)
