for k = 0..3
  print k
