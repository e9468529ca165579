/* kforge 0.1.0: tests/gen/gpu_planes.c for opencl; 2 kernels */
/* Arrays of planes of rows (double ***, NPB MG's u, v and r) on the GPU
 * targets (gpu_rows.c, three levels): each plane and each row malloc'ed on
 * its own, the host packs the box of planes, rows and columns a nest
 * reaches into one device buffer, which the kernel indexes as a 3-D array.
 *   - resid: r = v - u and u's rows reversed, over the interior planes
 *     and rows (the box of u it reads is whole: planes 1..n3-2, rows
 *     1..n2-2, every column), r's planes of rows written, behind the run-time test that the rows of u, v and r
 *     lie apart (kf_rows_apart, three levels); main calls it on arrays
 *     apart and on an r whose rows are u's (the test fails, and the loops
 *     run as written);
 *   - smooth: u += 0.1 * r, read and written in place.
 * gpu_planes.h is the program's own header, with a parameter named class.
 * main prints a checksum.  Used by tests/gen/test_gen_gpu_rows.sh. */
#include <stdio.h>
#include "gpu_planes.h"

#include <stdlib.h>
#include <string.h>
/* kforge alias-test: do the rows that arrays of row pointers reach lie
 * apart from one another and from the spans given with them (no span
 * overlapping a written one)?  Addresses compared as integers. */
struct kf_rows_in {
    const void *kf_rows;          /* an array of row pointers (levels 2: x[r][c]) or of
                                  pointers to them (levels 3: x[p][r][c]); 0: the span lo..hi */
    int kf_levels;
    long kf_p0, kf_p1, kf_r0, kf_r1, kf_c0, kf_c1; /* the planes p0..p1 (levels 3), rows r0..r1 of each,
                                    elements c0..c1 of each row */
    unsigned long long kf_size;   /* an element's size */
    unsigned long long kf_lo, kf_hi; /* a span's addresses, hi one past its end */
    int kf_written;
};
struct kf_rows_span {
    unsigned long long kf_lo, kf_hi;
    int kf_written;
};
/* The spans of entry x come in three streams: 0 the span itself or the
 * cells of x's own pointers (one), 1 the row pointers of each plane
 * (levels 3), 2 the rows, plane by plane.  A cursor walks one. */
struct kf_rows_cur {
    const struct kf_rows_in *kf_x;
    int kf_s, kf_done;
    long kf_p, kf_r;                /* the plane and row it stands at */
    struct kf_rows_span kf_head; /* the span there */
};
static const void *kf_rows_ptr(const void *kf_a, long kf_i)
{
    const void *kf_p;
    memcpy(&kf_p, (const char *)kf_a + kf_i * (long)sizeof kf_p, sizeof kf_p);
    return kf_p;
}
static void kf_rows_at(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    unsigned long long kf_b;
    if (!kf_x->kf_rows) {
        kf_c->kf_head.kf_lo = kf_x->kf_lo, kf_c->kf_head.kf_hi = kf_x->kf_hi, kf_c->kf_head.kf_written = kf_x->kf_written;
    } else if (kf_c->kf_s == 0) {
        long kf_f = kf_x->kf_levels == 3 ? kf_x->kf_p0 : kf_x->kf_r0, kf_l = kf_x->kf_levels == 3 ? kf_x->kf_p1 : kf_x->kf_r1;
        kf_b = (unsigned long long)kf_x->kf_rows;
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_f * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_l + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else if (kf_c->kf_s == 1) {
        kf_b = (unsigned long long)kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_r0 * sizeof(void *);
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_r1 + 1) * sizeof(void *);
        kf_c->kf_head.kf_written = 0;
    } else {
        const void *kf_plane = kf_x->kf_levels == 3 ? kf_rows_ptr(kf_x->kf_rows, kf_c->kf_p) : kf_x->kf_rows;
        kf_b = (unsigned long long)kf_rows_ptr(kf_plane, kf_c->kf_r);
        kf_c->kf_head.kf_lo = kf_b + (unsigned long long)kf_x->kf_c0 * kf_x->kf_size;
        kf_c->kf_head.kf_hi = kf_b + ((unsigned long long)kf_x->kf_c1 + 1) * kf_x->kf_size;
        kf_c->kf_head.kf_written = kf_x->kf_written;
    }
}
/* the cursor at the first span of stream s of x; done where it has none */
static void kf_rows_first(struct kf_rows_cur *kf_c, const struct kf_rows_in *kf_x, int kf_s)
{
    kf_c->kf_x = kf_x, kf_c->kf_s = kf_s, kf_c->kf_p = kf_x->kf_levels == 3 ? kf_x->kf_p0 : 0, kf_c->kf_r = kf_x->kf_r0;
    kf_c->kf_done = kf_x->kf_rows ? kf_x->kf_r1 < kf_x->kf_r0 || kf_x->kf_c1 < kf_x->kf_c0 || (kf_x->kf_levels == 3 && kf_x->kf_p1 < kf_x->kf_p0) ||
                            (kf_s == 1 && kf_x->kf_levels != 3)
                      : kf_s != 0;
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
static void kf_rows_next(struct kf_rows_cur *kf_c)
{
    const struct kf_rows_in *kf_x = kf_c->kf_x;
    if (kf_c->kf_s == 0)
        kf_c->kf_done = 1;
    else if (kf_c->kf_s == 1)
        kf_c->kf_done = ++kf_c->kf_p > kf_x->kf_p1;
    else if (++kf_c->kf_r > kf_x->kf_r1) {
        kf_c->kf_r = kf_x->kf_r0;
        kf_c->kf_done = kf_x->kf_levels != 3 || ++kf_c->kf_p > kf_x->kf_p1;
    }
    if (!kf_c->kf_done)
        kf_rows_at(kf_c);
}
/* spans seen in the order of their starts: none may overlap a written one */
struct kf_rows_sweep {
    unsigned long long kf_any, kf_wr; /* the furthest end of any span so far, of a written one */
    int kf_ok;
};
static void kf_rows_see(struct kf_rows_sweep *kf_w, const struct kf_rows_span *kf_s)
{
    if (kf_s->kf_lo >= kf_s->kf_hi)
        return;
    if (kf_s->kf_lo < kf_w->kf_wr || (kf_s->kf_written && kf_s->kf_lo < kf_w->kf_any))
        kf_w->kf_ok = 0;
    if (kf_s->kf_hi > kf_w->kf_any)
        kf_w->kf_any = kf_s->kf_hi;
    if (kf_s->kf_written && kf_s->kf_hi > kf_w->kf_wr)
        kf_w->kf_wr = kf_s->kf_hi;
}
/* s[0..m) by lo, with t as much room: a merge sort of the runs they come
 * in; the sorted spans end in whichever of the two it answers */
static struct kf_rows_span *kf_rows_sort(struct kf_rows_span *kf_s, struct kf_rows_span *kf_t, size_t kf_m)
{
    for (;;) {
        size_t kf_i = 0, kf_o = 0, kf_runs = 0;
        while (kf_i < kf_m) {
            size_t kf_b = kf_i + 1, kf_c, kf_x = kf_i, kf_y;
            while (kf_b < kf_m && kf_s[kf_b - 1].kf_lo <= kf_s[kf_b].kf_lo)
                kf_b++;
            for (kf_c = kf_b + 1; kf_c < kf_m && kf_s[kf_c - 1].kf_lo <= kf_s[kf_c].kf_lo; kf_c++)
                ;
            if (kf_c > kf_m)
                kf_c = kf_m;
            for (kf_y = kf_b; kf_x < kf_b || kf_y < kf_c;)
                kf_t[kf_o++] = kf_y >= kf_c || (kf_x < kf_b && kf_s[kf_x].kf_lo <= kf_s[kf_y].kf_lo) ? kf_s[kf_x++] : kf_s[kf_y++];
            kf_i = kf_c;
            kf_runs++;
        }
        struct kf_rows_span *kf_u = kf_s;
        kf_s = kf_t;
        kf_t = kf_u;
        if (kf_runs <= 1)
            return kf_s;
    }
}
static int kf_rows_apart(const struct kf_rows_in *kf_in, int kf_n)
{
    struct kf_rows_cur kf_c, kf_d;
    struct kf_rows_sweep kf_w;
    unsigned long long kf_lo[48], kf_hi[48];
    int kf_i, kf_j, kf_s, kf_nc = 0, kf_sorted = kf_n <= 16, kf_wr[48], kf_ent[48], kf_str[48];
    /* 1. each stream alone, as rows allocated one after another mostly
     * come: in the order of their addresses, none overlapping another of
     * its stream where it is written; the span they cover */
    for (kf_i = 0; kf_i < kf_n && kf_sorted; kf_i++)
        for (kf_s = 0; kf_s < 3 && kf_sorted; kf_s++) {
            kf_rows_first(&kf_c, &kf_in[kf_i], kf_s);
            if (kf_c.kf_done)
                continue;
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            kf_lo[kf_nc] = kf_c.kf_head.kf_lo, kf_hi[kf_nc] = 0, kf_wr[kf_nc] = kf_c.kf_head.kf_written, kf_ent[kf_nc] = kf_i, kf_str[kf_nc] = kf_s;
            for (unsigned long long kf_at = kf_c.kf_head.kf_lo; !kf_c.kf_done && kf_sorted; kf_rows_next(&kf_c)) {
                kf_sorted = kf_c.kf_head.kf_lo >= kf_at;
                kf_at = kf_c.kf_head.kf_lo;
                kf_rows_see(&kf_w, &kf_c.kf_head);
                if (kf_c.kf_head.kf_hi > kf_hi[kf_nc])
                    kf_hi[kf_nc] = kf_c.kf_head.kf_hi;
            }
            if (kf_sorted && !kf_w.kf_ok)
                return 0;
            kf_nc++;
        }
    /* 2. two streams, one written: apart where the spans they cover are,
     * else merged as they come */
    for (kf_i = 0; kf_i < kf_nc && kf_sorted; kf_i++)
        for (kf_j = kf_i + 1; kf_j < kf_nc; kf_j++) {
            if ((!kf_wr[kf_i] && !kf_wr[kf_j]) || kf_hi[kf_i] <= kf_lo[kf_j] || kf_hi[kf_j] <= kf_lo[kf_i])
                continue;
            kf_rows_first(&kf_c, &kf_in[kf_ent[kf_i]], kf_str[kf_i]);
            kf_rows_first(&kf_d, &kf_in[kf_ent[kf_j]], kf_str[kf_j]);
            kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
            while ((!kf_c.kf_done || !kf_d.kf_done) && kf_w.kf_ok) {
                struct kf_rows_cur *kf_e = kf_d.kf_done || (!kf_c.kf_done && kf_c.kf_head.kf_lo <= kf_d.kf_head.kf_lo) ? &kf_c : &kf_d;
                kf_rows_see(&kf_w, &kf_e->kf_head);
                kf_rows_next(kf_e);
            }
            if (!kf_w.kf_ok)
                return 0;
        }
    if (kf_sorted)
        return 1;
    /* otherwise every span, sorted */
    size_t kf_m = 0, kf_x;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_m++;
    struct kf_rows_span *kf_v = (struct kf_rows_span *)malloc(2 * kf_m * sizeof *kf_v + 1);
    const struct kf_rows_span *kf_u;
    if (!kf_v)
        return 0;
    kf_m = 0;
    for (kf_i = 0; kf_i < kf_n; kf_i++)
        for (kf_s = 0; kf_s < 3; kf_s++)
            for (kf_rows_first(&kf_c, &kf_in[kf_i], kf_s); !kf_c.kf_done; kf_rows_next(&kf_c))
                kf_v[kf_m++] = kf_c.kf_head;
    kf_u = kf_rows_sort(kf_v, kf_v + kf_m, kf_m);
    kf_w.kf_any = kf_w.kf_wr = 0, kf_w.kf_ok = 1;
    for (kf_x = 0; kf_x < kf_m && kf_w.kf_ok; kf_x++)
        kf_rows_see(&kf_w, &kf_u[kf_x]);
    free(kf_v);
    return kf_w.kf_ok;
}

/* kforge: OpenCL runtime and the kernels of this file */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define KF_STR_(x) #x
#define KF_STR(x) KF_STR_(x)
/* the kernels, built at run time; the macros they use are the host's */
static const char kf_cl_source[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "__kernel void resid_L1(int n3, int n2, int n1, __global double *v, __global double *u, __global double *r)\n"
    "{\n"
    "    int i1 = (int)get_global_id(0);\n"
    "    int i3 = 1 + (int)get_global_id(1);\n"
    "    int i2 = 1 + (int)get_global_id(2);\n"
    "    int kf_lo_i1 = (int)(get_group_id(0) * get_local_size(0)), kf_hi_i1 = kf_lo_i1 + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_i1 <= n1 - 1) {\n"
    "        r[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] = v[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] - 0.5 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] -\n"
    "                        0.25 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + (n1 - 1 - i1)];\n"
    "    } else if (i1 <= n1 - 1) {\n"
    "        r[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] = v[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] - 0.5 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + i1] -\n"
    "                        0.25 * u[((i3 - 1) * (n2 - 2) + (i2 - 1)) * n1 + (n1 - 1 - i1)];\n"
    "    }\n"
    "}\n"
    "\n"
    "__kernel void smooth_L2(int n3, int n2, int n1, __global double *u, __global double *r)\n"
    "{\n"
    "    int i1 = (int)get_global_id(0);\n"
    "    int i3 = (int)get_global_id(1);\n"
    "    int i2 = (int)get_global_id(2);\n"
    "    int kf_lo_i1 = (int)(get_group_id(0) * get_local_size(0)), kf_hi_i1 = kf_lo_i1 + (int)get_local_size(0) - 1;\n"
    "    if (kf_hi_i1 <= n1 - 1) {\n"
    "        u[(i3 * n2 + i2) * n1 + i1] += 0.1 * r[(i3 * n2 + i2) * n1 + i1];\n"
    "    } else if (i1 <= n1 - 1) {\n"
    "        u[(i3 * n2 + i2) * n1 + i1] += 0.1 * r[(i3 * n2 + i2) * n1 + i1];\n"
    "    }\n"
    "}\n"
    ;
static cl_kernel kf_cl_kernel_resid_L1;
static cl_kernel kf_cl_kernel_smooth_L2;
static struct {
    cl_context kf_context;
    cl_command_queue kf_queue;
    cl_program kf_program;
    size_t kf_groups; /* at least this many work-groups a launch (kf_cl_fit) */
} kf_cl;

static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)
{
    if (kf_err != CL_SUCCESS) {
        fprintf(stderr, "tests/gen/gpu_planes.c:%d: %s failed: OpenCL error %d\n", kf_line, kf_call, (int)kf_err);
        exit(EXIT_FAILURE);
    }
}

static unsigned long long kf_cl_hash(const void *kf_p, size_t kf_n)
{
    unsigned long long kf_hash = 14695981039346656037ULL;
    for (size_t kf_i = 0; kf_i < kf_n; kf_i++) {
        kf_hash = (kf_hash ^ ((const unsigned char *)kf_p)[kf_i]) * 1099511628211ULL;
    }
    return kf_hash;
}

static char *kf_cl_key(cl_device_id kf_device, const char *kf_opts, size_t *kf_len)
{
    char kf_name[256] = "", kf_driver[256] = "";
    char *kf_key;
    clGetDeviceInfo(kf_device, CL_DEVICE_NAME, sizeof kf_name - 1, kf_name, NULL);
    clGetDeviceInfo(kf_device, CL_DRIVER_VERSION, sizeof kf_driver - 1, kf_driver, NULL);
    *kf_len = sizeof kf_cl_source + strlen(kf_opts) + strlen(kf_name) + strlen(kf_driver) + 3;
    kf_key = malloc(*kf_len);
    if (kf_key) {
        memcpy(kf_key, kf_cl_source, sizeof kf_cl_source);
        sprintf(kf_key + sizeof kf_cl_source, "%s%c%s%c%s", kf_opts, 0, kf_name, 0, kf_driver);
    }
    return kf_key;
}

static int kf_cl_cache_path(const char *kf_key, size_t kf_len, char *kf_path, size_t kf_size)
{
    const char *kf_dir = getenv("KFORGE_CL_CACHE");
    const char *kf_home = getenv("XDG_CACHE_HOME");
    if (kf_dir && strcmp(kf_dir, "off") == 0) {
        return 0;
    }
    if (!kf_dir && kf_home && *kf_home) {
        mkdir(kf_home, 0700);
        snprintf(kf_path, kf_size, "%s/kforge", kf_home);
    } else if (!kf_dir && (kf_home = getenv("HOME")) && *kf_home) {
        snprintf(kf_path, kf_size, "%s/.cache", kf_home);
        mkdir(kf_path, 0700);
        snprintf(kf_path, kf_size, "%s/.cache/kforge", kf_home);
    } else if (!kf_dir) {
        return 0;
    } else {
        snprintf(kf_path, kf_size, "%s", kf_dir);
    }
    mkdir(kf_path, 0700);
    return (size_t)snprintf(kf_path + strlen(kf_path), kf_size - strlen(kf_path), "/cl-%016llx.bin", kf_cl_hash(kf_key, kf_len)) < kf_size - strlen(kf_path);
}

static cl_program kf_cl_load(cl_device_id kf_device, const char *kf_opts, const char *kf_key, size_t kf_len, const char *kf_path)
{
    FILE *kf_f = fopen(kf_path, "rb");
    unsigned char *kf_buf = NULL;
    cl_program kf_p = NULL;
    long kf_size = -1;
    unsigned long long kf_hash = 0;
    if (!kf_f) {
        return NULL;
    }
    if (fseek(kf_f, 0, SEEK_END) == 0) {
        kf_size = ftell(kf_f);
    }
    if (kf_size > (long)(kf_len + sizeof kf_hash) && fseek(kf_f, 0, SEEK_SET) == 0 &&
        (kf_buf = malloc((size_t)kf_size)) && fread(kf_buf, 1, (size_t)kf_size, kf_f) == (size_t)kf_size &&
        memcmp(kf_buf, kf_key, kf_len) == 0 && memcpy(&kf_hash, kf_buf + kf_len, sizeof kf_hash) &&
        kf_hash == kf_cl_hash(kf_buf + kf_len + sizeof kf_hash, (size_t)kf_size - kf_len - sizeof kf_hash)) {
        const unsigned char *kf_bin = kf_buf + kf_len + sizeof kf_hash;
        size_t kf_n = (size_t)kf_size - kf_len - sizeof kf_hash;
        cl_int kf_err, kf_status;
        kf_p = clCreateProgramWithBinary(kf_cl.kf_context, 1, &kf_device, &kf_n, &kf_bin, &kf_status, &kf_err);
        if (kf_p && (kf_err != CL_SUCCESS || kf_status != CL_SUCCESS ||
                  clBuildProgram(kf_p, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS)) {
            clReleaseProgram(kf_p);
            kf_p = NULL;
        }
    }
    free(kf_buf);
    fclose(kf_f);
    return kf_p;
}

static void kf_cl_save(const char *kf_key, size_t kf_len, const char *kf_path)
{
    size_t kf_n = 0;
    unsigned char *kf_bin;
    char kf_tmp[4200];
    FILE *kf_f;
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARY_SIZES, sizeof kf_n, &kf_n, NULL) != CL_SUCCESS ||
        !kf_n || !(kf_bin = malloc(kf_n))) {
        return;
    }
    snprintf(kf_tmp, sizeof kf_tmp, "%s.%ld", kf_path, (long)getpid());
    if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARIES, sizeof kf_bin, &kf_bin, NULL) == CL_SUCCESS &&
        (kf_f = fopen(kf_tmp, "wb"))) {
        unsigned long long kf_hash = kf_cl_hash(kf_bin, kf_n);
        int kf_ok = fwrite(kf_key, 1, kf_len, kf_f) == kf_len && fwrite(&kf_hash, sizeof kf_hash, 1, kf_f) == 1 &&
                 fwrite(kf_bin, 1, kf_n, kf_f) == kf_n;
        if (fclose(kf_f) != 0 || !kf_ok || rename(kf_tmp, kf_path) != 0) {
            remove(kf_tmp);
        }
    }
    free(kf_bin);
}

static void kf_cl_init(int kf_line)
{
    if (kf_cl.kf_program) {
        return;
    }
    cl_platform_id kf_platforms[16];
    cl_device_id kf_device = NULL;
    cl_uint kf_np = 0;
    cl_int kf_err;
    kf_cl_check(clGetPlatformIDs(16, kf_platforms, &kf_np), "clGetPlatformIDs", kf_line);
    for (cl_uint kf_i = 0; kf_i < kf_np && !kf_device; kf_i++) {
        clGetDeviceIDs(kf_platforms[kf_i], CL_DEVICE_TYPE_ALL, 1, &kf_device, NULL);
    }
    if (!kf_device) {
        kf_cl_check(CL_DEVICE_NOT_FOUND, "clGetDeviceIDs", kf_line);
    }
    cl_uint kf_units = 1;
    clGetDeviceInfo(kf_device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof kf_units, &kf_units, NULL);
    kf_cl.kf_groups = 4 * (size_t)(kf_units ? kf_units : 1);
    kf_cl.kf_context = clCreateContext(NULL, 1, &kf_device, NULL, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateContext", kf_line);
    kf_cl.kf_queue = clCreateCommandQueue(kf_cl.kf_context, kf_device, 0, &kf_err);
    kf_cl_check(kf_err, "clCreateCommandQueue", kf_line);
    const char *kf_src = kf_cl_source;
    const char *kf_opts = "";
    char kf_path[4096];
    size_t kf_len = 0;
    char *kf_key = kf_cl_key(kf_device, kf_opts, &kf_len);
    int kf_cached = kf_key && kf_cl_cache_path(kf_key, kf_len, kf_path, sizeof kf_path);
    if (kf_cached) {
        kf_cl.kf_program = kf_cl_load(kf_device, kf_opts, kf_key, kf_len, kf_path);
    }
    if (!kf_cl.kf_program) {
        kf_cl.kf_program = clCreateProgramWithSource(kf_cl.kf_context, 1, &kf_src, NULL, &kf_err);
        kf_cl_check(kf_err, "clCreateProgramWithSource", kf_line);
        if (clBuildProgram(kf_cl.kf_program, 1, &kf_device, kf_opts, NULL, NULL) != CL_SUCCESS) {
            char kf_log[16384] = "";
            clGetProgramBuildInfo(kf_cl.kf_program, kf_device, CL_PROGRAM_BUILD_LOG, sizeof kf_log, kf_log, NULL);
            fprintf(stderr, "tests/gen/gpu_planes.c:%d: clBuildProgram failed:\n%s\n", kf_line, kf_log);
            exit(EXIT_FAILURE);
        }
        if (kf_cached) {
            kf_cl_save(kf_key, kf_len, kf_path);
        }
    }
    free(kf_key);
    kf_cl_kernel_resid_L1 = clCreateKernel(kf_cl.kf_program, "resid_L1", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(resid_L1)", kf_line);
    kf_cl_kernel_smooth_L2 = clCreateKernel(kf_cl.kf_program, "smooth_L2", &kf_err);
    kf_cl_check(kf_err, "clCreateKernel(smooth_L2)", kf_line);
}

static cl_mem kf_cl_alloc(size_t kf_bytes, int kf_line)
{
    cl_int kf_err;
    cl_mem kf_m = clCreateBuffer(kf_cl.kf_context, CL_MEM_READ_WRITE, kf_bytes ? kf_bytes : 1, NULL, &kf_err);
    kf_cl_check(kf_err, "clCreateBuffer", kf_line);
    return kf_m;
}

static void kf_cl_write(cl_mem kf_to, const void *kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueWriteBuffer(kf_cl.kf_queue, kf_to, CL_TRUE, 0, kf_bytes, kf_from, 0, NULL, NULL),
                    "clEnqueueWriteBuffer", kf_line);
    }
}

static void kf_cl_read(void *kf_to, cl_mem kf_from, size_t kf_bytes, int kf_line)
{
    if (kf_bytes) {
        kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_from, CL_TRUE, 0, kf_bytes, kf_to, 0, NULL, NULL),
                    "clEnqueueReadBuffer", kf_line);
    }
}

static void kf_cl_arg(cl_kernel kf_k, cl_uint kf_i, size_t kf_size, const void *kf_value, int kf_line)
{
    kf_cl_check(clSetKernelArg(kf_k, kf_i, kf_size, kf_value), "clSetKernelArg", kf_line);
}

/* a launch site's work-groups so far (kf_cl_fit) */
struct kf_cl_site {
    size_t kf_last[3];
    int kf_changes;
};

static void kf_cl_fit(int kf_dims, size_t *kf_global, size_t *kf_local, struct kf_cl_site *kf_site)
{
    size_t kf_groups = 1, kf_volume = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        while (kf_local[kf_d] > 1 && kf_local[kf_d] / 2 >= kf_global[kf_d]) {
            kf_local[kf_d] /= 2;
        }
        kf_groups *= (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d];
        kf_volume *= kf_local[kf_d];
    }
    while (kf_groups < kf_cl.kf_groups && kf_volume > 32) {
        int kf_t = kf_dims - 1;
        while (kf_t > 0 && kf_local[kf_t] == 1) {
            kf_t--;
        }
        kf_groups = kf_groups / ((kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t]);
        kf_local[kf_t] /= 2;
        kf_volume /= 2;
        kf_groups *= (kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t];
    }
    size_t kf_exact[3];
    int kf_same = 1;
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_exact[kf_d] = kf_local[kf_d] > kf_global[kf_d] && kf_global[kf_d] > 0 ? kf_global[kf_d] : kf_local[kf_d];
        kf_same &= kf_exact[kf_d] == kf_site->kf_last[kf_d];
    }
    if (kf_same || kf_site->kf_changes < 4) {
        if (!kf_same) {
            kf_site->kf_changes++;
        }
        for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
            kf_local[kf_d] = kf_site->kf_last[kf_d] = kf_exact[kf_d];
        }
    }
    for (int kf_d = 0; kf_d < kf_dims; kf_d++) {
        kf_global[kf_d] = (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d] * kf_local[kf_d];
    }
}

static void resid(double ***u, double ***v, double ***r, int n3, int n2, int n1)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)v, 3, (long)(1), (long)(n3 - 2), (long)(1), (long)(n2 - 2), (long)(0), (long)(n1 - 1), sizeof ***v, 0, 0, 0},
        {(const void *)u, 3, (long)(1), (long)(n3 - 2), (long)(1), (long)(n2 - 2), (long)(0), (long)(n1 - 1), sizeof ***u, 0, 0, 0},
        {(const void *)r, 3, (long)(1), (long)(n3 - 2), (long)(1), (long)(n2 - 2), (long)(0), (long)(n1 - 1), sizeof ***r, 0, 0, 1}}, 3)) {
    {
        kf_cl_init(20);
        const size_t kf_v_bytes = (size_t)(((long)(n3 - 2) > 0 && (long)(n2 - 2) > 0 && (long)n1 > 0 ? (size_t)(n3 - 2) * (size_t)(n2 - 2) * (size_t)n1 : 0)) * sizeof v[0][0][0];
        cl_mem kf_v_dev = kf_cl_alloc(kf_v_bytes, 20);
        const size_t kf_u_bytes = (size_t)(((long)(n3 - 2) > 0 && (long)(n2 - 2) > 0 && (long)n1 > 0 ? (size_t)(n3 - 2) * (size_t)(n2 - 2) * (size_t)n1 : 0)) * sizeof u[0][0][0];
        cl_mem kf_u_dev = kf_cl_alloc(kf_u_bytes, 20);
        const size_t kf_r_bytes = (size_t)(((long)(n3 - 2) > 0 && (long)(n2 - 2) > 0 && (long)n1 > 0 ? (size_t)(n3 - 2) * (size_t)(n2 - 2) * (size_t)n1 : 0)) * sizeof r[0][0][0];
        cl_mem kf_r_dev = kf_cl_alloc(kf_r_bytes, 20);
        if (kf_v_bytes > 0) {
            /* kforge: the rows of 'v' it reaches, packed into one block */
            double *kf_pk = malloc(kf_v_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 20);
            }
            for (long kf_p = 0; kf_p < (long)(n3 - 2); kf_p++) {
                for (long kf_r = 0; kf_r < (long)(n2 - 2); kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        kf_pk[(kf_p * (long)(n2 - 2) + kf_r) * (long)n1 + kf_c] = v[1 + kf_p][1 + kf_r][kf_c];
                    }
                }
            }
            kf_cl_write(kf_v_dev, kf_pk, kf_v_bytes, 20);
            free(kf_pk);
        }
        if (kf_u_bytes > 0) {
            /* kforge: the rows of 'u' it reaches, packed into one block */
            double *kf_pk = malloc(kf_u_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 20);
            }
            for (long kf_p = 0; kf_p < (long)(n3 - 2); kf_p++) {
                for (long kf_r = 0; kf_r < (long)(n2 - 2); kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        kf_pk[(kf_p * (long)(n2 - 2) + kf_r) * (long)n1 + kf_c] = u[1 + kf_p][1 + kf_r][kf_c];
                    }
                }
            }
            kf_cl_write(kf_u_dev, kf_pk, kf_u_bytes, 20);
            free(kf_pk);
        }
        if (kf_r_bytes > 0) {
            /* kforge: the rows of 'r' it reaches, packed into one block */
            double *kf_pk = malloc(kf_r_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 20);
            }
            for (long kf_p = 0; kf_p < (long)(n3 - 2); kf_p++) {
                for (long kf_r = 0; kf_r < (long)(n2 - 2); kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        kf_pk[(kf_p * (long)(n2 - 2) + kf_r) * (long)n1 + kf_c] = r[1 + kf_p][1 + kf_r][kf_c];
                    }
                }
            }
            kf_cl_write(kf_r_dev, kf_pk, kf_r_bytes, 20);
            free(kf_pk);
        }
        if (n3 - 2 > 0 && n2 - 2 > 0 && n1 > 0) {
            size_t kf_local[3] = {256, 1, 1};
            size_t kf_global[3] = {(size_t)n1, (size_t)(n3 - 2), (size_t)(n2 - 2)};
            static struct kf_cl_site kf_site_resid_L1;
            kf_cl_fit(3, kf_global, kf_local, &kf_site_resid_L1);
            kf_cl_arg(kf_cl_kernel_resid_L1, 0, sizeof n3, &n3, 20);
            kf_cl_arg(kf_cl_kernel_resid_L1, 1, sizeof n2, &n2, 20);
            kf_cl_arg(kf_cl_kernel_resid_L1, 2, sizeof n1, &n1, 20);
            kf_cl_arg(kf_cl_kernel_resid_L1, 3, sizeof kf_v_dev, &kf_v_dev, 20);
            kf_cl_arg(kf_cl_kernel_resid_L1, 4, sizeof kf_u_dev, &kf_u_dev, 20);
            kf_cl_arg(kf_cl_kernel_resid_L1, 5, sizeof kf_r_dev, &kf_r_dev, 20);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_resid_L1, 3, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(resid_L1)", 20);
        }
        if (kf_r_bytes > 0) {
            /* kforge: the rows of 'r' it reaches, back from one block */
            double *kf_pk = malloc(kf_r_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 20);
            }
            kf_cl_read(kf_pk, kf_r_dev, kf_r_bytes, 20);
            for (long kf_p = 0; kf_p < (long)(n3 - 2); kf_p++) {
                for (long kf_r = 0; kf_r < (long)(n2 - 2); kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        r[1 + kf_p][1 + kf_r][kf_c] = kf_pk[(kf_p * (long)(n2 - 2) + kf_r) * (long)n1 + kf_c];
                    }
                }
            }
            free(kf_pk);
        }
        kf_cl_check(clReleaseMemObject(kf_v_dev), "clReleaseMemObject", 24);
        kf_cl_check(clReleaseMemObject(kf_u_dev), "clReleaseMemObject", 24);
        kf_cl_check(clReleaseMemObject(kf_r_dev), "clReleaseMemObject", 24);
    }
    } else {
    for (int i3 = 1; i3 < n3 - 1; i3++)
        for (int i2 = 1; i2 < n2 - 1; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                r[i3][i2][i1] = v[i3][i2][i1] - 0.5 * u[i3][i2][i1] -
                                0.25 * u[i3][i2][n1 - 1 - i1];
    }
#pragma endscop
}

static void smooth(double ***u, double ***r, int n3, int n2, int n1)
{
#pragma scop
    if (kf_rows_apart((const struct kf_rows_in[]){
        {(const void *)u, 3, (long)(0), (long)(n3 - 1), (long)(0), (long)(n2 - 1), (long)(0), (long)(n1 - 1), sizeof ***u, 0, 0, 1},
        {(const void *)r, 3, (long)(0), (long)(n3 - 1), (long)(0), (long)(n2 - 1), (long)(0), (long)(n1 - 1), sizeof ***r, 0, 0, 0}}, 2)) {
    {
        kf_cl_init(31);
        const size_t kf_u_bytes = (size_t)(((long)n3 > 0 && (long)n2 > 0 && (long)n1 > 0 ? (size_t)n3 * (size_t)n2 * (size_t)n1 : 0)) * sizeof u[0][0][0];
        cl_mem kf_u_dev = kf_cl_alloc(kf_u_bytes, 31);
        const size_t kf_r_bytes = (size_t)(((long)n3 > 0 && (long)n2 > 0 && (long)n1 > 0 ? (size_t)n3 * (size_t)n2 * (size_t)n1 : 0)) * sizeof r[0][0][0];
        cl_mem kf_r_dev = kf_cl_alloc(kf_r_bytes, 31);
        if (kf_u_bytes > 0) {
            /* kforge: the rows of 'u' it reaches, packed into one block */
            double *kf_pk = malloc(kf_u_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 31);
            }
            for (long kf_p = 0; kf_p < (long)n3; kf_p++) {
                for (long kf_r = 0; kf_r < (long)n2; kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        kf_pk[(kf_p * (long)n2 + kf_r) * (long)n1 + kf_c] = u[kf_p][kf_r][kf_c];
                    }
                }
            }
            kf_cl_write(kf_u_dev, kf_pk, kf_u_bytes, 31);
            free(kf_pk);
        }
        if (kf_r_bytes > 0) {
            /* kforge: the rows of 'r' it reaches, packed into one block */
            double *kf_pk = malloc(kf_r_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 31);
            }
            for (long kf_p = 0; kf_p < (long)n3; kf_p++) {
                for (long kf_r = 0; kf_r < (long)n2; kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        kf_pk[(kf_p * (long)n2 + kf_r) * (long)n1 + kf_c] = r[kf_p][kf_r][kf_c];
                    }
                }
            }
            kf_cl_write(kf_r_dev, kf_pk, kf_r_bytes, 31);
            free(kf_pk);
        }
        if (n3 > 0 && n2 > 0 && n1 > 0) {
            size_t kf_local[3] = {256, 1, 1};
            size_t kf_global[3] = {(size_t)n1, (size_t)n3, (size_t)n2};
            static struct kf_cl_site kf_site_smooth_L2;
            kf_cl_fit(3, kf_global, kf_local, &kf_site_smooth_L2);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 0, sizeof n3, &n3, 31);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 1, sizeof n2, &n2, 31);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 2, sizeof n1, &n1, 31);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 3, sizeof kf_u_dev, &kf_u_dev, 31);
            kf_cl_arg(kf_cl_kernel_smooth_L2, 4, sizeof kf_r_dev, &kf_r_dev, 31);
            kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_smooth_L2, 3, NULL, kf_global, kf_local, 0, NULL, NULL),
                        "clEnqueueNDRangeKernel(smooth_L2)", 31);
        }
        if (kf_u_bytes > 0) {
            /* kforge: the rows of 'u' it reaches, back from one block */
            double *kf_pk = malloc(kf_u_bytes);
            if (!kf_pk) {
                kf_cl_check(CL_OUT_OF_HOST_MEMORY, "malloc", 31);
            }
            kf_cl_read(kf_pk, kf_u_dev, kf_u_bytes, 31);
            for (long kf_p = 0; kf_p < (long)n3; kf_p++) {
                for (long kf_r = 0; kf_r < (long)n2; kf_r++) {
                    for (long kf_c = 0; kf_c < (long)n1; kf_c++) {
                        u[kf_p][kf_r][kf_c] = kf_pk[(kf_p * (long)n2 + kf_r) * (long)n1 + kf_c];
                    }
                }
            }
            free(kf_pk);
        }
        kf_cl_check(clReleaseMemObject(kf_u_dev), "clReleaseMemObject", 34);
        kf_cl_check(clReleaseMemObject(kf_r_dev), "clReleaseMemObject", 34);
    }
    } else {
    for (int i3 = 0; i3 < n3; i3++)
        for (int i2 = 0; i2 < n2; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                u[i3][i2][i1] += 0.1 * r[i3][i2][i1];
    }
#pragma endscop
}

static double ***planes(int n3, int n2, int n1, int seed)
{
    double ***a = malloc((size_t)n3 * sizeof *a);
    for (int i3 = 0; i3 < n3; i3++) {
        a[i3] = malloc((size_t)n2 * sizeof **a);
        for (int i2 = 0; i2 < n2; i2++) {
            a[i3][i2] = malloc((size_t)n1 * sizeof ***a);
            for (int i1 = 0; i1 < n1; i1++)
                a[i3][i2][i1] = ((i3 * 7 + i2 * 5 + i1 * 3 + seed) % 13) * 0.25;
        }
    }
    return a;
}

static void release(double ***a, int n3, int n2)
{
    for (int i3 = 0; i3 < n3; i3++) {
        for (int i2 = 0; i2 < n2; i2++)
            free(a[i3][i2]);
        free(a[i3]);
    }
    free(a);
}

double checksum(double ***u, int n3, int n2, int n1, int class)
{
    double s = 0.0;
    for (int i3 = 0; i3 < n3; i3++)
        for (int i2 = 0; i2 < n2; i2++)
            for (int i1 = 0; i1 < n1; i1++)
                s += u[i3][i2][i1] * ((i3 + i2 + i1 + class) % 5 + 1);
    return s;
}

int main(void)
{
    const int sizes[][3] = {{1, 1, 1}, {3, 3, 3}, {6, 5, 9}, {12, 10, 17}};
    double sum = 0.0;
    for (int k = 0; k < 4; k++) {
        int n3 = sizes[k][0], n2 = sizes[k][1], n1 = sizes[k][2];
        double ***u = planes(n3, n2, n1, 1), ***v = planes(n3, n2, n1, 2);
        double ***r = planes(n3, n2, n1, 3);
        for (int s = 0; s < STEPS; s++) {
            resid(u, v, r, n3, n2, n1);
            smooth(u, r, n3, n2, n1);
        }
        /* r's rows are u's: the rows test fails, as written (in
         * parallel, a row's second half would read what its first wrote) */
        double ***ru = malloc((size_t)n3 * sizeof *ru);
        for (int i3 = 0; i3 < n3; i3++)
            ru[i3] = u[i3];
        resid(u, v, ru, n3, n2, n1);
        sum += checksum(u, n3, n2, n1, 1) + checksum(v, n3, n2, n1, 2) +
               checksum(r, n3, n2, n1, 3);
        free(ru);
        release(u, n3, n2), release(v, n3, n2), release(r, n3, n2);
    }
    printf("checksum %.6f\n", sum);
    return 0;
}
