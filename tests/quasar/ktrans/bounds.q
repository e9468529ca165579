% Boundary accessors whose checks the launch domain makes unneeded (seed
% 002 §17.2.4): an index that is pos (or pos[k] at place k) of a launch
% over size(A) stays inside A, so A's accessor is the identity there and
% kforge leaves it out; every other index keeps its accessor.  Each line
% printed is the same with --disable=bounds (all checks kept) and on every
% target; `kforge gen --explain` lists each decision
% (tests/quasar/ktrans/golden/bounds.explain).

% y spans the domain: y[pos] unchecked; x does not: its reads keep 'mirror
function [] = __kernel__ grad(y : mat'checked, x : mat'mirror, pos : ivec2)
    y[pos] = x[pos + [0, 1]] - x[pos - [0, 1]] + y[pos]
endfunction

% launched over size(a): a's reads by pos[k] unchecked, the shifted one not;
% 'safe reads of a whole pos need no test either
function [] = __kernel__ blur(a : mat'clamped, s : mat'safe, o : mat, pos : ivec2)
    o[pos] = (a[pos[0], pos[1] - 1] + 2 * a[pos[0], pos[1]] + a[pos[0], pos[1] + 1]) / 4 + s[pos] + s[pos + [1, 1]]
endfunction

% an int pos over numel(v): v[p] unchecked, v[p + 1] circular
function [] = __kernel__ diff1(d : vec, v : vec'circular, pos : int)
    d[pos] = v[pos + 1] - v[pos]
endfunction

% a 3-D domain
function [] = __kernel__ scale3(c : cube'clamped, pos : ivec3)
    c[pos] = c[pos] * 2 + c[pos[0], pos[1], pos[2]]
endfunction

% the array may be assigned in the kernel (never, at run time, but kforge
% does not know): nothing is proven about it
function [] = __kernel__ rebind(r : mat'clamped, q : mat, pos : ivec2)
    if pos[0] < 0
        r = q
    endif
    r[pos] = r[pos] + 1
endfunction

function [] = main(n : int = 37, m : int = 23)
    x = zeros(n, m)
    for i = 0..n-1
        for j = 0..m-1
            x[i, j] = mod(i * 13 + j * 7, 17) / 17
        endfor
    endfor
    y = ones(n, m)
    parallel_do(size(y), y, x, grad)
    print "grad: ", sum(y), " ", y[0, 0], " ", y[n - 1, m - 1]
    o = zeros(n, m)
    parallel_do(size(x), x, x, o, blur)
    print "blur: ", sum(o), " ", o[0, 0], " ", o[n - 1, m - 1]
    % the same kernel over another array's size: a second instance, whose
    % reads of a are all checked (o spans the domain, a does not)
    o2 = zeros(n, m)
    parallel_do(size(o2), x, x, o2, blur)
    print "blur (domain o2): ", sum(o2)
    v = zeros(n)
    for i = 0..n-1
        v[i] = i * i
    endfor
    d = zeros(n)
    parallel_do(numel(v), d, v, diff1)
    print "diff1: ", sum(d), " ", d[n - 1]
    c = ones(3, 4, 5)
    parallel_do(size(c), c, scale3)
    print "scale3: ", sum(c)
    r = zeros(n, m)
    parallel_do(size(r), r, x, rebind)
    print "rebind: ", sum(r)
endfunction
