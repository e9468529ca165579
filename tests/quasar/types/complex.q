% Complex scalars (cscalar, issue 15): literals 2i and complex(a, b),
% arithmetic with reals promoted, real/imag/abs/angle/conj/exp/log/sqrt,
% comparisons, in host code, in kernels (which may take one) and in a
% __device__ function that returns one.  Reference: complex.py (Python's complex and cmath).
function y : cscalar = __device__ sqmag(z : cscalar)
    y = z * conj(z) + 1i
end
function [] = main(n : int = 8)
    z = 1 + 2i
    w = complex(0.5, -1.5)
    print(z, " ", w, " ", z * w, " ", z / w, " ", -z, " ", z - w, " ", 2 * z, " ", z / 4)
    print(real(z), " ", imag(z), " ", abs(3 + 4i), " ", angle(1j), " ", conj(z))
    print(exp(1i * pi), " ", sqrt(-4 + 0i), " ", (1 + 1i)^2, " ", z^-1, " ", log(-1 + 0i))
    print(z == 1 + 2i, " ", z != w, " ", real(3), " ", imag(2.5))
    s = 0
    for k = 0..n-1
        s = s + exp(2i * pi * k / n)
    end
    print(abs(s) < 1e-12, " ", abs(w) > 1)
    a = zeros(n)
    b = zeros(n)
    parallel_do(n, a, n, __kernel__ (a : vec, n : int, pos : int) -> _
        a[pos] = abs(exp(2i * pi * pos / n) * (pos + 1)) + angle(complex(1, 1)))
    parallel_do(n, b, __kernel__ (b : vec, pos : int) -> b[pos] = real(sqmag(complex(pos, 1))))
    c = zeros(n)
    parallel_do(n, c, w, __kernel__ (c : vec, w : cscalar, pos : int) -> c[pos] = imag(w * pos) + abs(w))
    print(a)
    print(b)
    print(c)
    t = 2.0
    t = t + 1i
    t += 1
    t *= 1i
    print(t, " ", sqmag(t))
end
