% complex numbers are not ordered
z = 1 + 2i
if z < 3
    print("less")
end
