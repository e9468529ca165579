% an element of a complex array is two doubles: no atomic update in a kernel
z = czeros(4)
parallel_do(8, z, __kernel__ (z : cvec, pos : int) -> z[mod(pos, 4)] += 1i)
print(z)
