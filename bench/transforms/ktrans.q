% bench/transforms/ktrans.q: the Quasar face's kernel transforms on the
% cases they exist for (bench/transforms/run.sh runs it with and without
% each): main(n, reps, which) prints the seconds of `reps` launches of one
% kernel over an n x n image and a checksum.
%   which 1, bounds: every access of the 'clamped arrays is pos, and the
%     launch runs over size(y): each q_clamp goes (5 arrays, 10 clamps a
%     thread)
%   which 2, divergence: a test on the data chooses one of two formulas per
%     pixel (neighbouring threads disagree half the time): a select
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
    parallel_do(size(y), y, x, x, x, x, blend)
    parallel_do(size(y), y, x, 0.5, pick)
    tic()
    for r = 1..reps
        if which == 1
            parallel_do(size(y), y, x, x, x, x, blend)
        else
            parallel_do(size(y), y, x, 0.5, pick)
        endif
    endfor
    s = sum(y)
    t = toc()
    print "time ", t, " checksum ", s
endfunction
