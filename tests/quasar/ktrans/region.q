% One OpenMP parallel region around a host loop of launches
% (src/codegen/quasar_region.c): the loop forks once, each launch is an
% `omp for`, the host assignments between launches an `omp single`.
% Consecutive launches outside a loop share one region the same way.
% Each line printed is the same with --disable=region and on every
% target; `kforge gen --explain` lists each decision
% (tests/quasar/ktrans/golden/region.explain).

function [] = __kernel__ smooth(y : mat, u : mat'clamped, w : scalar, pos : ivec2)
    y[pos] = (1 - w) * u[pos] + w * (u[pos + [0, 1]] + u[pos + [0, -1]] + u[pos + [1, 0]] + u[pos + [-1, 0]]) / 4
endfunction

function [] = __kernel__ drift(v : vec, t : scalar, it : int, pos : int)
    v[pos] = v[pos] + t * it + pos
endfunction

function [] = __kernel__ lift(c : cube, t : scalar, pos : ivec3)
    c[pos] = c[pos] * 0.5 + t
endfunction

function [] = main(n : int = 33, steps : int = 7)
    u = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            u[i, j] = mod(i * 7 + j * 3, 11) / 11
        endfor
    endfor
    y = zeros(n, n)
    v = zeros(2 * n)
    c = ones(3, 4, n)
    t = 0.0
    % two launches in a row: one region, two omp for
    parallel_do(size(y), y, u, 0.5, smooth)
    parallel_do(numel(v), v, 1.0, 2, drift)
    % the region: launches over 2, 1 and 3 dimensions; a swap, a scalar
    % update and the loop's variable between and in them
    for it = 1..steps
        parallel_do(size(y), y, u, 0.25, smooth)
        s = u
        u = y
        y = s
        t = t + 0.5 * it
        parallel_do(numel(v), v, t, it, drift)
        parallel_do(size(c), c, t / 2, lift)
    endfor
    print "loop: ", it, " t: ", t
    print "u: ", sum(u), " ", u[0, 0], " ", u[n / 2, n / 3]
    print "v: ", sum(v), " c: ", sum(c)
    % not a region: a launch's argument is an array the host computes
    for k = 1..2
        parallel_do(size(y), y, u + 1, 0.5, smooth)
    endfor
    % not a region: the host prints between launches
    for k = 1..2
        parallel_do(size(y), u, y, 0.5, smooth)
        print "step ", k, ": ", sum(u)
    endfor
    % not a region: the loop's variable is assigned
    for k = 1..3
        parallel_do(numel(v), v, 1.0, k, drift)
        k = k + 1
    endfor
    print "after: ", sum(y), " ", sum(u), " ", sum(v)
endfunction
