% Bilateral filter as Quasar users write it: one kernel over the pixels,
% its input read through the 'mirror boundary accessor, so the window
% needs no tests at the image's edges.
function [] = __kernel__ bilateral(y : mat, x : mat'mirror, r : int, ss : scalar, sr : scalar, pos : ivec2)
    c = x[pos]
    num = 0.0
    den = 0.0
    for di = -r..r
        for dj = -r..r
            v = x[pos + [di, dj]]
            w = exp(-(di^2 + dj^2) / (2 * ss^2) - (v - c)^2 / (2 * sr^2))
            num += w * v
            den += w
        endfor
    endfor
    y[pos] = num / den
endfunction

% a synthetic test image: a bright block, a ramp and a texture
function im = test_image(n : int)
    im = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            im[i, j] = (i > n/3 && j < 2*n/3 ? 1 : 0) + 0.5 * j / n + 0.2 * sin(7.0 * i + 3.0 * j)
        endfor
    endfor
endfunction

% timed = 1 prints the filter's own time (bench/quasar reads it)
function [] = main(n : int = 64, r : int = 2, timed : int = 0)
    im = test_image(n)
    out = uninit(size(im))
    tic()
    parallel_do(size(im), out, im, r, 1.5, 0.3, bilateral)
    t = toc()
    printf("%.6f %.6f %.6f\n", sum(out), out[n/2, n/2], out[0, n-1])
    if timed == 1
        printf("time %.6f\n", t)
    endif
endfunction
