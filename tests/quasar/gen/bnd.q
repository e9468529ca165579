% Kernel boundary checks dropped in the interior of the launch (seed 002
% §17.2.4, src/codegen/quasar_bnd.c): each kernel's result is checked
% against host loops that apply the accessor by hand (exactly, or to
% 1e-9 where the parallelizer reorders a sum), on arrays larger,
% smaller and of the size of the launch, with windows wider than the
% array (an empty interior).  An assert fails the run on any difference.
function i = __device__ clampi(i : int, n : int)
    i = min(max(i, 0), n - 1)
endfunction

function i = __device__ mirrori(i : int, n : int)
    while i < 0 || i >= n
        i = i < 0 ? -1 - i : 2 * n - 1 - i
    endwhile
endfunction

% counts its calls in cnt[0]: a kernel argument is evaluated once
function r = counted(n : int, cnt : vec)
    cnt[0] = cnt[0] + 1
    r = n
endfunction

% a window whose offsets the launch bounds: r is a parameter
function [] = __kernel__ win(y : mat, x : mat'clamped, r : int, pos : ivec2)
    s = 0.0
    for di = -r..r
        for dj = -r..r
            s += x[pos + [di, dj]] * (2 + di - dj)
        endfor
    endfor
    y[pos] = s
endfunction

% an int pos with a parameter offset
function [] = __kernel__ row(y : vec, x : vec'mirror, s : int, pos : int)
    y[pos] = x[pos + s] - 3 * x[pos - 2]
endfunction

% a transposed access: index 0 bounds pos[1]
function [] = __kernel__ tr(y : mat, x : mat'circular, pos : ivec2)
    y[pos] = x[pos[1] + 1, pos[0]]
endfunction

% not pos plus an offset: x keeps its tests (kforge analyze says so)
function [] = __kernel__ kept(y : mat, x : mat'clamped, pos : ivec2)
    y[pos] = x[2 * pos[0], pos[1]]
endfunction

% three dimensions, 'safe reads
function [] = __kernel__ c3(y : cube, x : cube'safe, pos : ivec3)
    y[pos] = x[pos + [0, 1, -1]] + 2 * x[pos - [1, 0, 0]]
endfunction

function m = grid(a : int, b : int)
    m = zeros(a, b)
    for i = 0..a-1
        for j = 0..b-1
            m[i, j] = sin(1.7 * i + 0.3 * j) + i
        endfor
    endfor
endfunction

function [] = check_win(x : mat, a : int, b : int, r : int)
    y = zeros(a, b)
    parallel_do(size(y), y, x, r, win)
    d = 0.0
    for i = 0..a-1
        for j = 0..b-1
            s = 0.0
            for di = -r..r
                for dj = -r..r
                    s += x[clampi(i + di, size(x, 0)), clampi(j + dj, size(x, 1))] * (2 + di - dj)
                endfor
            endfor
            d = max(d, abs(s - y[i, j]))
        endfor
    endfor
    assert(d < 1e-9) % the loop parallelizer sums s in another order
    printf("win %dx%d over %dx%d r=%d: %.6f\n", a, b, size(x, 0), size(x, 1), r, sum(y))
endfunction

function [] = main()
    x = grid(7, 9)
    check_win(x, 7, 9, 1)
    check_win(x, 12, 5, 2)
    check_win(x, 3, 4, 1)
    check_win(x, 7, 9, 6)

    v = zeros(30)
    for i = 0..29
        v[i] = cos(0.4 * i)
    endfor
    w = zeros(40)
    cnt = zeros(1)
    parallel_do(40, w, v, counted(3, cnt), row)
    assert(cnt[0] == 1)
    d = 0.0
    for i = 0..39
        d = max(d, abs(w[i] - (v[mirrori(i + 3, 30)] - 3 * v[mirrori(i - 2, 30)])))
    endfor
    assert(d == 0)
    printf("row: %.6f\n", sum(w))

    t = zeros(9, 7)
    parallel_do(size(t), t, x, tr)
    d = 0.0
    for i = 0..8
        for j = 0..6
            d = max(d, abs(t[i, j] - x[mod(j + 1, 7), i]))
        endfor
    endfor
    assert(d == 0)
    printf("tr: %.6f\n", sum(t))

    k = zeros(5, 9)
    parallel_do(size(k), k, x, kept)
    printf("kept: %.6f\n", sum(k))

    c = zeros(3, 4, 5)
    for i = 0..2
        for j = 0..3
            for l = 0..4
                c[i, j, l] = i * 20 + j * 5 + l
            endfor
        endfor
    endfor
    e = zeros(3, 4, 5)
    parallel_do(size(e), e, c, c3)
    d = 0.0
    for i = 0..2
        for j = 0..3
            for l = 0..4
                a = j + 1 < 4 && l >= 1 ? c[i, j + 1, l - 1] : 0
                b = i >= 1 ? c[i - 1, j, l] : 0
                d = max(d, abs(e[i, j, l] - (a + 2 * b)))
            endfor
        endfor
    endfor
    assert(d == 0)
    printf("c3: %.6f\n", sum(e))
endfunction
