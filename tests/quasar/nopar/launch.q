% Kernel fusion under --no-parallelize (seed 002 §17.1.6): kforge fuses
% consecutive launches by default; with the parallelizers off it fuses
% only where the function asks with {!kernel_fusion strategy=...} (the
% seed's way to turn fusion on).  The launches themselves, written by
% the program, stay launches.
function [] = __kernel__ scale(y : mat, x : mat, a : scalar, pos : ivec2)
    y[pos] = a * x[pos]
endfunction

function [] = __kernel__ addto(z : mat, y : mat, pos : ivec2)
    z[pos] = z[pos] + y[pos] * y[pos]
endfunction

% as written: two launches under --no-parallelize
function [] = plain(z : mat, x : mat)
    y = zeros(size(x))
    parallel_do(size(x), y, x, 2.0, scale)
    parallel_do(size(x), z, y, addto)
endfunction

% asks for fusion: one launch either way
function [] = asked(z : mat, x : mat)
    {!kernel_fusion strategy="noreordering"}
    y = zeros(size(x))
    parallel_do(size(x), y, x, 0.5, scale)
    parallel_do(size(x), z, y, addto)
endfunction

function [] = main(n : int = 29)
    x = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            x[i, j] = cos(0.3 * i) * (j + 1) / n
        endfor
    endfor
    z = ones(n, n)
    plain(z, x)
    asked(z, x)
    printf("%.9f %.9f\n", sum(z), z[n - 2, 3])
endfunction
