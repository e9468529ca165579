% a cell of arrays is assigned a number
c = cell(3)
c[0] = zeros(2, 2)
c[1] = 4.5
