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

% an if without else (issue 15, wavelet.q's threshold): the other side of
% the select is the target itself.  A select: a local, and the element at
% pos of an array that spans the launch (size(c)), through a __device__
% function that only computes numbers; the test (pos against parameters)
% is evaluated after the sides, inside `?:`, so gcc vectorizes the launch
function v = __device__ soft(v : scalar, t : scalar)
    v = sign(v) * max(abs(v) - t, 0)
endfunction

function [] = __kernel__ band(c : mat, m : int, p : int, t : scalar, pos : ivec2)
    s = 1.0
    if pos[1] > pos[0]
        s = 0.5
    endif
    if pos[0] >= m || pos[1] >= p
        c[pos] = s * soft(c[pos], t)
    endif
endfunction

% stays a branch: the element read is outside x at pos = size(x) - 1
% unless the test guards it (x[pos + 1]); the target z[pos] may not exist
% (the launch runs over size(y), not size(z)); a __device__ function that
% writes an array (a side effect); a kernel that also writes another array
% (which may be the same one passed twice)
function r = __device__ tally(v : scalar, cnt : vec)
    cnt[0] = cnt[0] + 1
    r = 2 * v
endfunction

function [] = __kernel__ kept(y : vec, x : vec, z : vec, cnt : vec, pos : int)
    if pos < numel(x) - 1
        y[pos] = x[pos + 1]
    endif
    if pos < numel(z)
        z[pos] = 1.0
    endif
    if pos == 0
        y[pos] = tally(y[pos], cnt)
    endif
endfunction

function [] = __kernel__ two(a : vec, b : vec, pos : int)
    if pos > 2
        a[pos] = 2 * a[pos]
    endif
    b[pos] = 1.0
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
    c = x - 0.5
    parallel_do(size(c), c, 8, 4, 0.1, band)
    print "band: ", sum(c), " ", sum(c .* c), " ", c[3, 2], " ", c[20, 2]
    z = zeros(n - 5)
    cnt = zeros(1)
    parallel_do(numel(g), g, v, z, cnt, kept)
    print "kept: ", sum(g), " ", sum(z), " ", cnt[0]
    b = zeros(n)
    parallel_do(numel(v), v, b, two)
    print "two: ", sum(v), " ", sum(b)
endfunction
