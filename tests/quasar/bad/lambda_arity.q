f = (x) -> x + 1
print f(1, 2)
