% bench/transforms/ktrans.q: the Quasar face's kernel transforms on the
% cases they exist for (bench/transforms/run.sh runs it with and without
% each): main(n, reps, which) prints the seconds of `reps` launches of one
% kernel over an n x n image and a checksum.
%   which 1, bounds: every access of the 'clamped arrays is pos, and the
%     launch runs over size(y): each q_clamp goes (5 arrays, 10 clamps a
%     thread)
%   which 2, divergence: a test on the data chooses one of two formulas per
%     pixel (neighbouring threads disagree half the time): a select
%   which 3, bounds through sizes proven equal from host code
%     (src/codegen/quasar_size.c): blend over size(z), z = zeros(size(x)),
%     its other arrays x * 0.5 and x + 0.25: all 10 clamps go (without the
%     size equalities, the 2 of z only)
function [] = __kernel__ blend(y : mat'clamped, a : mat'clamped, b : mat'clamped, c : mat'clamped,
                               d : mat'clamped, pos : ivec2)
    y[pos] = 0.5 * y[pos] + 0.125 * (a[pos] + b[pos] + c[pos] + d[pos])
endfunction

function [] = __kernel__ pick(y : mat, x : mat, t : scalar, pos : ivec2)
    v = x[pos]
    if v > t
        w = sqrt(v) * 2 - 1
    else
        w = v * v + 0.25
    endif
    y[pos] = w
endfunction

function [] = main(n : int = 1024, reps : int = 20, which : int = 1)
    x = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            x[i, j] = mod(i * 7919 + j * 104729, 1000) / 1000
        endfor
    endfor
    y = zeros(n, n)
    z = zeros(size(x))
    a = x * 0.5
    b = x + 0.25
    parallel_do(size(y), y, x, x, x, x, blend)
    parallel_do(size(y), y, x, 0.5, pick)
    parallel_do(size(z), z, a, b, a, b, blend)
    tic()
    for r = 1..reps
        if which == 1
            parallel_do(size(y), y, x, x, x, x, blend)
        elseif which == 3
            parallel_do(size(z), z, a, b, a, b, blend)
        else
            parallel_do(size(y), y, x, 0.5, pick)
        endif
    endfor
    s = sum(y) + sum(z)
    t = toc()
    print "time ", t, " checksum ", s
endfunction
