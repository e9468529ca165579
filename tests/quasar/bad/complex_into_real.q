% a complex value into an element of a real array
x = zeros(4)
x[2] = exp(1i * pi / 4)
