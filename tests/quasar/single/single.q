% --scalar float: Quasar's `scalar` in single precision (the Quick
% Reference Manual §2.1), in host code, kernels, parallelized loops,
% reductions and fused expressions alike.  Each "lost" figure is 0 when
% the arithmetic is float (1e-8 vanishes against 1) and about 1e-8 per
% term in double; the other figures are compared with a double reference
% at a float tolerance (tests/quasar/test_quasar_single.sh).
function [] = __kernel__ bump(y : vec, x : vec, e : scalar, pos : int)
    y[pos] = (x[pos] + e) - x[pos]
endfunction

function y = __device__ ramp(a : scalar, b : scalar)
    y = saturate(a * 0.01) + clamp(b * 0.1, 1, 2) + mod(a * 0.3, 1.0) + min(a, 3.5) + max(b, 0.25)
endfunction

function [] = main(n : int = 1000)
    e = 1e-8
    printf("host lost: %.9g\n", (1.0 + e) - 1.0)
    x = ones(n)
    y = zeros(n)
    parallel_do(n, y, x, e, bump)
    printf("kernel lost: %.9g\n", sum(y))
    w = (x + e) - x                      % a fused expression
    printf("fused lost: %.9g\n", sum(w))
    total = 0.0
    for i = 0..n-1                       % a reduction: in float on every target
        total += x[i] + e
    endfor
    printf("reduction lost: %.9g\n", total - n)
    cnt = 0
    for i = 0..n-1                       % an int reduction: on the host (a float element rounds)
        cnt += i * i
    endfor
    printf("int reduction: %d\n", cnt)
    z = zeros(n)
    for i = 0..n-1                       % a parallelized loop
        z[i] = sqrt(i * 0.5) + exp(-i / n) + (i / n) ^ 2.5 + ramp(i, n - i) + float(i) / 7
    endfor
    printf("z: %.9g %.9g %.9g\n", sum(z), z[1], z[n - 1])
    v = x .* 0.1 + z ./ 3                % fused
    printf("v: %.9g %.9g\n", sum(v), max(v))
endfunction
