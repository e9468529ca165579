% a complex pixel is no vec3: the slice in a kernel would need dynamic memory
x = czeros(2, 2, 3)
parallel_do([2, 2], x, __kernel__ (x : ccube, pos : ivec2) -> x[pos[0], pos[1], 0..2] = [1, 2, 3])
