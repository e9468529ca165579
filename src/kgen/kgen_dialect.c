/*
 * kgen_dialect.c: kgen's three back ends, OpenCL C, CUDA C and C with
 * OpenMP, each a struct of words and printers (STYLE.md habit 7) over the
 * context in kgen.c.  The table in include/kforge/kgen.h (DIALECT HELPERS)
 * says what each one writes.
 */
#include <stdio.h>
#include <string.h>

#include "kgen/kgen_impl.h"

static const char *const xyz[3] = {"x", "y", "z"};
static const char *const xyzw[4] = {".x", ".y", ".z", ".w"};

/* The current section's owner: helpers that declare variables on behalf
 * of the caller declare them as the caller. */
static int owner(struct kf_kgen *g)
{
    struct kg_frame *f = kg_body(g);
    return f ? f->sections[f->cur].subgen : KF_KGEN_MAIN;
}

/* OpenCL scalar names spelled for C and C++ (CUDA). */
static const char *c_scalar_type(struct kf_kgen *g, const char *type)
{
    static const char *const map[][2] = {
        {"uchar", "unsigned char"}, {"ushort", "unsigned short"}, {"uint", "unsigned int"},
        {"long", "long long"},      {"ulong", "unsigned long long"},
    };
    for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
        if (strcmp(type, map[i][0]) == 0)
            return map[i][1];
    return kg_pool_printf(g, "%s", type);
}

/* "typedef struct { T s[W]; } kf_TW;" written once at file scope; the
 * vector type of the dialects that lack a native one. */
static const char *struct_vector_type(struct kf_kgen *g, const char *type, int width)
{
    const char *name = kg_pool_printf(g, "kf_%s%d", type, width);
    if (!kg_has_sym(g, name)) {
        const char *text = kg_pool_printf(g, "typedef struct { %s s[%d]; } %s;",
                                          c_scalar_type(g, type), width, name);
        if (kf_kgen_file_stmt(g, text) || kg_add_sym(g, name))
            return "";
    }
    return name;
}

static const char *array_elem(struct kf_kgen *g, int width, int i)
{
    return kg_pool_printf(g, ".s[%d]", i);
}

static bool is_type(const char *type, const char *const *list)
{
    for (; *list; list++)
        if (strcmp(type, *list) == 0)
            return true;
    return false;
}

static const char *c_fma(struct kf_kgen *g, const char *type, const char *a, const char *b,
                         const char *c)
{
    if (strcmp(type, "float") == 0)
        return kg_pool_printf(g, "fmaf(%s, %s, %s)", a, b, c);
    if (strcmp(type, "double") == 0)
        return kg_pool_printf(g, "fma(%s, %s, %s)", a, b, c);
    return kg_pool_printf(g, "((%s) * (%s) + (%s))", a, b, c);
}

/* ---- OpenCL C ------------------------------------------------------------ */

static const char *cl_index(struct kf_kgen *g, enum kf_kgen_index kind, int dim)
{
    static const char *const fn[] = {"get_global_id", "get_local_id",   "get_group_id",
                                     "get_local_size", "get_num_groups", "get_global_size"};
    return kg_pool_printf(g, "%s(%d)", fn[kind], dim);
}

static int cl_grid_loop(struct kf_kgen *g, int dim, const char *var, const char *extent)
{
    const char *decl = kg_pool_printf(g, "int %s = (int)get_global_id(%d);", var, dim);
    if (kg_declare_vars(g, owner(g), decl, KF_KGEN_PRIVATE, 0))
        return kf_kgen_error(g);
    return kg_begin_branch(g, kg_pool_printf(g, "if (%s < %s)", var, extent), true);
}

/* Float atomics have no OpenCL 1.2 built-in: a compare-and-swap loop in a
 * helper function, declared once through the helper-function mechanism. */
static int cl_float_atomic_helper(struct kf_kgen *g, const char *name, const char *space)
{
    if (kf_kgen_has_function(g, name))
        return 0;
    kg_begin_section(g, KG_SUBGEN_SELF, KF_KGEN_POLICY_DIRECT);
    kf_kgen_declare_functionf(g, "float %s(volatile %s float *p, float v)", name, space);
    kf_kgen_begin_body(g);
    kg_declare_vars(g, KG_SUBGEN_SELF, "uint prev, cur = as_uint(*p);", KF_KGEN_PRIVATE, 0);
    kf_kgen_begin_branch(g, "do");
    kf_kgen_stmt(g, "prev = cur;");
    kf_kgen_stmtf(g,
                  "cur = atomic_cmpxchg((volatile %s uint *)p, prev,\n"
                  "                     as_uint(as_float(prev) + v));",
                  space);
    kf_kgen_end_branch(g, "while (cur != prev);");
    kf_kgen_stmt(g, "return as_float(prev);");
    kf_kgen_end_body(g);
    kf_kgen_end_section(g);
    return kf_kgen_error(g);
}

static int cl_atomic_add(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                         const char *ptr, const char *value)
{
    static const char *const ints[] = {"int", "uint", NULL};
    if (is_type(type, ints))
        return kf_kgen_stmtf(g, "atomic_add(%s, %s);", ptr, value);
    if (strcmp(type, "float") == 0) {
        const char *name = mem == KF_KGEN_Q_LOCAL ? "kf_atomic_add_float_local"
                                                  : "kf_atomic_add_float_global";
        if (cl_float_atomic_helper(g, name, mem == KF_KGEN_Q_LOCAL ? "__local" : "__global"))
            return kf_kgen_error(g);
        return kf_kgen_stmtf(g, "%s(%s, %s);", name, ptr, value);
    }
    return kg_fail(g, KF_KGEN_ERR_ARGUMENT, "kf_kgen_atomic_add: no OpenCL atomic add for '%s'",
                   type);
}

static const char *cl_scalar_type(struct kf_kgen *g, const char *type)
{
    return kg_pool_printf(g, "%s", type);
}

static const char *cl_vector_type(struct kf_kgen *g, const char *type, int width)
{
    return kg_pool_printf(g, "%s%d", type, width);
}

static const char *cl_vector_elem(struct kf_kgen *g, int width, int i)
{
    if (width <= 4)
        return xyzw[i];
    return kg_pool_printf(g, ".s%x", i);
}

static const char *cl_fma(struct kf_kgen *g, const char *type, const char *a, const char *b,
                          const char *c)
{
    return kg_pool_printf(g, "mad(%s, %s, %s)", a, b, c);
}

const struct kg_dialect kg_dialect_opencl = {
    "opencl",
    {"__kernel", "", "__global", "__local", "__constant"},
    "barrier(CLK_LOCAL_MEM_FENCE);",
    cl_index,
    cl_grid_loop,
    cl_atomic_add,
    cl_scalar_type,
    cl_vector_type,
    cl_vector_elem,
    cl_fma,
};

/* ---- CUDA C -------------------------------------------------------------- */

static const char *cu_index(struct kf_kgen *g, enum kf_kgen_index kind, int dim)
{
    const char *d = xyz[dim];
    switch (kind) {
    case KF_KGEN_GLOBAL_ID:
        return kg_pool_printf(g, "(blockIdx.%s * blockDim.%s + threadIdx.%s)", d, d, d);
    case KF_KGEN_LOCAL_ID: return kg_pool_printf(g, "threadIdx.%s", d);
    case KF_KGEN_GROUP_ID: return kg_pool_printf(g, "blockIdx.%s", d);
    case KF_KGEN_LOCAL_SIZE: return kg_pool_printf(g, "blockDim.%s", d);
    case KF_KGEN_NUM_GROUPS: return kg_pool_printf(g, "gridDim.%s", d);
    case KF_KGEN_GLOBAL_SIZE: return kg_pool_printf(g, "(gridDim.%s * blockDim.%s)", d, d);
    }
    return "";
}

static int cu_grid_loop(struct kf_kgen *g, int dim, const char *var, const char *extent)
{
    const char *d = xyz[dim];
    const char *decl = kg_pool_printf(g, "int %s = blockIdx.%s * blockDim.%s + threadIdx.%s;",
                                      var, d, d, d);
    if (kg_declare_vars(g, owner(g), decl, KF_KGEN_PRIVATE, 0))
        return kf_kgen_error(g);
    return kg_begin_branch(g, kg_pool_printf(g, "if (%s < %s)", var, extent), true);
}

static int cu_atomic_add(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                         const char *ptr, const char *value)
{
    static const char *const ok[] = {"int", "uint", "float", "double", "ulong", NULL};
    if (!is_type(type, ok))
        return kg_fail(g, KF_KGEN_ERR_ARGUMENT,
                       "kf_kgen_atomic_add: no CUDA atomic add for '%s'", type);
    return kf_kgen_stmtf(g, "atomicAdd(%s, %s);", ptr, value);
}

static const char *cu_vector_type(struct kf_kgen *g, const char *type, int width)
{
    static const char *const native[] = {"char", "uchar", "short", "ushort", "int", "uint",
                                         "long", "ulong", "float", "double", NULL};
    if (width > 4 || !is_type(type, native))
        return struct_vector_type(g, type, width);
    if (strcmp(type, "long") == 0)
        type = "longlong";
    else if (strcmp(type, "ulong") == 0)
        type = "ulonglong";
    return kg_pool_printf(g, "%s%d", type, width);
}

static const char *cu_vector_elem(struct kf_kgen *g, int width, int i)
{
    if (width <= 4)
        return xyzw[i];
    return array_elem(g, width, i);
}

const struct kg_dialect kg_dialect_cuda = {
    "cuda",
    {"extern \"C\" __global__", "__device__", "", "__shared__", "const"},
    "__syncthreads();",
    cu_index,
    cu_grid_loop,
    cu_atomic_add,
    c_scalar_type,
    cu_vector_type,
    cu_vector_elem,
    c_fma,
};

/* ---- C with OpenMP ----------------------------------------------------------
 * A work-group is one work item; the grid is a loop nest whose outermost
 * loop is "#pragma omp parallel for". */

static const char *omp_index(struct kf_kgen *g, enum kf_kgen_index kind, int dim)
{
    switch (kind) {
    case KF_KGEN_GLOBAL_ID:
    case KF_KGEN_GROUP_ID: return g->grid_var[dim] ? g->grid_var[dim] : "0";
    case KF_KGEN_LOCAL_ID: return "0";
    case KF_KGEN_LOCAL_SIZE: return "1";
    case KF_KGEN_NUM_GROUPS:
    case KF_KGEN_GLOBAL_SIZE: return g->grid_ext[dim] ? g->grid_ext[dim] : "1";
    }
    return "";
}

static int omp_grid_loop(struct kf_kgen *g, int dim, const char *var, const char *extent)
{
    const char *head = kg_pool_printf(g, "%sfor (int %s = 0; %s < %s; %s++)",
                                      kg_in_grid_loop(g) ? "" : "#pragma omp parallel for\n",
                                      var, var, extent, var);
    if (kg_begin_branch(g, head, true) || kg_add_block_var(g, var, "int"))
        return kf_kgen_error(g);
    g->grid_var[dim] = kg_pool_printf(g, "%s", var);
    g->grid_ext[dim] = kg_pool_printf(g, "%s", extent);
    return kf_kgen_error(g);
}

static int omp_atomic_add(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                          const char *ptr, const char *value)
{
    return kf_kgen_stmtf(g, "#pragma omp atomic\n*(%s) += %s;", ptr, value);
}

static const char *omp_fma(struct kf_kgen *g, const char *type, const char *a, const char *b,
                           const char *c)
{
    if (!kg_has_sym(g, "<math.h>") &&
        (kf_kgen_file_stmt(g, "#include <math.h>") || kg_add_sym(g, "<math.h>")))
        return "";
    return c_fma(g, type, a, b, c);
}

const struct kg_dialect kg_dialect_openmp = {
    "openmp",
    {"", "static", "", "", "const"},
    NULL,
    omp_index,
    omp_grid_loop,
    omp_atomic_add,
    c_scalar_type,
    struct_vector_type,
    array_elem,
    omp_fma,
};
