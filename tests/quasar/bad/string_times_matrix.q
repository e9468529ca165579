A = zeros(3, 3)
s = "text"
y = A * s
