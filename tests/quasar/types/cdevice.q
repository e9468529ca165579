% Complex values on the device targets: fused element-wise expressions
% (one kernel each, src/codegen/quasar_loopk.c) and '+=', '-=' on complex
% elements inside a kernel (an atomic add on each part).  Every value is
% a multiple of 1/16, so the sums are exact in any order of the threads.
function [] = main(n : int = 16)
    A = linspace(0, n - 1, n) / 4
    Z = complex(A, 1 - A)
    z0 = 2 - 1i
    W = A .* Z + z0 * Z - conj(Z) + 1i
    R = abs(Z .* 0 + 3 + 4i) + real(W) - imag(W)
    print(W)
    print(R)
    H = czeros(4)
    parallel_do(n, H, W, __kernel__ (H : cvec, W : cvec, pos : int) -> H[mod(pos, 4)] += W[pos])
    parallel_do(n, H, Z, __kernel__ (H : cvec, Z : cvec, pos : int) -> H[mod(pos, 4)] -= Z[pos] * 1i)
    print(H)
    print(sum(W))
endfunction
