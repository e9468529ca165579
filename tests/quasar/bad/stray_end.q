y = 1
end
