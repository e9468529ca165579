% Images through imwrite/imread (PNG and TIFF via the run-time library):
% a synthetic picture written, read back, filtered, written again.
function [] = main(n : int = 48, dir : string = "/tmp")
    im = zeros(n, n, 3)
    for i = 0..n-1
        for j = 0..n-1
            for c = 0..2
                im[i, j, c] = mod(i * 5 + j * 3 + c * 70, 256)
            endfor
        endfor
    endfor
    imwrite(dir + "/kforge_q_test.png", im)
    back = imread(dir + "/kforge_q_test.png")
    assert(numel(back) == numel(im))
    print "png roundtrip=", max(abs(back - im)), " sum=", sum(back)
    grey = (back[:, :, 0] + back[:, :, 1] + back[:, :, 2]) / 3
    imwrite(dir + "/kforge_q_test.tif", grey)
    g2 = imread(dir + "/kforge_q_test.tif")
    print "tiff grey=", size(g2, 0), "x", size(g2, 1), " sum=", round(sum(g2[:, :, 0]))
endfunction
