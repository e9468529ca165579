% arrays of four dimensions (cube{4}) are not supported yet
function y = total(x : cube{4})
    y = sum(x)
end
print(total(zeros(2, 2, 2)))
