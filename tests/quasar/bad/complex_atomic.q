% an element of a complex array is two doubles: '+=' and '-=' are an atomic
% add on each part in a kernel, but no atomic update covers a product
z = cones(4)
parallel_do(8, z, __kernel__ (z : cvec, pos : int) -> z[mod(pos, 4)] *= 1i)
print(z)
