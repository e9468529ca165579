% the matrix product of complex arrays is not supported yet
A = eye(3)
Z = czeros(3, 3)
B = A * Z
