% eye takes the size (found by make fuzz-quasar: eye() read past its arguments)
A = eye()
