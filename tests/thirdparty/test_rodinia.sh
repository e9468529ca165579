#!/usr/bin/env bash
# Third-party C as a new user tries it: OpenMP programs of the Rodinia
# suite, kept as released (tests/thirdparty/rodinia, README.md there),
# their authors' `#pragma omp parallel for` loops marked `#pragma scop`
# the way bench/realc/mark.py marks them (the pragmas removed).  For each
# program, at a small size:
#   - `kforge analyze` finds at least the number of parallel loops listed
#     below among the authors' loops (as written, or where a run-time test
#     that gen's output makes finds them so);
#   - the sequential build (the marked copy as written) prints the results
#     the check compares: the program's own output, times left out, and a
#     checksum line where the program prints none (its local fix, applied
#     to every copy alike);
#   - `kforge gen --target openmp` and `--target opencl` (on PoCL; skipped
#     without an OpenCL device): the output builds with the program's other
#     sources and prints the sequential build's numbers (relative 1e-6);
#   - with $NVCC, `--target cuda`: the .cu compiles with nvcc -arch=sm_90
#     and the program links with it.
# kforge gen may exit 1 with its output written (a fragment it left as
# written, said so): that output is checked like any other.
. "$KFORGE_ROOT/tests/lib/tap.sh"
src=$KFORGE_ROOT/tests/thirdparty/rodinia
mark=$KFORGE_ROOT/bench/realc/mark.py
numcmp=$KFORGE_ROOT/$KFORGE_PLAIN/kforge-numcmp
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
nvcc=${NVCC:-}
cuda_home=${CUDA_HOME:-$( [ -n "$nvcc" ] && dirname "$(dirname "$(command -v "$nvcc")")")}
ocl=1
if ! command -v clinfo >/dev/null || [ "$(clinfo -l 2>/dev/null | grep -c Device)" -eq 0 ]; then ocl=0; fi

# NAME|DIR|FILES WITH THE LOOPS|OTHER SOURCES|CFLAGS|ARGUMENTS (INPUT: the
#   directory SETUP ran in)|PARALLEL (the least number of the authors' loops
#   analyze finds parallel)|LOCAL FIX (sed on every .c: fixed seeds, a
#   checksum)|SETUP (in the sequential copy, before the runs)
programs='
lud|openmp/lud|omp/lud_omp.c|omp/lud.c common/common.c|-Icommon|-s 256 -n 2|1|s/^  stopwatch_stop(&sw);/&{double cs = 0; for (int q = 0; q < matrix_dim*matrix_dim; q++) cs += m[q]*(q % 7 + 1); printf("checksum %.9e\\n", cs);}/|
particlefilter|openmp/particlefilter|ex_particle_OPENMP_seq.c|||-x 64 -y 64 -z 5 -np 1000|10|s/seed\[i\] = time(0)\*i;/seed[i] = 12345*i;/|
backprop|openmp/backprop|backprop.c|backprop_kernel.c facetrain.c imagenet.c||16384|2|s/omp_set_num_threads(NUM_THREAD);//;/^#ifdef OPEN/,/^#endif/{/^#ifdef OPEN/d;/^#endif/d};s/^  bpnn_adjust_weights(net->hidden_delta, hid, net->input_units, in, net->input_weights, net->input_prev_weights);/&{double cs = 0; for (int q = 0; q <= in; q++) for (int r = 0; r <= hid; r++) cs += net->input_weights[q][r] * (1 + (q + r) % 7); printf("checksum %.6e\\n", cs);}/|
nn|openmp/nn|nn_openmp.c|||INPUT/files 5 30 90|1|s/srand(time(NULL))/srand(7)/|gcc -O2 -w -o gen hurricane_gen.c -lm && mkdir -p data && ./gen 20000 2 >/dev/null && printf "$PWD/data/cane2_%d.db\\n" 0 1 >files
'

# run NAME DIR ARGS OUT: the program's output in DIR with its times left out
run_prog() {
  (cd "$2" && OMP_NUM_THREADS=2 timeout 120 ./prog $3) >"$4.raw" 2>&1 || return 1
  grep -viE 'time|took|[0-9.]+ s(,|$)|threads|cores' "$4.raw" >"$4"
}

while IFS='|' read -r name dir files others cflags args npar fix setup; do
  [ -n "$name" ] || continue
  w=$tmp/$name
  for v in seq openmp opencl cuda; do
    mkdir -p "$w/$v" && cp -r "$src/$dir/." "$w/$v" && find "$w/$v" -name '*.c' -exec sed -i "$fix" {} +
  done
  : >"$w/analyze.txt"
  for file in $files; do
    python3 "$mark" "$w/openmp/$file" "$w/seq/$file" >/dev/null
    for v in openmp opencl cuda; do cp "$w/seq/$file" "$w/$v/$file"; done
    (cd "$w/seq/$(dirname "$file")" && "$KFORGE" analyze "$(basename "$file")" -- $cflags) >>"$w/analyze.txt" 2>&1
  done
  # an authors' loop in parallel as written, or where a run-time test
  # (rows apart, pointers apart) finds it so
  par=$(awk '/^  L[0-9]+ / { top = 1; if ($0 ~ /^ +L[0-9]+ +line +[0-9]+ +[^ ]+ +parallel/) n++; next }
             /^ +L[0-9]/ { top = 0; next }
             top && /^ +parallel where/ { n++ } END { print n + 0 }' "$w/analyze.txt")
  if [ "$par" -ge "$npar" ]; then tap_ok "$name: analyze finds $par of the authors' loops parallel (at least $npar)"
  else tap_fail "$name: analyze finds at least $npar of the authors' loops parallel" "$(grep -E '^ {2}L[0-9]+ ' "$w/analyze.txt")"; fi
  if [ -n "$setup" ]; then
    (cd "$w/seq" && eval "$setup") >"$w/setup.log" 2>&1 || { tap_fail "$name: setup" "$(tail -3 "$w/setup.log")"; continue; }
  fi
  a=${args//INPUT/$w/seq}
  if ! (cd "$w/seq" && gcc -O1 -fopenmp $cflags -w -o prog $files $others -lm) >"$w/seq.build" 2>&1 ||
     ! run_prog "$name" "$w/seq" "$a" "$w/seq.out"; then
    tap_fail "$name: the sequential build runs" "$(head -5 "$w/seq.build" "$w/seq.out.raw" 2>/dev/null)"; continue
  fi
  for t in openmp opencl cuda; do
    if [ $t = opencl ] && [ $ocl = 0 ]; then tap_skip "$name: opencl output agrees" "no OpenCL device"; continue; fi
    if [ $t = cuda ] && [ -z "$nvcc" ]; then tap_skip "$name: cuda output compiles and links" "no \$NVCC"; continue; fi
    gens=1
    for file in $files; do
      d=$w/$t/$(dirname "$file") b=$(basename "$file" .c)
      rm -f "$d/kf_out.c"
      (cd "$d" && "$KFORGE" gen --target $t "$b.c" -o kf_out.c -- $cflags) >>"$w/$t.gen" 2>&1
      rc=$?
      if [ ! -f "$d/kf_out.c" ] || [ $rc -gt 1 ]; then gens=0; break; fi
      mv "$d/kf_out.c" "$d/$b.c"
      [ $t = cuda ] && mv "$d/kf_out.cu" "$d/$b.cu"
    done
    if [ $gens = 0 ]; then tap_fail "$name: kforge gen --target $t" "$(grep -m3 -i error "$w/$t.gen")"; continue; fi
    case $t in
      openmp) flags="-fopenmp" ;;
      opencl) flags="-fopenmp -lOpenCL" ;;
      cuda)
        cus=""; for file in $files; do cus="$cus ${file%.c}.cu.o"; done
        if (cd "$w/cuda" && for file in $files; do "$nvcc" -arch=sm_90 -c -w "${file%.c}.cu" -o "${file%.c}.cu.o" || exit 1; done &&
            gcc -O1 -fopenmp $cflags -w -I"$cuda_home/include" -o prog $files $others $cus \
              -L"$cuda_home/lib64" -lcudart -lstdc++ -lm) >"$w/cuda.build" 2>&1; then
          tap_ok "$name: cuda output compiles (nvcc -arch=sm_90) and links ($(grep -c '__global__' "$w/cuda/"*.cu "$w/cuda/"*/*.cu 2>/dev/null | awk -F: '{ s += $2 } END { print s + 0 }') kernels)"
        else
          tap_fail "$name: cuda output compiles and links" "$(grep -m5 error "$w/cuda.build")"
        fi
        continue ;;
    esac
    if ! (cd "$w/$t" && gcc -O1 $cflags -w -o prog $files $others $flags -lm) >"$w/$t.build" 2>&1; then
      tap_fail "$name: $t output builds" "$(grep -m5 error "$w/$t.build")"; continue
    fi
    if ! run_prog "$name" "$w/$t" "$a" "$w/$t.out"; then
      tap_fail "$name: $t output runs" "$(tail -5 "$w/$t.out.raw")"; continue
    fi
    kernels=""
    [ $t = opencl ] && kernels=" ($(cat "$w/opencl/"*.c "$w/opencl/"*/*.c 2>/dev/null | grep -c '__kernel void') kernels)"
    if "$numcmp" --rtol 1e-6 "$w/seq.out" "$w/$t.out" >"$w/$t.cmp" 2>&1 && [ -s "$w/seq.out" ]; then
      tap_ok "$name: $t output agrees with the sequential build$kernels"
    else
      tap_fail "$name: $t output agrees with the sequential build" "$(head -3 "$w/$t.cmp"; diff "$w/seq.out" "$w/$t.out" | head -5)"
    fi
  done
done <<<"$programs"
tap_done
