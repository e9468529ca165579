/*
 * gpu.h (private): the OpenCL and CUDA back ends of `kforge gen` (gen.h), one
 * core over two host APIs (STYLE.md habit 7; seed 003 §3-5).
 *
 * Per fragment the core makes a host plan, a tree over the fragment's
 * loop tree:
 *
 *     KERNEL  an outermost parallel band: up to three perfectly nested
 *             parallel loops, step +-1, one lower and one upper bound each,
 *             inner bounds free of the band's own iterators; one thread per
 *             iteration, the body (inner sequential loops included) as the
 *             user wrote it, arrays linearised with their declared extents;
 *             the band's outer loop may advance induction variables (ir.h,
 *             struct kf_induct: each thread sets its by-value copy first,
 *             the host advances k after the launch);
 *             or, for a loop that carries only scalar reductions, a
 *             reduction kernel over its band (inner loops carrying the
 *             same reductions or nothing folded in): gen_reduce.h writes
 *             the kernel, its fold kernel and their launch
 *     LOOP    a loop that stays on the host and holds kernels (seed 003's
 *             LU: the k loop launches two kernels per iteration)
 *     ONE     a statement inside such a host loop, run by one thread so
 *             that the data it touches need not travel (seed 003 §3's
 *             second kind of fragment); not when it writes a scalar
 *     LEAF    anything else, run on the host exactly as written
 *
 * A fragment without a kernel is left alone, with a warning saying why.
 * Otherwise its text (first statement to last) is replaced by a block: the
 * plan's host code with launches and copies where xfer.h placed them
 * (checked with kf_xfer_verify).  Consecutive fragments of one block with
 * host code between them that does not jump (gap_scan) form one region
 * (struct region): one xfer program over all of them, so data stays on the
 * device across the host code when the model shows it does not need it.
 * A `for`, `while` or `do` loop whose headers and host code gap_scan can
 * model makes one region of all the fragments under it, in whatever block
 * (a tree: struct tnode), so copies move out of loops and branches too: a
 * time loop around a fragment copies once.  Device buffers
 * are declared where their variables are born and freed by their scope
 * (struct home); where that is not safe, the region allocates them before
 * its first fragment and frees them after its last.  Kernels
 * and the runtime helpers go at file scope before the first function that
 * needs them.  All text is written through kgen (kgen.h): kernels in the
 * target dialect, host code and helpers in C.
 *
 *                 OpenCL                              CUDA
 *   files         one C file                          two (gen.h): the user's C file
 *                                                     with the host code, still C,
 *                                                     and a .cu with the kernels
 *   kernels       OpenCL C, embedded as one string,   __global__ functions in the
 *                 built at run time (kf_cl_init)      .cu, each with an extern "C"
 *                                                     launcher (<<<>>> inside) that
 *                                                     the host C calls
 *   buffers       cl_mem kf_A_dev                     double *kf_A_dev
 *   checks        kf_cl_check(err, "call", line)      kf_cuda_check(...)
 *   macros        the kernel source starts with       the .cu starts with the user's
 *                 "#define NAME " KF_STR(NAME) under  preprocessor lines before the
 *                 #ifdef NAME, for every identifier   first function with a kernel
 *                 it uses that is not a variable      (the kernels' place in a
 *                 (the host's own expansion,          one-file layout)
 *                 stringised by the host compiler);
 *                 function-like macros, user
 *                 functions and preprocessor lines
 *                 keep a loop on the host
 *
 * Known limits: scalars the kernels write (iterators and privatised
 * temporaries declared outside the fragment) are not copied back, so after
 * the fragment they keep their values from before it; arrays whose extent
 * is not declared (pointers) keep their loops on the host.  A reduction
 * kernel's scalar is copied to the device before each launch and back after
 * it (not through xfer.h), so the host always holds its value.
 *
 * Packed rows: an array of row pointers (double **, float *const *) whose
 * accesses reach a box of rows and columns exactly has one buffer of that
 * box; the host packs the rows into one block before the kernel and, for
 * one the kernels write, unpacks it after (gpu_rows.c).  A triangle or
 * jagged rows stay on the host, as do written rows not proven apart.
 */
#ifndef KF_GPU_H
#define KF_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "codegen/gen_int.h"
#include "codegen/gen_reduce.h"
#include "codegen/gpu_fuse.h"
#include "codegen/gpu_ktile.h"
#include "codegen/gpu_window.h"
#include "codegen/launch.h"
#include "codegen/xfer.h"
#include "kforge/arena.h"
#include "kforge/kgen.h"

enum { MAX_KERNELS = 256, MAX_IDENTS = 256 };
/* the largest array a kernel's thread holds in private memory */
enum { KF_GPU_PRIVATE_BYTES = 4096 };

/* The file: every kernel made so far, and where the helpers go. */
struct kf_gpu_file {
    kf_arena *ar;
    struct kf_kgen *kg;      /* kernels, in the target dialect */
    int nkernel;
    int nplanned;             /* kernels the fragments planned so far may write:
                                 a region plans fragments ahead of the one
                                 being written, so the cap counts these */
    const char *kname[MAX_KERNELS];
    int nident;               /* OpenCL: identifiers handed over as #define */
    const char *ident[MAX_IDENTS];
    int nmac;                 /* OpenCL: function-like macros defined again in the source */
    const struct kf_macro *mac[MAX_IDENTS];
    bool uses_double;
    bool dual_window;         /* OpenCL: a kernel comes windowed and plain, chosen at run
                                 time by the device's type (kf_cl.kf_window) */
    bool cl_fit;              /* OpenCL: a launch sizes its groups at run time (kf_cl_fit) */
    bool have_prelude_at;
    size_t prelude_at;        /* start of the first function with a kernel */
    unsigned long cl_fdefs;   /* OpenCL: builtins[i] already #defined (cl_float_names) */
    struct prepared *prep;    /* per fragment of the file */
    int nhome;                /* device buffers declared where their variables are born */
    struct home *home[MAX_KERNELS];
    int ndecl;                /* the file's declarations in the kernels' source, by */
    unsigned decl_at[MAX_IDENTS]; /* their offsets (gpu_decl.c) */
    int nfree_line;           /* lines that have a cleanup function (kf_cl_free_LINE) */
    int free_line[MAX_KERNELS];
    /* CUDA: one launcher per kernel, extern "C", in the .cu file (wrap);
     * their prototypes go into the host C file */
    struct kf_kgen *wrap;
    int nlauncher;
    const char *launcher[MAX_KERNELS];
};

enum hkind { H_KERNEL, H_ONE, H_LOOP, H_LEAF };

struct region;
struct home;
struct prepared; /* a fragment's plan, made once (kf_gpu_fragment) */

struct hnode {
    enum hkind kind;
    const struct kf_node *n;
    int depth;                      /* KERNEL: band loops */
    const struct kf_node *band[3];
    const char *kname;              /* KERNEL */
    const char *body;               /* KERNEL: rewritten body text */
    int nkid;
    struct hnode *kids;             /* LOOP (an if's: its then branch) */
    int nekid;
    struct hnode *ekids;            /* LOOP of an if: its else branch */
    const char *why;                /* LEAF loop: why it stays on the host */
    bool replay;                    /* KERNEL: replay counters that outlive it */
    bool lastv;                     /* KERNEL: scalars whose last values the host
                                       computes after it (kf_gpu_host_last) */
    const struct kf_loop_info *red; /* KERNEL: a reduction kernel of the band's
                                       top loop (gen_reduce.h), or NULL */
    struct kf_red_kernel *rk;       /* its description, once planned */
    struct kf_windows *win;         /* KERNEL: arrays read through local memory
                                       (gpu_window.h), or NULL */
    struct kf_ktile *kt;            /* KERNEL: its reduction loop tiled (gpu_ktile.h), or NULL */
    int nfuse;                      /* KERNEL: kernels fused into this one, run after */
    struct hnode *fuse;             /* it by each thread, in order (gpu_fuse.h) */
    bool *reg;                      /* var id -> a temporary the fusion made a register */
    bool *priv;                     /* KERNEL: var id -> an array private to each thread,
                                       filled from its buffer first, or NULL */
    const char **red_elem;          /* KERNEL with red: var id -> the one element of that
                                       array it reduces, as device text, or NULL */
    /* KERNEL: a wavefront (gpu_plan.c try_wave): band[0] is the outer loop of a
     * nest of two whose body each thread runs whole; the host launches one
     * kernel per wave w = wave_a * e0 + e1 (e: the iterators in execution
     * order), passing w through the inner iterator, which each thread then
     * sets from w and its outer iterator */
    const struct kf_node *wave_inner;
    int wave_a;
    /* KERNEL: the launch's geometry (gpu_geom.h): bit t of single, thread
     * dimension t's loop runs once and is not launched; flat > 0, thread
     * dimensions x and y launched as one, x's loop having flat iterations */
    unsigned single;
    long flat;
};

/* An array of row pointers a fragment reads, packed on the host into one
 * device buffer (gpu_rows.c): nd levels (2: rows, columns; 3: planes,
 * rows, columns), level k from lo[k] to hi[k] (the fragment's
 * parameters), len[k] of them; count of them in all (host text, 0 where
 * the box is empty). */
struct kf_gpu_rows {
    int nd;
    struct kf_poly *lo[3], *hi[3], *len[3];
    const char *guard; /* NULL, or where the box holds (kf_analysis_row_box) */
    const char *span_lo, *span_hi; /* NULL, or (two levels) the columns of row kf_rr that
                                      the pack reads: a triangle, a stencil's cross
                                      (kf_analysis_row_spans) */
    const char *count;
};

struct frag {
    struct gen *g;
    struct kf_gpu_file *F;
    int fi;
    const struct kf_fragment *f;
    const struct kf_deps *dp;
    bool cuda;
    bool *dev_array;                /* var used by some kernel */
    struct region *R;               /* the fragments sharing its device buffers */
    int *x_of;                      /* var id -> the region's xfer variable or -1 */
    const char **extent;            /* var id -> elements of a pointer array, or NULL */
    struct kf_gpu_rows **rows;      /* var id -> an array of row pointers packed (gpu_rows.c), */
    const char **rows_why;          /* or NULL and why not */
    const char *alias_why;          /* why no run-time test tells its pointers apart, or NULL */
    int nfin;                       /* fold kernels of the reduction kernels planned */
    /* while a windowed kernel's body is written again (kf_gpu_device_text):
     * its windows and the kernel */
    const struct kf_windows *win;
    const struct hnode *win_h;
    const struct kf_ktile *kt;      /* ... or a tiled kernel's reduction loop (gpu_ktile.h) */
    const struct hnode *kt_h;
    const bool *reg;                /* ... or a fused kernel's: its registers */
    const bool *priv;               /* while a kernel's parameters are written: its
                                       private arrays (kf_gpu_param_text) */
    /* while a reduction kernel's body is written: its loop's reductions;
     * an access that reduces an element of an array becomes its private
     * copy kf_e_NAME, the element's text kept in red_elem[var] */
    const struct kf_loop_info *red_li;
    const char **red_elem;
    /* kernel-side names of the parameters that are no identifier (struct
     * members, products: kf_gpu_arg_name), and the fragment as kernels
     * print polynomials, with those names (kf_gpu_kpoly_text); lazy */
    const char **arg_name;
    struct kf_fragment *kview;
};


/* The device variables some host code reads, and those it may write
 * (gap_scan). */
struct gap_use {
    uint64_t reads, writes;
};

/*
 * A tree region (seed 003 §4: copies move out of loops and branches while
 * no use needs them): a loop of the host and what is under it, read as
 * sequences of host code, fragments with kernels, and statements (for,
 * while and do loops, ifs with an optional else block) that hold such
 * fragments, each with its own body, and exit tests (`if (C) break;`, `if
 * (C) continue;` of a loop of the tree: an xfer if whose body is the jump).
 * tree_region() finds it; the xfer program then holds
 * the loops and ifs, so data stays on the device from one iteration to the
 * next and across fragments in different blocks.
 */
enum tnode_kind { TN_HOST, TN_FRAG, TN_CTRL, TN_JUMP };

struct tseq;

struct tnode {
    enum tnode_kind kind;
    size_t b, e;               /* its text: the host code, the fragment's statements,
                                * the statement from its keyword to past its end */
    int line;
    int k;                     /* TN_FRAG: the fragment's index in the region */
    struct gap_use use;        /* TN_HOST: what it reads and may write; TN_CTRL: its header;
                                  TN_JUMP: its condition */
    bool opaque;               /* ... through code the model cannot follow */
    bool is_if;                /* TN_CTRL */
    bool is_break;             /* TN_JUMP: a break (else a continue) */
    size_t open, close;        /* TN_CTRL: its body's braces */
    size_t hb, he;             /* TN_CTRL: its header's inside; TN_JUMP: its condition */
    struct tseq *body;         /* TN_CTRL */
    struct tseq *orelse;       /* TN_CTRL: an if's else block, or NULL */
};

struct tseq {
    int n;
    struct tnode *items;
    size_t close;              /* the '}' that ends it; 0 for the root */
    struct kf_xfer_seq *xs;    /* its xfer sequence (tree_xfer) */
    int *at;                   /* where item i's xfer items start in xs */
};

/*
 * A region: consecutive fragments of one block that share device buffers
 * (seed 003 §4: allocate once, keep data on the device while no host code
 * needs it).  Between two of its fragments there is only host code that
 * does not jump out (a gap), modelled as one host statement that reads the
 * device variables it names and writes those it may change (gap_scan), or
 * reads and writes all of them when it does something the model cannot
 * follow (a call, a pointer kforge does not know).
 */
enum { MAX_REGION = 32 };

struct region {
    int n;                              /* fragments */
    int fi[MAX_REGION];                 /* their indices in the file */
    struct frag *x[MAX_REGION];
    size_t b[MAX_REGION], e[MAX_REGION]; /* the text each replaces */
    int nx;                             /* device variables of all of them */
    struct frag *rep_x[KF_XFER_MAX_VARS]; /* one fragment that uses each, and its var id */
    int rep_v[KF_XFER_MAX_VARS];
    struct gap_use gap[MAX_REGION];     /* gap after fragment k: variables it reads, may write */
    bool homed[KF_XFER_MAX_VARS];       /* its buffer lives where the variable is born */
    bool gap_opaque[MAX_REGION];
    struct tseq *tree;                  /* a tree region: its root (the top statement) */
    struct kf_xfer_seq *fseq[MAX_REGION]; /* fragment k's items in the xfer program */
    int ffirst[MAX_REGION];             /* ... from this index on */
    size_t start;                       /* the region's first character: b[0] or the top's */
    /* xfer variables past nx: the elements of one device array that a while's
     * condition reads (kf_gpu_tree_cond): cond_of[xv] the array's number,
     * cond_elem[xv] its ncond_elem[xv] elements as host text ("y[3]") */
    int cond_of[KF_XFER_MAX_VARS];
    int ncond_elem[KF_XFER_MAX_VARS];
    const char **cond_elem[KF_XFER_MAX_VARS];
};

static inline struct frag *region_x(const struct region *R, int xv) { return R->rep_x[xv]; }
static inline int region_v(const struct region *R, int xv) { return R->rep_v[xv]; }

/* The identifiers a kernel's text names (kf_gpu_scan). */
struct idents {
    const struct kf_node *ctx;  /* the band's top loop */
    bool *var;                  /* fragment variables named */
    int nfree;
    const char *free_[MAX_IDENTS];
    const char *bad;            /* a call kforge cannot put on the device */
    const char *bad_why;        /* ... the reason, when its helper's entry gives one
                                   (kf_filedecl.device_why), or NULL */
    int nmac;                   /* function-like macros of the user's called */
    const struct kf_macro *mac[MAX_IDENTS];
    int depth;                  /* macro bodies being scanned */
    int ndecl;                  /* declarations of the file named (kf_filedecl indices) */
    int decl[MAX_IDENTS];
};

/* Variables a kernel takes as parameters, in the fragment's order: arrays
 * (device pointers) and scalars declared outside the band (by value: each
 * thread gets its own copy, holding the value from before the band). */
struct kparams {
    int n;
    int var[512];
};

/* What differs between OpenCL and CUDA on the host (gpu_opencl.c, gpu_cuda.c). */
struct host_api {
    void (*alloc)(struct frag *x, struct kf_kgen *h, int v, int line);
    void (*release)(struct frag *x, struct kf_kgen *h, int v, int line);
    void (*copy)(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir, int line);
    /* element `elem` (host text, "y[3]") of variable v, device to host
     * (inside the caller's test that it lies in the buffer) */
    void (*copy_elem)(struct frag *x, struct kf_kgen *h, int v, const char *elem, int line);
    void (*launch)(struct frag *x, struct kf_kgen *h, struct hnode *k,
                   const struct kf_launch_choice *c, const struct kparams *kp, const char **count);
    void (*prelude)(struct gen *g, struct kf_kgen *h);
    enum kf_kgen_dialect dialect; /* of the kernels */
    bool cuda;                    /* kernels in the .cu, called through launchers */
    bool shuffle;                 /* warp shuffles for reductions */
};

/* A fragment's plan, made once (kf_gpu_prepare). */
struct prepared {
    bool done;             /* planned (and warned about) */
    bool emitted;          /* its text was written with an earlier fragment's region */
    struct frag *x;
    struct hnode *roots;
    int nroot, nkernel;    /* nkernel 0: it stays on the host as written */
    const char *alias_test; /* the device code runs only where this holds, the fragment
                               as written otherwise (its pointers apart: kf_gen_alias_deps);
                               then it is a region of its own.  NULL: none */
    int nup;                /* the loops that test lets run on the device */
    int ndev_pairs;         /* the pairs that may overlap, one on the device, it tests
                               (gpu.c's alias_guard) */
    const char *alias_why;  /* why no test could be written, or NULL */
    const char *choice_test; /* gpu_choice.h: the device code only where the sizes make it
                                pay (joined to alias_test), or NULL */
    const char *choice_note; /* the host-or-device estimate for --explain, or NULL */
    bool assume_seen;       /* gpu.c's assume_function decided for it */
    bool assumed;           /* planned on the model under its run-time assumption
                               (delin-assume, kf_analysis_assume); the assumption
                               opens alias_test */
    const char *assume_why; /* why its assumption is not taken, or NULL */
    bool taken;             /* planned on the model that takes the rows of its arrays of
                               row pointers apart (kf_analysis_take_rows); the test that
                               they lie apart opens alias_test (gpu.c, take_rows) */
    struct kf_deps *rows_dp; /* then its verdicts (in the file's arena), its loops upgraded
                                where plain pointers are tested apart too */
    int rows_up;            /* the loops sequential as written that they run in parallel */
    const char *rows_why;   /* why no test of its rows could be written, or NULL */
};

/* What host code between fragments is to the model (kf_gpu_gap_scan). */
enum gap_kind { GAP_BREAK, GAP_NAMES, GAP_OPAQUE };

/* A device buffer declared where its variable is born (gpu_buffer.c). */
struct home {
    const char *name;
    size_t decl;              /* the variable's declaration */
    const char *function;     /* globals have one buffer per function */
    bool none;                /* no home: the region allocates it */
    bool used;
    size_t at;                /* where the buffer's declaration goes */
    int line;
    const char *indent;
    struct frag *x;           /* a fragment that uses it, and its var id */
    int v;
};

/* C's keywords, and the math functions a kernel may call (gpu_text.c). */
extern const char *const kf_gpu_keywords[], *const kf_gpu_builtins[];

/* gpu_extent.c: the element count of pointer array v found on the host
 * at run time (a statement expression that runs the loops around its
 * accesses whose range isl cannot bound), or NULL with *why set (NULL too
 * where isl bounds every access, or v is no pointer array) */
const char *kf_gpu_run_extent(struct frag *x, int v, const char **why);

/* gpu_rows.c: arrays of row pointers the fragment reads, packed into one
 * device buffer: x->rows and x->rows_why planned (kf_gpu_prepare); v's
 * box, or NULL; "sizeof a[0][0]" for such an array, else "sizeof a[0]"
 * (a buffer's bytes); the kernel's index of a[row][col] in the packed
 * buffer; the host's copy: to the device the pack and one write of it,
 * write_fmt taking the buffer, the block, its bytes and the line
 * ("kf_cl_write(%s, %s, %s, %d);"), back one read (read_fmt: the block
 * first, then the buffer) and the unpack; oom the statement taking the
 * line that fails when malloc does.  kf_gpu_rows_subs: the subscripts
 * e0, e1 (, e2) of access ac, a[e0][e1] of an array of row pointers (its
 * rows' reading, or its own where it has a dimension a level), or NULL.
 * kf_gpu_rows_index takes the subscripts' kernel texts, one a level. */
void kf_gpu_rows_plan(struct frag *x);
struct kf_poly *const *kf_gpu_rows_subs(const struct kf_fragment *f, const struct kf_access *ac);
const struct kf_gpu_rows *kf_gpu_rows_of(const struct frag *x, int v);
const char *kf_gpu_elem_sizeof(struct frag *x, int v);
const char *kf_gpu_rows_index(struct frag *x, int v, const char *const *sub);
void kf_gpu_rows_copy(struct frag *x, struct kf_kgen *h, int v, enum kf_xfer_dir dir,
                      const char *oom, const char *write_fmt, const char *read_fmt, int line);

/* gpu_text.c */
size_t kf_gpu_node_end(const struct gen *g, const struct kf_node *n);
size_t kf_gpu_header_begin(const struct kf_node *L);
size_t kf_gpu_header_end(const struct gen *g, const struct kf_node *L);
bool kf_gpu_alone_on_line(const struct gen *g, size_t off);
char *kf_gpu_node_text(struct frag *x, size_t off, size_t end);
bool kf_gpu_alone_in(const char *s, const char *p);
bool kf_gpu_kids_cover(const struct gen *g, size_t b, size_t e, int n, struct kf_node *const *kid);
const char *kf_gpu_poly_text(struct frag *x, const struct kf_poly *p);
/* A parameter as a kernel names it: a struct member ("m->rows") or a
 * product of parameters ("(w * h)") by a name of its own ("kf_m_rows",
 * "kf_w_h"), which the host passes the value of; any other variable by its
 * name.  kpoly: p as kernel text, with those names; arg_var: the member or
 * product a kernel-side name s[0..n) stands for, or -1. */
const char *kf_gpu_arg_name(struct frag *x, int v);
const char *kf_gpu_kpoly_text(struct frag *x, const struct kf_poly *p);
int kf_gpu_arg_var(struct frag *x, const char *s, size_t n);
/* The user's text [b, e) for a kernel: every place in it that names a
 * member parameter replaced by its kernel-side name. */
const char *kf_gpu_src_text(struct frag *x, size_t b, size_t e);
/* NULL when each place in [b, e) that names a member spells its access
 * path (tokens as written), else why it cannot be renamed. */
const char *kf_gpu_member_uses_why(struct frag *x, size_t b, size_t e);
const char *kf_gpu_paren(struct frag *x, const char *s);
const char *kf_gpu_elem_type(struct frag *x, const struct kf_var *v);
int kf_gpu_type_size(const char *t);
bool kf_gpu_in_list(const char *const *list, const char *s, size_t n);
/* The device text `text` with each user variable named by a word the
 * device language reserves (OpenCL C: half, local, uint, float4; CUDA's
 * C++: new, this, class) as kf_<word>, everywhere in it: the kernels, the
 * file's helpers and CUDA's launchers say it alike, and the host passes
 * arguments by position.  Malloc'ed (the caller frees), NULL when out of
 * memory. */
char *kf_gpu_rename_reserved(const struct gen *g, const char *text, bool cuda);
int kf_gpu_var_named(const struct kf_fragment *f, const struct kf_node *ctx, const char *s,
                     size_t n);
bool kf_gpu_basic_type(const char *t);
const char *kf_gpu_scalar_type(const struct kf_var *v);
/* What the OpenCL host passes by address for kernel parameter var v (an
 * array's device buffer, a scalar's name); a compound literal of its type
 * for one with no address: a product "(w * h)", a register variable. */
const char *kf_gpu_cl_arg(struct frag *x, int v);
/* The user's object-like macro `name` as a fragment of prog expands it
 * (the front end's record: "GC 64") where the main file defines it at or
 * after offset `from`, or NULL.  A kernel's source is written where the
 * file's first kernel's function begins (prelude_at): a macro the file
 * defines further down is not defined there, so the back ends define it
 * from this record where the host's preprocessor has not. */
const struct kf_macro *kf_gpu_object_macro(const struct kf_program *prog, const char *name,
                                           size_t from);
const char *kf_gpu_param_type(struct frag *x, const struct kf_var *v);
void kf_gpu_scan(struct frag *x, const char *s, struct idents *out);
const char *kf_gpu_kernel_name(struct frag *x, const struct kf_node *L);
const char *kf_gpu_dev_name(struct frag *x, int v);
const char *kf_gpu_bytes_name(struct frag *x, int v);

/* gpu_decl.c: the file's declaration named s[0..n) of that kind in x's
 * fragment (kf_filedecl), or -1; the type's; is type a struct of the file laid out
 * alike on host and device; the declarations decl[0..n) (indices) and those
 * they name, written before the next kernel unless an earlier one has them */
int kf_gpu_filedecl(const struct frag *x, const char *s, size_t n, enum kf_filedecl_kind kind);
int kf_gpu_type_decl(const struct frag *x, const char *type); /* "struct s" or "s_t" */
bool kf_gpu_struct_ok(const struct frag *x, const char *type);
void kf_gpu_use_decls(struct frag *x, const int *decl, int n);
/* The calls in [b, e) (kernel h's text) of helpers that take pointers
 * (kf_hcall): NULL when each passes, to every pointer parameter, an array
 * the kernel holds in global memory, perhaps plus an offset; else why
 * not (a thread's own array, a row the kernel holds flat, a call whose
 * accesses the front end could not follow). */
const char *kf_gpu_helper_calls_why(struct frag *x, const struct hnode *h, size_t b, size_t e);

/* gpu_kernel.c: what a kernel's text (or a declaration's) needs in the
 * file's kernel source: its free identifiers and macros handed over
 * (OpenCL), C's float function names */
void kf_gpu_hand_over(struct frag *x, const struct idents *id, const char *text);
/* the type of a derived pointer (frontend/c/ptr.c) declared in a kernel:
 * OpenCL's __global in front, no restrict (CUDA's C++ lacks it) */
const char *kf_gpu_ptr_type(struct frag *x, const struct kf_var *v);

/* gpu_body.c */
bool kf_gpu_stmt_in(const struct kf_stmt *s, size_t b, size_t e);
/* Does the host loop `next` access every array that the statements of
 * `n` access?  Then a one-thread kernel of n (gpu_plan.c) saves no copy:
 * whatever it writes must come back for next (gpu_body.c). */
bool kf_gpu_host_covers(const struct frag *x, const struct kf_node *n,
                        const struct kf_node *next);
char *kf_gpu_device_text(struct frag *x, size_t b, size_t e, const char **why);
/* kf_gpu_device_text of a band's body: a `continue` of the band's loop
 * (the only jump out of an iteration a kernel's body keeps) ends the
 * thread's iteration */
char *kf_gpu_band_text(struct frag *x, size_t b, size_t e, const char **why);
const char *kf_gpu_pointer_extent(struct frag *x, int v);
const char *kf_gpu_extent_of(struct frag *x, int v);
/* a pointer to rows of declared length (`const float (*cent)[DIM]`): the
 * rows its buffer holds, from the accesses (analysis/extent.h's end row),
 * or NULL */
const char *kf_gpu_row_pointer_extent(struct frag *x, int v);
/* Why a kernel whose body names `name` freely cannot be made: name is a
 * parameter in a row length of an array parameter ("int n, double X[n][n]"
 * with loops bounded by a macro), which kernels receive only as fragment
 * variables; NULL when it is not. */
const char *kf_gpu_unpassed_extent(struct frag *x, const char *name);

/* gpu_branch.c: plans if n, whose branches hold loops, into h: a host
 * node that launches its branches' kernels (H_LOOP over an if), or a leaf
 * with h->why.  *nkernel counts the kernels planned. */
void kf_gpu_plan_if(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel);

/* gpu_last.c: a scalar v that kernel L writes and that outlives it, whose
 * last value the host computes after the launch from the loop bounds (its
 * one statement run again at L's last iteration).  why: NULL when it can,
 * else the reason; host_last: can it; any: does such a v, named outside the
 * fragment, exist; emit: those statements, after the launch (each under
 * the test that its loops run). */
const char *kf_gpu_host_last_why(const struct frag *x, const struct kf_node *L, int v);
bool kf_gpu_host_last(const struct frag *x, const struct kf_node *L, int v);
bool kf_gpu_host_last_any(const struct frag *x, const struct kf_node *L);
void kf_gpu_host_last_emit(struct frag *x, struct kf_kgen *h, const struct kf_node *L);
/* Is scalar v, declared outside L and named outside the fragment, each
 * thread's own in a kernel of L: L writes it, no iteration reads the value
 * from before it, and after L it is dead (kf_omp_dead_after) or its last
 * value is the host's to compute (kf_gpu_host_last)? */
bool kf_gpu_outliving_own(const struct frag *x, const struct kf_node *L, int v);
/* After a kernel of L: L's loop headers again with empty bodies, so that
 * counters declared outside L end as the sequential loops leave them. */
void kf_gpu_replay_counters(struct frag *x, struct kf_kgen *h, const struct kf_node *L);

/* gpu_plan.c */
bool kf_gpu_declared_inside(const struct kf_var *v, const struct kf_node *L);
bool kf_gpu_is_inner_iter(const struct frag *x, int v, const struct kf_node *L);
bool kf_gpu_thread_temp(const struct frag *x, const struct kf_node *L, int v);
bool kf_gpu_thread_own(const struct frag *x, int v, const struct kf_node *L);
void kf_gpu_kernel_params(struct frag *x, struct hnode *h, struct kparams *kp, bool *used);
void kf_gpu_band_body(const struct frag *x, const struct kf_node *L, size_t *b, size_t *e);
/* Band loop d of h (step 1) whose bounds may name the iterators of the
 * band loops outside it (syrk's j <= i, covariance's j >= i): the launch
 * covers their box, from the least lower bound over the outer loops'
 * ranges to the greatest upper bound, and the kernel tests both true
 * bounds.  kf_gpu_band_box: p's extreme (dir 1: greatest, -1: least) over
 * the ranges of band loops 0..d-1, NULL when p is not linear in them.
 * kf_gpu_band_boxed: does loop d's header name an outer band iterator? */
struct kf_poly *kf_gpu_band_box(struct frag *x, const struct kf_node *const *band, int d,
                                const struct kf_poly *p, int dir);
bool kf_gpu_band_boxed(const struct hnode *h, int d);
/* Stepped bands: a band loop may step by more than one (`for (i = 0; i <
 * n * NV; i += NV)`, a lattice's cells, a pixel's channels): thread t of
 * its dimension runs i = lb + step * t, the launch counts (ub - lb) / |step|
 * + 1 threads, and each thread tests i against ub (gpu_guard.c); a
 * reduction kernel's grid-stride loop runs i = lb + step * idx over the
 * same count (gen_reduce.c).  The
 * passes that lay a band's iterations out otherwise (windows, tiles of its
 * reduction loop, fusion, the launch's flattening, the interior split)
 * leave a stepped band alone.  kf_gpu_band_stepped: does some band loop of
 * h step by more than one?  kf_gpu_trip: B's trip count over lo..hi
 * (bounds as constants, hi before lo: 0); kf_gpu_trip_text: the same as C
 * text from the bounds' polynomials. */
bool kf_gpu_band_stepped(const struct hnode *h);
long kf_gpu_trip(const struct kf_node *B, long lo, long hi);
const char *kf_gpu_trip_text(struct frag *x, const struct kf_node *B, const struct kf_poly *lo,
                             const struct kf_poly *hi);
/* After the launch of kernel n (and of the kernels fused into it), inside
 * the test that its band runs: each induction variable of a band's outer
 * loop advanced as the sequential loop leaves it, k += step * count (count:
 * the outer loop's trip count, as text). */
void kf_gpu_induct_after(struct frag *x, struct kf_kgen *h, const struct hnode *n,
                         const char *count);
void kf_gpu_plan_kids(struct frag *x, int nkid, struct kf_node *const *kid, struct hnode **out,
                      int *nout, int *nkernel);
void kf_gpu_plan(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel);

void kf_gpu_dump_plan(struct frag *x, const struct hnode *h, int n, int depth);

/* gpu_kernel.c */
const char *kf_gpu_param_text(struct frag *x, const struct kparams *kp);
void kf_gpu_emit_kernel(struct frag *x, struct hnode *h, const struct kf_launch_choice *ch);
void kf_gpu_choose_shape(struct frag *x, const struct hnode *h, struct kf_launch_choice *best);
void kf_gpu_xitem(struct frag *x, struct hnode *h, struct kf_xfer_seq *s, int i);
struct kf_xfer_seq *kf_gpu_new_seq(int n, struct kf_xfer_node *owner, struct kf_xfer_seq *parent,
                                   int pidx);
void kf_gpu_mark_dev(struct frag *x, struct hnode *h, int n);

/* gpu_cuda.c */
void kf_gpu_cu_launcher(struct kf_gpu_file *F, const char *kname, const char *params,
                        const char *names);
bool kf_gpu_launcher_params(struct frag *x, const struct kparams *kp, char *params,
                            size_t np, char *names, size_t nn);
int kf_gpu_cu_device_file(struct gen *g);

/* gpu_host.c */
void kf_gpu_fn(struct kf_kgen *h, const char *decl);
void kf_gpu_check_fn(struct kf_kgen *h, const char *decl, const char *cond, const char *msg);
/* includes ("#include <CL/cl.h>\n..."), out of reach of the user's macros:
 * each macro the main file defines whose name holds a lowercase letter and
 * does not start with '_' is saved, undefined before them and restored
 * after them (#pragma push_macro/pop_macro); F->ar memory.  A generated file
 * includes its system headers after the user's lines, where a user's
 * `#define size 5` would rewrite the headers' parameters. */
const char *kf_gpu_guard_includes(struct gen *g, const char *includes);
void kf_gpu_red_buffers(struct kf_kgen *h, struct hnode *hn, int n, bool alloc, int line);
void kf_gpu_emit_copies(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                        const struct kf_xfer_seq *s, int i, int line);
int kf_gpu_emit_seq(struct frag *x, struct kf_kgen *h, const struct host_api *api,
                    struct hnode *hn, const struct kf_xfer_seq *s, int first, int nitem,
                    int last_line);
size_t kf_gpu_function_start(const struct gen *g, const char *name, size_t off);
void kf_gpu_warn_leaves(struct frag *x, struct hnode *h, int n);
struct kf_gpu_file *kf_gpu_file_of(struct gen *g);
bool kf_gpu_device_only(const struct gen *g, const struct region *R, int i);

/* gpu_region.c */
size_t kf_gpu_prev_significant_at(const struct gen *g, size_t off);
char kf_gpu_prev_significant(const struct gen *g, size_t off);
size_t kf_gpu_next_significant(const struct gen *g, size_t off, size_t to);
enum gap_kind kf_gpu_gap_scan(const struct region *R, const char *text, size_t from, size_t to,
                              struct gap_use *use);
bool kf_gpu_skip_noncode(const struct gen *g, size_t *p, size_t end, bool *bol);
bool kf_gpu_word_in(const char *text, size_t from, size_t to, const char *s, size_t n);
bool kf_gpu_in_macro(const struct gen *g, const char *s, size_t n);
bool kf_gpu_region_vars(struct region *R, int k);
void kf_gpu_region_host_vars(struct region *R);
const char *kf_gpu_region_vars_ok(const struct region *R, int k);
void kf_gpu_make_region(struct gen *g, int fi, struct region *R);
char *kf_gpu_body_text(struct gen *g, struct kf_kgen *h, size_t b, bool bare);

/* gpu_buffer.c */
int kf_gpu_line_of(const struct gen *g, size_t off);
size_t kf_gpu_match_close(const struct gen *g, size_t p);
bool kf_gpu_function_body(struct frag *x, size_t *open, size_t *close);
struct home *kf_gpu_home_of(struct frag *x, int v);
void kf_gpu_write_homes(struct gen *g);
void kf_gpu_free_helpers(struct gen *g, struct kf_kgen *h);
void kf_gpu_declare_buffers(struct region *R, struct kf_kgen *h, const struct host_api *api,
                            int line);
void kf_gpu_explain_region(struct gen *g, const struct region *R, const struct kf_xfer_prog *xp);

/* gpu_tree.c */
bool kf_gpu_tree_region(struct gen *g, int fi, struct region *R);
struct kf_xfer_seq *kf_gpu_tree_xfer(struct region *R, struct tseq *S, struct kf_xfer_node *owner,
                                     struct kf_xfer_seq *parent, int pidx);
void kf_gpu_tree_copies(struct gen *g, struct region *R, const struct host_api *api,
                        const struct tseq *S, const struct tnode *owner);
/* Tree region R's xfer program xp (before kf_xfer_place): where the
 * condition of a while or do loop of the tree reads elements of a device
 * array at subscripts fixed for the whole region, those elements become an
 * xfer variable of their own that the device writes with the array and the
 * condition reads instead of it, so that each round brings back only them
 * (R->cond_of). */
void kf_gpu_tree_cond(struct gen *g, struct region *R, struct kf_xfer_prog *xp);
/* After kf_xfer_place: the copies to the device of those elements are
 * dropped (the host never writes them: their array's own copy covers
 * them), so that dumps, --explain and the code show none. */
void kf_gpu_tree_cond_drop(const struct region *R, struct kf_xfer_seq *S);

/* gpu.c */
struct prepared *kf_gpu_prepare(struct gen *g, int fi);

/* gpu.c: the entries of struct kf_backend (gen_int.h) the two targets share. */
int kf_gpu_fragment(struct gen *g, int fi);
int kf_gpu_finish(struct gen *g);
void kf_gpu_release(struct gen *g);

#endif
