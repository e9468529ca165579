% a real array where a complex one is declared
function y = energy(z : cvec)
    y = sum(abs(z) .^ 2)
end
print(energy(linspace(0, 1, 4)))
