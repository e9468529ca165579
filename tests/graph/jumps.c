/* tests/graph/jumps.c: switch with fall-through and default, do-while,
 * break, goto, abort() (test_graph.sh) */
int classify(int x)
{
    int r = 0;
    switch (x) {
    case 0:
        r = 1;
    case 1:
        r += 2;
        break;
    default:
        r = -1;
    }
    do {
        r++;
        if (r > 5)
            break;
    } while (r < 3);
    if (r < 0)
        goto out;
    r *= 2;
out:
    return r;
}

void abort(void);
int checked(int x)
{
    if (x < 0)
        abort();
    return x;
}
