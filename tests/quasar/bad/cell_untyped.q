% nothing is ever stored into the cell, so its elements have no type
c = cell(3)
print(c[0])
