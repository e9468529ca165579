/*
 * xfer.h: where host <-> device copies go (seed 003 §4).
 *
 * The code generator describes a region of the user's function as a tree:
 * a sequence of items, each a statement that runs on the host or on the
 * device and reads / writes some shared variables, a loop, an if with an
 * optional else, a return, or a break or continue of the innermost loop
 * around it (an exit test `if (C) break;` is an if whose body is the
 * break).  kf_xfer_place() then decides where copies go,
 * by the seed's scheme:
 *
 *   1. a host -> device copy of every variable the device touches at the
 *      region's entry, and a copy after each statement that changes a
 *      variable the other side touches (or, for the device, that the host
 *      needs after the region: `out(...)`);
 *   2. each copy moves forward past every item that does not touch the
 *      variable on the copy's destination side; at the end of a loop body
 *      it leaves the loop unless the loop touches the variable there; at the
 *      end of a branch it leaves the if unless the other branch writes the
 *      variable on the destination side (the seed is silent here: moving out
 *      would then copy stale data over the other branch's write); a copy
 *      that reaches a return or the end of the region is dropped unless it
 *      brings an `out` variable home;
 *   3. copies that meet are merged.
 *
 * A break or continue touches nothing itself: a copy moves past an item
 * that holds one.  That is right where the copy then leaves the loop (it
 * comes to rest after the loop, where a break lands too, or is dropped,
 * as on the break's path) but not where it comes to rest inside the loop,
 * or is dropped there at a return: the jump's path would skip it, or need
 * it.  Such a copy rests before the first item holding a jump of that loop
 * that it passed instead.
 *
 * The result keeps the seed's rule: on every path from a write on one side
 * to a use on the other there is a copy in that direction before any copy
 * in the opposite one.  kf_xfer_verify() checks exactly that, by exploring
 * every path (loops taken zero or more times, to a fixpoint), so callers
 * and tests can assert it.
 *
 * For tests, dumps and `kforge gen --explain`, a program has a text form:
 *
 *     prog  := ['out' '(' names ')'] seq
 *     seq   := item*
 *     item  := ('host' | 'dev') access* ';'
 *            | 'loop' access* '{' seq '}'
 *            | 'if' access* '{' seq '}' ['else' '{' seq '}']
 *            | 'return' ';' | 'break' ';' | 'continue' ';'
 *            | 'copy' NAME ('h2d' | 'd2h') ';'    a copy placed by hand (for kf_xfer_verify)
 *     access := ('r' | 'w') '(' names ')'      loop / if accesses: the header, on the host;
 *                                              a loop header's write happens before
 *                                              each trip and after the last; an if's
 *                                              header only reads
 *     names := NAME (',' NAME)*
 *
 * and kf_xfer_print() writes it back, one item a line, with the copies as
 * `copy A h2d;` / `copy A d2h;` lines where they were placed.
 *
 * Ownership: a struct kf_xfer_prog owns all its nodes and copies;
 * kf_xfer_free() releases it.  Strings returned by kf_xfer_print() and the
 * error text are the caller's to free().
 */
#ifndef KFORGE_XFER_H
#define KFORGE_XFER_H

#include <stdint.h>

#define KF_XFER_MAX_VARS 64

enum kf_xfer_side { KF_XFER_HOST, KF_XFER_DEV };
enum kf_xfer_dir { KF_XFER_H2D, KF_XFER_D2H };
enum kf_xfer_kind { KF_XFER_STMT, KF_XFER_LOOP, KF_XFER_IF, KF_XFER_RETURN, KF_XFER_BREAK,
                    KF_XFER_CONTINUE };

struct kf_xfer_seq;

struct kf_xfer_copy {
    int var;
    enum kf_xfer_dir dir;
};

struct kf_xfer_node {
    enum kf_xfer_kind kind;
    enum kf_xfer_side side;   /* KF_XFER_STMT: where it runs; headers run on the host */
    uint64_t reads, writes;   /* bit v: variable v */
    struct kf_xfer_seq *body; /* loop body, or the if's then-branch */
    struct kf_xfer_seq *orelse;
    int line;                 /* the caller's tag (a source line), kept as given */
};

struct kf_xfer_seq {
    int n;
    struct kf_xfer_node *items;
    /* copies[i] go before items[i]; copies[n] at the end.  Filled by
     * kf_xfer_place(). */
    int *ncopies;
    struct kf_xfer_copy **copies;
    struct kf_xfer_node *owner; /* the loop or if whose body this is; NULL for the root */
    struct kf_xfer_seq *parent; /* the sequence that holds owner, and where */
    int parent_index;
};

struct kf_xfer_prog {
    int nvars;
    char *names[KF_XFER_MAX_VARS];
    uint64_t live_out;          /* variables the host needs after the region */
    struct kf_xfer_seq *root;
};

/* Parses the text form.  Returns NULL and sets *err (caller frees) on a
 * syntax error or too many variables. */
struct kf_xfer_prog *kf_xfer_parse(const char *text, char **err);

/* Places the copies (replacing any placed before).  Returns 0. */
int kf_xfer_place(struct kf_xfer_prog *p);

/* Checks the seed's rule on every path.  Returns 0 when it holds; else -1
 * with a description of the first violation in *err (caller frees). */
int kf_xfer_verify(const struct kf_xfer_prog *p, char **err);

/* The text form with the copies; caller frees.  NULL on allocation failure. */
char *kf_xfer_print(const struct kf_xfer_prog *p);

/* The number of copies placed. */
int kf_xfer_count(const struct kf_xfer_prog *p);

void kf_xfer_free(struct kf_xfer_prog *p);

#endif
