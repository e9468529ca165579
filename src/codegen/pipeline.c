/*
 * pipeline.c: the passes of code generation as data (gen.h, STYLE.md
 * habit 6): one table of {name, targets, summary}, in the order the
 * pipeline meets them, which `kforge gen --passes` prints.
 *
 * The passes are the decisions the back ends take per fragment or per
 * loop; each asks kf_gen_pass_on() before it acts, so --disable=NAME makes
 * the code generator do without it, and each reports what it decided
 * through kf_gen_dump() (and edits made while it runs, kf_gen_replace), so
 * --dump-after=NAME shows that pass's results as text.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "codegen/gen_int.h"

/* kf_gen_options.disabled holds one bit per pass */
_Static_assert(KF_PASS_COUNT <= 64, "more passes than bits in kf_gen_options.disabled");

static const struct kf_gen_pass_info passes[KF_PASS_COUNT] = {
    [KF_PASS_LOOP_FORM] = {"loop-form", "openmp", true,
                           "before the plan, a loop condition OpenMP's directives do not take "
                           "(i + 1 < n, i < n && i < m) written in its canonical form from the "
                           "loop's bounds (i <= n - 2), the same iterations (openmp_form.c)"},
    [KF_PASS_ACCUMULATE] = {"accumulate", "openmp", false,
                            "scalar accumulators rewritten into the array element they store "
                            "(a store X[..] = f(s) stays as X[..] = f(X[..])), where order-keep "
                            "then reschedules the nest (run before it: ludcmp takes lu's route) or "
                            "the plan interchanges loops (xform.h), and the text analysed again"},
    [KF_PASS_ALIAS_TEST] = {"alias-test", "all", false,
                            "a fragment whose loops only pointers that may overlap keep sequential "
                            "gets two versions: in parallel (GPU: on the device) where a run-time "
                            "test finds the elements they reach disjoint, as written otherwise"},
    [KF_PASS_DELIN_ASSUME] = {"delin-assume", "all", false,
                              "a fragment whose flattened array a[i*n + j] is read as a[i][j] "
                              "only where 0 <= j < n (img[y*stride + x], x < w: w <= stride) "
                              "gets two versions: the verdicts under that assumption (GPU: its "
                              "kernels, and buffers of the flat offsets reached) where a "
                              "run-time test finds it true, as written otherwise (joined with "
                              "alias-test's)"},
    [KF_PASS_PARALLEL_FOR] = {"parallel-for", "openmp", false,
                              "the outermost loop on each path that carries no dependence gets "
                              "omp parallel for with its clauses"},
    [KF_PASS_REDUCTIONS] = {"reductions", "all", false,
                            "loops that carry only reductions run in parallel too (OpenMP "
                            "reduction clauses; GPU reduction kernels, gen_reduce.h)"},
    [KF_PASS_REGION] = {"region", "openmp", false,
                        "one parallel region around a sequential loop whose body holds parallel "
                        "loops: omp for on them, omp single on its statements"},
    [KF_PASS_SPLIT] = {"split", "openmp", false,
                       "an omp for in a region split around its strided inner loop (xform.h)"},
    [KF_PASS_NOWAIT] = {"nowait", "openmp", false,
                        "the last omp single or omp for of a region's body without its barrier "
                        "when no dependence needs it"},
    [KF_PASS_WAVEFRONT] = {"wavefront", "all", false,
                           "two sequential loops whose dependences all go at least one wave "
                           "w = a*e0 + e1 forward run by waves, the iterations of each at once, "
                           "each whole on one thread (analysis/wave.h); OpenMP: only for work "
                           "enough per wave"},
    [KF_PASS_SINK] = {"sink", "openmp", false,
                      "a parallel loop moved inside its only inner loop, shared out with the same "
                      "static schedule each time (xform.h)"},
    [KF_PASS_GRAIN] = {"grain", "openmp", false,
                       "a fork or a time loop's barriers only for work enough to pay "
                       "(--min-work): sequential below it, if() or two versions when known "
                       "only at run time; innermost loops under two loops sequential"},
    [KF_PASS_TILE] = {"tile", "openmp", false,
                      "a parallel loop and the band below it tiled for caches where isl proves "
                      "it legal and a tile reuses a block (passes/tile.h, --tile); an "
                      "interchange inside it made before the plan where the band it makes is "
                      "tiled (openmp_pretile.c)"},
    [KF_PASS_REGBLOCK] = {"regblock", "openmp", false,
                          "in a tiled band, four rows of the loop two above the innermost "
                          "unrolled and jammed into it, the reads the innermost loop does not "
                          "move loaded once into scalars before it (passes/regblock.h)"},
    [KF_PASS_REGBLOCK_K] = {"regblock-k", "openmp", false,
                            "in a register-blocked band, four steps of the loop above the "
                            "innermost jammed too, so that each element the rows write stays "
                            "in a register across them (passes/regblock.h)"},
    [KF_PASS_INTERCHANGE] = {"interchange", "openmp", false,
                             "loop pairs inside a parallel loop interchanged where stride-1 access "
                             "pays and isl proves it legal (xform.h)"},
    [KF_PASS_SIMD] = {"simd", "openmp", false,
                      "omp simd on innermost loops that carry no dependence"},
    [KF_PASS_SEQ_SIMD] = {"seq-simd", "openmp", false,
                          "omp simd also where the nest stays sequential (cost model, no "
                          "parallel loop around it), never on a reduction"},
    [KF_PASS_SCALAR_ACC] = {"scalar-acc", "openmp", false,
                            "an array element an innermost loop reads and writes at one "
                            "subscript in every iteration, which isl shows no other access "
                            "there touches, kept in a local of its type: loaded before the "
                            "loop, stored after it (openmp_scalar.c)"},
    [KF_PASS_PRIVATISE_ARRAY] = {"privatise-array", "openmp", false,
                                 "before the plan, an array that every iteration of a sequential "
                                 "loop writes over before it reads it (the same elements each "
                                 "time, no value from another iteration: isl) made private to "
                                 "the iteration, a row of the elements reached declared in its "
                                 "body, the last iteration peeled to run on the array itself: "
                                 "the loop then runs in parallel (openmp_privatise.c)"},
    [KF_PASS_DISTRIBUTE] = {"distribute", "openmp", false,
                            "before the plan, a loop whose body holds several inner loops "
                            "distributed over it where isl proves it legal and an inner loop "
                            "walks its arrays with fewer large strides with the loop's iterator "
                            "innermost: the plan then sinks or interchanges each copy "
                            "(openmp_distrib.c)"},
    [KF_PASS_EXPAND] = {"expand", "openmp", false,
                        "before the plan, the scalars a parallel loop privatises expanded to one "
                        "element per iteration where its inner loop walks its arrays with fewer "
                        "large strides with the loop's iterator innermost: the plan then splits "
                        "or sinks it, every sum in its order (openmp_expand.c)"},
    [KF_PASS_DEEPEN] = {"deepen", "opencl cuda", false,
                        "before the plan, a parallel loop's inner parallel loops fused into one "
                        "above the sequential loops between them where isl proves it legal, so "
                        "that its kernel maps two loops (statements beside one inner parallel "
                        "loop distributed into loops of their own), and a band loop bounded by "
                        "an outer one mapped over their box; CUDA, and OpenCL with "
                        "opencl_window = on (gpu_deepen.h)"},
    [KF_PASS_KERNELS] = {"kernels", "opencl cuda", false,
                         "outermost parallel bands of up to three loops become kernels, one thread "
                         "per iteration; host loops around them launch them"},
    [KF_PASS_ONE_THREAD] = {"one-thread", "opencl cuda", false,
                            "statements inside host loops that launch kernels run as one-thread "
                            "kernels, so their data need not travel"},
    [KF_PASS_FUSION] = {"fusion", "opencl cuda", false,
                        "consecutive kernels over one domain fused when no dependence crosses a "
                        "thread, dead temporaries made registers; --fusion=STRATEGY "
                        "(gpu_fuse.h)"},
    [KF_PASS_LAUNCH_SHAPE] = {"launch-shape", "opencl cuda", false,
                              "the static profiler picks each kernel's block shape (launch.h); "
                              "off: a fixed default (32x8, 256)"},
    [KF_PASS_COALESCE] = {"coalesce", "opencl cuda", false,
                          "dimension interchange for coalescing: the band loop whose accesses "
                          "are cheapest in cache lines per warp (the one that indexes the "
                          "contiguous dimension) goes on thread index x; off: the innermost "
                          "loop on x (launch.h)"},
    [KF_PASS_SINGLETON] = {"singleton", "opencl cuda", false,
                           "a band loop of one iteration is not launched: one thread dimension "
                           "less, its iterator the lower bound (gpu_geom.h)"},
    [KF_PASS_FLATTEN] = {"flatten", "opencl cuda", false,
                         "thread dimensions x and y launched as one where x's constant trip "
                         "count leaves an eighth or more of the block's x threads idle "
                         "(gpu_geom.h)"},
    [KF_PASS_WINDOW] = {"window", "opencl cuda", false,
                        "stencil reads with constant offsets served from a work-group tile "
                        "with its halo in __local/__shared__ memory, one load per element, a "
                        "barrier (gpu_window.h)"},
    [KF_PASS_KTILE] = {"ktile", "opencl cuda", false,
                       "a two-loop band's reduction loop cut into tiles whose shared operands "
                       "(X[i][k], X[k][j]) the block loads once into __local/__shared__ "
                       "memory, between barriers; sums kept in source order (gpu_ktile.h)"},
    [KF_PASS_BOUNDS] = {"bounds", "opencl cuda", false,
                        "a kernel's per-thread test keeps only the bounds isl does not prove "
                        "over the launched grid, the host loops and ifs around it and the "
                        "other tests (gpu_guard.h)"},
    [KF_PASS_INTERIOR] = {"interior", "opencl cuda", false,
                          "a kernel of 2 or 3 launched dimensions whose body does work enough: "
                          "blocks wholly inside the domain run the body with no test, the "
                          "border blocks test each thread, one launch (gpu_guard.h)"},
    [KF_PASS_STRIP] = {"strip", "opencl", false,
                       "the plain kernel of a k-tiled pair (the one a CPU device runs): each "
                       "work-item runs a strip of one vector's worth of consecutive x "
                       "iterations, the strip innermost inside loop k, its sums in registers "
                       "(gpu_ktile.h)"},
    [KF_PASS_REGIONS] = {"regions", "opencl cuda", false,
                         "consecutive fragments of one block, with host code between them, share "
                         "device buffers and one transfer program"},
    [KF_PASS_TREE_REGIONS] = {"tree-regions", "opencl cuda", false,
                              "host loops and branches around fragments join the region, so copies "
                              "move out of them"},
    [KF_PASS_TRANSFERS] = {"transfers", "opencl cuda", true,
                           "host/device copies placed after each change and moved forward, out of "
                           "loops and branches, checked on every path (xfer.h)"},
    [KF_PASS_HOMES] = {"homes", "opencl cuda", false,
                       "device buffers declared where their variables are born and freed by their "
                       "scope, not per region"},
    [KF_PASS_ORDER_KEEP] = {"order-keep", "all", false,
                            "before the plan (and before deepen), a triangular recurrence "
                            "(trisolv, cholesky, lu's lower row) rescheduled so that a host loop "
                            "runs in order around parallel kernels, each sum still in its source "
                            "order: isl's scheduler on the exact dependences (cholesky "
                            "right-looking), else a forward substitution a column at a time, "
                            "checked by isl; OpenMP: isl's route where a step pays for its "
                            "barriers, one region around the outer loop (gpu_order.h)"},
};

const struct kf_gen_pass_info *kf_gen_passes(void)
{
    return passes;
}

int kf_gen_pass_parse(const char *name)
{
    for (int p = 0; p < KF_PASS_COUNT; p++)
        if (strcmp(name, passes[p].name) == 0)
            return p;
    return -1;
}

bool kf_gen_pass_on(const struct gen *g, enum kf_gen_pass p)
{
    return passes[p].required || !g->o || !(g->o->disabled & (KF_PASS_BIT(p)));
}

bool kf_gen_dumping(const struct gen *g, enum kf_gen_pass p)
{
    return g->o && g->o->dump && g->o->dump_after == p;
}

void kf_gen_dump(const struct gen *g, enum kf_gen_pass p, const char *fmt, ...)
{
    if (!kf_gen_dumping(g, p))
        return;
    va_list ap;
    va_start(ap, fmt);
    vfprintf(g->o->dump, fmt, ap);
    va_end(ap);
}

void kf_gen_log(const struct gen *g, enum kf_gen_pass p, const char *fmt, ...)
{
    char line[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    if (g->o && g->o->explain)
        fprintf(g->o->explain, "  %s: %s\n", passes[p].name, line);
    kf_gen_dump(g, p, "-- %s: %s\n", passes[p].name, line);
}

enum kf_gen_pass kf_gen_pass_enter(struct gen *g, enum kf_gen_pass p)
{
    enum kf_gen_pass was = g->pass;
    g->pass = p;
    return was;
}
