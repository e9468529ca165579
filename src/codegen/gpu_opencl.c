/*
 * gpu_opencl.c: the OpenCL host API (gpu.h, struct host_api): buffers as cl_mem,
 * copies and launches through the OpenCL runtime, the prelude that builds
 * the embedded kernel source at run time.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <isl/aff.h>
#include <isl/map.h>
#include <isl/set.h>
#include <isl/val.h>

#include "codegen/gen_reduce.h"
#include "kforge/settings.h"
#include "codegen/gpu.h"
#include "codegen/gpu_deepen.h"
#include "codegen/gpu_order.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "ir/poly.h"
#include "kforge/arena.h"
#include "kforge/kforge.h"
#include "kforge/kgen.h"

static void cl_alloc(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(x->F->ar, "cl_mem %s = kf_cl_alloc(%s, %d);",
                                         kf_gpu_dev_name(x, v), kf_gpu_bytes_name(x, v), line),
                         KF_KGEN_PRIVATE, 0);
}

static void cl_release(struct frag *x, struct kf_kgen *h, int v, int line)
{
    kf_kgen_stmtf(h, "kf_cl_check(clReleaseMemObject(%s), \"clReleaseMemObject\", %d);",
                  kf_gpu_dev_name(x, v), line);
}

static void cl_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line)
{
    if (kf_gpu_rows_of(x, v)) /* rows packed into one block (gpu_rows.c) */
        kf_gpu_rows_copy(x, h, v, dir, "kf_cl_check(CL_OUT_OF_HOST_MEMORY, \"malloc\", %d);",
                         "kf_cl_write(%s, %s, %s, %d);", "kf_cl_read(%s, %s, %s, %d);", line);
    else if (dir == KF_XFER_H2D)
        kf_kgen_stmtf(h, "kf_cl_write(%s, %s, %s, %d);", kf_gpu_dev_name(x, v), x->f->vars[v].name,
                      kf_gpu_bytes_name(x, v), line);
    else
        kf_kgen_stmtf(h, "kf_cl_read(%s, %s, %s, %d);", x->f->vars[v].name, kf_gpu_dev_name(x, v),
                      kf_gpu_bytes_name(x, v), line);
}

static void cl_copy_elem(struct frag *x, struct kf_kgen *h, int v, const char *elem, int line)
{
    kf_kgen_stmtf(h,
                  "kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, %s, CL_TRUE, "
                  "(size_t)((const char *)&%s - (const char *)%s), sizeof %s, &%s, 0, NULL, NULL), "
                  "\"clEnqueueReadBuffer\", %d);",
                  kf_gpu_dev_name(x, v), elem, x->f->vars[v].name, elem, elem, line);
}

/*
 * May the program shrink this kernel's work-groups at run time?  The static
 * profiler (launch.c) picks a group of 256 work-items for the memory its
 * threads share, but a kernel of fewer groups than the device has compute
 * units leaves units idle: a 1-D kernel of 500 items in groups of 256 runs
 * on two of a GPU's hundred units, and on PoCL, which runs each group on
 * one core, its wavefronts (seidel-2d) and small matrix-vector kernels
 * kept one of two cores busy.  kf_cl_fit halves the groups, outermost
 * dimension first, until there are enough of them.  A group size is
 * a power of two, so halving keeps it dividing the counts whose bound
 * test the kernel left out (gpu_kernel.c bound_needless).  Windowed and
 * k-tiled kernels index their local tiles by the group's shape: those keep it.
 */
static bool fits(const struct hnode *k, const struct kf_launch_choice *c)
{
    if (!k->depth || k->win || (k->kt && k->kt->local))
        return false;
    for (int t = 0; t < k->depth; t++)
        if (c->block[t] < 1 || (c->block[t] & (c->block[t] - 1)))
            return false;
    return true;
}

static void cl_launch(struct frag *x, struct kf_kgen *h, struct hnode *k,
                      const struct kf_launch_choice *c, const struct kparams *kp,
                      const char **count)
{
    int line = (int)(k->depth ? k->band[0]->header.begin.line : k->n->range.begin.line);
    char loc[64] = "1", glob[512] = "1";
    if (k->depth)
        loc[0] = glob[0] = 0;
    for (int t = 0; t < k->depth; t++) {
        size_t n = strlen(loc), m = strlen(glob);
        snprintf(loc + n, sizeof loc - n, "%s%d", t ? ", " : "", c->block[t]);
        if (c->block[t] == 1)
            snprintf(glob + m, sizeof glob - m, "%s(size_t)%s", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]));
        else
            snprintf(glob + m, sizeof glob - m, "%s(size_t)(%s + %d) / %d * %d", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]), c->block[t] - 1, c->block[t], c->block[t]);
    }
    int dims = k->depth ? k->depth : 1;
    kf_kgen_stmtf(h, "size_t kf_local[%d] = {%s};", dims, loc);
    if (fits(k, c)) {
        /* the counts; kf_cl_fit makes the groups and rounds them up */
        glob[0] = 0;
        for (int t = 0; t < k->depth; t++) {
            size_t m = strlen(glob);
            snprintf(glob + m, sizeof glob - m, "%s(size_t)%s", t ? ", " : "",
                     kf_gpu_paren(x, count[c->map[t]]));
        }
        kf_kgen_stmtf(h, "size_t kf_global[%d] = {%s};", dims, glob);
        kf_kgen_stmtf(h, "static struct kf_cl_site kf_site_%s;", k->kname);
        kf_kgen_stmtf(h, "kf_cl_fit(%d, kf_global, kf_local, &kf_site_%s);", dims, k->kname);
        x->F->cl_fit = true;
    } else
        kf_kgen_stmtf(h, "size_t kf_global[%d] = {%s};", dims, glob);
    for (int i = 0; i < kp->n; i++) {
        const char *a = kf_gpu_cl_arg(x, kp->var[i]);
        kf_kgen_stmtf(h, "kf_cl_arg(kf_cl_kernel_%s, %d, sizeof %s, &%s, %d);", k->kname, i, a, a,
                      line);
    }
    kf_kgen_stmtf(h,
                  "kf_cl_check(clEnqueueNDRangeKernel(kf_cl.kf_queue, kf_cl_kernel_%s, %d, NULL, "
                  "kf_global, kf_local, 0, NULL, NULL),\n"
                  "            \"clEnqueueNDRangeKernel(%s)\", %d);",
                  k->kname, dims, k->kname, line);
}

/* kf_cl_fit (see fits above): global holds the counts on entry and the
 * rounded-up global size on return.  First no dimension's group is made
 * longer than its count needs (a group of 256 for 100 items is one group
 * of 156 idle ones); then, while there are fewer groups than kf_cl.kf_groups,
 * the outermost dimension that can be is halved (x last: its neighbours
 * share cache lines and vector lanes), never below 32 work-items a group
 * (a warp; on a CPU device, lanes enough for its vectoriser).  Last, a
 * group still longer than its count becomes exactly the count (OpenCL 1.2
 * takes any group that divides the global size): heat-3d's rows of 118 ran
 * in groups of 128, 10 work-items idle and, worse, every group a border
 * group of the interior split (gpu_guard.h: kf_hi_k = 128 > n - 2), so
 * PoCL never ran the untested, vectorised body; in groups of 118 the
 * program took half the time (docs/c-loops.md).  The launch is then a
 * subset of the old one (fewer work-items, none beyond the old grid), so
 * every bound test the kernel left out stays needless.
 *
 * That last step only while the launch site's groups have changed at most
 * KF_CL_EXACT_CHANGES times (kf_cl_site, one per site): PoCL compiles a
 * kernel anew for each group size it meets, a tenth of a second or more
 * each, and a kernel launched from a loop whose count moves with it (lu's
 * k loop: n - k - 1 items) met every size from its block down to 1: lu at
 * n = 80 spent 17 s of its first run compiling 98 variants of its two
 * kernels, the test suite thousands.  Past that, the groups stay powers of
 * two (at most log2 of the block sizes a dimension), the global size
 * rounded up: the kernel's bound test covers the work-items past the
 * count, as for any count that is no multiple of the block. */
enum { KF_CL_EXACT_CHANGES = 4 };

static void fit_fn(struct kf_kgen *h)
{
    kf_kgen_file_stmt(h, "/* a launch site's work-groups so far (kf_cl_fit) */\n"
                         "struct kf_cl_site {\n    size_t kf_last[3];\n    int kf_changes;\n};");
    kf_gpu_fn(h, "static void kf_cl_fit(int kf_dims, size_t *kf_global, size_t *kf_local, "
                 "struct kf_cl_site *kf_site)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "size_t kf_groups = 1, kf_volume = 1;", 0, 0);
    kf_kgen_begin_branch(h, "for (int kf_d = 0; kf_d < kf_dims; kf_d++)");
    kf_kgen_begin_branch(h, "while (kf_local[kf_d] > 1 && kf_local[kf_d] / 2 >= kf_global[kf_d])");
    kf_kgen_stmt(h, "kf_local[kf_d] /= 2;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "kf_groups *= (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d];");
    kf_kgen_stmt(h, "kf_volume *= kf_local[kf_d];");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "while (kf_groups < kf_cl.kf_groups && kf_volume > 32)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "int kf_t = kf_dims - 1;", 0, 0);
    kf_kgen_begin_branch(h, "while (kf_t > 0 && kf_local[kf_t] == 1)");
    kf_kgen_stmt(h, "kf_t--;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "kf_groups = kf_groups / ((kf_global[kf_t] + kf_local[kf_t] - 1) / "
                    "kf_local[kf_t]);");
    kf_kgen_stmt(h, "kf_local[kf_t] /= 2;");
    kf_kgen_stmt(h, "kf_volume /= 2;");
    kf_kgen_stmt(h, "kf_groups *= (kf_global[kf_t] + kf_local[kf_t] - 1) / kf_local[kf_t];");
    kf_kgen_end_branch(h, NULL);
    /* the groups exactly the counts, unless the site has changed its
     * groups too often already */
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "size_t kf_exact[3];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "int kf_same = 1;", 0, 0);
    kf_kgen_begin_branch(h, "for (int kf_d = 0; kf_d < kf_dims; kf_d++)");
    kf_kgen_stmt(h, "kf_exact[kf_d] = kf_local[kf_d] > kf_global[kf_d] && kf_global[kf_d] > 0 ? "
                    "kf_global[kf_d] : kf_local[kf_d];");
    kf_kgen_stmt(h, "kf_same &= kf_exact[kf_d] == kf_site->kf_last[kf_d];");
    kf_kgen_end_branch(h, NULL);
    char cond[64];
    snprintf(cond, sizeof cond, "if (kf_same || kf_site->kf_changes < %d)", KF_CL_EXACT_CHANGES);
    kf_kgen_begin_branch(h, cond);
    kf_kgen_begin_branch(h, "if (!kf_same)");
    kf_kgen_stmt(h, "kf_site->kf_changes++;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "for (int kf_d = 0; kf_d < kf_dims; kf_d++)");
    kf_kgen_stmt(h, "kf_local[kf_d] = kf_site->kf_last[kf_d] = kf_exact[kf_d];");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "for (int kf_d = 0; kf_d < kf_dims; kf_d++)");
    kf_kgen_stmt(h, "kf_global[kf_d] = (kf_global[kf_d] + kf_local[kf_d] - 1) / kf_local[kf_d] * "
                    "kf_local[kf_d];");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
}

/*
 * The program's binary, kept between runs.  Built from source, a PoCL
 * program is preprocessed again on every run before PoCL finds its own
 * cached build (0.1 to 0.3 s here, more than many PolyBench kernels take),
 * and a GPU driver may compile it again.  So the program keeps what
 * clGetProgramInfo gives back in a file named by a hash of its key: the
 * kernel source, the build options, the device's name and its driver's
 * version.  The file holds the key itself, then a hash of the binary, then
 * the binary: a file written for another program or device is never
 * loaded, nor one damaged since (PoCL crashes on a damaged binary rather
 * than refusing it); files are written apart and renamed, so a reader never
 * sees half of one; a binary the driver refuses is rebuilt from source.  KFORGE_CL_CACHE names the folder, or is "off"; by default
 * $XDG_CACHE_HOME/kforge, else ~/.cache/kforge.
 */
static void cache_fns(struct kf_kgen *h)
{
    kf_gpu_fn(h, "static unsigned long long kf_cl_hash(const void *kf_p, size_t kf_n)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "unsigned long long kf_hash = 14695981039346656037ULL;",
                         0, 0);
    kf_kgen_begin_branch(h, "for (size_t kf_i = 0; kf_i < kf_n; kf_i++)");
    kf_kgen_stmt(h, "kf_hash = (kf_hash ^ ((const unsigned char *)kf_p)[kf_i]) * 1099511628211ULL;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "return kf_hash;");
    kf_kgen_end_body(h);

    kf_gpu_fn(h, "static char *kf_cl_key(cl_device_id kf_device, const char *kf_opts, size_t "
                 "*kf_len)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char kf_name[256] = \"\", kf_driver[256] = \"\";", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char *kf_key;", 0, 0);
    kf_kgen_stmt(h, "clGetDeviceInfo(kf_device, CL_DEVICE_NAME, sizeof kf_name - 1, kf_name, NULL);");
    kf_kgen_stmt(h, "clGetDeviceInfo(kf_device, CL_DRIVER_VERSION, sizeof kf_driver - 1, "
                    "kf_driver, NULL);");
    kf_kgen_stmt(h, "*kf_len = sizeof kf_cl_source + strlen(kf_opts) + strlen(kf_name) + "
                    "strlen(kf_driver) + 3;");
    kf_kgen_stmt(h, "kf_key = malloc(*kf_len);");
    kf_kgen_begin_branch(h, "if (kf_key)");
    kf_kgen_stmt(h, "memcpy(kf_key, kf_cl_source, sizeof kf_cl_source);");
    kf_kgen_stmt(h, "sprintf(kf_key + sizeof kf_cl_source, \"%s%c%s%c%s\", kf_opts, 0, kf_name, 0, "
                    "kf_driver);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "return kf_key;");
    kf_kgen_end_body(h);

    kf_gpu_fn(h, "static int kf_cl_cache_path(const char *kf_key, size_t kf_len, char *kf_path, "
                 "size_t kf_size)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *kf_dir = getenv(\"KFORGE_CL_CACHE\");", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *kf_home = getenv(\"XDG_CACHE_HOME\");", 0, 0);
    kf_kgen_begin_branch(h, "if (kf_dir && strcmp(kf_dir, \"off\") == 0)");
    kf_kgen_stmt(h, "return 0;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (!kf_dir && kf_home && *kf_home)");
    kf_kgen_stmt(h, "mkdir(kf_home, 0700);");
    kf_kgen_stmt(h, "snprintf(kf_path, kf_size, \"%s/kforge\", kf_home);");
    kf_kgen_else(h, "if (!kf_dir && (kf_home = getenv(\"HOME\")) && *kf_home)");
    kf_kgen_stmt(h, "snprintf(kf_path, kf_size, \"%s/.cache\", kf_home);");
    kf_kgen_stmt(h, "mkdir(kf_path, 0700);");
    kf_kgen_stmt(h, "snprintf(kf_path, kf_size, \"%s/.cache/kforge\", kf_home);");
    kf_kgen_else(h, "if (!kf_dir)");
    kf_kgen_stmt(h, "return 0;");
    kf_kgen_else(h, NULL);
    kf_kgen_stmt(h, "snprintf(kf_path, kf_size, \"%s\", kf_dir);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "mkdir(kf_path, 0700);");
    kf_kgen_stmt(h, "return (size_t)snprintf(kf_path + strlen(kf_path), kf_size - strlen(kf_path), "
                    "\"/cl-%016llx.bin\", kf_cl_hash(kf_key, kf_len)) < kf_size - strlen(kf_path);");
    kf_kgen_end_body(h);

    kf_gpu_fn(h, "static cl_program kf_cl_load(cl_device_id kf_device, const char *kf_opts, "
                 "const char *kf_key, size_t kf_len, const char *kf_path)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "FILE *kf_f = fopen(kf_path, \"rb\");", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "unsigned char *kf_buf = NULL;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_program kf_p = NULL;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "long kf_size = -1;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "unsigned long long kf_hash = 0;", 0, 0);
    kf_kgen_begin_branch(h, "if (!kf_f)");
    kf_kgen_stmt(h, "return NULL;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (fseek(kf_f, 0, SEEK_END) == 0)");
    kf_kgen_stmt(h, "kf_size = ftell(kf_f);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (kf_size > (long)(kf_len + sizeof kf_hash) && fseek(kf_f, 0, "
                            "SEEK_SET) == 0 "
                            "&&\n    (kf_buf = malloc((size_t)kf_size)) && "
                            "fread(kf_buf, 1, (size_t)kf_size, kf_f) == (size_t)kf_size &&\n"
                            "    memcmp(kf_buf, kf_key, kf_len) == 0 && "
                            "memcpy(&kf_hash, kf_buf + kf_len, sizeof kf_hash) &&\n"
                            "    kf_hash == kf_cl_hash(kf_buf + kf_len + sizeof kf_hash, "
                            "(size_t)kf_size - kf_len - sizeof kf_hash))");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const unsigned char *kf_bin = kf_buf + kf_len + sizeof "
                                          "kf_hash;",
                         0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "size_t kf_n = (size_t)kf_size - kf_len - sizeof kf_hash;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int kf_err, kf_status;", 0, 0);
    kf_kgen_stmt(h, "kf_p = clCreateProgramWithBinary(kf_cl.kf_context, 1, &kf_device, &kf_n, "
                    "&kf_bin, &kf_status, "
                    "&kf_err);");
    kf_kgen_begin_branch(h, "if (kf_p && (kf_err != CL_SUCCESS || kf_status != CL_SUCCESS ||\n"
                            "          clBuildProgram(kf_p, 1, &kf_device, kf_opts, NULL, NULL) != "
                            "CL_SUCCESS))");
    kf_kgen_stmt(h, "clReleaseProgram(kf_p);");
    kf_kgen_stmt(h, "kf_p = NULL;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "free(kf_buf);");
    kf_kgen_stmt(h, "fclose(kf_f);");
    kf_kgen_stmt(h, "return kf_p;");
    kf_kgen_end_body(h);

    kf_gpu_fn(h, "static void kf_cl_save(const char *kf_key, size_t kf_len, const char *kf_path)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "size_t kf_n = 0;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "unsigned char *kf_bin;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char kf_tmp[4200];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "FILE *kf_f;", 0, 0);
    kf_kgen_begin_branch(h, "if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARY_SIZES, "
                            "sizeof kf_n, &kf_n, NULL) != CL_SUCCESS ||\n"
                            "    !kf_n || !(kf_bin = malloc(kf_n)))");
    kf_kgen_stmt(h, "return;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "snprintf(kf_tmp, sizeof kf_tmp, \"%s.%ld\", kf_path, (long)getpid());");
    kf_kgen_begin_branch(h, "if (clGetProgramInfo(kf_cl.kf_program, CL_PROGRAM_BINARIES, sizeof "
                            "kf_bin, "
                            "&kf_bin, NULL) == CL_SUCCESS &&\n"
                            "    (kf_f = fopen(kf_tmp, \"wb\")))");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "unsigned long long kf_hash = kf_cl_hash(kf_bin, kf_n);", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         "int kf_ok = fwrite(kf_key, 1, kf_len, kf_f) == kf_len && "
                         "fwrite(&kf_hash, sizeof kf_hash, 1, kf_f) == 1 &&\n"
                         "         fwrite(kf_bin, 1, kf_n, kf_f) == kf_n;",
                         0, 0);
    kf_kgen_begin_branch(h, "if (fclose(kf_f) != 0 || !kf_ok || rename(kf_tmp, kf_path) != 0)");
    kf_kgen_stmt(h, "remove(kf_tmp);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "free(kf_bin);");
    kf_kgen_end_body(h);
}

/* The typedef of a header that `name` is (filedecl.c), unless OpenCL C
 * has a type of that name; NULL otherwise. */
static const struct kf_typedef *header_typedef(const struct gen *g, const char *name)
{
    static const char *const builtin[] = {"size_t", "ptrdiff_t", "intptr_t", "uintptr_t",
                                          "uchar", "ushort", "uint", "ulong", "half", "bool"};
    for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
        if (strcmp(name, builtin[i]) == 0)
            return NULL;
    for (int fi = 0; fi < g->a->prog->nfrag; fi++) {
        const struct kf_fragment *f = g->a->prog->frags[fi];
        for (int t = 0; f && t < f->ntypedef; t++)
            if (strcmp(f->typedefs[t].name, name) == 0)
                return &f->typedefs[t];
    }
    return NULL;
}

static void cl_prelude(struct gen *g, struct kf_kgen *h)
{
    struct kf_gpu_file *F = g->gpu;
    const char *file = g->a->prog->file;
    kf_kgen_file_stmt(h, kf_arena_printf(
                             F->ar, "/* kforge: OpenCL runtime and the kernels of this file "
                                    "*/\n%s\n"
                                    "#define KF_STR_(x) #x\n#define KF_STR(x) KF_STR_(x)\n",
                             kf_gpu_guard_includes(
                                 g, "#define CL_TARGET_OPENCL_VERSION 120\n"
                                    "#include <CL/cl.h>\n#include <stdio.h>\n#include <stdlib.h>\n"
                                    "#include <string.h>\n#include <sys/stat.h>\n#include "
                                    "<unistd.h>\n")));
    /* the kernel source as a C string */
    char *src = NULL;
    size_t slen = 0;
    FILE *o = open_memstream(&src, &slen);
    if (!o) {
        g->nomem = true;
        return;
    }
    fputs("/* the kernels, built at run time; the macros they use are the host's */\n"
          "static const char kf_cl_source[] =\n",
          o);
    for (int i = 0; i < F->nident; i++) {
        const struct kf_typedef *td = header_typedef(g, F->ident[i]);
        F->uses_double |= td && strcmp(td->type, "double") == 0;
    }
    if (F->uses_double)
        fputs("    \"#pragma OPENCL EXTENSION cl_khr_fp64 : enable\\n\"\n", o);
    /* a * b + c rounded twice, as the C program computes it: OpenCL C may
     * otherwise fuse it (a different last bit, printed digits that differ) */
    fputs("    \"#pragma OPENCL FP_CONTRACT OFF\\n\"\n", o);
    for (int i = 0; i < F->nident; i++) {
        /* a header's typedef (typedef float real_t): the kernel source
         * cannot include the header, so it declares it by its type */
        const struct kf_typedef *td = header_typedef(g, F->ident[i]);
        if (td)
            fprintf(o, "    \"typedef %s %s;\\n\"\n", td->type, td->name);
        else {
            fprintf(o, "#ifdef %s\n    \"#define %s \" KF_STR(%s) \"\\n\"\n", F->ident[i],
                    F->ident[i], F->ident[i]);
            /* defined further down the file: as clang read it (gpu.h) */
            const struct kf_macro *m = kf_gpu_object_macro(g->a->prog, F->ident[i], F->prelude_at);
            if (m) {
                fputs("#else\n    \"#define ", o);
                for (const char *p = m->def; *p; p++) {
                    if (*p == '"' || *p == '\\')
                        fputc('\\', o);
                    fputc(*p, o);
                }
                fputs("\\n\"\n", o);
            }
            fputs("#endif\n", o);
        }
    }
    /* the user's function-like macros, as clang read their definitions */
    for (int i = 0; i < F->nmac; i++) {
        fputs("    \"#define ", o);
        for (const char *p = F->mac[i]->def; *p; p++) {
            if (*p == '"' || *p == '\\')
                fputc('\\', o);
            fputc(*p, o);
        }
        fputs("\\n\"\n", o);
    }
    char *k = kf_gpu_rename_reserved(g, kf_kgen_source(F->kg), false);
    if (!k)
        g->nomem = true;
    for (const char *p = k; p && *p;) {
        size_t n = strcspn(p, "\n");
        fputs("    \"", o);
        for (size_t i = 0; i < n; i++) {
            if (p[i] == '"' || p[i] == '\\')
                fputc('\\', o);
            fputc(p[i] == '\t' ? ' ' : p[i], o);
        }
        fputs("\\n\"\n", o);
        p += n + (p[n] == '\n');
    }
    free(k);
    fputs("    ;\n", o);
    fclose(o);
    kf_kgen_file_stmt(h, src);
    free(src);
    for (int i = 0; i < F->nkernel; i++)
        kf_kgen_file_stmt(h, kf_arena_printf(F->ar, "static cl_kernel kf_cl_kernel_%s;", F->kname[i]));
    kf_kgen_file_stmt(h, kf_arena_printf(
                             F->ar, "static struct {\n    cl_context kf_context;\n"
                                    "    cl_command_queue kf_queue;\n    cl_program "
                                    "kf_program;\n%s%s} kf_cl;\n",
                             F->dual_window
                                 ? "    int kf_window; /* run the windowed kernels: a GPU device "
                                   "*/\n"
                                 : "",
                             F->cl_fit ? "    size_t kf_groups; /* at least this many work-groups "
                                         "a "
                                         "launch (kf_cl_fit) */\n"
                                       : ""));
    kf_gpu_check_fn(h, "static void kf_cl_check(cl_int kf_err, const char *kf_call, int kf_line)",
             "if (kf_err != CL_SUCCESS)",
             kf_arena_printf(F->ar,
                             "fprintf(stderr, \"%s:%%d: %%s failed: OpenCL error %%d\\n\", "
                             "kf_line, "
                             "kf_call, (int)kf_err);",
                             file));
    cache_fns(h);
    kf_gpu_fn(h, "static void kf_cl_init(int kf_line)");
    kf_kgen_begin_branch(h, "if (kf_cl.kf_program)");
    kf_kgen_stmt(h, "return;");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_platform_id kf_platforms[16];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_device_id kf_device = NULL;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_uint kf_np = 0;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int kf_err;", 0, 0);
    kf_kgen_stmt(h, "kf_cl_check(clGetPlatformIDs(16, kf_platforms, &kf_np), \"clGetPlatformIDs\", "
                    "kf_line);");
    kf_kgen_begin_branch(h, "for (cl_uint kf_i = 0; kf_i < kf_np && !kf_device; kf_i++)");
    kf_kgen_stmt(h, "clGetDeviceIDs(kf_platforms[kf_i], CL_DEVICE_TYPE_ALL, 1, &kf_device, NULL);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (!kf_device)");
    kf_kgen_stmt(h, "kf_cl_check(CL_DEVICE_NOT_FOUND, \"clGetDeviceIDs\", kf_line);");
    kf_kgen_end_branch(h, NULL);
    if (F->dual_window) {
        /* local memory and a barrier pay on a GPU; on a CPU device the
         * barrier costs more than the reads it saves.  KFORGE_CL_WINDOW=on
         * or off overrides the device's type (to test both kernels) */
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_device_type kf_type = 0;", 0, 0);
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *kf_force = getenv(\"KFORGE_CL_WINDOW\");",
                             0, 0);
        kf_kgen_stmt(h, "clGetDeviceInfo(kf_device, CL_DEVICE_TYPE, sizeof kf_type, &kf_type, "
                        "NULL);");
        kf_kgen_stmt(h, "kf_cl.kf_window = kf_force ? kf_force[0] == 'o' && kf_force[1] == 'n' "
                        ": (kf_type & CL_DEVICE_TYPE_GPU) != 0;");
    }
    if (F->cl_fit) {
        /* four groups a compute unit: enough that a unit finishing early
         * takes another (triangular loops give groups unequal work) */
        kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_uint kf_units = 1;", 0, 0);
        kf_kgen_stmt(h, "clGetDeviceInfo(kf_device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof kf_units, "
                        "&kf_units, NULL);");
        kf_kgen_stmt(h, "kf_cl.kf_groups = 4 * (size_t)(kf_units ? kf_units : 1);");
    }
    kf_kgen_stmt(h, "kf_cl.kf_context = clCreateContext(NULL, 1, &kf_device, NULL, NULL, &kf_err);");
    kf_kgen_stmt(h, "kf_cl_check(kf_err, \"clCreateContext\", kf_line);");
    kf_kgen_stmt(h, "kf_cl.kf_queue = clCreateCommandQueue(kf_cl.kf_context, kf_device, 0, "
                    "&kf_err);");
    kf_kgen_stmt(h, "kf_cl_check(kf_err, \"clCreateCommandQueue\", kf_line);");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "const char *kf_src = kf_cl_source;", 0, 0);
    char clo[256];
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         kf_arena_printf(F->ar, "const char *kf_opts = \"%s\";",
                                         kf_settings_cl_options(g->o, clo, sizeof clo)),
                         0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char kf_path[4096];", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "size_t kf_len = 0;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char *kf_key = kf_cl_key(kf_device, kf_opts, &kf_len);", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         "int kf_cached = kf_key && kf_cl_cache_path(kf_key, kf_len, kf_path, "
                         "sizeof kf_path);", 0,
                         0);
    kf_kgen_begin_branch(h, "if (kf_cached)");
    kf_kgen_stmt(h, "kf_cl.kf_program = kf_cl_load(kf_device, kf_opts, kf_key, kf_len, kf_path);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (!kf_cl.kf_program)");
    kf_kgen_stmt(h, "kf_cl.kf_program = clCreateProgramWithSource(kf_cl.kf_context, 1, &kf_src, "
                    "NULL, "
                    "&kf_err);");
    kf_kgen_stmt(h, "kf_cl_check(kf_err, \"clCreateProgramWithSource\", kf_line);");
    kf_kgen_begin_branch(h, "if (clBuildProgram(kf_cl.kf_program, 1, &kf_device, kf_opts, NULL, "
                            "NULL) != "
                            "CL_SUCCESS)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "char kf_log[16384] = \"\";", 0, 0);
    kf_kgen_stmt(h, "clGetProgramBuildInfo(kf_cl.kf_program, kf_device, CL_PROGRAM_BUILD_LOG, "
                    "sizeof kf_log, kf_log, NULL);");
    kf_kgen_stmtf(h, "fprintf(stderr, \"%s:%%d: clBuildProgram failed:\\n%%s\\n\", kf_line, "
                     "kf_log);",
                  file);
    kf_kgen_stmt(h, "exit(EXIT_FAILURE);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_begin_branch(h, "if (kf_cached)");
    kf_kgen_stmt(h, "kf_cl_save(kf_key, kf_len, kf_path);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_branch(h, NULL);
    kf_kgen_stmt(h, "free(kf_key);");
    for (int i = 0; i < F->nkernel; i++) {
        kf_kgen_stmtf(h, "kf_cl_kernel_%s = clCreateKernel(kf_cl.kf_program, \"%s\", &kf_err);",
                      F->kname[i], F->kname[i]);
        kf_kgen_stmtf(h, "kf_cl_check(kf_err, \"clCreateKernel(%s)\", kf_line);", F->kname[i]);
    }
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static cl_mem kf_cl_alloc(size_t kf_bytes, int kf_line)");
    kf_kgen_declare_vars(h, KF_KGEN_MAIN, "cl_int kf_err;", 0, 0);
    kf_kgen_declare_vars(h, KF_KGEN_MAIN,
                         "cl_mem kf_m = clCreateBuffer(kf_cl.kf_context, CL_MEM_READ_WRITE, "
                         "kf_bytes ? "
                         "kf_bytes : 1, NULL, &kf_err);",
                         0, 0);
    kf_kgen_stmt(h, "kf_cl_check(kf_err, \"clCreateBuffer\", kf_line);");
    kf_kgen_stmt(h, "return kf_m;");
    kf_kgen_end_body(h);
    /* an array of no elements (a buffer allocated where its variable is
     * born, for a fragment that runs no iteration) has one byte and no
     * copies: OpenCL refuses empty buffers and copies */
    kf_gpu_fn(h, "static void kf_cl_write(cl_mem kf_to, const void *kf_from, size_t kf_bytes, int "
                 "kf_line)");
    kf_kgen_begin_branch(h, "if (kf_bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueWriteBuffer(kf_cl.kf_queue, kf_to, CL_TRUE, 0, kf_bytes, "
                    "kf_from, "
                    "0, NULL, NULL),\n            \"clEnqueueWriteBuffer\", kf_line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static void kf_cl_read(void *kf_to, cl_mem kf_from, size_t kf_bytes, int kf_line)");
    kf_kgen_begin_branch(h, "if (kf_bytes)");
    kf_kgen_stmt(h, "kf_cl_check(clEnqueueReadBuffer(kf_cl.kf_queue, kf_from, CL_TRUE, 0, "
                    "kf_bytes, kf_to, "
                    "0, NULL, NULL),\n            \"clEnqueueReadBuffer\", kf_line);");
    kf_kgen_end_branch(h, NULL);
    kf_kgen_end_body(h);
    kf_gpu_fn(h, "static void kf_cl_arg(cl_kernel kf_k, cl_uint kf_i, size_t kf_size, const void "
                 "*kf_value, int "
          "kf_line)");
    kf_kgen_stmt(h, "kf_cl_check(clSetKernelArg(kf_k, kf_i, kf_size, kf_value), "
                    "\"clSetKernelArg\", kf_line);");
    kf_kgen_end_body(h);
    if (F->cl_fit)
        fit_fn(h);
}

/*
 * CUDA output is two files (gen.h): the user's C file, still C, with the
 * host code below at its first function with a kernel, and a .cu file with
 * the kernels and their launchers (kf_gpu_cu_device_file).  The host side needs
 * only the CUDA runtime's C API.
 */

static const struct host_api opencl_api = {
    cl_alloc, cl_release, cl_copy, cl_copy_elem, cl_launch, cl_prelude, KF_KGEN_OPENCL, false, false,
};

const struct kf_backend kf_backend_opencl = {
    .target = KF_GEN_OPENCL,
    .name = "opencl",
    .unit = "kernel",
    .unit_tail = "",
    .host = &opencl_api,
    .rewrite = kf_gpu_rewrite,
    .fragment = kf_gpu_fragment,
    .finish = kf_gpu_finish,
    .release = kf_gpu_release,
};
