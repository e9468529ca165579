% {!kernel_tiling} (seed 002 §17.2.3, src/codegen/quasar_tiling.c): global,
% local and hybrid tiling of device kernels.  Sizes are not multiples of
% the tiles (the tails).  Every line printed is the same with
% --disable=kernel-tiling, on every target and in the sequential build.

% 1-D box filter, global: a grid of 64 threads striding over 1000 points
function [] = __kernel__ box(y : vec, x : vec'clamped, r : int, pos : int)
    {!kernel_tiling dims=[64]; mode="global"; target="gpu"}
    s = 0.0
    for k = -r..r
        s += x[pos + k]
    endfor
    y[pos] = s / (2 * r + 1)
endfunction

% 2-D, local: 4 consecutive points a thread along the rows (37 x 51); +=:
% a point done twice (a tail not cut) changes the sum
function [] = __kernel__ scale(y : mat, x : mat, a : scalar, pos : ivec2)
    {!kernel_tiling dims=[1,4]; mode="local"; target="gpu"}
    y[pos] += a * x[pos] + pos[0] - pos[1]
endfunction

% 3-D, hybrid: a grid of 2x4x32 points, 1x1x3 points a thread (5 x 7 x 45)
function [] = __kernel__ cube(y : cube, x : cube, pos : ivec3)
    {!kernel_tiling dims=[2,4,32]; mode="global"; target="gpu"}
    {!kernel_tiling dims=[1,1,3]; mode="local"; target="gpu"}
    y[pos] = x[pos] * 2 + pos[2]
endfunction

% 2-D, dims=auto, and a cpu attribute the device targets leave
function [] = __kernel__ conv(y : mat, x : mat'clamped, pos : ivec2)
    {!kernel_tiling dims=auto; mode="global"; target="gpu"}
    {!kernel_tiling dims=[1,32]; mode="local"; target="cpu"}
    s = 0.0
    for i = -1..1
        for j = -1..1
            s += x[pos + [i, j]]
        endfor
    endfor
    y[pos] = s / 9
endfunction

n = 1000
x = zeros(n)
for i = 0..n-1
    x[i] = mod(i * 7, 13)
endfor
y = zeros(n)
parallel_do(n, y, x, 3, box)
print "box: ", sum(y), " ", y[0], " ", y[n-1]

a = zeros(37, 51)
for i = 0..36
    for j = 0..50
        a[i, j] = i + 2 * j
    endfor
endfor
b = zeros(37, 51)
parallel_do(size(a), b, a, 0.5, scale)
print "scale: ", sum(b), " ", b[36, 50]

c = zeros(5, 7, 45)
for i = 0..4
    for j = 0..6
        for k = 0..44
            c[i, j, k] = i - j + k
        endfor
    endfor
endfor
d = zeros(5, 7, 45)
parallel_do(size(c), d, c, cube)
print "cube: ", sum(d), " ", d[4, 6, 44]

e = zeros(37, 51)
parallel_do(size(a), e, a, conv)
print "conv: ", sum(e), " ", e[0, 0], " ", e[36, 50]
