x = 3
if x > 1 @ 2
  print x
endif
