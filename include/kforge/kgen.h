/*
 * kgen.h: the kernel generator context every code emitter in kforge writes
 * through (seed 004, clBLAS's "kernel generator infrastructure").
 *
 * A context owns the generated source text, the declared functions and
 * variables, the nesting of bodies, branches and scopes, and a stack of
 * inline sections.  Emitters never write braces, declarations or
 * indentation by hand: they ask kgen, and kgen resolves name clashes,
 * hoists declarations out of loops and groups typed statements.
 *
 * ---------------------------------------------------------------------------
 * OWNERSHIP
 *   - kf_kgen_create() gives a context; kf_kgen_destroy() frees it and every
 *     string it ever returned.  Nothing else needs freeing.
 *   - Text passed in (statements, declarations, branch heads) is copied
 *     (kept by the caller); kgen never holds on to a caller's pointer.
 *   - kf_kgen_source() and kf_kgen_error_message() return text owned by the
 *     context, valid until the next call that changes it (any call that
 *     takes a non-const context).
 *   - The dialect helpers (kf_kgen_qualifier, kf_kgen_index, kf_kgen_fma,
 *     kf_kgen_vector_type, ...) return strings owned by the context that stay
 *     valid until kf_kgen_reset() or kf_kgen_destroy().  They never return
 *     NULL: on error they return "" (and the error is sticky).
 *
 * ERRORS (sticky, like a stream's error flag)
 *   Every call that changes the context returns 0 (KF_KGEN_OK) or an error
 *   code.  The first misuse or allocation failure sets the context's error
 *   and message; from then on every call returns that error and changes
 *   nothing, so a generator may check once at the end:
 *
 *       kf_kgen_stmt(g, "a = 1;");  ...  kf_kgen_end_body(g);
 *       if (kf_kgen_error(g)) fprintf(stderr, "%s\n", kf_kgen_error_message(g));
 *
 *   kf_kgen_reset() clears the error.  A NULL context (a failed create) is
 *   accepted everywhere: calls return KF_KGEN_ERR_NOMEM, kf_kgen_source()
 *   returns NULL, kf_kgen_destroy(NULL) does nothing.
 *
 * STRUCTURE
 *   file scope:   kf_kgen_file_stmt, kf_kgen_declare_function, kf_kgen_stmt
 *                 (outside a body, statements go straight to the source)
 *   function:     kf_kgen_declare_function(g, "__kernel void f(int n)");
 *                 kf_kgen_begin_body(g); ... kf_kgen_end_body(g);
 *   branches:     kf_kgen_begin_branch(g, "for (i = 0; i < n; i++)") ...
 *                 kf_kgen_else(g, NULL | "if (x)") ... kf_kgen_end_branch(g,
 *                 NULL | "while (c);") -- kgen writes " {", "} else {", "}"
 *   sections:     kf_kgen_begin_section(g, SUBGEN, POLICY) ...
 *                 kf_kgen_end_section(g); a body opens a default section
 *                 owned by its declarer (KF_KGEN_MAIN for a top function).
 *   Branches, sections and clash scopes nest properly: a branch opened in a
 *   section closes in it, a section opened in a branch ends in it.
 *
 * SHADOW BUFFER AND FLUSH
 *   Inside a function body nothing is written to the source yet: statements,
 *   declarations and branches are recorded (the shadow buffer), so that a
 *   declaration can still be hoisted before an enclosing loop and typed
 *   statements can be reordered.  The body is rendered into the source when
 *   it ends (kf_kgen_end_body).  kf_kgen_flush() closes the reordering
 *   window: statements before it are never moved past it.  kf_kgen_source()
 *   therefore shows every finished function and file-scope text, never the
 *   body still open.
 *
 * HELPER FUNCTIONS
 *   The main generator may not declare a function while a body is open
 *   (KF_KGEN_ERR_FUNCTION).  A sub-generator may: inside a section owned by
 *   a sub-generator (id != KF_KGEN_MAIN), kf_kgen_declare_function starts a
 *   helper; its body is built the usual way and, when it ends, is written
 *   at file scope BEFORE the function being built, which then continues:
 *
 *       kf_kgen_begin_section(g, 7, KF_KGEN_POLICY_DIRECT);
 *       if (!kf_kgen_has_function(g, "sq")) {
 *           kf_kgen_declare_function(g, "float sq(float x)");
 *           kf_kgen_begin_body(g);
 *           kf_kgen_stmt(g, "return x * x;");
 *           kf_kgen_end_body(g);          // "float sq(...) {...}" now in source
 *       }
 *       kf_kgen_stmt(g, "y = sq(y);");    // back in the enclosing body
 *       kf_kgen_end_section(g);
 *
 *   Function names are global to the context: a second declaration of a
 *   name is KF_KGEN_ERR_FUNCTION.
 *
 * VARIABLES (declared only through kf_kgen_declare_vars)
 *   A declaration "TYPE a [= init], *b, c[4];" may declare several names;
 *   each name gets its type (base type + stars + array suffix).  Within one
 *   function a name has ONE type: the same name with another type is
 *   KF_KGEN_ERR_VARIABLE.  For each name, against a variable V of that name
 *   still in scope:
 *     - no V: the declaration is written (at the level asked, see below);
 *     - V shareable (rules below): V is reused, never redeclared; an
 *       initialiser becomes an assignment "name = init;" (a braced
 *       initialiser becomes "name = (TYPE){...};");
 *     - V not shareable (a private clash): the code from here to the end of
 *       the current section (or enclosing branch, whichever ends first) is
 *       put in its own "{ ... }" scope, where the name is declared afresh.
 *   Sharing flags of both the old and the new declaration decide:
 *     KF_KGEN_PRIVATE            reused only inside the same section instance
 *     KF_KGEN_SHARED_NOT_NESTED  reused by a later section that is not nested
 *                                in (nor encloses) the declaring one
 *     KF_KGEN_SHARED_NESTED      reused by a section nested in, or enclosing,
 *                                the declaring one
 *     both ORed together         reused by either
 *   The body's default section encloses every other section: a name the
 *   main generator declares there is shared with a sub-generator's section
 *   only under KF_KGEN_SHARED_NESTED (on both declarations).
 *   Seed Example 1 (both SHARED_NOT_NESTED, sub-generators 1 and 2):
 *       uint off = m * lda + k;         <- section of subgen 1
 *       a = A[off];
 *       off = m * ldc + n;              <- section of subgen 2: reuse
 *       C[off] = c;
 *   Seed Example 2 (the second declaration is KF_KGEN_PRIVATE):
 *       uint off = m * lda + k;
 *       a = A[off];
 *       {
 *           uint off = m * ldc + n;
 *           C[off] = c;
 *       }
 *   Level: 0 declares at the current position; -1 declares before the
 *   innermost enclosing branch (out of the loop), -2 two blocks out, ...
 *   A level beyond the function body, a positive level, or hoisting a name
 *   that clashes is KF_KGEN_ERR_VARIABLE.  A reused variable's assignment
 *   goes where a declaration would (before the loop for level -1).  Seed Example 3:
 *       uint4 off = {0, lda, lda*2, lda*3};     <- declared with level -1
 *       for (i = 0; i < endi; i++) {            <- inside this branch
 *           a0 = A[off.x];  ...  off = off + 1;
 *       }
 *
 * SECTIONS AND REORDERING
 *   Each section has an owner (sub-generator id) and a policy.  Under
 *   KF_KGEN_POLICY_DIRECT statements stay in order.  Under
 *   KF_KGEN_POLICY_MERGE_FAS, typed statements (kf_kgen_stmt_typed) of a
 *   run of consecutive MERGE sections of the same sub-generator (a cluster)
 *   are grouped: all FETCH, then all ARITH, then all STORE, each group in
 *   ascending priority, ties in the order given.  A cluster ends at anything
 *   else: a plain statement, a declaration or reuse assignment, a branch, a
 *   clash scope, a blank line, kf_kgen_flush(), or a statement of another
 *   sub-generator.  Seed square-sum: four calls, each a MERGE section with
 *   "tmp0 = A[..]; tmp4 = B[..];" (FETCH), two mads (ARITH) and one store
 *   (STORE), then flush, give four fetch pairs, eight mads, four stores.
 *
 * INDENTATION
 *   Four spaces per level, computed when the body is rendered.  A statement
 *   may hold several lines; its common leading white space is removed and
 *   each line is indented to the current level (relative indentation is
 *   kept).  A missing final newline is added; a trailing empty line becomes
 *   a blank line.  Blank lines directly after an opening or before a closing
 *   brace are dropped, runs of blank lines collapse to one.
 *
 * DIALECTS (back ends are a table of strings and printers, one per dialect)
 *   OpenCL C, CUDA C, C with OpenMP.  See the DIALECT HELPERS section below
 *   for what each writes, e.g. the barrier is barrier(CLK_LOCAL_MEM_FENCE);
 *   / __syncthreads(); / nothing (an OpenMP work-group has one work item).
 */
#ifndef KFORGE_KGEN_H
#define KFORGE_KGEN_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

struct kf_kgen;

enum kf_kgen_dialect {
    KF_KGEN_OPENCL = 0,
    KF_KGEN_CUDA = 1,
    KF_KGEN_OPENMP = 2,
};

/* Error codes; 0 is success. */
enum kf_kgen_err {
    KF_KGEN_OK = 0,
    KF_KGEN_ERR_NOMEM,    /* an allocation failed (or a NULL context) */
    KF_KGEN_ERR_NESTING,  /* unbalanced body/branch, end/else without begin,
                             a statement where none may go */
    KF_KGEN_ERR_FUNCTION, /* duplicate name, function declared inside a body
                             by the main generator, body without declaration */
    KF_KGEN_ERR_VARIABLE, /* redeclared with another type, bad level,
                             unparsable declaration, impossible hoist */
    KF_KGEN_ERR_SECTION,  /* end without begin, bad section nesting, owner
                             mismatch in kf_kgen_declare_vars */
    KF_KGEN_ERR_ARGUMENT, /* NULL text, bad enum value or dimension */
};

/* Sub-generator ids: any int >= 0; 0 is the main generator.  Negative ids
 * are reserved for kgen's own helpers. */
#define KF_KGEN_MAIN 0

/* Sharing flags of kf_kgen_declare_vars (see VARIABLES above). */
enum {
    KF_KGEN_PRIVATE = 0,
    KF_KGEN_SHARED_NOT_NESTED = 1 << 0,
    KF_KGEN_SHARED_NESTED = 1 << 1,
};

enum kf_kgen_policy {
    KF_KGEN_POLICY_DIRECT = 0, /* statements in the order given */
    KF_KGEN_POLICY_MERGE_FAS,  /* group fetch, arithmetic, store */
};

enum kf_kgen_stmt_type {
    KF_KGEN_STMT_PLAIN = 0, /* never moved; ends a merge cluster */
    KF_KGEN_STMT_FETCH,
    KF_KGEN_STMT_ARITH,
    KF_KGEN_STMT_STORE,
};

/* An allocator: realloc semantics; size 0 frees and returns NULL.  Used for
 * every allocation of the context (the context itself included), so a test
 * can fail the Nth one (STYLE.md habit 10). */
struct kf_kgen_allocator {
    void *(*realloc)(void *ud, void *ptr, size_t size);
    void *ud;
};

/* ---- context ---------------------------------------------------------- */

/* A new, empty context for `dialect`; NULL when out of memory or the
 * dialect is unknown.  Give: free with kf_kgen_destroy. */
struct kf_kgen *kf_kgen_create(enum kf_kgen_dialect dialect);
/* The same with an allocator (copied; NULL means malloc/realloc/free). */
struct kf_kgen *kf_kgen_create_with(enum kf_kgen_dialect dialect,
                                    const struct kf_kgen_allocator *alloc);
/* Take: frees the context and everything it returned.  NULL is fine. */
void kf_kgen_destroy(struct kf_kgen *g);
/* Back to the state just after create (same dialect and allocator): source,
 * functions, variables, error and dialect strings are all dropped. */
void kf_kgen_reset(struct kf_kgen *g);

/* The context's dialect (KF_KGEN_OPENCL for NULL). */
enum kf_kgen_dialect kf_kgen_dialect(const struct kf_kgen *g);
/* "opencl", "cuda", "openmp"; NULL for an unknown value. */
const char *kf_kgen_dialect_name(enum kf_kgen_dialect d);
/* Parses a dialect name (also "cl", "cu", "omp", "c"); 0 or -1. */
int kf_kgen_dialect_parse(const char *name, enum kf_kgen_dialect *out);

/* 0 or the sticky error code. */
int kf_kgen_error(const struct kf_kgen *g);
/* "" when there is no error; otherwise e.g. "kf_kgen_end_branch: no open
 * branch".  Keep: owned by the context. */
const char *kf_kgen_error_message(const struct kf_kgen *g);

/* The source generated so far (finished functions and file-scope text; a
 * body still open is not included); NULL after an error.  Keep. */
const char *kf_kgen_source(const struct kf_kgen *g);
/* strlen(kf_kgen_source(g)); 0 after an error. */
size_t kf_kgen_size(const struct kf_kgen *g);

/* ---- functions -------------------------------------------------------- */

/* Declares a function: `decl` is its head without body, e.g.
 * "__kernel void f(__global float *x, int n)"; the name is the identifier
 * before the first '('.  Must be followed by kf_kgen_begin_body; a second
 * declaration instead writes the first as a prototype "decl;".  See HELPER
 * FUNCTIONS for declaring inside a body. */
int kf_kgen_declare_function(struct kf_kgen *g, const char *decl);
int kf_kgen_declare_functionf(struct kf_kgen *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* true iff a function of that name was declared in this context. */
bool kf_kgen_has_function(const struct kf_kgen *g, const char *name);
/* Opens the body of the function just declared (writes "{", opens the
 * default section). */
int kf_kgen_begin_body(struct kf_kgen *g);
/* Closes it: every branch and section opened inside must be closed (clash
 * scopes of the default section close by themselves); renders the body
 * into the source. */
int kf_kgen_end_body(struct kf_kgen *g);

/* ---- statements ------------------------------------------------------- */

/* A plain statement (one or more lines, see INDENTATION).  Inside a body
 * it is recorded; at file scope it goes straight to the source. */
int kf_kgen_stmt(struct kf_kgen *g, const char *text);
int kf_kgen_stmtf(struct kf_kgen *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
int kf_kgen_vstmtf(struct kf_kgen *g, const char *fmt, va_list ap);
/* A typed statement, reordered by a MERGE section (ascending priority
 * within its type group); in a DIRECT section, like kf_kgen_stmt.  Only
 * inside a body. */
int kf_kgen_stmt_typed(struct kf_kgen *g, const char *text, enum kf_kgen_stmt_type type,
                       int priority);
int kf_kgen_stmt_typedf(struct kf_kgen *g, enum kf_kgen_stmt_type type, int priority,
                        const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A blank line. */
int kf_kgen_blank(struct kf_kgen *g);
/* Text at file scope, written now: before the function being built (and
 * before any helper declared later).  For typedefs, #pragma, constants. */
int kf_kgen_file_stmt(struct kf_kgen *g, const char *text);
/* Ends the reordering window (see SHADOW BUFFER AND FLUSH). */
int kf_kgen_flush(struct kf_kgen *g);

/* ---- branches --------------------------------------------------------- */

/* Opens a block: `head` ("for (...)", "if (x)", "while (c)", "do"; NULL or
 * "" for a bare "{") gets " {".  A head of several lines (a "#pragma"
 * line first) keeps its first lines as they are. */
int kf_kgen_begin_branch(struct kf_kgen *g, const char *head);
int kf_kgen_begin_branchf(struct kf_kgen *g, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* "} else {" (head NULL) or "} else HEAD {" (head "if (y)"); only when the
 * innermost branch is an if or else-if. */
int kf_kgen_else(struct kf_kgen *g, const char *head);
/* "}" (tail NULL) or "} TAIL" (e.g. "while (c);" after "do"). */
int kf_kgen_end_branch(struct kf_kgen *g, const char *tail);

/* ---- variables -------------------------------------------------------- */

/* Declares the variables of `decl` (see VARIABLES): `subgen` must own the
 * current section; `flags` are KF_KGEN_PRIVATE or SHARED_* ORed; `level`
 * is 0 (here) or negative (that many blocks out).  Only inside a body. */
int kf_kgen_declare_vars(struct kf_kgen *g, int subgen, const char *decl, int flags,
                         int level);

/* ---- sections --------------------------------------------------------- */

/* Opens an inline section owned by `subgen` with `policy`; sections nest. */
int kf_kgen_begin_section(struct kf_kgen *g, int subgen, enum kf_kgen_policy policy);
/* Closes the innermost section (and its clash scopes).  The body's default
 * section cannot be closed this way. */
int kf_kgen_end_section(struct kf_kgen *g);

/* ---- dialect helpers ---------------------------------------------------
 *
 *                 OpenCL                 CUDA                    OpenMP (C)
 * KERNEL          __kernel               extern "C" __global__   (nothing)
 * DEVICE_FN       (nothing)              __device__              static
 * GLOBAL          __global               (nothing)               (nothing)
 * LOCAL           __local                __shared__              (nothing)
 * CONSTANT        __constant             const                   const
 * barrier         barrier(CLK_LOCAL_MEM_FENCE);  __syncthreads(); (nothing)
 *
 * Strings: owned by the context, valid until reset/destroy, "" on error. */
enum kf_kgen_qual {
    KF_KGEN_Q_KERNEL = 0, /* prefix of a kernel's head (add "void name(...)") */
    KF_KGEN_Q_DEVICE_FN,  /* prefix of a helper called from kernels */
    KF_KGEN_Q_GLOBAL,     /* pointer parameter to global memory */
    KF_KGEN_Q_LOCAL,      /* variable in work-group shared memory */
    KF_KGEN_Q_CONSTANT,   /* pointer parameter to read-only memory */
};
const char *kf_kgen_qualifier(struct kf_kgen *g, enum kf_kgen_qual q);

/* Thread-index expressions, dimension 0..2:
 *   kind           OpenCL             CUDA                               OpenMP
 *   GLOBAL_ID      get_global_id(d)   (blockIdx.x * blockDim.x + threadIdx.x)  loop var
 *   LOCAL_ID       get_local_id(d)    threadIdx.x                        0
 *   GROUP_ID       get_group_id(d)    blockIdx.x                         loop var
 *   LOCAL_SIZE     get_local_size(d)  blockDim.x                         1
 *   NUM_GROUPS     get_num_groups(d)  gridDim.x                          extent
 *   GLOBAL_SIZE    get_global_size(d) (gridDim.x * blockDim.x)           extent
 * (.y/.z for d = 1/2).  In OpenMP every work-group has one work item and
 * the ids are the variables of the loops opened by kf_kgen_begin_grid_loop
 * ("0" when no loop of that dimension is open). */
enum kf_kgen_index {
    KF_KGEN_GLOBAL_ID = 0,
    KF_KGEN_LOCAL_ID,
    KF_KGEN_GROUP_ID,
    KF_KGEN_LOCAL_SIZE,
    KF_KGEN_NUM_GROUPS,
    KF_KGEN_GLOBAL_SIZE,
};
const char *kf_kgen_index(struct kf_kgen *g, enum kf_kgen_index kind, int dim);

/* Opens the per-work-item part of a kernel for dimension `dim`:
 *   OpenCL/CUDA:  int VAR = <global id>;  if (VAR < EXTENT) {
 *   OpenMP:       #pragma omp parallel for   (outermost grid loop only)
 *                 for (int VAR = 0; VAR < EXTENT; VAR++) {
 * VAR is declared through kgen (private).  Close with
 * kf_kgen_end_branch(g, NULL). */
int kf_kgen_begin_grid_loop(struct kf_kgen *g, int dim, const char *var, const char *extent);

/* Writes the work-group barrier statement (local-memory fence). */
int kf_kgen_barrier(struct kf_kgen *g);

/* Writes "*PTR += VALUE" atomically, PTR pointing into memory `mem`
 * (KF_KGEN_Q_GLOBAL or KF_KGEN_Q_LOCAL) of scalar `type` ("int", "uint",
 * "float"; CUDA also "double" and "ulong"; OpenMP any arithmetic type):
 *   OpenCL int/uint: atomic_add(PTR, VALUE);
 *   OpenCL float:    kf_atomic_add_float_global(PTR, VALUE); a compare-and-swap
 *                    loop on atomic_cmpxchg, a helper function emitted once
 *                    through the helper-function mechanism (…_local for LOCAL)
 *   CUDA:            atomicAdd(PTR, VALUE);
 *   OpenMP:          #pragma omp atomic / *(PTR) += VALUE; */
int kf_kgen_atomic_add(struct kf_kgen *g, enum kf_kgen_qual mem, const char *type,
                       const char *ptr, const char *value);

/* The dialect's spelling of scalar type `type` (OpenCL names: "uint",
 * "uchar", "ushort", "ulong", "float", ...): CUDA and C spell "uint" as
 * "unsigned int", "ulong" as "unsigned long long" and so on. */
const char *kf_kgen_scalar_type(struct kf_kgen *g, const char *type);

/* A vector of `width` (1, 2, 3, 4, 8, 16) elements of scalar `type`:
 *   OpenCL:  "float4", "uint8", ... (native)
 *   CUDA:    "float4", "uint4" for width <= 4 (native); 8 and 16 have no
 *            CUDA type: kgen writes once, at file scope,
 *              typedef struct { float s[8]; } kf_float8;
 *            and returns "kf_float8"
 *   OpenMP:  every width is such a struct ("kf_float4", ...)
 * Width 1 is the scalar type. */
const char *kf_kgen_vector_type(struct kf_kgen *g, const char *type, int width);
/* Element access suffix for element `i` of a `width`-wide vector:
 *   OpenCL:  ".x" ".y" ".z" ".w" for width <= 4, ".s0" ... ".sf" above
 *   CUDA:    ".x" ".y" ".z" ".w" for width <= 4 (so OpenCL's .s0..s3 map
 *            to .x..w), ".s[i]" for 8 and 16
 *   OpenMP:  ".s[i]" */
const char *kf_kgen_vector_elem(struct kf_kgen *g, int width, int i);

/* Fused multiply-add of scalars of `type` ("float" or "double"):
 * OpenCL "mad(A, B, C)", CUDA and C "fmaf(A, B, C)" / "fma(A, B, C)". */
const char *kf_kgen_fma(struct kf_kgen *g, const char *type, const char *a, const char *b,
                        const char *c);

/* ---- examples (src/kgen/kgen_examples.c) -------------------------------------
 *
 * Each writes one complete, compilable translation unit into `g` (which
 * should be fresh) in g's dialect and returns kf_kgen_error(g).
 *   example1    seed 004 Example 1 (shared variable reused)
 *   example2    seed 004 Example 2 (private clash gets its own scope)
 *   example3    seed 004 Example 3 (declaration hoisted out of a loop)
 *   square-sum  seed 004 reordering example (MERGE_FAS sections)
 *   saxpy       y = a*x + y, one work item per element
 *   sumsq       sum of squares: per-group reduction in local memory with
 *               barriers, one atomic add per group (OpenMP: a reduction)
 */
struct kf_kgen_example {
    const char *name;
    int (*generate)(struct kf_kgen *g);
    const char *summary;
};
/* The table, ended by a row of NULLs. */
extern const struct kf_kgen_example kf_kgen_examples[];
/* The row named `name`, or NULL. */
const struct kf_kgen_example *kf_kgen_example_find(const char *name);

int kf_kgen_example_1(struct kf_kgen *g);
int kf_kgen_example_2(struct kf_kgen *g);
int kf_kgen_example_3(struct kf_kgen *g);
int kf_kgen_example_square_sum(struct kf_kgen *g);
int kf_kgen_example_saxpy(struct kf_kgen *g);
int kf_kgen_example_sumsq(struct kf_kgen *g);

#endif
