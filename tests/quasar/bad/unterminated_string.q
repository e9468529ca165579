x = "abc
print x
