% kernel fusion (src/codegen/quasar_fuse.c): a chain of element-wise
% kernels becomes one launch; a stencil that reads what the kernel before
% wrote at a neighbouring point stays apart (a grid barrier); a
% {!kernel_fusion barrier} keeps two fusable launches apart.
function [] = __kernel__ scale(y : mat, x : mat, a : scalar, pos : ivec2)
    t = a * x[pos]
    y[pos] = t + 1
endfunction

function [] = __kernel__ square(z : mat, y : mat, pos : ivec2)
    t = y[pos]
    z[pos] = t * t
endfunction

function [] = __kernel__ addto(z : mat, x : mat, b : scalar, pos : ivec2)
    z[pos] += b * x[pos[0], pos[1]]
endfunction

function [] = __kernel__ blur(w : mat, z : mat'clamped, pos : ivec2)
    w[pos] = (z[pos + [0, -1]] + z[pos] + z[pos + [0, 1]]) / 3
endfunction

function [] = __kernel__ negate(w : mat, pos : ivec2)
    w[pos] = -w[pos]
endfunction

function [] = main(n : int = 37)
    {!kernel_fusion strategy="smart"}
    x = zeros(n, n + 3)
    for i = 0..n-1
        for j = 0..n+2
            x[i, j] = sin(0.3 * i + 0.7 * j)
        endfor
    endfor
    y = uninit(size(x))
    z = uninit(size(x))
    w = uninit(size(x))
    for it = 1..3
        parallel_do(size(x), y, x, 0.5 * it, scale)
        parallel_do(size(x), z, y, square)
        parallel_do(size(x), z, x, 2.0, addto)
        parallel_do(size(x), w, z, blur)
        {!kernel_fusion barrier}
        parallel_do(size(x), w, negate)
    endfor
    printf("%.6f %.6f %.6f %.6f\n", sum(y), sum(z), sum(w), w[3, 4])
endfunction
