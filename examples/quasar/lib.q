% imported by features.q
function y = twice(x)
    y = 2 * x
endfunction

function y = __device__ cube_of(x : scalar)
    y = x * x * x
endfunction
