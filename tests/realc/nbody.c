/* nbody.c: one O(n^2) gravitational force evaluation per step, bodies in
 * an array of structs, softened distance with sqrtf, then an Euler update. */
#include <stdio.h>
#include <math.h>

#define NB 512
#define STEPS 3
#define SOFT 1e-3f
#define DT 0.01f

typedef struct {
    float x, y, z;
    float vx, vy, vz;
    float m;
} body_t;

static body_t bodies[NB];
static float fx[NB], fy[NB], fz[NB];

typedef struct {
    double ke;      /* kinetic energy after the step */
    unsigned fast;  /* bodies faster than 1 */
} step_stats_t;

static step_stats_t stats[STEPS];

static void forces(unsigned n)
{
#pragma scop
    for (unsigned i = 0; i < n; i++) {
        float ax = 0.0f, ay = 0.0f, az = 0.0f;
        for (unsigned j = 0; j < n; j++) {
            float dx = bodies[j].x - bodies[i].x;
            float dy = bodies[j].y - bodies[i].y;
            float dz = bodies[j].z - bodies[i].z;
            float d2 = dx * dx + dy * dy + dz * dz + SOFT;
            float inv = 1.0f / sqrtf(d2);
            float s = bodies[j].m * inv * inv * inv;
            ax += s * dx;
            ay += s * dy;
            az += s * dz;
        }
        fx[i] = ax;
        fy[i] = ay;
        fz[i] = az;
    }
#pragma endscop
}

static void advance(unsigned n)
{
#pragma scop
    for (unsigned i = 0; i < n; i++) {
        bodies[i].vx += DT * fx[i];
        bodies[i].vy += DT * fy[i];
        bodies[i].vz += DT * fz[i];
        bodies[i].x += DT * bodies[i].vx;
        bodies[i].y += DT * bodies[i].vy;
        bodies[i].z += DT * bodies[i].vz;
    }
#pragma endscop
}

/* a sum into a member of an array of structs: a dependence on stats[s]
 * carried by i, which no reduction clause can hold */
static void energy(unsigned n, int s)
{
#pragma scop
    for (unsigned i = 0; i < n; i++) {
        stats[s].ke += 0.5 * bodies[i].m * (bodies[i].vx * bodies[i].vx +
                                           bodies[i].vy * bodies[i].vy);
        if (bodies[i].vx * bodies[i].vx + bodies[i].vy * bodies[i].vy > 0.04f)
            stats[s].fast++;
    }
#pragma endscop
}

int main(void)
{
    for (unsigned i = 0; i < NB; i++) {
        bodies[i].x = (float)(i % 16) - 8.0f;
        bodies[i].y = (float)((i / 16) % 16) - 8.0f;
        bodies[i].z = (float)(i / 256) * 1.5f;
        bodies[i].vx = bodies[i].vy = bodies[i].vz = 0.0f;
        bodies[i].m = 1.0f + (float)(i % 5) * 0.25f;
    }
    for (int s = 0; s < STEPS; s++) {
        forces(NB);
        advance(NB);
        energy(NB, s);
    }
    double e = 0.0;
    for (unsigned i = 0; i < NB; i++)
        e += 0.5 * bodies[i].m * (bodies[i].vx * bodies[i].vx + bodies[i].vy * bodies[i].vy +
                                  bodies[i].vz * bodies[i].vz);
    printf("kinetic %.6e x0 %.6f z511 %.6f\n", e, bodies[0].x, bodies[NB - 1].z);
    for (int s = 0; s < STEPS; s++)
        printf("step %d ke %.6e fast %u\n", s, stats[s].ke, stats[s].fast);
    return 0;
}
