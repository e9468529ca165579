/*
 * gpu_branch.c: loop nests under an if inside a fragment, on the GPU
 * targets (gpu.h's kf_gpu_plan_if).
 *
 * A fragment that starts `if (n > 0)`, picks a pass by a mode, or tests
 * something inside a time loop holds its nests under an if.  The host
 * tests the condition and launches the kernels of its branches: the if is
 * planned as a host node (H_LOOP, its header the if's) that runs zero
 * times or once, its then branch in kids and its else branch in ekids, and
 * the copies treat it as an if (kf_gpu_xitem, xfer.h).
 *
 * Kept on the host, with the reason (a warning at the if, kf_gpu_warn_leaves):
 *   - a condition that reads an array: the host evaluates it, and the
 *     device may hold the array's current value;
 *   - a branch that is not exactly its statements (clang's ranges), or
 *     anything but "else" between the branches (a comment): writing the
 *     branches again would drop that text.
 */
#include <ctype.h>
#include <string.h>

#include "codegen/gpu.h"

/* Does the condition of if n read an array? */
static bool cond_reads_array(const struct frag *x, const struct kf_node *n)
{
    for (int s = 0; s < x->f->nstmt; s++)
        for (int a = 0; a < x->f->stmts[s]->naccess; a++) {
            const struct kf_access *ac = &x->f->stmts[s]->acc[a];
            if (x->f->vars[ac->var].kind == KF_VAR_ARRAY &&
                ac->range.begin.offset >= n->cond.begin.offset &&
                ac->range.end.offset <= n->cond.end.offset)
                return true;
        }
    return false;
}

/* Is [b, e) of the text "else", with white space around it, and a ';'
 * before (a then branch without braces ends before its ';')? */
static bool just_else(const struct gen *g, size_t b, size_t e)
{
    while (b < e && (isspace((unsigned char)g->text[b]) || g->text[b] == ';'))
        b++;
    while (e > b && isspace((unsigned char)g->text[e - 1]))
        e--;
    return e - b == 4 && strncmp(g->text + b, "else", 4) == 0;
}

void kf_gpu_plan_if(struct frag *x, const struct kf_node *n, struct hnode *h, int *nkernel)
{
    int before = *nkernel;
    kf_gpu_plan_kids(x, n->nchild, n->child, &h->kids, &h->nkid, nkernel);
    kf_gpu_plan_kids(x, n->nelse, n->else_child, &h->ekids, &h->nekid, nkernel);
    if (*nkernel == before)
        return;
    const char *why = NULL;
    size_t hb = kf_gpu_header_end(x->g, n), he = kf_gpu_node_end(x->g, n);
    size_t te = he;
    if (n->nelse) { /* a then branch without braces ends before its ';' */
        te = n->body.end.offset;
        if (n->nchild && kf_gpu_node_end(x->g, n->child[n->nchild - 1]) > te)
            te = kf_gpu_node_end(x->g, n->child[n->nchild - 1]);
    }
    if (cond_reads_array(x, n))
        why = "its condition reads an array, which the host tests while the device may hold "
              "the array's current value";
    else if (!kf_gpu_kids_cover(x->g, hb, te, n->nchild, n->child) ||
             (n->nelse && (!just_else(x->g, te, n->else_body.begin.offset) ||
                           !kf_gpu_kids_cover(x->g, n->else_body.begin.offset, he, n->nelse,
                                              n->else_child))))
        why = "a branch holds text kforge does not model, so it stays as written";
    if (why) {
        *nkernel = before;
        h->nkid = h->nekid = 0;
        h->why = why;
        return;
    }
    h->kind = H_LOOP;
    h->why = NULL;
}
