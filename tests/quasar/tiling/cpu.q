% {!kernel_tiling} on OpenMP (target="cpu", src/codegen/quasar_tiling.c)
% and the hoisting of point-independent statements out of the point loop
% (seed 002 §17.2.3).  Sizes are not multiples of the tiles (the tails).
% Every line printed is the same with --disable=kernel-tiling, with 1 and
% 3 threads, on every target and in the sequential build.

function y : scalar = __device__ twice(v : scalar)
    y = 2 * v
end

% 1-D local, 8 points a tile, a body with an inner loop (no omp simd)
function [] = __kernel__ box1(y : vec, x : vec'clamped, r : int, pos : int)
    {!kernel_tiling dims=[8]; mode="local"; target="cpu"}
    w = 2 * r + 1        % hoisted: reads the parameter r only
    inv = 1.0 / w        % hoisted: reads w, hoisted before it
    s = 0.0              % per point: written again in the loop
    for k = -r..r
        s += x[pos + k]
    endfor
    u = s * inv          % per point: reads s, which the loop writes
    y[pos] = u
endfunction

% 2-D local, 1x8 points a tile, a body that runs straight (omp simd)
function [] = __kernel__ scale2(y : mat, x : mat, a : scalar, b : scalar, pos : ivec2)
    {!kernel_tiling dims=[1,8]; mode="local"; target="cpu"}
    c = a * a + sqrt(b)  % hoisted: a built-in free of side effects
    d = twice(a)         % per point: a user function (side effects not proven absent)
    e = pos[0] * a       % per point: reads pos
    t = c + d            % per point: reads d, which stays per point
    y[pos] = t * x[pos] - e
endfunction

% 2-D global: blocks of 8x16 points, the team striding over them; += on
% an element (each point once: a point done twice changes the sum)
function [] = __kernel__ glob2(y : mat, x : mat, pos : ivec2)
    {!kernel_tiling dims=[8,16]; mode="global"; target="cpu"}
    y[pos] += x[pos] * 2 + pos[1]
endfunction

% 3-D hybrid: blocks of 2x4x32, each in tiles of 1x1x3 (5 x 7 x 45)
function [] = __kernel__ hyb3(y : cube, x : cube, pos : ivec3)
    {!kernel_tiling dims=[2,4,32]; mode="global"; target="cpu"}
    {!kernel_tiling dims=[1,1,3]; mode="local"; target="cpu"}
    y[pos] = x[pos] * 2 + pos[2]
endfunction

% 2-D global dims=auto, no target=: the device targets only (OpenMP leaves it)
function [] = __kernel__ auto2(y : mat, x : mat, pos : ivec2)
    {!kernel_tiling dims=auto; mode="global"}
    h = size(x, 1) - 1   % hoisted
    y[pos] = x[pos[0], h - pos[1]]
endfunction

% array reads hoisted: w's elements at subscripts no point changes, and no
% statement writes w or, before them, stores into any array (the launch
% could pass w as y too)
function [] = __kernel__ hrd(y : vec, x : vec, w : vec, pos : int)
    {!kernel_tiling dims=[8]; mode="local"; target="cpu"}
    {!kernel_tiling dims=[8]; mode="local"; target="gpu"}
    c0 = w[0]              % hoisted: an array the kernel never writes
    c1 = w[numel(w) - 1]   % hoisted: its subscript reads no pos
    y[pos] = c0 * x[pos] + c1
endfunction

% array reads kept per point: y is written in the kernel; z is read after
% a store into y, which may be the same array
function [] = __kernel__ hwr(y : vec, z : vec, pos : int)
    {!kernel_tiling dims=[8]; mode="local"; target="cpu"}
    {!kernel_tiling dims=[8]; mode="local"; target="gpu"}
    c = y[0]               % per point: the kernel writes y
    if pos > 0
        y[pos] = y[pos] + c
    endif
    d = z[1]               % per point: after the store into y
    if pos > 0
        y[pos] = y[pos] + d
    endif
endfunction

% refused: the body assigns to its parameter a, which the thread's next
% point would see
function [] = __kernel__ wpar(y : vec, a : scalar, pos : int)
    {!kernel_tiling dims=[4]; mode="local"}
    a = a + pos
    y[pos] = a
endfunction

n = 1003
x = zeros(n)
for i = 0..n-1
    x[i] = mod(i * 7, 13)
endfor
y = zeros(n)
parallel_do(n, y, x, 3, box1)
print "box1: ", sum(y), " ", y[0], " ", y[n-1]

a = zeros(37, 51)
for i = 0..36
    for j = 0..50
        a[i, j] = i + 2 * j
    endfor
endfor
b = zeros(37, 51)
parallel_do(size(a), b, a, 0.5, 9, scale2)
print "scale2: ", sum(b), " ", b[36, 50]

g = ones(37, 51)
parallel_do(size(a), g, a, glob2)
print "glob2: ", sum(g), " ", g[36, 50]

c = zeros(5, 7, 45)
for i = 0..4
    for j = 0..6
        for k = 0..44
            c[i, j, k] = i - j + k
        endfor
    endfor
endfor
d = zeros(5, 7, 45)
parallel_do(size(c), d, c, hyb3)
print "hyb3: ", sum(d), " ", d[4, 6, 44]

e = zeros(37, 51)
parallel_do(size(a), e, a, auto2)
print "auto2: ", sum(e), " ", e[0, 0], " ", e[36, 50]

w = zeros(10)
parallel_do(10, w, 1.5, wpar)
print "wpar: ", sum(w)

hw = zeros(n)
for i = 0..n-1
    hw[i] = mod(i * 5, 11)
endfor
hy = zeros(n)
parallel_do(n, hy, x, hw, hrd)
print "hrd: ", sum(hy), " ", hy[0], " ", hy[n-1]
parallel_do(n, hw, x, hwr)
print "hwr: ", sum(hw), " ", hw[0], " ", hw[n-1]
