function [] = __kernel__ inc(y : vec, pos : int)
    y[pos] += 1
endfunction

function [] = main()
    {!kernel_fusion strategy="fastest"}
    y = zeros(8)
    parallel_do(numel(y), y, inc)
    parallel_do(numel(y), y, inc)
    print(sum(y))
endfunction
