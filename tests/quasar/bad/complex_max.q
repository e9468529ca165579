% complex numbers are not ordered: max of a complex array
z = [1 + 1i, 2, -3i]
print(max(z))
