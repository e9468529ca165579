% Sizes proven equal from host code (src/codegen/quasar_size.c): arrays
% made from another's size (or swapped with one) span a launch over
% size(that array) too, so their accessors' checks go (seed 002 §17.2.4).  Each line printed is the
% same with --disable=bounds and on every target; `kforge gen --explain`
% lists each decision (tests/quasar/ktrans/golden/sizes.*.explain).

% y[pos], z[pos], w[pos]: checked unless the launch proves them
function [] = __kernel__ mix(x : mat'clamped, y : mat'clamped, z : mat'clamped, w : mat'clamped, pos : ivec2)
    w[pos] = x[pos] + 2 * y[pos] - z[pos] + w[pos]
endfunction

function [] = __kernel__ inc(a : mat'checked, b : mat'circular, pos : ivec2)
    a[pos] = a[pos] + b[pos]
endfunction

function [] = main(n : int = 29, m : int = 31)
    x = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            x[i, j] = mod(i * 11 + j * 5, 13) / 13
        endfor
    endfor
    % proven: zeros(size(x)), an element-wise expression of copy(x) and
    % numbers, one of y2 (proven in turn), .* of two arrays of x's size;
    % the launch is over size(w), x is w's root
    y = zeros(size(x))
    y2 = 2 * copy(x) + 1
    z = -(y2 - 0.5) .* x
    w = ones(size(y))
    parallel_do(size(w), x, y2, z, w, mix)
    print "mix: ", sum(w), " ", w[0, 0], " ", w[n - 1, m - 1]
    % not proven: u is assigned twice, p is a matrix product, q takes the
    % size of t, which a loop assigns
    u = zeros(size(x))
    u = zeros(n, m + 1)
    p = x * x'
    t = zeros(n, m)
    for k = 0..1
        t = zeros(n, m)
    endfor
    q = ones(size(t))
    parallel_do(size(x), u, x, inc)
    parallel_do(size(x), x, p, inc)
    parallel_do(size(t), q, t, inc)
    print "inc: ", sum(u), " ", sum(x), " ", sum(q)
    % proven: arrays swapped in a loop, every assignment of each one of
    % x's size (the greatest such set)
    s1 = zeros(size(x))
    s2 = x + 0
    for k = 0..2
        parallel_do(size(s1), s1, s2, inc)
        s3 = s1
        s1 = s2
        s2 = s3
    endfor
    print "swap: ", sum(s1), " ", sum(s2)
    % not proven: a swap partner of another size
    g1 = zeros(size(x))
    g2 = zeros(n + 1, m)
    for k = 0..1
        parallel_do(size(x), g1, x, inc)
        g3 = g1
        g1 = g2
        g2 = g3
    endfor
    print "swap (sizes differ): ", sum(g1), " ", sum(g2)
endfunction
