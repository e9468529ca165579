% --no-parallelize (seed 002 §17.3): every automatic parallelizer off.
% main has what the loop parallelizer (§17.1.1) and the automatic kernel
% generator (§17.1.2) take: a 2-D nest, a nest reading what the one
% before wrote, a reduction loop, an element-wise expression and fused
% reductions.  Under --no-parallelize each is one sequential loop, as
% written (no omp pragma, no kernel), and prints the same figures.
function [] = main(n : int = 37)
    A = zeros(n, n)
    B = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            A[i, j] = sin(i * 0.1) + j / n
        endfor
    endfor
    for i = 0..n-1
        for j = 0..n-1
            B[i, j] = A[i, j] * 2 - A[n - 1 - i, j]
        endfor
    endfor
    s = 0.0
    for i = 0..n-1
        s += A[i, 3] * B[3, i]
    endfor
    C = A .* B + exp(-A) ./ (1 + B .* B)
    printf("%.9f %.9f %.9f %.9f %.9f\n", s, sum(C), max(B), min(A .* B), mean(C .* C))
    part(A, B, n)
endfunction

% The manual's pragmas, here as attributes: what is written after them in
% the file stays serial, whatever the command line says.
{!loop_parallelizer off}
{!expression_optimizer off}
function [] = part(A : mat, B : mat, n : int)
    D = zeros(n, n)
    for i = 0..n-1
        for j = 0..n-1
            D[i, j] = A[i, j] - B[j, i]
        endfor
    endfor
    E = D .* D + 1
    printf("%.9f %.9f\n", sum(E), D[n - 1, 2])
endfunction
