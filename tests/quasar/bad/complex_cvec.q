% complex arrays (cvec, cmat, ccube) are not supported yet
function y = twice(x : cvec)
    y = 2 * x
end
print(twice(zeros(3)))
