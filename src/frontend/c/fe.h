/*
 * fe.h: what the files of the C front end share (private to src/frontend/c/).
 *
 * The front end is one pass over clang's AST split by concern:
 *   vars.c      locations, cursor helpers, variables and their types and
 *               extents, the pre-scans of a function and of a fragment;
 *   expr.c      expressions as polynomials, subscripts and accesses,
 *               reductions;
 *   pieces.c    subscripts through ?: as one access per piece;
 *   ptr.c       pointers set to an array plus an offset, then indexed;
 *   induct.c    induction variables (out[k++]) as affine functions;
 *   member.c    integer struct members (s->n) as parameters;
 *   stmt.c      loops, ifs and statements into the fragment's tree, aliasing;
 *   summ.c      what a helper of the file reads and writes through its
 *               pointer parameters, substituted at a call;
 *   paths.c     what every path through an if or a switch writes; switches
 *               read case by case;
 *   filedecl.c  the declarations at file scope a fragment's code needs;
 *   hostctx.c   the host's tests that dominate a fragment (kf_host_fact);
 *   whileloop.c a while whose body holds loop nests split into fragments
 *               of its own, the while a host loop around them;
 *   frontend.c  pragmas and fragments, the parse entry point, clang's
 *               diagnostics.
 * They share one state, struct fe (the unit being parsed and the fragment
 * being built), and the helpers one file defines and another calls, declared
 * here with the prefix kf_fe_.  Everything else stays static in its file.
 */
#ifndef KFORGE_FRONTEND_C_FE_H
#define KFORGE_FRONTEND_C_FE_H

#include <clang-c/Index.h>
#include <stdbool.h>
#include <stddef.h>

#include "frontend/c/macros.h"
#include "ir/poly.h"
#include "kforge/frontend.h"
#include "kforge/ir.h"
#include "kforge/file.h"

struct pragma;  /* frontend.c */
struct pending; /* frontend.c */

/* the pointers one member parameter may be stored through and tested apart */
#define KF_FE_GUARD_VIA 8

/* A for loop inside an opaque statement (stmt.c) whose header sets a
 * variable: the statement, the loop's text, and that variable's id. */
struct opaque_for {
    const struct kf_stmt *s;
    unsigned begin, end;
    int var;
};

struct fe {
    kf_diag *d;
    kf_arena *a;
    const char *file;
    const char *text;
    size_t textlen;
    CXTranslationUnit tu;
    const struct kf_fe_options *opt;
    struct kf_program *prog;

    struct kf_fe_macros *macros; /* the unit's macro invocations and definitions */
    struct opaque_for *opfor;    /* the fragment's opaque statements' for loops (stmt.c) */
    int nopfor;

    int npragma;
    struct pragma *pragmas;
    int ncond;            /* the main file's conditional directives (#if ... #endif), */
    struct fe_cond {      /* in file order, read with the pragmas (frontend.c) */
        unsigned off, line;
        const char *kw;
    } *conds;
    int npend;
    struct pending *pend;

    /* the function being scanned */
    int nassigned, naddr, nalloc_assigned;
    CXCursor *assigned, *addr, *alloc_assigned; /* alloc_assigned: p = malloc(...) */

    /* the fragment being built */
    struct kf_fragment *f;
    CXCursor *decls;      /* parallel to f->vars */
    int nwritten;
    CXCursor *written;
    struct kf_node *loops[64];
    int ord[65];          /* next ordinal at each depth */
    int depth;
    struct kf_node *ifs[64];
    bool in_else[64];
    int nif;
    int may;              /* > 0: under a non-affine condition or bound */
    int may_loops;        /* how many of those are loops (bounds not affine) */
    int may_loop_depth;   /* 1 + the innermost such loop's depth, 0 outside any */
    struct kf_stmt *cur;  /* statement whose accesses are being collected */
    int nnode;            /* the fragment's nodes and their cursors, for node_uses */
    struct kf_node **nodes;
    CXCursor *node_cur;
    int nroot_loops;      /* outermost loops so far, all fragments: L<n> */
    int nfrag_seen;       /* fragments so far, including those left out */
    bool frag_calls;      /* the fragment calls a function that may write globals */
    int subst_depth;      /* locals replaced by their initialisers, nested (expr.c) */
    /* integer scalars whose value here is known from a straight-line
     * definition earlier in the same iteration (k = i + Nr * j; ...
     * A[k]): each with its right-hand side and the block level it was
     * made at (expr.c, kf_fe_def_*); val: the value itself, over the
     * iterators and parameters, of a definition that advances the one
     * before it (k = off; k += 8 * (c + 1);), rhs then the statement */
    struct fe_def {
        CXCursor var, rhs;
        int level;
        struct kf_poly *val;
    } defs[16];
    int ndef, def_level;
    /* why the last definition of a scalar stopped reaching, or none was
     * made (defs.c), newest last; def_quiet: reading a value for kforge's
     * own use, not a use to list */
    struct fe_lost {
        CXCursor var;
        const char *why;
    } lost[16];
    int nlost, def_quiet;
    /* the function's local pointers that could stand for an array plus an
     * offset (ptr.c): why not (NULL: a derived pointer), the arrays they
     * are set from */
    struct fe_ptr {
        CXCursor var;
        const char *why;
        int nbase;
        CXCursor base[8];
    } *ptrs;
    int nptr;
    /* the fragment's statements (frontend.c); the induction variables of
     * the outermost loop being built and each use of them in its body,
     * with the advances before it in the iteration (induct.c) */
    const CXCursor *frag_stmt;
    int nfrag_stmt;
    const struct kf_node *ind_loop;
    int ind_cur, nind_use;
    struct fe_ind_use {
        CXCursor at;
        int ind;
        long off;
    } *ind_use;
    struct kf_poly *ind_base[16]; /* per induction variable of ind_loop: its value
                                     when the loop starts (an inner loop's, from the
                                     definition before it), NULL: its base parameter */
    const char **member_no; /* struct members refused as parameters, said once (member.c) */
    int nmember_no;
    /* parameters (struct members, elements) that a store of the fragment
     * through the pointer ptr may land on (member.c); alias.c makes each a
     * pair that a run-time test tells apart */
    struct kf_fe_guard {
        int param;
        CXCursor ptr;
    } *guards;
    int nguard;
    bool find_in_loop;    /* finding fragments: inside a loop of the function, the */
    unsigned find_loop_off; /* outermost one's offset (frontend.c) */
    /* whileloop.c: the whiles kept as one statement, with why (the offset
     * of each); a scop split at a while: the pragma pair's index and where
     * its statements after that while begin */
    struct fe_while_why {
        unsigned off;
        const char *why;
    } *while_why;
    int nwhile_why;
    int split_scop;
    unsigned split_off;
    bool soft;            /* a for loop (and under --all an if) kforge cannot read
                             becomes an opaque statement, and its "error" a warning */
    int quot;             /* what kf_fe_poly_of makes of e / c, e % c, e >> c, e & mask
                             (KF_FE_QUOT_*) */
    /* the calls kf_fe_summ_call recorded, every fragment's so far: their
     * helpers go to the device (filedecl.c) */
    int nsumm_call;
    CXCursor *summ_call;
    CXCursor cur_fn;      /* the function of the fragment being built */
    int nsumm;            /* the helpers summarised so far (summ.c), each once per */
    struct fe_summ {      /* unit: a summary names no fragment's variable */
        CXCursor fn;
        struct summ *s;
    } *summs;
};

/* quotients by constants in kf_fe_poly_of: none (NULL, as any non-affine
 * expression); of parameters only, a parameter spelt as the expression
 * ("(n / 4)", member.c: a loop bound every pass reads); any affine
 * numerator, a kf_div variable (the model's exact forms, xsub and xcons) */
enum { KF_FE_QUOT_NONE, KF_FE_QUOT_PARAM, KF_FE_QUOT_EXACT };

/* ---- vars.c -------------------------------------------------------------- */

/* the first 8 children (c), n counting all of them: for nodes of a fixed
 * shape; read c[i] only for i < 8 (kf_fe_kidlist_of for any number) */
struct kids {
    int n;
    CXCursor c[8];
};

/* all children, any number, in the arena */
struct kidlist {
    struct fe *fe;
    int n;
    CXCursor *c;
};

/* where things are: expansion locations; c's range in the main file's
 * text with macro invocations mapped back to what the user wrote */
struct kf_loc kf_fe_loc_of(CXSourceLocation l);
struct kf_range kf_fe_range_of(const struct fe *fe, CXCursor c);
struct kf_loc kf_fe_begin_of(const struct fe *fe, CXCursor c);
bool kf_fe_in_main_file(CXCursor c);
/* c's source text, whitespace collapsed, at most max bytes (+ "..."); a
 * cursor's spelling; both in the arena */
char *kf_fe_text_of(struct fe *fe, CXCursor c, size_t max);
char *kf_fe_spelling(struct fe *fe, CXCursor c);
/* diagnostics at c's range, msg formatted with arg; an error becomes a
 * warning under --all (fe->soft) */
void kf_fe_error_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg);
void kf_fe_warn_cursor(struct fe *fe, CXCursor c, const char *msg, const char *arg);

/* cursor helpers: children; c without parentheses and casts; operators
 * (invalid when c is not one); the variable or parameter a DeclRefExpr
 * names, or the null cursor */
struct kids kf_fe_kids_of(CXCursor c);
struct kidlist kf_fe_kidlist_of(struct fe *fe, CXCursor c);
CXCursor kf_fe_strip(CXCursor c);
bool kf_fe_is_binop(CXCursor c);
/* what an assignment (=, +=, ...) or an increment or decrement writes, its
 * operand; the null cursor when c is none of them */
CXCursor kf_fe_write_target(CXCursor c);
/* the variable c assigns, increments or takes the address of (x in x = 1,
 * x++, &x), or the null cursor */
CXCursor kf_fe_changed_var(CXCursor c);
enum CXBinaryOperatorKind kf_fe_binop(CXCursor c);
enum CXUnaryOperatorKind kf_fe_unop(CXCursor c);
CXCursor kf_fe_var_decl_of(CXCursor e);
bool kf_fe_cursor_in(const CXCursor *list, int n, CXCursor c);
bool kf_fe_is_int_type(CXType t);
/* a variable's initialiser, or the null cursor: clang's, not its last
 * child (in `double r[M];` that is the size M, no initialiser at all) */
CXCursor kf_fe_var_init(CXCursor decl);
/* math functions without side effects (sqrt, fmax...); a call's callee */
bool kf_fe_is_pure_fn(const char *name);
/* C library functions that only read through their pointer arguments
 * (atof, strlen, strcmp...): each such argument is read as a whole */
bool kf_fe_is_read_only_fn(const char *name);
const char *kf_fe_callee_name(struct fe *fe, CXCursor call);
/* a call without side effects: a math function above, or a function of
 * the file whose result depends on its scalar arguments only (vars.c) */
bool kf_fe_call_is_pure(struct fe *fe, CXCursor call);
/* NULL for such a call, else why it is not one ("it uses the global 'g'") */
const char *kf_fe_call_impure_why(struct fe *fe, CXCursor call);
/* NULL for a call that writes nothing the fragment sees and reads, at
 * most, what its pointer arguments reach: a reading C library function
 * (above) or a function of the file that only reads through its pointer
 * parameters (vars.c); else why not */
const char *kf_fe_call_reads_only_why(struct fe *fe, CXCursor call);
/* the blocker's text for a call that is not such a call, named `name` */
const char *kf_fe_call_blocker(struct fe *fe, CXCursor call, const char *name);

/* ---- summ.c -------------------------------------------------------------- */

/* A call to a helper of the file as the accesses of fe->cur that the
 * helper's summary gives, its arguments substituted (seed[x] read and
 * written for randu(seed, x)): true when they are recorded (the call then
 * listed in fe->summ_call); false, with
 * nothing recorded, when the summary is unknown or an argument cannot be
 * followed, *why then the reason (NULL when the callee is no function of
 * the file). */
bool kf_fe_summ_call(struct fe *fe, CXCursor call, const char **why);
/* is the summary of the helper of the file `call` calls known (so that the
 * call writes no global)? */
bool kf_fe_summ_known(struct fe *fe, CXCursor call);

/* the fragment's variables: the index of declaration d in fe->f->vars, -1
 * when it has none yet (find) or created on first use (get) */
int kf_fe_find_var(struct fe *fe, CXCursor d);
int kf_fe_get_var(struct fe *fe, CXCursor d);

/* clang visitors, data a struct fe: what a function assigns and takes the
 * address of (fe->assigned, fe->addr), what a fragment writes
 * (fe->written); var_refs's data is a struct kidlist of the declarations
 * referred to */
enum CXChildVisitResult kf_fe_scan_fn(CXCursor c, CXCursor parent, CXClientData data);
enum CXChildVisitResult kf_fe_scan_written(CXCursor c, CXCursor parent, CXClientData data);
enum CXChildVisitResult kf_fe_var_refs(CXCursor c, CXCursor parent, CXClientData data);

/* ---- expr.c -------------------------------------------------------------- */

/* integer constants and polynomials in parameters and iterators (NULL when
 * e is not one); whether c names a declaration other than an enum constant */
bool kf_fe_const_eval(CXCursor e, long *v);
struct kf_poly *kf_fe_poly_of(struct fe *fe, CXCursor e);
/* c without parentheses and casts, unless a cast narrows below int (it may
 * wrap: (char)i is not i): the null cursor then */
CXCursor kf_fe_strip_wide(CXCursor c);
bool kf_fe_has_declref(CXCursor c);
/* does p name a kf_div variable (KF_DIV_VAR + k)? */
bool kf_fe_poly_has_div(const struct kf_poly *p);
/* e again in mode KF_FE_QUOT_EXACT: its poly when it names a quotient, else NULL */
struct kf_poly *kf_fe_poly_exact(struct fe *fe, CXCursor e);

/* forward substitution (fe->defs): d is written; d = rhs reaches from here
 * on; the assignment e, if it is one such; the block at `level` is left
 * (its definitions no longer reach); a loop starts (what it writes no
 * longer has a known value) */
void kf_fe_def_kill(struct fe *fe, CXCursor d);
void kf_fe_def_record(struct fe *fe, CXCursor d, CXCursor rhs);
void kf_fe_def_assign(struct fe *fe, CXCursor e);
void kf_fe_def_leave(struct fe *fe, int level);
void kf_fe_def_loop(struct fe *fe, CXCursor loop);
/* e reads only plain locals (not d) and has no side effect: a right-hand
 * side that may be substituted; the definition of d reaching here */
bool kf_fe_def_plain(struct fe *fe, CXCursor e, CXCursor d);
bool kf_fe_def_reaching(const struct fe *fe, CXCursor d, CXCursor *rhs);
/* the value of the definition of d reaching here (NULL: none known, or not
 * affine); the value a def stands for (its val, or its rhs read now) */
struct kf_poly *kf_fe_def_value(struct fe *fe, CXCursor d);
struct kf_poly *kf_fe_def_poly(struct fe *fe, const struct fe_def *def);
/* an expression statement e that advances a plain local d whose value here
 * is known (d += x, d -= x, d++, d = d * 2 + x: d named on its right):
 * d's new value, affine over iterators and parameters, read before e is
 * built (its write ends d's old definition); NULL otherwise.  Then
 * kf_fe_def_advanced records it once e is built. */
struct kf_poly *kf_fe_def_advance(struct fe *fe, CXCursor e, CXCursor *d);
void kf_fe_def_advanced(struct fe *fe, CXCursor d, struct kf_poly *val, CXCursor e);
/* the variables an if's branches or a loop's body write (the if or loop
 * at c) have no known value after it, for that reason */
void kf_fe_def_if_done(struct fe *fe, CXCursor c);
void kf_fe_def_loop_done(struct fe *fe, CXCursor c);
void kf_fe_def_opaque_done(struct fe *fe, CXCursor c, const char *what);
/* a use of d at `use` read as p (def: the definition, or its initialiser
 * for a local never assigned), or (kf_fe_subst_kept) kept as d: listed in
 * the fragment's subst (integer scalars the fragment writes only) */
void kf_fe_subst_used(struct fe *fe, CXCursor use, CXCursor d, CXCursor def,
                      const struct kf_poly *p);
void kf_fe_subst_kept(struct fe *fe, CXCursor use, CXCursor d);

/* blockers on one loop, or on every loop around the current point */
void kf_fe_add_blocker(struct fe *fe, struct kf_node *l, struct kf_loc at, const char *msg);
void kf_fe_block_all(struct fe *fe, struct kf_loc at, const char *msg);
bool kf_fe_enclosing_iter(const struct fe *fe, int var);

/* accesses of the statement being built (fe->cur): one access; the lvalue
 * e names (its index; KF_FE_PIECES when it is several, one per piece of a
 * subscript through ?:; -1 when e is not a variable or after a
 * diagnostic); every access of e; an expression statement with its
 * reduction if it is one; min/max of "cmp ? t : f" */
#define KF_FE_PIECES (-2)
/* Marks x a may-write for a reason of its own (a piece, a pointer that may
 * point elsewhere, a helper's conditional write): not only because of the
 * loops around it (kf_access.may_loop). */
void kf_fe_access_may(struct kf_access *x);
int kf_fe_add_access(struct fe *fe, int var, bool write, int nsub, struct kf_poly **sub,
                     bool whole, CXCursor c);
int kf_fe_lvalue(struct fe *fe, CXCursor e, bool write);
/* pieces.c: an access through subscripts some of which go through ?:
 * (sub[i] NULL where subs[n - 1 - i] has pieces): one access per
 * combination of pieces; *idx its index, KF_FE_PIECES for several; false
 * when the combinations are too many */
bool kf_fe_add_piecewise(struct fe *fe, int id, bool write, int n, CXCursor *subs,
                         struct kf_poly **sub, CXCursor e, int *idx);
/* an access whose last subscript is last + add, last through ?: perhaps
 * (one access per piece, as kf_fe_lvalue's); sub[0..n-1) are the others */
int kf_fe_add_offset_pieces(struct fe *fe, int id, bool write, int n, struct kf_poly **sub,
                            CXCursor last, struct kf_poly *add, CXCursor e);
void kf_fe_visit_expr(struct fe *fe, CXCursor e);
void kf_fe_stmt_expr(struct fe *fe, struct kf_stmt *s, CXCursor e);
enum kf_reduction_op kf_fe_cond_minmax(struct fe *fe, CXCursor cmp, CXCursor t, CXCursor f);

/* ---- ptr.c --------------------------------------------------------------- */

/* derived pointers (a pointer set to an array plus an offset, then indexed):
 * the function's pre-scan (after kf_fe_scan_fn); whether d is one, or why
 * not (NULL when it is one or no pointer); whether d = rhs may be recorded
 * as a definition; the accesses of a right-hand side (its offsets, not the
 * array); an access through d (p[sub], *p when sub is null) or to all it
 * may point to (an argument of atof), the pointer's read included (the
 * access's index, -1 when none); the warning at an assignment to a pointer
 * that is not one */
void kf_fe_ptr_scan(struct fe *fe, CXCursor fn);
bool kf_fe_ptr_is(const struct fe *fe, CXCursor d);
const char *kf_fe_ptr_why(const struct fe *fe, CXCursor d);
bool kf_fe_ptr_def_ok(struct fe *fe, CXCursor d, CXCursor rhs);
void kf_fe_ptr_visit_rhs(struct fe *fe, CXCursor rhs);
int kf_fe_ptr_access(struct fe *fe, CXCursor d, CXCursor sub, bool write, CXCursor e);
int kf_fe_ptr_whole(struct fe *fe, CXCursor d, bool write, CXCursor e);
void kf_fe_ptr_warn(struct fe *fe, CXCursor lhs);
/* e is p + off or p - off with p a pointer of the pre-scan (an index into
 * fe->ptrs, or -1), off into *off */
int kf_fe_ptr_offset_arg(struct fe *fe, CXCursor e, CXCursor *off);

/* ---- induct.c ------------------------------------------------------------ */

/* induction variables of loop l, whose body is `body` (before it is
 * built; l's iterator and bounds are known; pre[0..npre) the definitions
 * that reached l): found, recorded in l->induct with a base each (an
 * outermost loop's a parameter, an inner loop's the value a definition
 * before it gives), their uses noted for
 * kf_fe_induct_poly until kf_fe_induct_done (after the body is built);
 * whether d is one of them; the value of a use of one (a reference or an
 * advance, as its expression gives it), NULL when e is none */
void kf_fe_induct_scan(struct fe *fe, struct kf_node *l, CXCursor body, const struct fe_def *pre,
                       int npre);
void kf_fe_induct_note(struct fe *fe, CXCursor at, long off);
void kf_fe_induct_done(struct fe *fe);
bool kf_fe_induct_is(const struct fe *fe, CXCursor d);
struct kf_poly *kf_fe_induct_poly(struct fe *fe, CXCursor e);

/* ---- member.c ------------------------------------------------------------ */

/* e (s->n, p.rows) as a parameter of the fragment: its variable's index,
 * made on first use; -1 when e is no integer access path or the fragment
 * may change it (said once per fragment, with the reason) */
int kf_fe_member_param(struct fe *fe, CXCursor e);
/* the same for a float or double member (im->gain) read in the fragment:
 * a scalar variable named by its path, which no statement writes */
int kf_fe_member_value(struct fe *fe, CXCursor e);
/* p (a bound read from at) with each product of parameters replaced by a
 * parameter spelt as that product, "(w * h)"; p itself when it has none,
 * or a product with an iterator, or at is not an integer */
struct kf_poly *kf_fe_param_products(struct fe *fe, struct kf_poly *p, CXCursor at);
/* the parameter spelt as the quotient num OP den ("(n / 4)", "((n - 1) >> 1)":
 * op is "/", "%", ">>" or "&"; num over parameters only), made on first use
 * in the type of the expression at; its variable's index */
int kf_fe_quot_param(struct fe *fe, const struct kf_poly *num, const char *op, long den,
                     CXCursor at);

/* ---- stmt.c -------------------------------------------------------------- */

/* c's nodes appended to (*list, *n); the loops' blockers from pointers that
 * may alias */
void kf_fe_build(struct fe *fe, CXCursor c, struct kf_node ***list, int *n);
/* After the fragment's statements and seen_outside: the counters its
 * opaque statements' own for loops share with its loops (kf_stmt.counters)
 * settled, the accesses recorded for one before its loop made it an
 * iterator dropped; an error where its value is seen outside. */
void kf_fe_opaque_counters_done(struct fe *fe);
/* condition c as a conjunction of affine constraints appended to n's cons
 * (false when it is not one) */
bool kf_fe_cond_cons(struct fe *fe, CXCursor c, struct kf_node *n);
/* e % c or e & (2^k - 1) with c a constant: floor's remainder r = e - c *
 * floor(e / c), 0 <= r < c, whatever e's sign (C's remainder is zero
 * exactly when floor's is); NULL when e is not one */
struct kf_poly *kf_fe_floor_rem(struct fe *fe, CXCursor e);
/* c holds only ifs whose conditions only read, blocks and expression
 * statements: an if deep under data-dependent tests that stmt.c folds into
 * one statement, every path through which paths.c can follow */
bool kf_fe_fold_plain(struct fe *fe, CXCursor c);

/* ---- hostctx.c ----------------------------------------------------------- */

/* fe->f->host: the tests of function fn's code that dominate the fragment
 * whose first statement is `first` (after the fragment is built: they speak
 * of its parameters only) */
void kf_fe_host_context(struct fe *fe, CXCursor fn, CXCursor first);

/* ---- alias.c ------------------------------------------------------------- */

/* f's pairs of variables that may overlap, one written (f->alias), and the
 * blockers they put on the loops under which both are accessed */
void kf_fe_alias_blockers(struct fe *fe, struct kf_fragment *f);

/* ---- filedecl.c ---------------------------------------------------------- */

/* fe->f's filedecls: what the fragment's statements (stmts[0..n)) and
 * variables name at file scope; and fe->f's hcalls, its calls of helpers
 * that take pointers */
void kf_fe_file_decls(struct fe *fe, const CXCursor *stmts, int n);

/* ---- paths.c ------------------------------------------------------------- */

/* After an if node whose else branch built statements [first_else, last):
 * a scalar both branches write on every path gets one write marked joint
 * (ir.h).  Only for an if under no may-context (fe->may == 0 before it). */
void kf_fe_joint_if(struct fe *fe, struct kf_node *node, int first_else, int last);
/* switch body c holds only cases, blocks, ifs, expressions and breaks */
bool kf_fe_switch_plain(struct fe *fe, CXCursor c);
/* the accesses of a plain switch body or a folded if c into fe->cur
 * (fe->may raised) */
void kf_fe_plain_accesses(struct fe *fe, CXCursor c);
/* does every path through plain switch body c write scalar v? */
bool kf_fe_switch_writes(struct fe *fe, CXCursor c, int v);

/* ---- range.c ------------------------------------------------------------- */

/* v declared with initialiser init: when init is a call to a helper of the
 * file whose body bounds its result, v's corners (kf_var.corner) */
void kf_fe_call_range(struct fe *fe, struct kf_var *v, CXCursor init);

/* ---- whileloop.c -------------------------------------------------------- */

/* Is c a `while`, a `do { } while` or a `for (;;)`?  Its condition (the
 * null cursor for `for (;;)`) and its body, in that order whatever the
 * kind. */
bool kf_fe_while_parts(CXCursor c, CXCursor *cond, CXCursor *body);
/* Is c a while (or a do loop) of a scop (or of a split while's body) that is split into
 * fragments of its own (whileloop.c's top comment)?  next: the statement
 * after it in what holds it (the null cursor if none, or if the scop ends
 * before it).  True: its body's statements begin at *body_at, the
 * statements after it at *after (0: none).  False for any other statement;
 * for a while that is not split for a reason, that reason is kept for
 * kf_fe_while_why. */
bool kf_fe_while_split(struct fe *fe, CXCursor c, CXCursor next, unsigned *body_at,
                       unsigned *after);
/* Is c an update of an integer counter from scalars only (t++, t += 2,
 * it = it + 1)?  Such statements at the end of a split while's body stay
 * host code: the fragments before them read the counter as a parameter. */
bool kf_fe_while_counter(struct fe *fe, CXCursor c);
/* Is c an exit test, `if (C) break;` or `if (C) continue;`?  At the top
 * level of a split while's body it stays host code between fragments. */
bool kf_fe_while_exit(CXCursor c);
/* why while c, built as one statement, was not split; NULL when its body
 * holds no loop (nothing to say) */
const char *kf_fe_while_why(struct fe *fe, CXCursor c);
/* does expression c write something (an assignment, an increment, a call
 * that is not pure)? (stmt.c) */
bool kf_fe_writes_any(struct fe *fe, CXCursor c);

#endif
