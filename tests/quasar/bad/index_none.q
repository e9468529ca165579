% an element needs an index (found by make fuzz-quasar: x[] = v read unset indices)
x = zeros(2)
x[] = 1
