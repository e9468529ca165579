% Colour pixels as vec3 values in kernels, in the style of Quasar's image
% examples (issue 15): a pixel read with x[pos[0], pos[1], 0..2], its
% luminance by dotprod with a vec3 literal, a weight from the distance to
% a focus point ((pos - focus) / max(size(x, 0..1)), dotprod(p, p)), the
% colour mixed with lerp and stored with y[pos[0], pos[1], 0..2] = ...;
% then a horizontal blur of whole pixels through a clamped accessor.
% Reference: colour.py.
function [] = __kernel__ focus_grey(x : cube, y : cube, focus : ivec2, radius : scalar, pos : ivec2)
    p = (pos - focus) / max(size(x, 0..1))
    weight = exp(-dotprod(p, p) / radius)
    rgb = x[pos[0], pos[1], 0..2]
    grey = dotprod(rgb, [0.3, 0.59, 0.11]) * [1, 1, 1]
    y[pos[0], pos[1], 0..2] = lerp(grey, rgb, weight)
end
function [] = __kernel__ blur(x : cube'clamped, y : cube, pos : ivec2)
    c = (x[pos[0], pos[1] - 1, 0..2] + 2 * x[pos[0], pos[1], 0..2] + x[pos[0], pos[1] + 1, 0..2]) / 4
    y[pos[0], pos[1], 0..2] = c
    y[pos[0], pos[1], 1] += 1
end
function [] = main(h : int = 4, w : int = 5)
    x = zeros(h, w, 3)
    for i = 0..h-1
        for j = 0..w-1
            for c = 0..2
                x[i, j, c] = mod(i * 7 + j * 3 + c * 5, 11) / 10
            end
        end
    end
    y = zeros(h, w, 3)
    parallel_do([h, w], x, y, [1, 2], 0.25, focus_grey)
    print(y)
    z = zeros(h, w, 3)
    parallel_do([h, w], y, z, blur)
    print(z)
end
