% Complex arrays (issue 15): the element-wise tree over a cvec and a vec is
% one fused loop of qcplx arithmetic, abs of it one loop into a real
% array, its sum two real accumulators; a kernel reads and writes
% interleaved elements; the nest over a cmat runs in parallel.
function W = mix(Z : cvec, t : vec, f : scalar)
    W = Z .* exp(-2i * pi * f * t) + conj(Z)
endfunction

function [] = __kernel__ rot(y : cmat, x : cmat'clamped, w : cscalar, pos : ivec2)
    y[pos] = w * x[pos + [0, 1]] - x[pos]
endfunction

t = linspace(0, 1, 6)
Z = complex(t, 1 - t)
W = mix(Z, t, 0.5)
print(W)
print(abs(W), " ", sum(W), " ", mean(abs(W) .^ 2))
A = czeros(3, 4)
for i = 0..size(A, 0)-1
    for j = 0..size(A, 1)-1
        A[i, j] = complex(i, j) / (1 + 1i)
    endfor
endfor
B = czeros(size(A))
parallel_do(size(B), B, A, 1i, rot)
print(B)
print(real(B[2, :]), " ", imag(B[:, 3]))
