A = ones(3, 3)
print A(1, 2)
