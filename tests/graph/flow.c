/* tests/graph/flow.c: calls, a for loop with continue, a while loop (test_graph.sh) */
#include <stdio.h>
static int sq(int x) { return x * x; }
int sum(int n)
{
    int s = 0;
    for (int i = 0; i < n; i++) {
        if (i % 3 == 0)
            continue;
        s += sq(i);
    }
    return s;
}
int main(void)
{
    int t = 0;
    while (t < 10)
        t += sum(t) + sq(2) + sq(3);
    printf("%d\n", t);
    return 0;
}
