/*
 * ir.h: kforge's loop-nest IR, built from C by the front end (frontend.h).
 *
 * Contract: a kf_program holds the fragments to port, each a tree of loops, ifs and
 * statements with source ranges, the variables it touches, and per statement
 * its array and scalar accesses.  Everything lives in the program's arena and
 * is freed by one kf_program_free (STYLE.md habit 4).  Nothing in it refers
 * to libclang, so later passes (model, deps, code generation) need only this
 * header.
 *
 *   kf_program
 *    └ kf_fragment*            #pragma scop region, #pragma kforge target, or --all loop
 *       ├ kf_var*              every variable used: iterators, parameters, scalars, arrays
 *       ├ kf_node* (roots)     LOOP / IF / STMT, in source order
 *       │   LOOP: iterator, lower bounds (max of), upper bounds (min of, inclusive),
 *       │         step (negative: decrementing), id "L1.2", blockers
 *       │   IF:   affine condition (conjunction) or "not affine" (statements
 *       │         under it then only *may* execute)
 *       │   STMT: kf_stmt with its accesses
 *       └ kf_stmt* (flat)      S1, S2, ... in source order
 *
 * Subscripts and bounds are kf_poly: integer polynomials of degree <= 3 in
 * the fragment's iterators and parameters (integer variables the fragment
 * never writes).  Degree 1 is affine; higher degrees arise from linearised
 * accesses a[i*n + j] and are delinearised by the model.  A NULL kf_poly
 * means "not representable": the model then over-approximates.
 *
 * Conservative by construction: a construct the front end does not model
 * exactly either becomes an over-approximate access (whole array, may-write)
 * or a *blocker* on every enclosing loop of the fragment (a reason string
 * with a location that makes the loop sequential), or an error diagnostic.
 */
#ifndef KFORGE_IR_H
#define KFORGE_IR_H

#include <stdbool.h>

#include "kforge/arena.h"
#include "kforge/diag.h"

struct kf_loc {
    unsigned line, col, offset; /* 1-based line/column; byte offset in the file */
};

struct kf_range {
    struct kf_loc begin, end; /* end is one past the last character */
};

/* One term: coef * vars[0] * ... * vars[nvar-1] (variable ids, sorted). */
struct kf_term {
    long coef;
    int nvar;
    int vars[3];
};

struct kf_poly {
    int nterm;
    struct kf_term *term; /* no two terms with the same variables; no zero coef */
};

/* A quotient by a positive constant, floor(num / den) or C's num / den
 * (rounded toward zero): `i / 2`, `(i + j) % 2`, `x >> 1`, `x & 3` in a
 * subscript or a condition (frontend/c/expr.c).  In a kf_poly a variable
 * id KF_DIV_VAR + k stands for f->divs[k]'s value; only the fields that say
 * so hold such polys (kf_access.xsub, kf_node.xcons, kf_host_fact.cons):
 * the model reads them
 * as isl's integer divisions (C's truncation as two pieces, by the sign of
 * num), every other pass sees the NULL subscript or the non-affine
 * condition it always saw. */
#define KF_DIV_VAR 1000000
struct kf_div {
    struct kf_poly *num;   /* affine in iterators, parameters and earlier quotients */
    long den;              /* > 0 */
    bool trunc;            /* C's / and % (toward zero); false: floor (>>, & with a mask) */
};

/* A helper's loop inside a call's access (frontend/c/summ.c): a helper
 *
 *     void scale_row(double *row, int n, double s)
 *     { for (int j = 0; j < n; j++) row[j] *= s; }
 *
 * called as scale_row(&A[i * 64], 64, s) reads and writes A[64*i + j] for
 * every j in [0, 63]: one access of the calling statement whose xsub names
 * the variable KF_SPAN_VAR + k for its k-th loop (outermost first), which
 * takes every value of [lo, hi].  The model reads them as existentially
 * quantified variables (isl's `exists`), so dependences and extents see the
 * exact set; sub[k] is NULL wherever xsub[k] names a span, so every other
 * pass sees a subscript it does not understand, as for any call it cannot
 * read.  The bounds are polynomials in the fragment's iterators and
 * parameters and the earlier spans (a triangular loop: [j, n - 1]); one the
 * model cannot state is left out, which widens the set (a write then counts
 * as a may-write).  At most KF_SPAN_MAX per access. */
#define KF_SPAN_VAR 1500000
#define KF_SPAN_MAX 8
struct kf_span {
    const char *name;      /* the helper's iterator, for reports ("j") */
    struct kf_poly *lo, *hi; /* inclusive */
};

enum kf_var_kind {
    KF_VAR_ITER,   /* a loop iterator of the fragment */
    KF_VAR_PARAM,  /* integer scalar not written in the fragment: a symbolic size */
    KF_VAR_SCALAR, /* any other scalar */
    KF_VAR_ARRAY,  /* an array or a pointer used with [] */
};

/* Where an array's storage comes from (for aliasing). */
enum kf_base_kind {
    KF_BASE_NONE,
    KF_BASE_LOCAL_ARRAY,  /* array declared in the function */
    KF_BASE_GLOBAL_ARRAY, /* array at file scope */
    KF_BASE_ARRAY_PARAM,  /* parameter declared with [] (C99 VLA or fixed) */
    KF_BASE_POINTER,      /* pointer variable */
};

struct kf_var {
    int id;
    const char *name;
    const char *type;      /* the type as clang spells it */
    const char *enum_type; /* of an enum, or an array of them: the enum's type as spelt
                              ("op_t", "enum mode"), which CUDA's C++ wants in kernels;
                              elem_type is then its integer type; else NULL */
    const char *elem_type; /* canonical type of an element (of the scalar itself):
                              "double" for a double (*)[n] or a typedef of double */
    enum kf_var_kind kind;
    enum kf_base_kind base;
    int ndims;             /* declared dimensions ([] count; 1 for a pointer) */
    const char **dims;     /* each extent from clang's type after macro expansion and
                              typedefs, as C text valid where the fragment is: a constant
                              array's size ("1000", also behind POLYBENCH_2D), a VLA's
                              size as clang prints it ("n + 1"); "" for a pointer level
                              or [] (then the analysis bounds the elements the accesses
                              reach: analysis/extent.h) */
    int ndimvar;           /* the variables the VLA extents name (fragment variables, */
    const int *dimvar;     /* made even when no statement names them): whatever sizes
                              or indexes the array with dims must receive them */
    bool is_integer, is_float, is_const;
    bool is_global, is_param_decl; /* file scope; function parameter */
    bool is_restrict;      /* restrict pointer */
    bool unique_alloc;     /* pointer set once from malloc/calloc and never reassigned */
    bool address_taken;    /* &v appears in the function */
    bool is_register;      /* declared `register`: the host's code may not take its
                              address (a kernel argument goes as a compound literal) */
    bool local;            /* declared inside a loop of the fragment (dies with it) */
    bool pointer_rows;     /* a double ** (or deeper): rows reached through pointers, one
                              dimension each only under --assume-no-alias (else one
                              imprecise dimension); never copied to a device as a block */
    int row_levels;        /* with pointer_rows: its levels of subscripts (double **: 2) */
    struct kf_node *scope_loop; /* innermost fragment loop around its declaration */
    bool read, written;    /* in the fragment */
    bool seen_outside;     /* its value may matter outside the fragment: named in the
                              function outside it, a global, or its address taken */
    bool struct_warned;    /* the front end said its members are modelled as a whole */
    bool derived_ptr;      /* a local pointer only ever set to an array plus an offset
                              (frontend/c/ptr.c): a scalar here (the pointer's value);
                              what is read or written through it are accesses to the */
    int nptr_base;         /* arrays it is set from, these (var ids, those the */
    int *ptr_base;         /* fragment's accesses through it reached) */
    bool ptr_warned;       /* the front end said why it is not a derived pointer */
    bool member;           /* a struct member the fragment cannot change (frontend/c/
                              member.c), an integer read as a parameter, a float or double
                              as a scalar no statement writes: name is its access path
                              ("s->n"), C valid on the host where the fragment is; a
                              kernel receives it by value as kf_s_n (codegen/gpu.h) */
    int nuse;              /* a member: where the fragment's text names it (clang's source */
    struct kf_range *uses; /* ranges, in source order, a macro's invocation where written
                              through one), so a kernel's text can name its argument */
    bool product;          /* a product of parameters in a loop bound, read as one
                              parameter (frontend/c/member.c): name is its spelling in
                              parentheses ("(w * h)"); as a member, host code only */
    int ncorner;           /* a local integer declared in the fragment from a call to a
                              helper of the file (frontend/c/range.c): its value lies
                              between the least and the greatest of these corners */
    struct kf_corner *corner;
    struct kf_loc decl;
};

/* A corner of a helper's result: a constant of its body, or the call's
 * argument for a parameter plus a constant (arg: its text's range; type:
 * the parameter's, to convert it as the call does). */
struct kf_corner {
    bool constant;
    long value;            /* the constant, or what is added to the argument */
    const char *type;
    struct kf_range arg;
};

enum kf_reduction_op { KF_RED_NONE, KF_RED_ADD, KF_RED_MUL, KF_RED_MIN, KF_RED_MAX };

struct kf_cons;

struct kf_access {
    int var;
    bool write;            /* false: read */
    bool may;              /* may not touch what it names (under a non-affine if) */
    int may_loop;          /* 0, or, for a write that is may only because loops around it
                              may run fewer iterations than the model's (bounds that are
                              not affine, an early exit), 1 + the depth of the innermost
                              such loop: in one iteration of that loop the write runs
                              whenever a later statement of the iteration does (deps.c,
                              covered); kf_fe_access_may clears it */
    const struct kf_node *joint; /* NULL, or the if (or the switch's statement)
                              every path through which writes this scalar, this
                              write among others: the value flow (deps.c) takes it as
                              a must-write at its place */
    int nsub;              /* subscripts as written (0 for a scalar) */
    struct kf_poly **sub;  /* NULL entry: not affine/polynomial */
    bool whole;            /* may touch any element (unresolved pointer arithmetic, ...) */
    int ncons;             /* one branch of a subscript through ?: (x == 0 ? c : c - 1, a */
    struct kf_cons *cons;  /* clamp): touches only where these hold, a conjunction over
                              iterators and parameters; each branch is an access of its own */
    struct kf_poly **xsub; /* NULL, or per subscript: where sub[k] is NULL only because it
                              divides by a constant (A[i / 2]), its exact form with
                              quotients (kf_div), or because a helper's loop runs it over
                              a range, its form with spans (below); for the model; else
                              NULL */
    int nspan;             /* the helper's loops the access runs over (kf_span: xsub */
    struct kf_span *span;  /* names KF_SPAN_VAR + k); 0 for any other access */
    struct kf_poly *row;   /* NULL, or the length of the last dimension where a helper
                              reached it through a row (scale_row(A[i], n, s) with double
                              A[64][64]: 64): the last subscript (in xsub) must stay in
                              [0, row), which the model proves, else it takes the access
                              as touching any element (with a note) */
    struct kf_range range;
    const char *call;      /* NULL, or the call of a helper of the file whose summary
                              this access is (frontend/c/summ.c), as written */
    long *smax;            /* NULL, or per subscript that is not affine (sub[k] NULL, as in
                              a histogram's bins[px[i]]): the largest value it can take,
                              from its C type (unsigned char: 255) or its form (x & 63,
                              an unsigned x % 16u), its least being 0; -1 where neither
                              bounds it (the model then bounds that dimension, model_text.c) */
    int nrsub;             /* an element of an array of row pointers (pointer_rows) reached
                              with one subscript per level, which the model takes whole: */
    struct kf_poly **rsub; /* those subscripts (NULL entry: not affine), for the model that
                              takes the rows apart (kf_model_build_rows); 0 and NULL
                              otherwise */
    bool punned;           /* read or written as another type of no larger size,
                              `*(unsigned *)&g[i]` on a double g (lbm's flags): an access
                              to that element, a may-write (a part of it), which the
                              device targets cannot cast across address spaces */
};

enum kf_stmt_kind {
    KF_STMT_EXPR,          /* an expression statement; range excludes the ';' */
    KF_STMT_DECL,          /* a declaration with an initialiser: range is "T x = e" */
    KF_STMT_OPAQUE,        /* while/do/switch/label, or an if deep under data-dependent
                              tests (stmt.c, build_fold), modelled as one statement */
    KF_STMT_RETURN,        /* return [e] */
    KF_STMT_JUMP,          /* break, continue, goto: no access of its own; the
                              conditions of the ifs around it are its reads */
};

struct kf_stmt {
    int id;                /* 1-based, "S<id>" */
    enum kf_stmt_kind kind;
    struct kf_node *node;
    struct kf_range range; /* for a comparison reduction, the whole if */
    const char *text;      /* the source text, one line, for reports */
    int naccess;
    struct kf_access *acc;
    int depth;             /* enclosing fragment loops */
    struct kf_node **loops;/* loops[0] outermost .. loops[depth-1] */
    /* reduction: acc[red_read] and acc[red_write] update one location with op */
    enum kf_reduction_op red_op;
    int red_read, red_write;
    /* the ifs around it, outermost first; in_else[k]: in the else-branch */
    int nif;
    struct kf_node **ifs;
    bool *in_else;
    /* KF_STMT_OPAQUE: counters of the fragment's loops (KF_VAR_ITER) that
     * for loops inside it count with too (`for (k = 0; ...)` in a while
     * kept whole), no value of which is read outside those loops nor seen
     * outside the fragment: each such loop writes it, as a loop of the
     * fragment does (a parallel loop around makes it private) */
    int ncounter;
    int *counters;
};

enum kf_node_kind { KF_NODE_LOOP, KF_NODE_IF, KF_NODE_STMT };

/* A reason that forces a loop sequential whatever the dependences say. */
struct kf_blocker {
    const char *msg;
    struct kf_loc loc;
    int alias[2];              /* the written pointer and the array it may overlap, when
                                  that is all that blocks (var ids); -1 otherwise */
    bool rows;                 /* with alias: one of them is an array of row pointers, whose
                                  rows only the model that takes them apart tells apart
                                  (kf_model.rows_apart); a range test alone cannot */
};

/* Two variables of a fragment that may name overlapping storage. */
struct kf_alias_pair {
    int var[2];                /* var ids; var[0] is written in the fragment */
    bool rows;                 /* rows reached through row pointers: no range test tells
                                  them apart */
};

/* An affine constraint: poly >= 0 (or == 0 when eq). */
struct kf_cons {
    struct kf_poly *poly;
    bool eq;
};

/* An induction variable of a loop (frontend/c/induct.c): `var` holds
 * base + step * (iter - lb) when an iteration starts, base (a parameter of
 * the fragment, spelt as var is) its value when the loop starts.  Its
 * accesses stay in the model (they order the statements that advance it);
 * the dependences they carry across the loop do not block it (deps.c), and
 * a back end that runs the loop in parallel must set var at the top of
 * every iteration from the iterator. */
struct kf_induct {
    int var, base;
    long step;
};

struct kf_node {
    enum kf_node_kind kind;
    struct kf_range range;
    struct kf_node *parent;    /* innermost enclosing loop; NULL at the fragment's top */
    int ord;                   /* position among the loops and statements of its loop body
                                  (through ifs), from 0: the constant dims of the schedule */
    int nchild;                /* loop body, if's then-branch */
    struct kf_node **child;
    int nelse;                 /* if's else-branch */
    struct kf_node **else_child;
    int nuse;                  /* every fragment variable the node names, its body
                                  included, after macro expansion (clang's references,
                                  not its text): what code made of it must be given */
    int *use;

    /* LOOP */
    const char *id;            /* "L1", "L1.2" */
    int iter;                  /* var id of the iterator */
    int depth;                 /* 0 for an outermost loop */
    int nlb, nub;
    struct kf_poly **lb;       /* iter >= max(lb) (step > 0) or iter <= min(lb) (step < 0) */
    struct kf_poly **ub;       /* iter <= min(ub) (step > 0) or iter >= max(ub) (step < 0) */
    long step;
    const char *omp_own;       /* a loop the program gives an OpenMP directive of its own:
                                  that directive as written (stmt.c), which must stay right
                                  before it; else NULL */
    bool early_exit;           /* break/continue/return/goto inside: iterations may stop
                                  early, so every write under it is only a may-write */
    struct kf_range header;    /* "for (...)" */
    struct kf_range init, cond, inc, body; /* the parts of the header, and the body */
    const char *omp_cond;      /* the condition in OpenMP's canonical form (i <= n - 2 for
                                  i + 1 < n, a min for i < n && i < m), printed from the
                                  bounds, where the code's is not in it; NULL where it is,
                                  or where the bounds do not print as the condition's own
                                  names (the OpenMP back end's loop-form rewrite) */
    int nblock;
    struct kf_blocker *block;
    int ninduct;               /* induction variables: integer scalars the body advances
                                  by a constant on every iteration (out[k++] = ...), each */
    struct kf_induct *induct;  /* k = base + step * (iter - lb) at the top of an iteration */

    /* IF (cond: the condition's range, as for a loop; body: the then
     * branch's statement, else_body the else branch's, as clang gives them) */
    struct kf_range else_body;
    bool cond_affine;
    int ncons;
    struct kf_cons *cons;      /* conjunction, for the then-branch */
    bool else_affine;          /* else-branch is the negation of a single constraint */
    int nxcons;                /* cond_affine false only because of quotients by constants */
    struct kf_cons *xcons;     /* ((i + j) % 2 == 0, i / 4 < n): the condition exactly, a
                                  conjunction with kf_div variables, for the model (then:
                                  these hold; else: they do not all hold); 0 otherwise */

    /* STMT */
    struct kf_stmt *stmt;
};

enum kf_fragment_kind { KF_FRAG_SCOP, KF_FRAG_TARGET, KF_FRAG_ALL };

/* A test of the host code that dominates the fragment in its function
 * (frontend/c/hostctx.c): an enclosing if (`if (n % 64 == 0) { scop }`), an
 * early exit under an if (`if (n < 16) return;`), an assert.  Used, its
 * constraints (over the fragment's parameters, kf_div quotients allowed)
 * hold whenever the fragment runs: the model's context (model.h) and the
 * GPU bounds pass's.  Ignored (why_not), it only explains itself. */
struct kf_host_fact {
    struct kf_loc loc;         /* the test */
    const char *text;          /* the test as written, one line: "n % 64 == 0" */
    const char *how;           /* "enclosing if", "else of an enclosing if", "early exit",
                                  "assert" */
    const char *why_not;       /* NULL: used; else why not ("it is not affine") */
    int ncons;                 /* what it says: a conjunction over parameters */
    struct kf_cons *cons;
};

/* A macro the fragment's text invokes, or one such a macro's body names, as
 * clang saw it defined (so code written where the user's preprocessor does
 * not reach, an OpenCL kernel's source, can define it again). */
struct kf_macro {
    const char *name;
    bool function_like;
    const char *def;           /* what follows "#define ": "SCALAR_VAL(x) x" */
    unsigned at;               /* where the main file defines it; 0: a header or the
                                  command line */
};

/* A declaration at file scope of the main file that the fragment's code
 * names, directly or through another one (filedecl.c in the front end): a
 * typedef or struct of a variable or of a type the code names, a function
 * of the file without side effects that it calls, or one that reads and
 * writes through its pointer parameters whose calls the front end
 * summarised (summ.c), the constants such a helper reads, and what those
 * name in turn.  Code written where the user's declarations do not reach
 * (an OpenCL kernel's source, a CUDA .cu) copies its text from the file;
 * a constant's it writes from its value (KF_DECL_CONST). */
enum kf_filedecl_kind { KF_DECL_TYPE, KF_DECL_FUNC, KF_DECL_CONST };

/* typedef float real_t; in a header: the name and clang's canonical type. */
struct kf_typedef {
    const char *name;
    const char *type;          /* "float", "unsigned int" */
};

struct kf_filedecl {
    const char *name;
    enum kf_filedecl_kind kind;
    unsigned begin, end;       /* its text in the file, without the ';' of a type */
    unsigned body;             /* KF_DECL_FUNC: where its body's '{' is */
    bool same_layout;          /* KF_DECL_TYPE: a struct (or a typedef of one) that the
                                  host lays out as OpenCL C and CUDA do: arithmetic
                                  members (no bool, long double or pointer), arrays of
                                  them and such structs, at their natural offsets */
    long size;                 /* KF_DECL_TYPE: sizeof on the host, as clang lays it out */
    /* KF_DECL_FUNC that takes pointers (a summarised helper): where each
     * pointer parameter's declaration begins in the text (OpenCL C, which
     * has no generic address space, puts __global there), in order */
    int nptr;
    unsigned *ptr_at;
    /* KF_DECL_FUNC defined without a prototype (K&R: `float sq(x) float x;
     * {`), which neither CUDA's C++ nor OpenCL C accepts: its head as a
     * prototype from clang's types (`float sq(float x)`), and with
     * __global before each pointer parameter (OpenCL C); else NULL */
    const char *proto, *proto_cl;
    const char *device_why;    /* KF_DECL_FUNC: why its text cannot go to a kernel's
                                  source ("it reads the global 'A', which may
                                  change while the program runs"), or NULL */
    /* KF_DECL_CONST: a global scalar that such a helper reads and nothing
     * changes (const, or static and never written nor its address taken in
     * the unit): clang's canonical type, unqualified ("long"), and the value
     * of its initialiser as C text ("2147483647", "0.5f") */
    const char *type, *value;
};

/* A call in the fragment of a helper of the file that takes pointers
 * (filedecl.c in the front end): what a kernel that holds the call checks
 * (gpu_decl.c), since the helper's pointer parameters point to the
 * device's global memory there.  kind: the argument is `a`, `a + k` or
 * `&a[k]` (an offset), `A[i]` (a row of a multi-dimensional A), or other. */
enum kf_harg_kind { KF_HARG_ARRAY, KF_HARG_OFFSET, KF_HARG_ROW, KF_HARG_OTHER };

struct kf_harg {
    int param;                 /* the helper's parameter, from 0 */
    enum kf_harg_kind kind;
    int var;                   /* the fragment's array a or A, or -1 */
    const char *text;          /* the argument as written (for messages) */
};

struct kf_hcall {
    const char *callee;
    struct kf_range range;
    bool summarised;           /* its accesses are the helper's summary's (summ.c);
                                  else it kept its loops sequential */
    int narg;                  /* its pointer arguments */
    struct kf_harg *arg;
};

/* A use of an integer scalar that the fragment writes, in a subscript, a
 * loop bound or a condition (frontend/c/defs.c): read as the value the
 * definition reaching it in the same iteration gives, over the iterators
 * and parameters (`jg = off; jg += 8 * (c + 1); ... a[jg + j]`), or kept
 * as a variable, with the reason. */
struct kf_subst {
    struct kf_loc loc;         /* the use */
    const char *var;
    const char *value;         /* used: "8 * c + off + 8" */
    unsigned def_line;         /* used: the line of the definition */
    const char *why_not;       /* NULL: used; else why not ("it is set under the if at line 7") */
};

struct kf_fragment {
    int id;                    /* 1-based, in source order (a left-out fragment keeps its id) */
    enum kf_fragment_kind kind;
    const char *function;
    size_t fn_offset;          /* where its function's definition begins in the text (what a
                                  back end declares at file scope goes before it) */
    struct kf_range range;
    bool in_host_loop;         /* a loop of its function runs it again: the text from */
    unsigned host_loop;        /* that (outermost) loop's start up to the fragment runs
                                  after it too (a value the fragment leaves may be read
                                  there) */
    const char *in_while;      /* the body of a while split into fragments of its own
                                  (frontend/c/whileloop.c): its header as written,
                                  "while (t < steps)", at line in_while_line; NULL
                                  otherwise */
    unsigned in_while_line;
    int nvar;
    struct kf_var *vars;
    int nroot;
    struct kf_node **roots;
    int nstmt;
    struct kf_stmt **stmts;
    int nloop;
    struct kf_node **loops;    /* every loop, in source (pre-)order */
    int maxdepth;
    int nmacro;                /* the macros its text needs, in definition order */
    struct kf_macro *macros;
    int nfiledecl;             /* in file order */
    struct kf_filedecl *filedecls;
    int nhcall;                /* its calls of helpers of the file that take pointers, */
    struct kf_hcall *hcalls;   /* in source order (filedecl.c) */
    int ntypedef;              /* typedefs of an arithmetic type that its code names and a */
    struct kf_typedef *typedefs; /* header declares (frontend/c/filedecl.c): no text of the
                                    file to copy; OpenCL's kernel source declares them */
    int nalias;                /* the pairs of variables that may overlap, var[0] written */
    struct kf_alias_pair *alias; /* in the fragment (frontend/c/stmt.c); none under
                                  --assume-no-alias */
    int nhost;                 /* the host's tests before it, in source order */
    struct kf_host_fact *host;
    int nsubst;                /* uses of its index scalars, in the order read */
    struct kf_subst *subst;
    int ndiv;                  /* the quotients xsub and xcons name (variable id */
    struct kf_div *divs;       /* KF_DIV_VAR + k is divs[k]) */
};

struct kf_program {
    kf_arena *arena;
    const char *file;
    int nfrag;
    struct kf_fragment **frags;
    bool assume_no_alias;
    int nmacro;                /* the names of the macros the main file defines, in */
    const char **macros;       /* order (code inserted after them sees them) */
    /* the text's lines in the user's file when a pass rewrote it (its
     * locations name the user's lines already; offsets are the text's) */
    const struct kf_linemap *lines;
};

void kf_program_free(struct kf_program *p);

/* Helpers over the IR. */
bool kf_poly_is_affine(const struct kf_poly *p);
/* Appends p in C syntax, with the fragment's variable names, to buf (size n). */
void kf_poly_print(const struct kf_fragment *f, const struct kf_poly *p, char *buf, size_t n);
const char *kf_reduction_op_name(enum kf_reduction_op op); /* "+", "*", "min", "max" */
/* Do x and y name one location: the same variable, neither whole, every
 * subscript known and equal (as polynomials)? */
bool kf_access_same_location(const struct kf_access *x, const struct kf_access *y);
/* Does write x happen whenever its statement runs: not a may-write, or one
 * only because loops around it may run fewer iterations than modelled
 * (kf_access.may_loop)?  Whether the statement runs is the ifs' and the
 * loops' question. */
bool kf_access_sure(const struct kf_access *x);
/* The element access x names as text, into buf (size n): "A[i][j + 1]", a
 * subscript kforge cannot read as "?", a whole access as "A"; over a
 * helper's loops the exact form with their ranges: "A[64*i + j] (0 <= j <=
 * 63)" (a span named as a variable of the fragment gets a prime). */
void kf_access_print(const struct kf_fragment *f, const struct kf_access *x, char *buf, size_t n);
/* Is `v` declared inside loop `l` (so each iteration of l has its own)? */
bool kf_var_private_to(const struct kf_var *v, const struct kf_node *l);

#endif
