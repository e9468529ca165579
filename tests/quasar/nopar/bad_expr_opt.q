% the pragma takes on or off
{!expression_optimizer fast}
x = ones(4, 4) + 1
print(sum(x))
