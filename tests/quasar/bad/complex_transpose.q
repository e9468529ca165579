% ' of a complex array: a transpose or a conjugate transpose?
z = [1 + 1i, 2 - 1i]
w = z'
