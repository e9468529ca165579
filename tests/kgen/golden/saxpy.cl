__kernel void saxpy(int n, float a, __global const float *x, __global float *y)
{
    int i = (int)get_global_id(0);
    if (i < n) {
        y[i] = mad(a, x[i], y[i]);
    }
}
