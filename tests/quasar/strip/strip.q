% Kernels with inner loops run in strips of SIMD lanes along their last
% dimension (src/codegen/quasar_strip.c): each result is checked against
% host loops that compute the same thing point by point (an assert fails
% the run on any difference: the lanes keep each point's order of
% operations, so the sums agree exactly; exp to 1e-14, as libmvec's).  Sizes that are not multiples
% of the strip (64), a window wider than the array, and the kernels the
% pass must leave one point at a time.

% a row window with a clamped input: the interior in strips, the border as written
function [] = __kernel__ hrow(y : mat, x : mat'clamped, w : vec, r : int, pos : ivec2)
    s = 0.0
    for k = -r..r
        s += w[k + r] * x[pos[0], pos[1] + k]
    endfor
    y[pos] = s
endfunction

% a column window, no accessor: every point in strips; an if in the lanes
function [] = __kernel__ vcol(y : mat, x : mat, r : int, pos : ivec2)
    s = 0.0
    n = 0
    for k = 0..r
        v = x[pos[0] + k, pos[1]]
        if v > 0.5
            s += v
            n += 1
        else
            s -= 0.25 * v
        endif
    endfor
    y[pos] = s + n
endfunction

% two nested loops with exp (libmvec), a step, an int pos
function [] = __kernel__ bil1(y : vec, x : vec'mirror, r : int, pos : int)
    c = x[pos]
    num = 0.0
    den = 0.0
    for a = -r..r
        for b = 0..2..4
            v = x[pos + a]
            w = exp(-(a * a + b) / 8.0 - (v - c)^2)
            num += w * v
            den += w
        endfor
    endfor
    y[pos] = num / den
endfunction

% three dimensions
function [] = __kernel__ box3(y : cube, x : cube'safe, pos : ivec3)
    s = 0.0
    for k = -1..1
        s += x[pos[0], pos[1], pos[2] + k] * (k + 2)
    endfor
    y[pos] = s
endfunction

% one point at a time: the bounds depend on pos
function [] = __kernel__ tri(y : mat, pos : ivec2)
    s = 0.0
    for k = 0..pos[1]
        s += k
    endfor
    y[pos] = s
endfunction

% one point at a time: it reads the array it stores into
function [] = __kernel__ inplace(y : mat, r : int, pos : ivec2)
    s = 0.0
    for k = 0..r
        s += k
    endfor
    y[pos] = y[pos] + s
endfunction

% one point at a time: an atomic update
function [] = __kernel__ hist(h : vec, x : mat, pos : ivec2)
    for k = 0..1
        h[k] += x[pos] * k
    endfor
endfunction

% one point at a time: a while loop
function [] = __kernel__ wl(y : mat, pos : ivec2)
    s = 0.0
    k = 0
    while k < 3
        s += k
        k += 1
    endwhile
    y[pos] = s
endfunction

function m = grid(a : int, b : int)
    m = zeros(a, b)
    for i = 0..a-1
        for j = 0..b-1
            m[i, j] = sin(1.7 * i + 0.3 * j) + 0.5
        endfor
    endfor
endfunction

% tol 0: exact; else relative (libmvec's vector exp is within an ulp or two of glibc's exp)
function [] = check(name : string, a : mat, b : mat, tol : scalar)
    d = 0.0
    for i = 0..size(a, 0)-1
        for j = 0..size(a, 1)-1
            d = max(d, abs(a[i, j] - b[i, j]) / (tol == 0 ? 1 : max(abs(b[i, j]), 1)))
        endfor
    endfor
    printf("%s %s %.6f\n", name, d <= tol ? "ok" : "differs", sum(a))
    assert(d <= tol)
endfunction

function [] = main()
    for sz = 0..2
        m = [5, 70, 131][sz]
        n = [3, 129, 64][sz]
        x = grid(m, n)
        % hrow, r = 2 and r = 70 (wider than the array)
        for ri = 0..1
            r = [2, 70][ri]
            w = zeros(2 * r + 1)
            for k = 0..2*r
                w[k] = 1.0 / (k + 1)
            endfor
            y = uninit(m, n)
            parallel_do(size(y), y, x, w, r, hrow)
            e = zeros(m, n)
            for i = 0..m-1
                for j = 0..n-1
                    s = 0.0
                    for k = -r..r
                        s += w[k + r] * x[i, min(max(j + k, 0), n - 1)]
                    endfor
                    e[i, j] = s
                endfor
            endfor
            check("hrow", y, e, 0)
        endfor
        % vcol over the rows that fit
        r = 3
        if m > r
            y = uninit(m - r, n)
            parallel_do(size(y), y, x, r, vcol)
            e = zeros(m - r, n)
            for i = 0..m-r-1
                for j = 0..n-1
                    s = 0.0
                    c = 0
                    for k = 0..r
                        v = x[i + k, j]
                        if v > 0.5
                            s += v
                            c += 1
                        else
                            s -= 0.25 * v
                        endif
                    endfor
                    e[i, j] = s + c
                endfor
            endfor
            check("vcol", y, e, 0)
        endif
        % bil1 on the first row
        v1 = zeros(n)
        for j = 0..n-1
            v1[j] = x[0, j]
        endfor
        y1 = uninit(n)
        parallel_do(n, y1, v1, 2, bil1)
        e1 = zeros(1, n)
        for j = 0..n-1
            c = v1[j]
            num = 0.0
            den = 0.0
            for a = -2..2
                for b = 0..2..4
                    i = j + a
                    while i < 0 || i >= n
                        i = i < 0 ? -1 - i : 2 * n - 1 - i
                    endwhile
                    v = v1[i]
                    g = exp(-(a * a + b) / 8.0 - (v - c)^2)
                    num += g * v
                    den += g
                endfor
            endfor
            e1[0, j] = num / den
        endfor
        check("bil1", reshape(y1, [1, n]), e1, 1e-14)
        % box3
        x3 = zeros(2, m, n)
        for p = 0..1
            for i = 0..m-1
                for j = 0..n-1
                    x3[p, i, j] = x[i, j] * (p + 1)
                endfor
            endfor
        endfor
        y3 = uninit(2, m, n)
        parallel_do(size(y3), y3, x3, box3)
        d3 = 0.0
        for p = 0..1
            for i = 0..m-1
                for j = 0..n-1
                    s = 0.0
                    for k = -1..1
                        if j + k >= 0 && j + k < n
                            s += x3[p, i, j + k] * (k + 2)
                        endif
                    endfor
                    d3 = max(d3, abs(s - y3[p, i, j]))
                endfor
            endfor
        endfor
        printf("box3 %s\n", d3 == 0 ? "ok" : "differs")
        assert(d3 == 0)
        % the kernels that stay one point at a time
        y = zeros(m, n)
        parallel_do(size(y), y, tri)
        parallel_do(size(y), y, 2, inplace)
        h = zeros(2)
        parallel_do(size(x), h, x, hist)
        t = zeros(m, n)
        parallel_do(size(t), t, wl)
        printf("rest %.6f %.6f %.6f\n", sum(y), h[1], sum(t))
    endfor
endfunction
