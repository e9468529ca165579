% Seed 002 §17.1.2's example: one fused loop, no temporaries.
function Z = f(A : mat, X : mat, Y : mat)
    Z = A .* X + Y + 4
endfunction

function [] = __kernel__ add4(y : mat, x : mat'clamped, pos : ivec2)
    y[pos] += 4.0 * x[pos + [0, 1]]
endfunction

A = ones(3, 4)
Z = f(A, A, A)
parallel_do(size(Z), Z, A, add4)
total = 0.0
for i = 0..size(Z, 0)-1
    for j = 0..size(Z, 1)-1
        total += Z[i, j] * j
    endfor
endfor
print total, " ", sum(Z .* Z)
