/* Calls to C library functions that only read through their pointer
 * arguments (atoi, strlen) do not keep a loop sequential: the rows of txt
 * are read as a whole, and nothing the loop uses is written by them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void parse(int n, const char (*restrict txt)[8], int *restrict out)
{
#pragma scop
    for (int i = 0; i < n; i++)
        out[i] = atoi(txt[i]) * 10 + (int)strlen(txt[i]);
#pragma endscop
}

int main(void)
{
    enum { n = 300 };
    static char txt[n][8];
    static int out[n];
    for (int i = 0; i < n; i++)
        snprintf(txt[i], sizeof txt[i], "%d", i * 37 % 1000);
    parse(n, (const char (*)[8])txt, out);
    long sum = 0;
    for (int i = 0; i < n; i++)
        sum += (long)out[i] * (i % 7 + 1);
    printf("%ld\n", sum);
    return 0;
}
