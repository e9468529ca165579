#!/usr/bin/env bash
# The run-time side of kforge's OpenCL host code (src/codegen/gpu_opencl.c):
#
#  - kf_cl_fit, the work-groups sized at launch: the helper as generated is
#    compiled into a small driver and its shapes checked (enough groups for
#    the device's units, x halved last, no group below 32 work-items, every
#    group size still dividing a count it divided before, a group longer
#    than its count cut to the count);
#  - the program binary kept between runs (KFORGE_CL_CACHE): the first run
#    writes one file, the next loads it (the file is not written again),
#    a damaged file is rebuilt from source, "off" writes nothing, and every
#    run's output agrees with the sequential program's;
#  - a statement before a loop that stays on the host and uses every array
#    the statement does is not made a one-thread kernel (gpu_hostnext.c).
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
k=$KFORGE
cc=${CC:-cc}

# ---- kf_cl_fit ------------------------------------------------------------
src=$KFORGE_ROOT/tests/kernels/gemm.c
if "$k" gen --target opencl "$src" -o "$tmp/gemm.c" 2>"$tmp/gen.err"; then
  tap_ok "gen --target opencl gemm.c"
else
  tap_fail "gen --target opencl gemm.c" "$(cat "$tmp/gen.err")"
fi
if grep -q 'kf_cl_fit(2, kf_global, kf_local, &kf_site_kernel_gemm_L1);' "$tmp/gemm.c" &&
   grep -q 'kf_cl.kf_groups = 4 \* (size_t)(kf_units ? kf_units : 1);' "$tmp/gemm.c"; then
  tap_ok "a launch sizes its groups at run time from the device's compute units"
else
  tap_fail "a launch sizes its groups at run time from the device's compute units" \
    "$(grep -n 'kf_global\|kf_cl.kf_groups' "$tmp/gemm.c")"
fi
{
  echo '#include <stdio.h>'
  echo '#include <stddef.h>'
  echo '#include <string.h>'
  echo 'static struct { size_t kf_groups; } kf_cl;'
  sed -n '/^struct kf_cl_site {/,/^};/p' "$tmp/gemm.c"
  sed -n '/^static void kf_cl_fit(/,/^}/p' "$tmp/gemm.c"
  cat <<'EOF'
static struct kf_cl_site site; /* check's launch site: a fresh one unless keep */
static int keep;
static int check(size_t units, int dims, size_t c0, size_t c1, size_t l0, size_t l1,
                 size_t w0, size_t w1, size_t g0, size_t g1)
{
    size_t global[2] = {c0, c1}, local[2] = {l0, l1};
    if (!keep)
        memset(&site, 0, sizeof site);
    kf_cl.kf_groups = 4 * units;
    kf_cl_fit(dims, global, local, &site);
    if (local[0] == w0 && (dims < 2 || local[1] == w1) && global[0] == g0 &&
        (dims < 2 || global[1] == g1))
        return 0;
    printf("units %zu counts %zu %zu: local %zu %zu global %zu %zu\n", units, c0, c1,
           local[0], dims > 1 ? local[1] : 0, global[0], dims > 1 ? global[1] : 0);
    return 1;
}
int main(void)
{
    int bad = 0;
    bad += check(2, 1, 500, 0, 256, 0, 64, 0, 512, 0);      /* seidel-2d's waves: 8 groups */
    bad += check(2, 1, 100, 0, 256, 0, 32, 0, 128, 0);      /* never below 32 */
    bad += check(2, 1, 4096, 0, 256, 0, 256, 0, 4096, 0);   /* enough groups: kept */
    bad += check(2, 1, 1024, 0, 256, 0, 128, 0, 1024, 0);   /* still divides the count */
    bad += check(2, 2, 240, 240, 16, 16, 16, 16, 240, 240); /* 225 groups: kept */
    bad += check(2, 2, 40, 20, 16, 16, 16, 8, 48, 24);      /* y halved first */
    bad += check(2, 2, 1000, 1, 32, 8, 32, 1, 1024, 1);     /* y cut to its count */
    bad += check(66, 2, 64, 64, 16, 16, 16, 2, 64, 64);     /* a GPU's units: x kept */
    bad += check(1, 1, 3, 0, 1, 0, 1, 0, 3, 0);             /* one-item groups stay */
    bad += check(2, 2, 118, 118, 256, 1, 118, 1, 118, 118); /* heat-3d's rows: the group is the row */
    bad += check(2, 1, 20, 0, 256, 0, 20, 0, 20, 0);        /* fewer than 32: one group of the count */
    /* one site whose count moves with a host loop (lu's n - k - 1): the
     * groups are the counts for four changes, then powers of two (each
     * new size a new compile on PoCL); a site of one count keeps it */
    keep = 1;
    memset(&site, 0, sizeof site);
    bad += check(2, 1, 20, 0, 256, 0, 20, 0, 20, 0);
    bad += check(2, 1, 20, 0, 256, 0, 20, 0, 20, 0);        /* the same: no change */
    bad += check(2, 1, 19, 0, 256, 0, 19, 0, 19, 0);
    bad += check(2, 1, 18, 0, 256, 0, 18, 0, 18, 0);
    bad += check(2, 1, 17, 0, 256, 0, 17, 0, 17, 0);        /* the fourth change */
    bad += check(2, 1, 15, 0, 256, 0, 16, 0, 16, 0);        /* past them: a power of two */
    bad += check(2, 1, 20, 0, 256, 0, 32, 0, 32, 0);
    bad += check(2, 1, 17, 0, 256, 0, 17, 0, 17, 0);        /* its last exact size again */
    bad += check(2, 2, 118, 118, 256, 1, 128, 1, 128, 118); /* a fifth size: rounded up */
    memset(&site, 0, sizeof site);
    for (int i = 0; i < 10; i++)                            /* heat-3d's rows, every step */
        bad += check(2, 2, 118, 118, 256, 1, 118, 1, 118, 118);
    return bad != 0;
}
EOF
} >"$tmp/fit.c"
if $cc -std=c99 -Wall -Wextra -Werror -o "$tmp/fit" "$tmp/fit.c" 2>"$tmp/fit.err" &&
   "$tmp/fit" >"$tmp/fit.out" 2>&1; then
  tap_ok "kf_cl_fit: groups enough for the units, x last, none below 32 work-items, none past its count"
else
  tap_fail "kf_cl_fit: groups enough for the units, x last, none below 32 work-items, none past its count" \
    "$(cat "$tmp/fit.err" "$tmp/fit.out" 2>/dev/null)"
fi

# ---- the program binary kept between runs ---------------------------------
cache=$tmp/cache
verify() { # NAME: kforge verify with KFORGE_CL_CACHE=$cache
  local out
  if out=$(KFORGE_CL_CACHE=$cache "$k" verify --target opencl "$src" 2>&1); then
    tap_ok "$1"
  else
    tap_fail "$1" "$out"
  fi
}
inode() { stat -c %i "$1" 2>/dev/null; }
# a kept file as kf_cl_save writes it: the key (the kernel source) at its
# head and no run of the 0x5a bytes the damage below writes at its end.
# Not its size: PoCL's binary holds what its own cache dir holds for the
# program at that moment, which differs between a cold and a warm cache
fresh() {
  head -c 1 "$1" | grep -q '#' && grep -aq '__kernel void' "$1" &&
    [ "$(tail -c 64 "$1" | tr -d 'Z')" != "" ]
}

verify "first run agrees with the sequential program"
files=("$cache"/cl-*.bin)
if [ ${#files[@]} = 1 ] && [ -s "${files[0]}" ] && head -c 1 "${files[0]}" | grep -q '#' &&
   grep -aq '__kernel void' "${files[0]}"; then
  tap_ok "first run keeps one binary, its key (the kernel source) at its head"
else
  tap_fail "first run keeps one binary, its key (the kernel source) at its head" "$(ls -la "$cache" 2>&1)"
fi
bin=${files[0]}
before=$(inode "$bin")
verify "second run (from the kept binary) agrees with the sequential program"
if [ -n "$before" ] && [ "$(inode "$bin")" = "$before" ] && [ "$(ls "$cache" | wc -l)" = 1 ]; then
  tap_ok "second run loads the binary: nothing written again"
else
  tap_fail "second run loads the binary: nothing written again" "$(ls -lai "$cache")"
fi
# the key intact, the binary after it garbage: rebuilt from source, rewritten
python3 - "$bin" <<'EOF'
import sys
p = sys.argv[1]
b = open(p, 'rb').read()
k = b.index(b'\0', b.index(b'__kernel'))  # the source's end; the key's short rest follows
bad = (len(b) - k) // 2                    # the binary's second half
open(p, 'wb').write(b[:len(b) - bad] + b'\x5a' * bad)
EOF
before=$(inode "$bin")
verify "a damaged binary: the program still agrees with the sequential one"
if [ "$(inode "$bin")" != "$before" ] && fresh "$bin"; then
  tap_ok "a damaged binary is built again from source and replaced"
else
  tap_fail "a damaged binary is built again from source and replaced" "$(ls -lai "$cache")"
fi
# another program's file under this program's name is not loaded
printf 'not this program' >"$bin"
verify "a file for another key: the program still agrees with the sequential one"
if fresh "$bin"; then
  tap_ok "a file for another key is not loaded, and is replaced"
else
  tap_fail "a file for another key is not loaded, and is replaced" "$(ls -la "$cache")"
fi
rm -rf "$cache"
# PoCL's own cache stays where it was while HOME moves
export POCL_CACHE_DIR=${POCL_CACHE_DIR:-$HOME/.cache/pocl}
mkdir -p "$tmp/home"
if out=$(KFORGE_CL_CACHE=off HOME=$tmp/home XDG_CACHE_HOME= "$k" verify --target opencl "$src" 2>&1) &&
   [ ! -e "$tmp/home/.cache/kforge" ] && [ ! -e off ]; then
  tap_ok "KFORGE_CL_CACHE=off: the program agrees and writes nothing"
else
  tap_fail "KFORGE_CL_CACHE=off: the program agrees and writes nothing" "$out"
fi
if out=$(env -u KFORGE_CL_CACHE HOME=$tmp/home XDG_CACHE_HOME= "$k" verify --target opencl "$src" 2>&1) &&
   ls "$tmp/home/.cache/kforge"/cl-*.bin >/dev/null 2>&1; then
  tap_ok "by default the binary is kept in ~/.cache/kforge"
else
  tap_fail "by default the binary is kept in ~/.cache/kforge" "$out$(ls -laR "$tmp/home" 2>&1)"
fi

# ---- no one-thread kernel before a host loop that uses its arrays ----------
hn=$KFORGE_ROOT/tests/gen/gpu_hostnext.c
if (cd "$KFORGE_ROOT" && "$k" gen --target opencl --dump-after=one-thread tests/gen/gpu_hostnext.c \
      -o "$tmp/hostnext.c" >"$tmp/hostnext.dump" 2>&1) &&
   ! grep -q '__kernel void main_S' "$tmp/hostnext.c" && grep -q '^ *tmp\[i\] = 0;' "$tmp/hostnext.c" &&
   grep -q '__kernel void main_L2_2' "$tmp/hostnext.c" &&
   grep -q 'host statement, line 21: the host loop after it uses every array it does' "$tmp/hostnext.dump"; then
  tap_ok "a statement before a host loop using its arrays stays on the host, with the reason"
else
  tap_fail "a statement before a host loop using its arrays stays on the host, with the reason" \
    "$(cat "$tmp/hostnext.dump"; grep -n '__kernel\|tmp\[i\] = 0' "$tmp/hostnext.c")"
fi
if out=$(KFORGE_CL_CACHE=off "$k" verify --target opencl "$hn" 2>&1); then
  tap_ok "that program agrees with the sequential one"
else
  tap_fail "that program agrees with the sequential one" "$out"
fi

tap_done
