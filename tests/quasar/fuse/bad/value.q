function [] = __kernel__ inc(y : vec, pos : int)
    y[pos] += 1
endfunction

function [] = main()
    y = zeros(8)
    parallel_do(numel(y), y, inc)
    {!kernel_fusion barier}
    parallel_do(numel(y), y, inc)
    print(sum(y))
endfunction
