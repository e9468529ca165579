% bench/quasar/reduce.sh's program: each round, a nest that leaves A and
% B on the device, then sum(A .* B) timed alone (tic/toc): the device's
% tree (quasar_red.c) or, built with --disable=reduction, the OpenMP loop
% on the host after A and B are fetched.  Prints the least and the mean
% time of one reduction in ms and the total, which both builds must agree
% on.
function [] = main(n : int = 1024, rounds : int = 20)
    A = zeros(n, n)
    B = zeros(n, n)
    times = zeros(rounds)
    s = 0.0
    for r = 0..rounds-1
        for i = 0..n-1
            for j = 0..n-1
                A[i, j] = mod(i * 37 + j * 11 + r, 101) / 7
                B[i, j] = mod(i + j * 3, 17) - 8
            endfor
        endfor
        tic()
        s += sum(A .* B)
        times[r] = toc()
    endfor
    printf("reduction %.3f ms least, %.3f ms mean of %d rounds, total %.6e\n", min(times) * 1000, mean(times) * 1000, rounds, s)
end
