% The Mandelbrot set with complex arithmetic (complex arrays, issue 15),
% written twice as a Quasar user would: a kernel per point over a cmat of
% c values (z = z*z + c while |z| <= 2), and element-wise over whole
% complex matrices (the automatic kernel generator's loops), which must
% agree (to 1e-9: OpenCL C may contract z*z + c into fused multiply-adds).  Reference: mandel.py (Python's complex numbers).
function [] = __kernel__ escape(C : cmat, N : mat, Zk : cmat, iters : int, pos : ivec2)
    c = C[pos]
    z = complex(0, 0)
    k = 0
    while k < iters && abs(z) <= 2
        z = z * z + c
        k += 1
    end
    N[pos] = k
    Zk[pos] = z
end

function [] = main(w : int = 48, h : int = 17, iters : int = 40)
    x = linspace(-2.2, 0.8, w)
    y = linspace(-1.2, 1.2, h)
    C = czeros(h, w)
    for i = 0..h-1
        for j = 0..w-1
            C[i, j] = x[j] + y[i] * 1i
        end
    end
    N = zeros(h, w)
    Zk = czeros(h, w)
    parallel_do([h, w], C, N, Zk, iters, escape)
    % the same, element-wise: escaped points keep their z
    Z = czeros(size(C))
    M = zeros(h, w)
    for k = 1..iters
        inside = abs(Z) <= 2
        Z = inside .* (Z .* Z + C) + (1 - inside) .* Z
        M = M + inside
    end
    for i = 0..h-1
        line = ""
        for j = 0..w-1
            line = line + (N[i, j] >= iters ? "#" : N[i, j] > 4 ? "+" : ".")
        end
        print(line)
    end
    print(sum(N), " ", sum(N == iters), " ", sum(abs(N - M)), " ", max(abs(Z - Zk)) < 1e-9)
    print(C[0, 0], " ", C[h-1, w-1], " ", Zk[int(h/2), 5], " ", real(Zk[1, 1]) > 2)
end
