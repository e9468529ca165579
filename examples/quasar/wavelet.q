% Wavelet denoising over several levels of the 2-D Haar transform, as a
% Quasar user writes it: each level transforms the low-pass (LL) quarter
% that the level before left in the top-left corner of the coefficient
% image, through a slice of it; the detail bands of every level are
% soft-thresholded in one kernel; the inverse levels run in reverse,
% each rebuilding the corner that the next one up reads.
%
%   level 1      level 2         c after 2 levels
%   +---+---+    +-+-+---+
%   |LL |LH |    |L|L|   |       the LL of the last level is kept,
%   +---+---+ -> +-+-+LH |       everything else shrinks towards 0
%   |HL |HH |    |H|H|   |
%   +---+---+    +-+-+---+
%                |HL |HH |
%                +---+---+
function v = __device__ soft(v : scalar, t : scalar)
    v = sign(v) * max(abs(v) - t, 0)
endfunction

% one level: the 2x2 block at 2*pos gives the four sub-bands' coefficients at pos
function [] = __kernel__ fwd_level(w : mat, x : mat, h : int, k : int, pos : ivec2)
    [i, j] = pos
    a = x[2 * i, 2 * j]
    b = x[2 * i, 2 * j + 1]
    c = x[2 * i + 1, 2 * j]
    d = x[2 * i + 1, 2 * j + 1]
    w[i, j] = (a + b + c + d) / 4
    w[i, j + k] = (a - b + c - d) / 4
    w[i + h, j] = (a + b - c - d) / 4
    w[i + h, j + k] = (a - b - c + d) / 4
endfunction

% its inverse
function [] = __kernel__ inv_level(x : mat, w : mat, h : int, k : int, pos : ivec2)
    [i, j] = pos
    ll = w[i, j]
    lh = w[i, j + k]
    hl = w[i + h, j]
    hh = w[i + h, j + k]
    x[2 * i, 2 * j] = ll + lh + hl + hh
    x[2 * i, 2 * j + 1] = ll - lh + hl - hh
    x[2 * i + 1, 2 * j] = ll + lh - hl - hh
    x[2 * i + 1, 2 * j + 1] = ll - lh - hl + hh
endfunction

% the detail coefficients: every one outside the last level's LL corner (m x p)
function [] = __kernel__ shrink(c : mat, m : int, p : int, t : scalar, pos : ivec2)
    if pos[0] >= m || pos[1] >= p
        c[pos] = soft(c[pos], t)
    endif
endfunction

function y = dwt2(x : mat)
    h = int(size(x, 0) / 2)
    k = int(size(x, 1) / 2)
    y = uninit(size(x))
    parallel_do([h, k], y, x, h, k, fwd_level)
endfunction

function x = idwt2(w : mat)
    h = int(size(w, 0) / 2)
    k = int(size(w, 1) / 2)
    x = uninit(size(w))
    parallel_do([h, k], x, w, h, k, inv_level)
endfunction

% x: sizes divisible by 2^levels
function c = wavelet_denoise(x : mat, t : scalar, levels : int)
    c = copy(x)
    m = size(x, 0)
    p = size(x, 1)
    for l = 1..levels
        c[0..m-1, 0..p-1] = dwt2(c[0..m-1, 0..p-1])
        m = int(m / 2)
        p = int(p / 2)
    endfor
    parallel_do(size(c), c, m, p, t, shrink)
    for l = levels..-1..1
        m = 2 * m
        p = 2 * p
        c[0..m-1, 0..p-1] = idwt2(c[0..m-1, 0..p-1])
    endfor
endfunction

% a ramp with a sharp edge and a high-frequency texture (haar.q's), n x m
function im = test_image(n : int, m : int)
    im = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            im[i, j] = (i + j) / (2 * n) + (j > n/2 ? 0.5 : 0) + 0.2 * sin(5.0 * i - 2.0 * j)
        endfor
    endfor
endfunction

% timed = 1 prints the filter's own time (bench/quasar reads it); the
% image is n x n, or n x cols when cols > 0
function [] = main(n : int = 64, t : scalar = 0.1, timed : int = 0, levels : int = 3, cols : int = 0)
    im = test_image(n, cols > 0 ? cols : n)
    tic()
    y = wavelet_denoise(im, t, levels)
    tm = toc()
    printf("%.6f %.6f %.6f\n", sum(y), sum(y .* y), y[n/2 + 1, n/3])
    if timed == 1
        printf("time %.6f\n", tm)
    endif
endfunction
