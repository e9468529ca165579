% Four-dimensional arrays (cube{4}, issue 15) in host code: zeros with four
% sizes, size(A, 3), A[i, j, k, l] read and assigned, element-wise
% expressions and reductions, a cube{4} parameter, a complex one, print.
% Reference: nd4.py.
function s = weigh(A : cube{4}, w : scalar)
    s = 0.0
    for l = 0..size(A, 3)-1
        s = s + w^l * A[1, 0, 1, l]
    end
end

function [] = main(a : int = 2, b : int = 3, c : int = 2, d : int = 4)
    A = zeros(a, b, c, d)
    for i = 0..a-1
        for j = 0..b-1
            for k = 0..c-1
                for l = 0..d-1
                    A[i, j, k, l] = 1000 * i + 100 * j + 10 * k + l
                end
            end
        end
    end
    print(ndims(A), " ", numel(A), " ", size(A, 0), size(A, 1), size(A, 2), size(A, 3), " ", size(A, 4))
    B = 2 * A + ones(a, b, c, d)
    print(sum(B), " ", max(A), " ", mean(A), " ", B[a-1, b-1, c-1, d-1], " ", weigh(A, 0.5))
    Z = czeros(a, b, c, d)
    Z[0, 1, 1, 2] = 3 + 4i
    Z = Z + 1i * A
    print(abs(Z[0, 1, 1, 2]), " ", sum(Z), " ", ndims(Z))
    print(zeros(1, 2, 1, 2) + 7)
end
