% bench (docs/quasar.md, complex arrays): one complex mixing step over n
% samples and its sum, repeated; cplx_mix.c is the same in C99 complex
function [] = main(n : int = 1000000, reps : int = 5)
    t = linspace(0, 1, n)
    Z = complex(cos(3 * t), sin(5 * t))
    s = complex(0, 0)
    for r = 1..reps
        W = Z .* exp(-2i * pi * 0.25 * t) + conj(Z)
        s = s + sum(W)
    end
    print(s)
end
