% a pixel's three components take a vec3, not a vec2
function [] = __kernel__ paint(y : cube, pos : ivec2)
    y[pos[0], pos[1], 0..2] = [0.5, 1]
end
y = zeros(2, 2, 3)
parallel_do(size(y, 0..1), y, paint)
