% $target takes the identifiers of seed 002's table 17.2 only
function [] = __kernel__ k(y : vec, pos : int)
    if $target("tpu")
        y[pos] = 1
    endif
endfunction
y = zeros(4)
parallel_do(4, y, k)
