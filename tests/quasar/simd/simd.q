% Kernels whose body runs straight run under `omp simd` with the body
% inlined into the launch's loop (src/codegen/quasar_inst.c), and max,
% min, clamp and saturate of reals are comparisons there (q_fmax and
% q_fmin of quasar_common.txt), so gcc vectorizes them, constant strides
% (2x2 blocks, interleaved channels) included.  Each result is checked
% against host loops that compute the same thing point by point (an
% assert fails the run on any difference: each point keeps its order of
% operations, so the results agree exactly), and max and min of NaNs and
% signed zeros print what C's fmax and fmin give.

% stride 2: one 2x2 block a point (as haar.q), max, min, clamp, saturate
function [] = __kernel__ blk2(y : mat, x : mat, t : scalar, pos : ivec2)
    [i, j] = 2 * pos
    a = x[i, j]
    b = x[i, j + 1]
    c = x[i + 1, j]
    d = x[i + 1, j + 1]
    y[i, j] = max(a, b) - t
    y[i, j + 1] = min(c, d) + t
    y[i + 1, j] = clamp(a - d, -t, t)
    y[i + 1, j + 1] = saturate(b + c - 0.5)
endfunction

% stride 3: interleaved channels (r, g, b) to one
function [] = __kernel__ grey(g : mat, x : mat, pos : ivec2)
    j = 3 * pos[1]
    g[pos] = 0.299 * x[pos[0], j] + 0.587 * x[pos[0], j + 1] + 0.114 * x[pos[0], j + 2]
endfunction

% stride 4, an int pos: a soft threshold of a difference, its sign
function [] = __kernel__ dec4(y : vec, x : vec, t : scalar, pos : int)
    v = x[4 * pos] - x[4 * pos + 3]
    y[pos] = sign(x[4 * pos + 1]) * max(abs(v) - t, 0)
endfunction

% max and min per element, of arrays holding NaNs and zeros of both signs
function [] = __kernel__ mm(hi : vec, lo : vec, a : vec, b : vec, pos : int)
    hi[pos] = max(a[pos], b[pos])
    lo[pos] = min(a[pos], b[pos])
endfunction

function x = grid(m : int, n : int)
    x = zeros(m, n)
    for i = 0..m-1
        for j = 0..n-1
            x[i, j] = sin(0.37 * i + 1.3 * j) * 0.8 + 0.1 * mod(i * j, 7)
        endfor
    endfor
endfunction

function [] = same(name : string, a : mat, b : mat)
    d = 0
    for i = 0..size(a, 0)-1
        for j = 0..size(a, 1)-1
            d += a[i, j] == b[i, j] ? 0 : 1
        endfor
    endfor
    printf("%s %s %.6f\n", name, d == 0 ? "ok" : "differs", sum(a))
    assert(d == 0)
endfunction

function [] = main()
    for sz = 0..2
        m = [2, 66, 130][sz]
        n = [6, 126, 262][sz]
        x = grid(m, n)
        t = 0.125
        % blk2 over the blocks
        y = zeros(m, n)
        h = int(m / 2)
        k = int(n / 2)
        parallel_do([h, k], y, x, t, blk2)
        e = zeros(m, n)
        for i = 0..2..m-2
            for j = 0..2..n-2
                e[i, j] = max(x[i, j], x[i, j + 1]) - t
                e[i, j + 1] = min(x[i + 1, j], x[i + 1, j + 1]) + t
                e[i + 1, j] = clamp(x[i, j] - x[i + 1, j + 1], -t, t)
                e[i + 1, j + 1] = saturate(x[i, j + 1] + x[i + 1, j] - 0.5)
            endfor
        endfor
        same("blk2", y, e)
        % grey over n / 3 pixels a row
        w = int(n / 3)
        g = zeros(m, w)
        parallel_do(size(g), g, x, grey)
        e = zeros(m, w)
        for i = 0..m-1
            for j = 0..w-1
                e[i, j] = 0.299 * x[i, 3 * j] + 0.587 * x[i, 3 * j + 1] + 0.114 * x[i, 3 * j + 2]
            endfor
        endfor
        same("grey", g, e)
        % dec4 over the first row
        v = zeros(n)
        for j = 0..n-1
            v[j] = x[m - 1, j] - 0.25
        endfor
        q = int(n / 4)
        y1 = zeros(q)
        parallel_do(q, y1, v, t, dec4)
        e1 = zeros(1, q)
        for j = 0..q-1
            d = v[4 * j] - v[4 * j + 3]
            e1[0, j] = sign(v[4 * j + 1]) * max(abs(d) - t, 0)
        endfor
        same("dec4", reshape(y1, [1, q]), e1)
    endfor
    % NaN, -0, 0, 1: every ordered pair
    z = 0.0
    nan = z / z
    s = [nan, -z, z, 1.0]
    a = zeros(16)
    b = zeros(16)
    for i = 0..3
        for j = 0..3
            a[4 * i + j] = s[i]
            b[4 * i + j] = s[j]
        endfor
    endfor
    hi = zeros(16)
    lo = zeros(16)
    parallel_do(16, hi, lo, a, b, mm)
    for k = 0..15
        printf("max(%g, %g) = %g   min = %g\n", a[k], b[k], hi[k], lo[k])
    endfor
endfunction
