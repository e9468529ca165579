% repmat's run-time support has three dimensions
A = ones(2, 3, 4, 5)
B = repmat(A, [2, 1])
