% arrays of five dimensions (cube{5}) are not supported yet
function y = total(x : cube{5})
    y = sum(x)
end
print(total(zeros(2, 2, 2)))
