% seed 002 §17.3's `#pragma loop_parallelizer (on|off)`, written as an
% attribute: loops after {!loop_parallelizer off} in the text stay serial,
% up to {!loop_parallelizer on}; `kforge analyze` says so
% (tests/quasar/ktrans/golden/settings.analyze).
function y = scaled(x : vec, a : scalar)
    y = zeros(numel(x))
    for i = 0..numel(x)-1          % before the attribute: parallel
        y[i] = a * x[i]
    endfor
endfunction

{!loop_parallelizer off}
function y = shifted(x : vec, b : scalar)
    y = zeros(numel(x))
    for i = 0..numel(x)-1          % after it: serial, though called last
        y[i] = x[i] + b
    endfor
endfunction
{!loop_parallelizer on}

n = 1000
x = zeros(n)
for i = 0..n-1                     % after `on`: parallel again
    x[i] = mod(i * 37, 101) / 101
endfor
print "sums: ", sum(scaled(x, 2)), " ", sum(shifted(x, 1))
