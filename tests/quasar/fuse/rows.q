% kernel fusion row by row (src/codegen/quasar_fuse.c, quasar_rows.c;
% OpenMP): pairs of launches where the second reads what the first wrote
% at neighbouring rows, or overwrites what the first reads at one, run
% as one parallel loop over the rows of pos[0], each thread its rows in
% order.  Printed exactly (tests/quasar/fuse/rows.py computes the same).
%   grad, upd:    the TV pattern: upd reads gy a row behind, overwrites u
%                 that grad reads a row ahead (0 rows of lag, 1 row
%                 before the barrier)
%   smooth, back: back reads s a row ahead and two behind, smooth reads v
%                 a row behind (lag 1, 1 first and 2 last rows)
%   lap3, step3:  three dimensions, 'safe reads
%   fill, use:    y has two rows more than the launch: checked at run
%                 time, both kernels in the two launches' order
%   fill, mir:    refused: 'mirror maps a row outside to one far away
%   fill, tra:    refused: a row that is not pos[0] plus a constant
function [] = __kernel__ grad(gx : mat, gy : mat, u : mat'clamped, pos : ivec2)
    c = u[pos]
    gx[pos] = u[pos + [0, 1]] - c
    gy[pos] = u[pos + [1, 0]] - c
endfunction

function [] = __kernel__ upd(u : mat, gx : mat'safe, gy : mat'safe, t : scalar, pos : ivec2)
    u[pos] = u[pos] + t * (gx[pos] - gx[pos + [0, -1]] + gy[pos] - gy[pos - [1, 0]])
endfunction

function [] = __kernel__ smooth(s : mat, v : mat'clamped, pos : ivec2)
    s[pos] = 0.5 * v[pos] + 0.25 * (v[pos[0] - 1, pos[1]] + v[pos[0], pos[1] + 1])
endfunction

function [] = __kernel__ back(v : mat, s : mat'clamped, pos : ivec2)
    v[pos] = s[pos[0] + 1, pos[1]] - 0.5 * s[pos[0] - 2, pos[1]] + 0.1 * v[pos]
endfunction

function [] = __kernel__ lap3(w : cube, a : cube'clamped, pos : ivec3)
    w[pos] = a[pos + [1, 0, 0]] + a[pos - [1, 0, 0]] + a[pos + [0, 1, 0]] - 3 * a[pos]
endfunction

function [] = __kernel__ step3(a : cube, w : cube'safe, pos : ivec3)
    a[pos] = a[pos] + 0.1 * (w[pos] - w[pos + [-1, 0, 1]])
endfunction

function [] = __kernel__ fill(y : mat, x : mat, pos : ivec2)
    y[pos] = x[pos] * 2 + pos[1]
endfunction

function [] = __kernel__ use(z : mat, y : mat'clamped, pos : ivec2)
    z[pos] = y[pos + [1, 0]] - y[pos + [-1, 0]]
endfunction

function [] = __kernel__ mir(z : mat, y : mat'mirror, pos : ivec2)
    z[pos] = y[pos + [1, 0]] - y[pos]
endfunction

function [] = __kernel__ tra(z : mat, y : mat'clamped, pos : ivec2)
    z[pos] = y[pos[1], pos[0]] + z[pos]
endfunction

function [] = main(n : int = 37, m : int = 41, iters : int = 3)
    u = zeros(n, m)
    a = zeros(n, 3, m)
    for i = 0..n-1
        for j = 0..m-1
            u[i, j] = sin(0.3 * i + 0.7 * j)
            for k = 0..2
                a[i, k, j] = cos(0.2 * i - 0.5 * j + k)
            endfor
        endfor
    endfor
    v = copy(u)
    x = copy(u)
    gx = uninit(size(u))
    gy = uninit(size(u))
    s = uninit(size(u))
    w = uninit(size(a))
    y = ones(n + 2, m) * 7
    z = zeros(size(u))
    for it = 1..iters
        parallel_do(size(u), gx, gy, u, grad)
        parallel_do(size(u), u, gx, gy, 0.25, upd)
        parallel_do(size(v), s, v, smooth)
        parallel_do(size(v), v, s, back)
        parallel_do(size(a), w, a, lap3)
        parallel_do(size(a), a, w, step3)
    endfor
    parallel_do(size(x), y, x, fill)
    parallel_do(size(x), z, y, use)
    printf("%.10f %.10f %.10f\n", sum(u), u[1, 2], u[n-1, m-1])
    printf("%.10f %.10f %.10f\n", sum(v), v[0, 0], v[n-1, 1])
    printf("%.10f %.10f %.10f\n", sum(a), a[1, 2, m - 1], a[n-1, 0, m-1])
    printf("%.10f %.10f %.10f\n", sum(y), sum(z), z[n-1, 2])
    parallel_do(size(x), y, x, fill)
    parallel_do(size(x), z, y, mir)
    parallel_do(size(x), y, x, fill)
    parallel_do(size(x), z, y, tra)
    printf("%.10f %.10f\n", sum(z), z[n-1, 0])
endfunction
