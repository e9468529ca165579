% a cell is a vector: one index
c = cell(3)
c[0] = zeros(2, 2)
x = c[0, 1]
