% Residency on the device targets: kernels write arrays that the host then
% reads and writes between launches; every value must be what the OpenMP
% build prints (arrays fetched only when dirty on the host).
function [] = __kernel__ scale(y : vec, x : vec, a : scalar, pos : int)
    y[pos] = a * x[pos]
endfunction

function [] = __kernel__ bump(y : vec, pos : int)
    y[pos] = y[pos] + 1
endfunction

function [] = __kernel__ twice(m : mat, pos : ivec2)
    m[pos] = 2 * m[pos]
endfunction

% a user function that launches: its caller's loop fetches per statement
function y = step(x : vec)
    y = zeros(numel(x))
    parallel_do(numel(x), y, x, 0.5, scale)
endfunction

function [] = main()
    x = linspace(1, 8, 8)
    y = zeros(8)
    parallel_do(8, y, x, 2, scale)
    print(y[0], " ", y[7])
    y[1] = 100
    parallel_do(8, y, bump)
    print(y)
    z = y
    parallel_do(8, z, bump)
    print(y[1])
    n = 0
    while y[0] < 40
        parallel_do(8, y, bump)
        n += 1
    endwhile
    print(n, " ", y[0])
    for i = 1..3
        x = step(x)
        x[0] = x[0] + i
    endfor
    print(x)
    m = reshape(y, [2, 4])
    parallel_do(size(m), m, twice)
    print(m)
    print(y[7])
    serial_do(8, y, bump)
    parallel_do(8, y, bump)
    print(sum(y))
endfunction
