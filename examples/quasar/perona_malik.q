% Perona-Malik anisotropic diffusion as a kernel: each step reads the
% image through the 'clamped accessor (zero flux at the edges) and writes
% a second buffer; the two buffers swap between steps (arrays are
% references, so the swap copies nothing).  diffusion.q writes the same
% step as plain loops for the automatic loop parallelizer.
function g = __device__ conduct(d : scalar, kappa : scalar)
    g = exp(-(d / kappa)^2)
endfunction

function [] = __kernel__ pm_step(y : mat, u : mat'clamped, kappa : scalar, dt : scalar, pos : ivec2)
    c = u[pos]
    dn = u[pos + [-1, 0]] - c
    ds = u[pos + [1, 0]] - c
    de = u[pos + [0, 1]] - c
    dw = u[pos + [0, -1]] - c
    y[pos] = c + dt * (conduct(dn, kappa) * dn + conduct(ds, kappa) * ds + _
                       conduct(de, kappa) * de + conduct(dw, kappa) * dw)
endfunction

function y = perona_malik(x : mat, iters : int, kappa : scalar, dt : scalar)
    y = copy(x)
    tmp = uninit(size(x))
    for it = 1..iters
        parallel_do(size(y), tmp, y, kappa, dt, pm_step)
        s = y
        y = tmp
        tmp = s
    endfor
endfunction

% a checkerboard of 16-pixel squares with a ripple
function im = test_image(n : int)
    im = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            im[i, j] = mod(floor(i / 16) + floor(j / 16), 2) + 0.1 * sin(0.3 * i * j)
        endfor
    endfor
endfunction

% timed = 1 prints the filter's own time (bench/quasar reads it)
function [] = main(n : int = 64, iters : int = 10, timed : int = 0)
    im = test_image(n)
    tic()
    out = perona_malik(im, iters, 0.5, 0.2)
    t = toc()
    printf("%.6f %.6f %.6f\n", sum(out), out[n/2, n/3], out[n-1, 0])
    if timed == 1
        printf("time %.6f\n", t)
    endif
endfunction
