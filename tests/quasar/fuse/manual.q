% kernel fusion with strategy "manual" over vectors: the barrier splits
% a run of three fusable launches into two kernels; a kernel that
% overwrites what the one before read at a neighbouring point, and
% launches over different sizes, stay apart, and so do two arrays that
% an assignment may have made one.
function [] = __kernel__ shift(d : vec, s : vec'clamped, pos : int)
    d[pos] = s[pos + 1] - s[pos]
endfunction

function [] = __kernel__ damp(s : vec, k : scalar, pos : int)
    s[pos] = k * s[pos]
endfunction

function [] = __kernel__ mix(d : vec, s : vec, pos : int)
    v = d[pos]
    d[pos] = v + 0.25 * s[pos]
endfunction

function [] = main(n : int = 100)
    {!kernel_fusion strategy="manual"}
    s = zeros(n)
    for i = 0..n-1
        s[i] = cos(0.1 * i * i)
    endfor
    d = zeros(n)
    e = zeros(n - 1)
    parallel_do(numel(s), d, s, shift)
    parallel_do(numel(s), s, 0.9, damp)
    parallel_do(numel(s), d, s, mix)
    parallel_do(numel(s), s, 0.5, damp)
    {!kernel_fusion barrier}
    parallel_do(numel(s), d, s, mix)
    parallel_do(numel(s), s, 2, damp)
    parallel_do(numel(e), e, d, mix)
    % g is d (reference semantics): mix writes it, shift reads it at pos + 1
    g = d
    h = zeros(n)
    parallel_do(numel(s), d, s, mix)
    parallel_do(numel(s), h, g, shift)
    printf("%.6f %.6f %.6f %.6f\n", sum(s), sum(d), sum(e), sum(h))
endfunction
