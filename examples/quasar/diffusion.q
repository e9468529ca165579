% Perona-Malik anisotropic diffusion with plain loops: the automatic loop
% parallelizer turns the pixel loops into a 2-D kernel; the time loop,
% which replaces whole arrays, stays serial.
function y = perona_malik(x : mat, iters : int, kappa : scalar, dt : scalar)
    y = copy(x)
    M = size(x, 0)
    N = size(x, 1)
    for it = 1..iters
        u = copy(y)
        for i = 0..M-1
            for j = 0..N-1
                c = u[i, j]
                dn = u[max(i - 1, 0), j] - c
                ds = u[min(i + 1, M - 1), j] - c
                de = u[i, min(j + 1, N - 1)] - c
                dw = u[i, max(j - 1, 0)] - c
                g = (d) -> exp(-(d / kappa)^2)
                y[i, j] = c + dt * (g(dn) * dn + g(ds) * ds + g(de) * de + g(dw) * dw)
            endfor
        endfor
    endfor
endfunction

function [] = main(n : int = 128, iters : int = 10)
    im = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            im[i, j] = mod(floor(i / 16) + floor(j / 16), 2) + 0.1 * sin(i * j)
        endfor
    endfor
    out = perona_malik(im, iters, 0.5, 0.2)
    energy = 0.0
    for i = 0..n-2
        for j = 0..n-1
            energy += (out[i + 1, j] - out[i, j])^2
        endfor
    endfor
    printf("%.6f %.6f %.6f\n", sum(out), energy, out[n/2, n/3])
endfunction
