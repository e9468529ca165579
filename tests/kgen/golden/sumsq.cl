float kf_atomic_add_float_global(volatile __global float *p, float v)
{
    uint prev, cur = as_uint(*p);
    do {
        prev = cur;
        cur = atomic_cmpxchg((volatile __global uint *)p, prev,
                             as_uint(as_float(prev) + v));
    } while (cur != prev);
    return as_float(prev);
}

__kernel void sumsq(int n, __global const float *x, __global float *result)
{
    __local float part[256];
    int lid = get_local_id(0);
    int i = get_global_id(0);
    int step;
    float s = 0.0f;

    for (; i < n; i += get_global_size(0)) {
        s = mad(x[i], x[i], s);
    }
    part[lid] = s;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (step = get_local_size(0) / 2; step > 0; step >>= 1) {
        if (lid < step) {
            part[lid] += part[lid + step];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid == 0) {
        kf_atomic_add_float_global(result, part[0]);
    }
}
