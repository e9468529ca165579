% Target specialisation (seed 002 §17.2.5 and §17.2.6): $target() tests
% decided per target when the program is lowered, kernels with target
% hints, and the scheduler choosing one of two implementations.  Every
% target prints the same figures; `kforge gen --explain` says what was
% taken where (tests/quasar/ktrans/golden/target.*.explain).

% one kernel, two ways of writing it: the device's branch uses a block of
% shared memory, the CPU's a plain expression; the third branch is taken by
% no target, so it is neither typed nor lowered (it calls nothing that exists)
function [] = __kernel__ smooth(y : vec, x : vec'clamped, pos : int, blkpos : int)
    if $target("gpu")
        t = shared(64)
        t[blkpos] = x[pos]
        syncthreads
        y[pos] = (x[pos - 1] + 2 * t[blkpos] + x[pos + 1]) / 4
    elseif $target("cpu")
        y[pos] = (x[pos - 1] + 2 * x[pos] + x[pos + 1]) / 4
    else
        y[pos] = no_such_function(x)
    endif
endfunction

% the seed's multi-target sum: a block-wise reduction in shared memory for
% GPUs, a loop for the CPU, and schedule() to pick one
function [] = __kernel__ gpu_sum(x : vec, part : vec, pos : int, blkpos : int, blkdim : int, blkidx : int)
    {!kernel name="gpu_sum"; target="gpu"}
    bins = shared(blkdim)
    bins[blkpos] = x[pos]
    syncthreads
    bit = 1
    while bit < blkdim
        if mod(blkpos, 2 * bit) == 0
            bins[blkpos] = bins[blkpos] + bins[blkpos + bit]
        endif
        syncthreads
        bit *= 2
    endwhile
    if blkpos == 0
        part[blkidx] = bins[0]
    endif
endfunction

function [] = __kernel__ cpu_sum(x : vec, part : vec, pos : int)
    {!kernel name="cpu_sum"; target="cpu"}
    s = 0.0
    for i = 0..63
        s += x[pos * 64 + i]
    endfor
    part[pos] = s
endfunction

% a kernel its hint keeps on the CPU, also where the others run on a device
function [] = __kernel__ host_only(y : vec, pos : int)
    {!kernel target="cpu"}
    if $target("cpu")
        y[pos] = y[pos] * 10
    else
        y[pos] = -1
    endif
endfunction

function y = manual_sum(x : vec)
    nb = int(numel(x) / 64)
    part = zeros(nb)
    match schedule(numel(x), x, part, {gpu_sum, cpu_sum}) with
    | 0 ->
        parallel_do([[nb * 64], [64]], x, part, gpu_sum)
    | 1 ->
        parallel_do(nb, x, part, cpu_sum)
    endmatch
    y = sum(part)
endfunction

function [] = main(n : int = 256)
    x = zeros(n)
    for i = 0..n-1
        x[i] = mod(i * 37, 101) / 101
    endfor
    y = zeros(n)
    parallel_do(n, y, x, smooth)
    % on the host, right after a device launch: y comes back first, and the
    % next device launch takes the host's y
    parallel_do(n, y, host_only)
    z = zeros(n)
    parallel_do(n, z, y, smooth)
    print "smooth, host_only, smooth: ", sum(y), " ", y[0], " ", y[n - 1], " ", sum(z)
    print "manual_sum: ", manual_sum(x), " (sum: ", sum(x), ")"
    % host code is CPU code on every target
    if $target("cpu") && !$target("gpu")
        print "host: cpu"
    else
        print "host: not cpu"
    endif
endfunction
