% $target takes one string
t = "gpu"
if $target(t)
    print "gpu"
endif
