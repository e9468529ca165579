% Strings made at run time are freed (issue 15): sprintf, '+' with
% numbers and strings, results of functions (one and several), a swap,
% a lambda, a result nobody takes, string parameters, a loop condition.
% The generated program, built with -fsanitize=address, must end with no
% leak, and KFORGE_ARRAY_STATS=1 says "strings: 0 alive at the end".
% Reference: strings.py.
function s : string = tag(k : int, p : string)
    s = p + sprintf("<%d>", k)
    t = s
    s = t + "."
end
function [a, b] = two(x : string)
    a = x + "1"
    b = x + 2
end
function [] = main(n : int = 50, name : string = "q")
    s = ""
    u = ""
    p = ""
    q = ""
    total = 0
    for k = 0..n
        s = sprintf("%d", k) + "x" + k
        u = tag(k, name)
        [p, q] = two(u)
        [p, q] = [q, p]
        tag(k, "ignored")
        if s == "3x3"
            printf("found %s at %d\n", s, k)
        end
        total = total + k
    end
    f = (x) -> x + "!"
    w = "a"
    while w + "" != "aaaa"
        w = w + "a"
    end
    match w with
    | "aaaa" -> print("match ", w)
    | _ -> print("no match")
    end
    print(s, " ", u, " ", p, " ", q, " ", f(s), " ", total)
    printf("%s %d\n", s, n)
end
