#!/usr/bin/env bash
# The names kforge gen --target opencl|cuda adds to the user's file:
#   - tests/gen/gpu_names.c defines a lowercase macro for every name the
#     generated host code once declared (key, path, size, device, ...) and
#     an array A_dev beside an array A: golden text for both targets, the
#     OpenCL program agrees with the sequential one on PoCL, the CUDA .cu
#     and host .c compile (nvcc -arch=sm_90, cc) and link;
#   - every identifier a GPU golden's host file holds that its input does
#     not is kforge's own (kf_..., KF_...), an OpenCL or CUDA API name, or a
#     C keyword or library name of the list below: a local or a parameter
#     without the prefix fails here.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
golden=$KFORGE_ROOT/tests/gen/golden
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
rel=tests/gen/gpu_names.c

for t in opencl cuda; do
  out=$tmp/gpu_names.$t.c
  if (cd "$KFORGE_ROOT" && "$k" gen --target $t "$rel" -o "$out" 2>"$out.err"); then
    tap_diff "gpu_names: $t golden" "$golden/gpu_names.$t.c" "$out"
    [ $t = cuda ] && tap_diff "gpu_names: cuda golden (.cu)" "$golden/gpu_names.cuda.cu" "${out%.c}.cu"
  else
    tap_fail "gpu_names: kforge gen --target $t" "$(cat "$out.err")"
  fi
done
n=$(grep -c '^    "__kernel void' "$tmp/gpu_names.opencl.c")
if [ "$n" -ge 3 ]; then
  tap_ok "gpu_names: the loops run as kernels ($n)"
else
  tap_fail "gpu_names: the loops run as kernels" "$n kernels"
fi
if out=$("$k" verify --target opencl "$KFORGE_ROOT/$rel" 2>&1) && grep -q "outputs agree" <<<"$out"; then
  tap_ok "gpu_names: the opencl output compiles beside the user's macros and agrees"
else
  tap_fail "gpu_names: the opencl output compiles beside the user's macros and agrees" "$out"
fi
if [ -z "$nvcc" ]; then
  tap_skip "gpu_names: cuda output compiles (nvcc -arch=sm_90, cc) and links" "no \$NVCC"
elif (cd "$tmp" && "$nvcc" -arch=sm_90 -c -w gpu_names.cuda.cu -o names.cu.o &&
      ${CC:-cc} -c gpu_names.cuda.c -I"$cuda_home/include" -o names.host.o &&
      ${CC:-cc} names.host.o names.cu.o -L"$cuda_home/lib64" -lcudart -lstdc++ -lm -o names.exe) \
     >"$tmp/nvcc.log" 2>&1; then
  tap_ok "gpu_names: cuda output compiles (nvcc -arch=sm_90, cc) and links"
else
  tap_fail "gpu_names: cuda output compiles (nvcc -arch=sm_90, cc) and links" "$(head -20 "$tmp/nvcc.log")"
fi

# the host files of the GPU goldens, each against the input its first line names
cd "$KFORGE_ROOT" || exit 1
for g in tests/gen/golden/*.opencl*.c tests/gen/golden/*.cuda*.c tests/transforms/golden/*.opencl.c; do
  [ -f "$g" ] || continue
  src=$(head -1 "$g" | sed -n 's|^/\* kforge [^:]*: \([^ ]*\.c\) for .*|\1|p')
  [ -n "$src" ] && [ -f "$src" ] || continue
  extra=$(python3 - "$src" "$g" <<'EOF'
import re, sys
def names(path, drop_directives):
    s = open(path).read()
    s = re.sub(r'/\*.*?\*/', ' ', s, flags=re.S)
    s = re.sub(r'//[^\n]*', ' ', s)
    s = re.sub(r'"(\\.|[^"\\\n])*"', '""', s)
    s = re.sub(r"'(\\.|[^'\\\n])*'", "''", s)
    if drop_directives:  # #include <sys/stat.h>, #pragma push_macro, #ifdef NAME
        s = re.sub(r'(?m)^[ \t]*#.*$', ' ', s)
    return set(re.findall(r'\b[A-Za-z_]\w*', s))
ok = set('''auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch
typedef union unsigned void volatile while __attribute__ __cleanup__ size_t FILE NULL
EXIT_FAILURE SEEK_END SEEK_SET stderr exit fprintf snprintf sprintf malloc free memcpy memcmp
strlen strcmp getenv mkdir fopen fclose fread fwrite fseek ftell remove rename getpid'''.split())
new = names(sys.argv[2], True) - names(sys.argv[1], False)
bad = sorted(n for n in new if n not in ok and not re.match(r'(kf_|KF_|cl[A-Z]|cl_|CL_|cuda|dim3)', n))
print(' '.join(bad))
EOF
)
  if [ -z "$extra" ]; then
    tap_ok "$g: every name the host code adds is kforge's (kf_)"
  else
    tap_fail "$g: every name the host code adds is kforge's (kf_)" "$extra"
  fi
done
tap_done
