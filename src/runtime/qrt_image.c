/*
 * qrt_image.c: imread/imwrite for PNG (libpng) and TIFF (libtiff)
 * (contract in include/kforge/qrt.h).
 *
 * Read: every file becomes a cube [rows, cols, 3] of scalars holding the
 * stored sample values.  Write: a PNG is encoded in memory and written by
 * kf_file_write_atomic; a TIFF is written to a temporary file in the same
 * directory and renamed, so a failed write leaves no partial file.
 */
#include "runtime/qrt_int.h"
#include "kforge/file.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <tiffio.h>
#include <unistd.h>

enum { FMT_PNG, FMT_TIFF };

static int format_of(const char *path)
{
    const char *dot = strrchr(path, '.');
    if (dot && strcasecmp(dot, ".png") == 0) return FMT_PNG;
    if (dot && (strcasecmp(dot, ".tif") == 0 || strcasecmp(dot, ".tiff") == 0)) return FMT_TIFF;
    qrt_error("%s: unknown image format (the extension must be .png, .tif or .tiff)", path);
}

/* A cube [h, w, 3] from interleaved samples with `spp` samples a pixel
 * (grey replicated, alpha dropped); `get` reads sample i of the buffer. */
static qrt_array *cube_from(int h, int w, int spp, double (*get)(const void *, size_t), const void *buf)
{
    int dims[3] = { h, w, 3 };
    qrt_array *A = qrt_new(QRT_SCALAR, 3, dims, 0);
    float *o = A->host;
    for (size_t p = 0; p < (size_t)h * (size_t)w; p++)
        for (int c = 0; c < 3; c++) o[p * 3 + (size_t)c] = (float)get(buf, p * (size_t)spp + (spp >= 3 ? (size_t)c : 0));
    return A;
}

static double get_u8(const void *b, size_t i) { return ((const uint8_t *)b)[i]; }
static double get_u16(const void *b, size_t i) { return ((const uint16_t *)b)[i]; }
static double get_f32(const void *b, size_t i) { return ((const float *)b)[i]; }

/* ---- PNG -------------------------------------------------------------------- */

static char png_msg[256];

static void png_fail(png_structp png, png_const_charp msg)
{
    snprintf(png_msg, sizeof png_msg, "%s", msg);
    png_longjmp(png, 1);
}

static void png_warn(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

static qrt_array *read_png(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) qrt_error("imread: cannot open %s: %m", path);
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_warn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    uint8_t *volatile buf = NULL; /* volatile: set after setjmp, freed after longjmp */
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        free(buf);
        free(rows);
        fclose(f);
        qrt_error("imread: %s: not a readable PNG (%s)", path, png_msg);
    }
    png_init_io(png, f);
    png_read_info(png, info);
    int depth = png_get_bit_depth(png, info), ctype = png_get_color_type(png, info);
    if (ctype == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (ctype == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (depth == 16) png_set_swap(png); /* host order (little-endian hosts) */
    png_read_update_info(png, info);
    int w = (int)png_get_image_width(png, info), h = (int)png_get_image_height(png, info);
    int spp = png_get_channels(png, info), bps = png_get_bit_depth(png, info) == 16 ? 2 : 1;
    size_t rowbytes = png_get_rowbytes(png, info);
    buf = malloc(rowbytes * (size_t)h + 1);
    rows = malloc(sizeof *rows * ((size_t)h + 1));
    if (!buf || !rows) png_error(png, "out of memory");
    for (int y = 0; y < h; y++) rows[y] = buf + (size_t)y * rowbytes;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    qrt_array *A = cube_from(h, w, spp, bps == 2 ? get_u16 : get_u8, buf);
    png_destroy_read_struct(&png, &info, NULL);
    free(buf);
    free(rows);
    fclose(f);
    return A;
}

typedef struct membuf { uint8_t *p; size_t len, cap; } membuf;

static void png_mem_write(png_structp png, png_bytep data, png_size_t n)
{
    membuf *m = png_get_io_ptr(png);
    if (m->len + n > m->cap) {
        size_t cap = m->cap ? m->cap : 4096;
        while (cap < m->len + n) cap *= 2;
        uint8_t *q = realloc(m->p, cap);
        if (!q) png_error(png, "out of memory");
        m->p = q;
        m->cap = cap;
    }
    memcpy(m->p + m->len, data, n);
    m->len += n;
}

static void png_mem_flush(png_structp png) { (void)png; }

/* Samples interleaved, clamped to [0, maxv] and rounded (bits 8 or 16),
 * or float (bits 32): __give a buffer of h*w*spp samples. */
static void *samples_of(qrt_array *A, int h, int w, int spp, int bits)
{
    const float *a = qrt_rd_f(A);
    size_t n = (size_t)h * (size_t)w * (size_t)spp;
    void *buf = malloc(n * (size_t)(bits / 8) + 1);
    if (!buf) qrt_error("out of memory");
    double maxv = bits == 16 ? 65535.0 : 255.0;
    for (size_t i = 0; i < n; i++) {
        double v = a[i];
        if (bits == 32) { ((float *)buf)[i] = (float)v; continue; }
        v = isnan(v) ? 0 : v < 0 ? 0 : v > maxv ? maxv : v;
        if (bits == 16) ((uint16_t *)buf)[i] = (uint16_t)lround(v);
        else ((uint8_t *)buf)[i] = (uint8_t)lround(v);
    }
    return buf;
}

static void write_png(const char *path, const void *buf, int h, int w, int spp, int bits)
{
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_fail, png_warn);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    membuf m = { 0 };
    png_bytep *volatile rows = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(m.p);
        free(rows);
        qrt_error("imwrite: %s: %s", path, png_msg);
    }
    png_set_write_fn(png, &m, png_mem_write, png_mem_flush);
    png_set_IHDR(png, info, (png_uint_32)w, (png_uint_32)h, bits, spp == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_GRAY,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    if (bits == 16) png_set_swap(png);
    rows = malloc(sizeof *rows * ((size_t)h + 1));
    if (!rows) png_error(png, "out of memory");
    size_t rowbytes = (size_t)w * (size_t)spp * (size_t)(bits / 8);
    for (int y = 0; y < h; y++) rows[y] = (png_bytep)buf + (size_t)y * rowbytes;
    png_write_image(png, rows);
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(rows);
    int rc = kf_file_write_atomic(path, m.p, m.len);
    free(m.p);
    if (rc != 0) qrt_error("imwrite: cannot write %s: %m", path);
}

/* ---- TIFF ---------------------------------------------------------------------- */

static char tiff_msg[256];

static void tiff_err(const char *module, const char *fmt, va_list ap)
{
    (void)module;
    vsnprintf(tiff_msg, sizeof tiff_msg, fmt, ap);
}

static void tiff_quiet(void)
{
    TIFFSetErrorHandler(tiff_err);
    TIFFSetWarningHandler(NULL);
    tiff_msg[0] = 0;
}

static qrt_array *read_tiff(const char *path)
{
    tiff_quiet();
    TIFF *t = TIFFOpen(path, "r");
    if (!t) qrt_error("imread: %s: not a readable TIFF (%s)", path, tiff_msg);
    uint32_t w = 0, h = 0;
    uint16_t spp = 1, bps = 8, fmt = SAMPLEFORMAT_UINT, planar = PLANARCONFIG_CONTIG;
    TIFFGetField(t, TIFFTAG_IMAGEWIDTH, &w);
    TIFFGetField(t, TIFFTAG_IMAGELENGTH, &h);
    TIFFGetFieldDefaulted(t, TIFFTAG_SAMPLESPERPIXEL, &spp);
    TIFFGetFieldDefaulted(t, TIFFTAG_BITSPERSAMPLE, &bps);
    TIFFGetFieldDefaulted(t, TIFFTAG_SAMPLEFORMAT, &fmt);
    TIFFGetFieldDefaulted(t, TIFFTAG_PLANARCONFIG, &planar);
    int direct = planar == PLANARCONFIG_CONTIG && !TIFFIsTiled(t) && spp >= 1 && spp <= 4 &&
                 ((fmt == SAMPLEFORMAT_UINT && (bps == 8 || bps == 16)) || (fmt == SAMPLEFORMAT_IEEEFP && bps == 32));
    qrt_array *A = NULL;
    if (direct) {
        tmsize_t line = TIFFScanlineSize(t);
        uint8_t *buf = malloc((size_t)line * h + 1);
        if (!buf) qrt_error("out of memory");
        for (uint32_t y = 0; y < h; y++)
            if (TIFFReadScanline(t, buf + (size_t)y * (size_t)line, y, 0) < 0) {
                free(buf);
                TIFFClose(t);
                qrt_error("imread: %s: bad scanline %u (%s)", path, y, tiff_msg);
            }
        A = cube_from((int)h, (int)w, spp, bps == 32 ? get_f32 : bps == 16 ? get_u16 : get_u8, buf);
        free(buf);
    } else { /* palette, tiles, odd depths: libtiff's 8-bit RGBA reader */
        uint32_t *rgba = _TIFFmalloc((tmsize_t)((size_t)w * h * 4 + 4));
        if (!rgba || !TIFFReadRGBAImageOriented(t, w, h, rgba, ORIENTATION_TOPLEFT, 0)) {
            if (rgba) _TIFFfree(rgba);
            TIFFClose(t);
            qrt_error("imread: %s: unsupported TIFF layout (%s)", path, tiff_msg);
        }
        A = cube_from((int)h, (int)w, 4, get_u8, rgba);
        _TIFFfree(rgba);
    }
    TIFFClose(t);
    return A;
}

static void write_tiff(const char *path, const void *buf, int h, int w, int spp, int bits)
{
    size_t plen = strlen(path);
    char *tmp = malloc(plen + 16);
    if (!tmp) qrt_error("out of memory");
    snprintf(tmp, plen + 16, "%s.tmpXXXXXX", path);
    int fd = mkstemp(tmp);
    if (fd < 0) {
        free(tmp);
        qrt_error("imwrite: cannot write %s: %m", path);
    }
    close(fd);
    tiff_quiet();
    TIFF *t = TIFFOpen(tmp, "w");
    int ok = t != NULL;
    if (ok) {
        TIFFSetField(t, TIFFTAG_IMAGEWIDTH, (uint32_t)w);
        TIFFSetField(t, TIFFTAG_IMAGELENGTH, (uint32_t)h);
        TIFFSetField(t, TIFFTAG_SAMPLESPERPIXEL, (uint16_t)spp);
        TIFFSetField(t, TIFFTAG_BITSPERSAMPLE, (uint16_t)bits);
        TIFFSetField(t, TIFFTAG_SAMPLEFORMAT, (uint16_t)(bits == 32 ? SAMPLEFORMAT_IEEEFP : SAMPLEFORMAT_UINT));
        TIFFSetField(t, TIFFTAG_PHOTOMETRIC, (uint16_t)(spp == 3 ? PHOTOMETRIC_RGB : PHOTOMETRIC_MINISBLACK));
        TIFFSetField(t, TIFFTAG_PLANARCONFIG, (uint16_t)PLANARCONFIG_CONTIG);
        TIFFSetField(t, TIFFTAG_COMPRESSION, (uint16_t)COMPRESSION_NONE);
        TIFFSetField(t, TIFFTAG_ROWSPERSTRIP, TIFFDefaultStripSize(t, 0));
        size_t rowbytes = (size_t)w * (size_t)spp * (size_t)(bits / 8);
        for (int y = 0; ok && y < h; y++)
            ok = TIFFWriteScanline(t, (uint8_t *)buf + (size_t)y * rowbytes, (uint32_t)y, 0) >= 0;
        TIFFClose(t); /* writes the last strip */
    }
    if (!ok || rename(tmp, path) != 0) {
        unlink(tmp);
        free(tmp);
        qrt_error("imwrite: cannot write %s (%s)", path, tiff_msg[0] ? tiff_msg : "rename failed");
    }
    free(tmp);
}

/* ---- the builtins ------------------------------------------------------------------ */

qrt_array *qrt_imread(const char *path)
{
    return format_of(path) == FMT_PNG ? read_png(path) : read_tiff(path);
}

void qrt_imwrite_bits(const char *path, qrt_array *A, int bits)
{
    int fmt = format_of(path);
    if (bits != 8 && bits != 16 && bits != 32) qrt_error("imwrite: %d bits a sample (8, 16 or 32)", bits);
    if (bits == 32 && fmt != FMT_TIFF) qrt_error("imwrite: %s: float samples need a TIFF file", path);
    int h = qrt_dim(A, 0), w = qrt_dim(A, 1), spp = A->ndims == 3 ? A->dims[2] : 1;
    if (A->ndims > 3 || (spp != 1 && spp != 3))
        qrt_error("imwrite: %s: an image is a mat or a cube with 1 or 3 channels", path);
    if (A->ndims == 1) qrt_error("imwrite: %s: an image is a mat or a cube, not a vec", path);
    if (h == 0 || w == 0) qrt_error("imwrite: %s: an empty image", path);
    qrt_array *F = A->type == QRT_SCALAR ? qrt_retain(A) : qrt_convert(A, QRT_SCALAR);
    void *buf = samples_of(F, h, w, spp, bits);
    qrt_release(F);
    if (fmt == FMT_PNG) write_png(path, buf, h, w, spp, bits);
    else write_tiff(path, buf, h, w, spp, bits);
    free(buf);
}

void qrt_imwrite(const char *path, qrt_array *A) { qrt_imwrite_bits(path, A, 8); }
