% The reference protocol: every iteration makes new arrays (literals,
% element-wise expressions, slices, function results, a lambda's) and
% drops the old ones; the arrays alive at once must not grow with the
% iterations (KFORGE_ARRAY_STATS=1 prints them) and none is left at the end.
function y = smooth(x : vec)
    n = numel(x)
    y = 0.5 * x
    y[0..n-2] = y[0..n-2] + 0.25 * x[1..n-1]
    y[1..n-1] = y[1..n-1] + 0.25 * x[0..n-2]
endfunction

function [lo, hi] = split(x : vec)
    n = numel(x)
    lo = x[0..n/2-1]
    hi = copy(x[n/2..n-1])
endfunction

function [] = main(iters : int = 20)
    x = linspace(0, 1, 16)
    acc = zeros(16)
    sq = (v : vec) -> v .* v
    total = 0.0
    for it = 1..iters
        x = smooth(x) + 0.01
        [a, b] = split(x)
        acc = acc + sq(x)
        if sum(a .* 2) > 100
            total += 1
        elseif sum(b .* 3) > 0
            total += sum(sq(b))
        endif
        c = a
        a = b
        b = c
        k = 0
        while sum(abs(c - a)) > 0 && k < 2
            k += 1
            c = a
        endwhile
        total += max(c) + numel([1, 2, 3] + it)
    endfor
    print(sum(acc), " ", total)
endfunction
