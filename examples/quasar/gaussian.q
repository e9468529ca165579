% Separable Gaussian blur, written as Quasar users write it: two kernels,
% one per direction, with clamped boundaries.
function [] = __kernel__ blur_h(y : mat, x : mat'clamped, w : vec, r : int, pos : ivec2)
    s = 0.0
    for k = -r..r
        s += w[k + r] * x[pos[0], pos[1] + k]
    endfor
    y[pos] = s
endfunction

function [] = __kernel__ blur_v(y : mat, x : mat'clamped, w : vec, r : int, pos : ivec2)
    s = 0.0
    for k = -r..r
        s += w[k + r] * x[pos[0] + k, pos[1]]
    endfor
    y[pos] = s
endfunction

function y = gaussian_filter(x : mat, sigma : scalar)
    r = int(ceil(3 * sigma))
    w = zeros(2 * r + 1)
    for k = -r..r
        w[k + r] = exp(-k^2 / (2 * sigma^2))
    endfor
    w = w / sum(w)
    tmp = uninit(size(x))
    y = uninit(size(x))
    parallel_do(size(x), tmp, x, w, r, blur_h)
    parallel_do(size(y), y, tmp, w, r, blur_v)
endfunction

% timed = 1 prints the filter's own time (bench/quasar reads it)
function [] = main(n : int = 256, sigma : scalar = 2.0, timed : int = 0)
    % a synthetic image: a bright square on a ramp
    im = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            im[i, j] = (i + 2 * j) / (3 * n) + (abs(i - n/2) < n/8 && abs(j - n/2) < n/8 ? 1 : 0)
        endfor
    endfor
    tic()
    out = gaussian_filter(im, sigma)
    t = toc()
    printf("%.6f %.6f %.6f\n", sum(out), out[n/2, n/2], out[3, n-2])
    if timed == 1
        printf("time %.6f\n", t)
    endif
endfunction
