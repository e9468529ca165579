# bench/transforms/cases.sh: the C face's cases of bench/transforms, one a
# line: PASS FILE DEFINES... (sourced by run.sh, OpenCL on PoCL, and by
# cuda.sh, the same cases through CUDA on an NVIDIA GPU).
cases=(
  "window tests/transforms/conv5x5.c -DN=1024 -DREPS=5"
  "window tests/kernels/jacobi-2d.c -DN=1024 -DTSTEPS=20"
  "fusion tests/transforms/fuse_chain.c -DN=262144 -DREPS=50"
  "coalesce tests/transforms/colwise.c -DN=2000 -DM=2000 -DREPS=10 -DKERNELS=1"
  "flatten tests/transforms/colwise.c -DN=2000 -DM=2000 -DREPS=10 -DKERNELS=2"
  "singleton tests/transforms/colwise.c -DN=2000 -DM=2000 -DREPS=10 -DKERNELS=4"
)
