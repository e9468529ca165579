% sin of a complex array: a real function here
t = linspace(0, 1, 8)
z = exp(2i * pi * t)
print(sin(z))
