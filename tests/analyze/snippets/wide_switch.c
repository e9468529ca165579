/* A switch of more than eight labels (a pixel-format dispatch as image
 * code writes it), on an enum of eleven constants, setting a scalar on
 * every path: read label by label, the scalar private, the loop parallel.
 * The front end's walkers of switch bodies once kept eight children and
 * read past them. */
enum fmt { F_GRAY, F_RGB, F_BGR, F_RGBA, F_BGRA, F_YUV, F_NV12, F_I420, F_HSV, F_LAB, F_XYZ };

void scale_rows(int n, const int *restrict kind, const double *restrict in,
                double *restrict out)
{
#pragma scop
    for (int x = 0; x < n; x++) { /* kforge-expect: L1 x parallel */
        double w;
        switch (kind[x]) {
        case F_GRAY: w = 1.0; break;
        case F_RGB: w = 0.5; break;
        case F_BGR: w = 0.25; break;
        case F_RGBA: w = 2.0; break;
        case F_BGRA: w = 4.0; break;
        case F_YUV: w = 0.125; break;
        case F_NV12: w = 8.0; break;
        case F_I420: w = 3.0; break;
        case F_HSV: w = 5.0; break;
        default: w = 0.0; break;
        }
        out[x] = w * in[x];
    }
#pragma endscop
}
