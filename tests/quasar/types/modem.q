% QPSK over a carrier and back, with complex arrays (issue 15) as a Quasar
% user writes them: complex baseband symbols (a cvec) are held for sps
% samples by a kernel, mixed onto a carrier (the real part of
% u .* exp(2i pi fc k)), mixed back down with exp(-2i pi fc k), averaged
% over each symbol's samples by a kernel that calls a __device__ function
% on a cvec, and decided; the symbols must come back as sent.
% Reference: modem.py (Python's complex numbers).
function y : cscalar = __device__ window_mean(r : cvec, first : int, len : int)
    y = complex(0, 0)
    for j = 0..len-1
        y = y + r[first + j]
    end
    y = y / len
end

function b : cvec = symbols(bits : vec)
    n = int(numel(bits) / 2)
    b = czeros(n)
    for k = 0..n-1
        b[k] = complex(2 * bits[2*k] - 1, 2 * bits[2*k+1] - 1) / sqrt(2)
    end
end

function [] = main(nsym : int = 16, sps : int = 8)
    bits = zeros(2 * nsym)
    for k = 0..2*nsym-1
        bits[k] = mod(k * 7 + 3, 5) > 1
    end
    b = symbols(bits)
    n = nsym * sps
    u = czeros(n)
    parallel_do(n, u, b, sps, __kernel__ (u : cvec, b : cvec, sps : int, pos : int) -> _
        u[pos] = b[int(floor(pos / sps))])
    fc = 0.25
    t = 0..n-1
    s = real(u .* exp(2i * pi * fc * t))
    r = 2 * s .* exp(-2i * pi * fc * t)
    d = czeros(nsym)
    parallel_do(nsym, d, r, sps, __kernel__ (d : cvec, r : cvec, sps : int, pos : int) -> _
        d[pos] = window_mean(r, pos * sps, sps))
    errors = sum((real(d) > 0) != (real(b) > 0)) + sum((imag(d) > 0) != (imag(b) > 0))
    print(b[0..3])
    print(d[0..3])
    print(errors, " ", max(abs(d - b)) < 1e-9, " ", round(sum(abs(u) .^ 2)), " ", numel(s), " ", ndims(r))
    print(round(angle(d) / pi * 4))
    R = reshape(r, [nsym, sps])
    print(size(R), " ", abs(mean(R[2, :]) - b[2]) < 1e-9, " ", R[0, 0] == r[0])
    e = conj(transpose(d)) .* transpose(d)
    print(round(real(sum(e))), " ", abs(imag(sum(e))) < 1e-12)
    m = [[1 + 2i, 3], [-1i, 0.5]]
    m[1, 1] *= 2i
    m[0, :] = [7, 8i]
    print(m, " ", transpose(m), " ", size(transpose(d)))
end
