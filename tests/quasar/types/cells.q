% Cell arrays (issue 15): cell(n) holds arrays of different sizes,
% indexed with [] as in Quasar (A = cell(4); A[0] = ...) or with {} as in
% MATLAB, made by a literal {A, B}, typed vec[vec]
% and vec[mat] in annotations, passed to and returned from functions,
% shared by reference; the arrays in a cell are released with it
% (KFORGE_ARRAY_STATS=1: none alive at the end).  Reference: cells.py.
function c : vec[mat] = pyramid(n : int)
    c = cell(n)
    for k = 0..n-1
        c[k] = ones(k + 1, k + 2) * (k + 1)
    end
end
function s = total(c : vec[mat])
    s = 0.0
    for k = 0..numel(c)-1
        s = s + sum(c[k])
    end
end
function [] = main(n : int = 5, iters : int = 20)
    p = pyramid(n)
    print("levels: ", numel(p), " total: ", total(p))
    for k = 0..numel(p)-1
        print(k, ": ", size(p[k], 0), "x", size(p[k], 1), " sum ", sum(p[k]))
    end
    q = p            % the same cell (reference semantics)
    q[0] = [1.5, 2, 3]'
    print("p[0] after q[0] = ...: ", size(p[0]))
    v = cell(3)      % a cell of vectors, replaced each iteration
    for it = 1..iters
        for k = 0..2
            v[k] = linspace(0, it, k + 2)
        end
        p = pyramid(n)
    end
    print(v[0], " ", v[2])
    m = v[1]
    m[0] = 42
    print(v[1], " total ", total(p))
    lit = {zeros(2, 3), [1, 2], ones(1, 4) * iters}   % MATLAB's braces: a literal,
    lit{0} = eye(2)                                  % and c{i} as c[i]
    print(numel(lit), " ", lit{0}, " ", lit[1], " ", sum(lit{2}), " ", total(lit))
end
