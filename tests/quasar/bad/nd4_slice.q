% slices of a four-dimensional array are not supported yet
A = ones(2, 3, 4, 5)
print(A[0, :, 1, 2])
