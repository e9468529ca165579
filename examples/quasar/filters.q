% Image filters as Quasar users write them: a bilateral filter (a kernel
% with mirrored boundaries), total-variation denoising (gradient steps in
% plain loops the parallelizer takes) and a Haar wavelet soft threshold.
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

function u = tv_denoise(f : mat, lambda : scalar, tau : scalar, iters : int)
    u = copy(f)
    M = size(f, 0)
    N = size(f, 1)
    eps2 = 1e-4
    for it = 1..iters
        g = zeros(M, N)
        for i = 0..M-1
            for j = 0..N-1
                ux = u[i, min(j + 1, N - 1)] - u[i, j]
                uy = u[min(i + 1, M - 1), j] - u[i, j]
                uxm = u[i, j] - u[i, max(j - 1, 0)]
                uym = u[i, j] - u[max(i - 1, 0), j]
                g[i, j] = ux / sqrt(ux^2 + uy^2 + eps2) - uxm / sqrt(uxm^2 + uym^2 + eps2)
            endfor
        endfor
        u = u + tau * (g - lambda * (u - f))
    endfor
endfunction

function y = haar_threshold(x : mat, t : scalar)
    M = size(x, 0) / 2
    N = size(x, 1) / 2
    y = zeros(size(x))
    soft = (v) -> sign(v) * max(abs(v) - t, 0)
    for i = 0..M-1
        for j = 0..N-1
            a = x[2*i, 2*j]
            b = x[2*i, 2*j+1]
            c = x[2*i+1, 2*j]
            d = x[2*i+1, 2*j+1]
            ll = (a + b + c + d) / 4
            lh = soft((a - b + c - d) / 4)
            hl = soft((a + b - c - d) / 4)
            hh = soft((a - b - c + d) / 4)
            y[2*i, 2*j] = ll + lh + hl + hh
            y[2*i, 2*j+1] = ll - lh + hl - hh
            y[2*i+1, 2*j] = ll + lh - hl - hh
            y[2*i+1, 2*j+1] = ll - lh - hl + hh
        endfor
    endfor
endfunction

function [] = main(n : int = 64)
    im = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            im[i, j] = (i > n/3 && j < 2*n/3 ? 1 : 0) + 0.2 * sin(7.0 * i + 3.0 * j)
        endfor
    endfor
    b = uninit(size(im))
    parallel_do(size(im), b, im, 2, 1.5, 0.3, bilateral)
    u = tv_denoise(im, 0.1, 0.05, 20)
    h = haar_threshold(im, 0.1)
    printf("%.6f %.6f\n", sum(b), b[n/2, n/2])
    printf("%.6f %.6f\n", sum(u), u[3, 5])
    printf("%.6f %.6f\n", sum(h .* h), h[10, 11])
endfunction
