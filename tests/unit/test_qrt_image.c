/*
 * test_qrt_image.c: imread/imwrite (include/kforge/qrt.h) for PNG and TIFF:
 * 8-bit grey and RGB, 16-bit and float TIFF round trips; the 8-bit files
 * are also read back by libpng's simplified API and libtiff's RGBA reader
 * directly, so a reader and a writer that agree on a wrong layout fail.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <tiffio.h>
#include <sys/wait.h>
#include <unistd.h>

#include "kforge/qrt.h"
#include "qrt_expect.h"

static char dir[64];

static int setup(void **state)
{
    (void)state;
    snprintf(dir, sizeof dir, "/tmp/qrt_imgXXXXXX");
    return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
    (void)state;
    char cmd[128];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static char *path(const char *name)
{
    static char p[128];
    snprintf(p, sizeof p, "%s/%s", dir, name);
    return p;
}

#define H 5
#define W 7

/* A test image: channel c of pixel (y, x) in [0, scale]. */
static double pix(int y, int x, int c, double scale) { return fmod((y * 37 + x * 11 + c * 71) * 0.013, 1.0) * scale; }

static qrt_array *image(int channels, double scale)
{
    qrt_array *A = channels == 1 ? qrt_zeros2(H, W) : qrt_zeros3(H, W, channels);
    float *p = qrt_wr_f(A);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            for (int c = 0; c < channels; c++) p[(y * W + x) * channels + c] = (float)pix(y, x, c, scale);
    return A;
}

/* imread's cube against the image: each channel (grey replicated), rounded
 * to integers unless exact. */
static void check_cube(qrt_array *R, int channels, double scale, int exact)
{
    assert_int_equal(qrt_ndims(R), 3);
    assert_int_equal(qrt_dim(R, 0), H);
    assert_int_equal(qrt_dim(R, 1), W);
    assert_int_equal(qrt_dim(R, 2), 3);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            for (int c = 0; c < 3; c++) {
                double want = pix(y, x, channels == 1 ? 0 : c, scale);
                if (!exact) want = round(want);
                assert_float_equal(qrt_rd_f(R)[(y * W + x) * 3 + c], want, exact ? 1e-6 : 0);
            }
}

static void test_png_roundtrip(void **state)
{
    (void)state;
    for (int ch = 1; ch <= 3; ch += 2)
        for (int bits = 8; bits <= 16; bits += 8) {
            double scale = bits == 8 ? 255 : 65535;
            qrt_array *A = image(ch, scale);
            qrt_imwrite_bits(path("a.png"), A, bits);
            qrt_array *R = qrt_imread(path("a.png"));
            check_cube(R, ch, scale, 0);
            qrt_release(A);
            qrt_release(R);
        }
}

static void test_png_independent(void **state)
{
    (void)state;
    qrt_array *A = image(3, 255);
    qrt_imwrite(path("b.png"), A);
    png_image img;
    memset(&img, 0, sizeof img);
    img.version = PNG_IMAGE_VERSION;
    assert_true(png_image_begin_read_from_file(&img, path("b.png")));
    assert_int_equal(img.width, W);
    assert_int_equal(img.height, H);
    img.format = PNG_FORMAT_RGB;
    uint8_t buf[H * W * 3];
    assert_true(png_image_finish_read(&img, NULL, buf, 0, NULL));
    for (int i = 0; i < H * W * 3; i++) assert_int_equal(buf[i], (int)round(pix(i / 3 / W, i / 3 % W, i % 3, 255)));
    qrt_release(A);
}

static void test_tiff_roundtrip(void **state)
{
    (void)state;
    for (int ch = 1; ch <= 3; ch += 2)
        for (int bits = 8; bits <= 32; bits *= 2) {
            double scale = bits == 8 ? 255 : bits == 16 ? 65535 : 3.5;
            qrt_array *A = image(ch, scale);
            qrt_imwrite_bits(path("c.tif"), A, bits);
            qrt_array *R = qrt_imread(path("c.tif"));
            check_cube(R, ch, scale, bits == 32);
            qrt_release(A);
            qrt_release(R);
        }
}

static void test_tiff_independent(void **state)
{
    (void)state;
    qrt_array *A = image(3, 255);
    qrt_imwrite(path("d.tiff"), A);
    TIFF *t = TIFFOpen(path("d.tiff"), "r");
    assert_non_null(t);
    uint32_t rgba[H * W];
    assert_true(TIFFReadRGBAImageOriented(t, W, H, rgba, ORIENTATION_TOPLEFT, 0));
    TIFFClose(t);
    for (int i = 0; i < H * W; i++) {
        assert_int_equal(TIFFGetR(rgba[i]), (int)round(pix(i / W, i % W, 0, 255)));
        assert_int_equal(TIFFGetG(rgba[i]), (int)round(pix(i / W, i % W, 1, 255)));
        assert_int_equal(TIFFGetB(rgba[i]), (int)round(pix(i / W, i % W, 2, 255)));
    }
    qrt_release(A);
}

static void test_clamping(void **state)
{
    (void)state;
    float v[4] = { -20, 300, 127.4f, 127.6f };
    qrt_array *A = qrt_from(QRT_SCALAR, 2, (int[]){ 1, 4 }, v);
    qrt_imwrite(path("e.png"), A);
    qrt_array *R = qrt_imread(path("e.png"));
    float want[4] = { 0, 255, 127, 128 };
    for (int i = 0; i < 4; i++) assert_float_equal(qrt_rd_f(R)[i * 3], want[i], 0);
    qrt_release(A);
    qrt_release(R);
}

static void test_errors(void **state)
{
    (void)state;
    EXPECT_ERROR(qrt_imread("/nonexistent/x.png"), "imread: cannot open /nonexistent/x.png");
    EXPECT_ERROR(qrt_imread("x.jpg"), "unknown image format");
    FILE *f = fopen(path("junk.tif"), "w");
    fputs("not a tiff", f);
    fclose(f);
    EXPECT_ERROR(qrt_imread(path("junk.tif")), "not a readable TIFF");
    qrt_array *V = qrt_zeros1(4);
    EXPECT_ERROR(qrt_imwrite(path("v.png"), V), "not a vec");
    EXPECT_ERROR(qrt_imwrite_bits(path("v.png"), V, 32), "float samples need a TIFF file");
    qrt_release(V);
    assert_int_equal(access(path("v.png"), F_OK), -1);
}

/* kforge-imgcmp (tests/tools/imgcmp_main.c): exit 0 within tolerance,
 * 1 beyond it or on a size mismatch, 2 for an unreadable file. */
static int imgcmp(const char *args)
{
    const char *b = getenv("KFORGE_BUILD");
    char cmd[512];
    snprintf(cmd, sizeof cmd, "%s/kforge-imgcmp %s >/dev/null 2>&1", b ? b : "build/plain", args);
    int st = system(cmd);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void test_imgcmp_tool(void **state)
{
    (void)state;
    const char *b = getenv("KFORGE_BUILD");
    char tool[256];
    snprintf(tool, sizeof tool, "%s/kforge-imgcmp", b ? b : "build/plain");
    if (access(tool, X_OK) != 0) skip();
    qrt_array *A = image(3, 255), *B = qrt_copy(A), *C = qrt_zeros2(2, 2);
    qrt_wr_f(B)[17] += 3;
    qrt_imwrite(path("p.png"), A);
    qrt_imwrite(path("q.tif"), B);
    qrt_imwrite(path("r.png"), C);
    char args[400];
    snprintf(args, sizeof args, "%s %s", path("p.png"), path("p.png"));
    assert_int_equal(imgcmp(args), 0);
    snprintf(args, sizeof args, "--tol 2 %s/p.png %s/q.tif", dir, dir);
    assert_int_equal(imgcmp(args), 1);
    snprintf(args, sizeof args, "--tol 3 %s/p.png %s/q.tif", dir, dir);
    assert_int_equal(imgcmp(args), 0);
    snprintf(args, sizeof args, "%s/p.png %s/r.png", dir, dir);
    assert_int_equal(imgcmp(args), 1);
    snprintf(args, sizeof args, "%s/p.png %s/none.png", dir, dir);
    assert_int_equal(imgcmp(args), 2);
    qrt_release(A);
    qrt_release(B);
    qrt_release(C);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_png_roundtrip),  cmocka_unit_test(test_png_independent),
        cmocka_unit_test(test_tiff_roundtrip), cmocka_unit_test(test_tiff_independent),
        cmocka_unit_test(test_clamping),       cmocka_unit_test(test_errors),
        cmocka_unit_test(test_imgcmp_tool),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
