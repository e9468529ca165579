% The language's core, one feature a line; tests/quasar/ref/features.py
% computes the same values another way.
import "lib.q"

function [s, p] = sum_prod(x : vec)
    s = 0.0
    p = 1.0
    for k = 0..numel(x)-1
        s += x[k]
        p *= x[k]
    endfor
endfunction

function y = apply(f, x)
    y = f(x)
endfunction

function y = scale_all(x : mat, c : scalar = 2)
    y = x * c
endfunction

A = [[1, 2, 3], [4, 5, 6]]
print "size=", size(A), " numel=", numel(A), " ndims=", ndims(A)
print "A'=", A'
print "A*A'=", A * A'
print "col1=", A[:, 1], " row0=", A[0, :], " part=", A[0, 0..1]
print "sums=", sum(A, 0), " ", sum(A, 1), " all=", sum(A), " mean=", mean(A)
print "max=", max(A), " min=", min(A), " prod=", prod(A)
[s, p] = sum_prod([1.5, 2, 4])
print "s=", s, " p=", p
sq = (x) -> x .^ 2
print "lambda=", sq(3), " ", apply(sq, 4), " ", sq([1, 2, 3, 4, 5])
offset = 10
add_off = (x) -> x + offset
print "closure=", add_off(5)
print "default=", scale_all(A), " explicit=", scale_all(A, 0.5)
k = 0
repeat
    k += 3
until k > 10
print "repeat=", k
total = 0
for i = 0..2..10
    if i == 4
        continue
    elseif i == 8
        break
    endif
    total += i
endfor
print "loop=", total
n = 0
while true
    n = n + 1
    if n >= 7
        break
    endif
endwhile
print "while=", n
for name = 0..2
    match name with
    | 0 -> print "zero"
    | 1 -> print "one"
    | _ -> print "many"
    endmatch
endfor
msg = sprintf("%d items at %.2f", 3, 1.5)
print msg + "!"
B = A
B[0, 0] = 100
print "shared=", A[0, 0], " copy=", copy(A)[0, 0]
C = copy(A)
C[1, 2] = -1
print "independent=", A[1, 2]
print "reshape=", reshape(1..6, [3, 2])
print "repmat=", repmat([1, 2], [2, 2])
print "eye=", eye(2), " ones=", sum(ones(3, 4))
print "lib=", twice(21), " ", cube_of(3)
v = zeros(5)
v[1..3] = 7
print "slice set=", v
x = 10 - 3 * 2 ^ 2 / 4
print "precedence=", x, " ", mod(-7, 3), " ", floor(-2.5), " ", abs(-3)
print "ternary=", (x > 5 ? 1 : 2), " and=", (1 < 2 && 3 > 4), " not=", !(1 > 2)
function y = apply2[T](x : T, y : T, fn : [__device__ (T, T) -> T])
    y = fn(x, y)
endfunction
print "generic=", apply2(1, 2, (__device__ (x, y) -> x + y)), " ", apply2(1.5, 2, (__device__ (x, y) -> x * y))
