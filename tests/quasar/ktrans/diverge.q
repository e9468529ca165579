% The branch divergence reducer (seed 002 §17.2): an if/else whose sides
% assign one variable or element, on a test that differs between threads,
% becomes one select.  Every line printed is the same with
% --disable=divergence and on every target; `kforge gen --explain` says
% which branches became selects and why the others stay
% (tests/quasar/ktrans/golden/diverge.*.explain).

% the border of the image is copied, the inside smoothed: a select
function [] = __kernel__ edge(y : mat, x : mat'clamped, pos : ivec2)
    if pos[1] == 0 || pos[1] == size(x, 1) - 1
        y[pos] = x[pos]
    else
        y[pos] = (x[pos - [0, 1]] + 2 * x[pos] + x[pos + [0, 1]]) / 4
    endif
endfunction

% a scalar chosen per thread, then used: a select; the test on a parameter
% alone is the same in every thread and stays a branch
function [] = __kernel__ thresh(y : vec, x : vec, t : scalar, mode : int, pos : int)
    v = x[pos]
    if v > t
        w = v - t
    else
        w = 0.0
    endif
    if mode == 1
        y[pos] = w
    else
        y[pos] = -w
    endif
endfunction

% not evaluated ahead: a read of an array without an accessor that keeps it
% inside (x[pos - 1] at pos 0), an integer modulo by a value the test
% excludes; a division is floating-point (1/0 is inf, and not chosen): a select
function [] = __kernel__ guarded(y : vec, x : vec, d : vec, pos : int)
    if pos > 0
        a = x[pos - 1]
    else
        a = 0.0
    endif
    k = int(d[pos])
    if k != 0
        q = mod(100, k)
    else
        q = 0
    endif
    if k != 0
        r = 1 / k
    else
        r = 0.0
    endif
    y[pos] = a + q + r
endfunction

function [] = main(n : int = 40, m : int = 30)
    x = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            x[i, j] = mod(i * 7 + j * 11, 13) / 13
        endfor
    endfor
    y = zeros(n, m)
    parallel_do(size(y), y, x, edge)
    print "edge: ", sum(y), " ", y[3, 0], " ", y[3, 5]
    v = zeros(n)
    for i = 0..n-1
        v[i] = mod(i * 5, 9) / 9
    endfor
    w = zeros(n)
    parallel_do(n, w, v, 0.5, 1, thresh)
    print "thresh: ", sum(w)
    parallel_do(n, w, v, 0.5, 0, thresh)
    print "thresh (mode 0): ", sum(w)
    d = zeros(n)
    for i = 0..n-1
        d[i] = mod(i, 4)
    endfor
    g = zeros(n)
    parallel_do(n, g, v, d, guarded)
    print "guarded: ", sum(g)
endfunction
