% The automatic loop parallelizer's decisions (kforge analyze alp.q).
function y = __device__ smooth(a : scalar, b : scalar)
    y = 0.5 * (a + b)
endfunction

function y = host_only(a)
    y = a + 1
endfunction

function [] = main(n : int = 64)
    A = zeros(n, n)
    B = ones(n, n)
    v = zeros(n)
    for i = 0..n-1                 % parallel, 2-D
        for j = 0..n-1
            A[i, j] = smooth(i, j) + B[i, j]
        endfor
    endfor
    for i = 1..n-1                 % reads the previous element
        v[i] = v[i - 1] + 1
    endfor
    total = 0.0
    for i = 0..n-1                 % a reduction
        total += A[i, 0]
    endfor
    for i = 0..n-1                 % strings
        s = sprintf("%d", i)
    endfor
    for i = 0..n-1                 % break
        if A[i, 0] > 10
            break
        endif
    endfor
    for i = 0..n-1                 % a host function
        v[i] = host_only(i)
    endfor
    last = 0.0
    for i = 0..n-1                 % read before written
        v[i] = last
        last = i
    endfor
    for i = 0..n-1                 % a slice
        B[i, :] = 0
    endfor
    {!parallel for}
    for i = 0..n-1                 % forced
        v[0] = i
    endfor
    {!serial for}
    for i = 0..n-1
        v[i] = i
    endfor
    printf("%.1f %.1f %.1f\n", sum(A), total, sum(v))
endfunction
