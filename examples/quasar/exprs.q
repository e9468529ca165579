% The automatic kernel generator: matrix expressions become one loop each,
% reductions of them one reduction loop (no temporaries in between).
function Z = f(A : mat, X : mat, Y : mat)
    Z = A .* X + Y + 4
endfunction

function [] = main(n : int = 300)
    A = zeros(n, n)
    X = zeros(n, n)
    Y = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            A[i, j] = sin(i * 0.01) + j / n
            X[i, j] = cos(j * 0.02) - i / n
            Y[i, j] = mod(i * j, 7) / 7
        endfor
    endfor
    Z = f(A, X, Y)
    printf("%.6f %.6f %.6f %.6f\n", sum(Z), sum(A .* X + Y), max(abs(Z - 4)), min(exp(-A .* A) ./ (1 + Y)))
    W = sqrt(abs(Z)) .* (Z > 4) - 0.5 * Y
    printf("%.6f %.6f\n", mean(W), W[n - 1, 2])
endfunction
