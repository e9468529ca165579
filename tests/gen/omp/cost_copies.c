/* An array reduction's cost: each thread clears a copy of the section and
 * the copies are added back (openmp_cost.c, KF_OMP_COPY_WORK).  A
 * histogram of 65536 bins over 20000 keys stays as written; the same
 * bins over 2,000,000 keys run in parallel; a VLA's section tests its
 * size at run time. */
#include <stdio.h>

#define FEW 20000
#define MANY 2000000
#define B 65536

static unsigned keys[MANY];
static int few[B], many[B];

static void count_few(void)
{
  int i;
#pragma scop
  for (i = 0; i < FEW; i++)
    few[keys[i] & (B - 1)]++;
#pragma endscop
}

static void count_many(void)
{
  int i;
#pragma scop
  for (i = 0; i < MANY; i++)
    many[keys[i] & (B - 1)]++;
#pragma endscop
}

static void count_sized(int n, int nb, const unsigned char *restrict px, int bins[restrict nb])
{
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    bins[px[i] % nb] += 2;
#pragma endscop
}

int main(void)
{
  static unsigned char px[100000];
  int sized[100] = {0};
  for (int i = 0; i < MANY; i++)
    keys[i] = (unsigned)i * 2654435761u;
  for (int i = 0; i < 100000; i++)
    px[i] = (unsigned char)(keys[i] >> 24);
  count_few();
  count_many();
  count_sized(100000, 100, px, sized);
  count_sized(50, 100, px, sized);
  long s = 0;
  for (int b = 0; b < B; b++)
    s += (long)(few[b] + 3 * many[b]) * (b % 7 + 1);
  for (int b = 0; b < 100; b++)
    s += (long)sized[b] * (b + 1);
  printf("%ld\n", s);
  return 0;
}
