/* A size read as one value for the fragment (s->n, dims[2][0]) that an int
 * store through a pointer may reach (member.c, alias.c guard_blockers):
 *   fill:     through a parameter: a parameter, the loop blocked by the
 *             pair, parallel where a run-time test finds them apart;
 *   fill_ft:  NPB FT's compute_indexmap, through a three-dimensional
 *             parameter (compared by the rows it reaches);
 *   restarts: through a pointer the fragment assigns: no test can know
 *             where it points, so the member is refused;
 *   offset:   through a pointer set from an array before the fragment:
 *             its stores are the array's, so every loop stays sequential;
 *   store_before: a store before the loop, not under it: it would change
 *             the loop's trip count (and the device buffers sized from
 *             it), so that loop is blocked by the pair too.
 *
 * kforge-expect: L1 i sequential
 * kforge-expect: L2 i sequential
 * kforge-expect: L2.1 j sequential
 * kforge-expect: L2.1.1 k sequential
 * kforge-expect: L3 t sequential
 * kforge-expect: L3.1 i sequential
 * kforge-expect: L4 i sequential
 * kforge-expect: L5 i sequential
 */
struct sz {
	int n, m;
};

int dims[3][3];

void fill(int *out, const struct sz *s)
{
#pragma scop
	for (int i = 0; i < s->n; i++)
		out[i] = 2 * i + s->m;
#pragma endscop
}

void fill_ft(int indexmap[8][8][8])
{
#pragma scop
	for (int i = 0; i < dims[2][0]; i++)
		for (int j = 0; j < dims[2][1]; j++)
			for (int k = 0; k < dims[2][2]; k++)
				indexmap[k][j][i] = i * i + j * j + k * k;
#pragma endscop
}

void restarts(int *buf, struct sz *s, int k)
{
	int *p = buf;
#pragma scop
	for (int t = 0; t < 2; t++) {
		p = buf + t * k;
		for (int i = 0; i < s->n; i++)
			p[i] = 3 * i + t;
	}
#pragma endscop
}

void offset(int *buf, struct sz *s)
{
	int *p = buf + 4;
#pragma scop
	for (int i = 0; i < s->n; i++)
		p[i] = 3 * i;
#pragma endscop
}

void store_before(int *out, const struct sz *s, double *a)
{
#pragma scop
	out[0] = 7;
	for (int i = 0; i < s->n; i++)
		a[i] = 2.0 * i;
#pragma endscop
}
