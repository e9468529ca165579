/*
 * graph.h: the call graph, the control-flow graph of each function and the
 * dependence graph of a C file, as graphviz DOT and SVG (`kforge graph`,
 * the `kforge ui` page; seed 003 §2, the third class of tools).
 *
 * Contract:
 *   call  one node per function defined in the file (box) and per function
 *         it calls that is not (ellipse, dashed); one edge caller -> callee
 *         per pair, labelled with the number of call sites when above one.
 *   cfg   per function (only `function` when not NULL): basic blocks of its
 *         statements, built from clang's AST by structure (if, for, while,
 *         do, switch, break, continue, return, goto and labels; a call of
 *         exit, abort, _Exit, quick_exit or longjmp ends it too); an ENTRY and
 *         an EXIT node; edges labelled T/F out of a condition.  Node names
 *         are <function>_B<n>, ENTRY <function>_entry, EXIT <function>_exit;
 *         each label starts with the block's first line ("L12: ...").
 *   deps  kforge's dependences per fragment (analyze.h, the same graph as
 *         `kforge analyze --dot`); `function` keeps that function's only.
 * kf_graph_svg lays a DOT text out with graphviz's library (libgvc, the
 * "dot" layout) in this process: no external program.
 *
 * Ownership: kf_graph_dot and kf_graph_svg give malloc'ed text (the caller
 * frees it), NULL after diagnostics through d.
 */
#ifndef KFORGE_GRAPH_H
#define KFORGE_GRAPH_H

#include "kforge/diag.h"
#include "kforge/frontend.h"

enum kf_graph_kind { KF_GRAPH_CALL, KF_GRAPH_CFG, KF_GRAPH_DEPS };

/* "call", "cfg", "deps" -> kind; 0 or -1. */
int kf_graph_kind_parse(const char *s, enum kf_graph_kind *kind);

char *kf_graph_dot(const char *file, const struct kf_fe_options *fo, enum kf_graph_kind kind,
                   const char *function, kf_diag *d);

/* SVG of a DOT text; `what` names it in a diagnostic. */
char *kf_graph_svg(const char *dot, const char *what, kf_diag *d);

#endif
