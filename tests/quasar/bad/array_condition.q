A = zeros(2, 2)
if A
  print 1
endif
