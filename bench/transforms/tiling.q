% bench/transforms/tiling.q: {!kernel_tiling} (src/codegen/quasar_tiling.c)
% on the seed's motivating case, a box filter along the rows (seed 002
% §17.2.3).  main(n, reps, which) prints the seconds of `reps` launches
% over an n x n image and a checksum; run it with and without
% --disable=kernel-tiling (docs/transforms.md gives the commands;
% bench/transforms/tiling_omp.sh the OpenMP rows).  The device (gpu) and
% the CPU (cpu) attributes of each kernel:
%   which 1: local tiling, 1x4 consecutive points a thread (cpu: 1x64)
%   which 2: hybrid, a grid of the device's size (dims=auto: two waves of its
%            threads, asked at run time), 1x4 points each
%            (cpu: blocks of at most 16x4096, tiles of 1x64)
%   which 3: global, a grid of 64x256 points striding over the image
%            (cpu: blocks of 8x256 points, the team striding over them)
%   which 4: local, a body that runs straight (no inner loop): a
%            brightness/contrast map, its gain hoisted (cpu: 1x64; gpu 1x4)
function [] = __kernel__ box_local(y : mat, x : mat'clamped, r : int, pos : ivec2)
    {!kernel_tiling dims=[1,4]; mode="local"; target="gpu"}
    {!kernel_tiling dims=[1,64]; mode="local"; target="cpu"}
    s = 0.0
    for k = -r..r
        s += x[pos[0], pos[1] + k]
    endfor
    y[pos] = s / (2 * r + 1)
endfunction

function [] = __kernel__ box_hybrid(y : mat, x : mat'clamped, r : int, pos : ivec2)
    {!kernel_tiling dims=auto; mode="global"; target="gpu"}
    {!kernel_tiling dims=[1,4]; mode="local"; target="gpu"}
    {!kernel_tiling dims=auto; mode="global"; target="cpu"}
    {!kernel_tiling dims=[1,64]; mode="local"; target="cpu"}
    s = 0.0
    for k = -r..r
        s += x[pos[0], pos[1] + k]
    endfor
    y[pos] = s / (2 * r + 1)
endfunction

function [] = __kernel__ box_global(y : mat, x : mat'clamped, r : int, pos : ivec2)
    {!kernel_tiling dims=[64,256]; mode="global"; target="gpu"}
    {!kernel_tiling dims=[8,256]; mode="global"; target="cpu"}
    s = 0.0
    for k = -r..r
        s += x[pos[0], pos[1] + k]
    endfor
    y[pos] = s / (2 * r + 1)
endfunction

function [] = __kernel__ levels(y : mat, x : mat, lo : scalar, hi : scalar, pos : ivec2)
    {!kernel_tiling dims=[1,4]; mode="local"; target="gpu"}
    {!kernel_tiling dims=[1,64]; mode="local"; target="cpu"}
    gain = 1 / max(hi - lo, 1e-6)
    y[pos] = min(max((x[pos] - lo) * gain, 0), 1)
endfunction

function [] = main(n : int = 2048, reps : int = 20, which : int = 1)
    x = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            x[i, j] = mod(i * 7919 + j * 104729, 1000) / 1000
        endfor
    endfor
    y = zeros(n, n)
    parallel_do(size(y), y, x, 4, box_local)
    parallel_do(size(y), y, x, 4, box_hybrid)
    parallel_do(size(y), y, x, 4, box_global)
    parallel_do(size(y), y, x, 0.2, 0.7, levels)
    tic()
    for r = 1..reps
        if which == 1
            parallel_do(size(y), y, x, 4, box_local)
        elseif which == 2
            parallel_do(size(y), y, x, 4, box_hybrid)
        elseif which == 4
            parallel_do(size(y), y, x, 0.2, 0.7, levels)
        else
            parallel_do(size(y), y, x, 4, box_global)
        endif
    endfor
    t = toc()
    print "time ", t, " checksum ", sum(y)
endfunction
