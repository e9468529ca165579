% zeros takes sizes, not an array of them
A = zeros([2, 3, 4, 5])
