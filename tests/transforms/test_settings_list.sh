#!/usr/bin/env bash
# Seed 002 §17.3's settings list against kforge's settings (docs/transforms.md):
# the keys tests/transforms/test_transforms.sh does not reach: `reduction`
# (as a pragma, and the command line winning over it), `precision = single`
# (the OpenCL and nvcc options) and `opt_level = 1` (no fusion), each run
# through `kforge verify` on PoCL where it changes the kernels.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
root=$KFORGE_ROOT
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
have_cl=0
command -v clinfo >/dev/null && [ "$(clinfo -l 2>/dev/null | grep -c Device)" -gt 0 ] && have_cl=1

# reduction: #pragma kforge reduction atomic gives what --reduction=atomic gives
{ echo '#pragma kforge reduction atomic'; cat "$root/tests/gen/gpu_reduce.c"; } >"$tmp/ra.c"
cp "$root/tests/gen/gpu_reduce.c" "$tmp/r.c"
"$k" gen "$tmp/ra.c" --target opencl -o "$tmp/ra.out.c" 2>/dev/null
"$k" gen "$tmp/r.c" --target opencl --reduction=atomic -o "$tmp/r.atomic.c" 2>/dev/null
"$k" gen "$tmp/r.c" --target opencl -o "$tmp/r.auto.c" 2>/dev/null
"$k" gen "$tmp/ra.c" --target opencl --reduction=shared -o "$tmp/ra.shared.c" 2>/dev/null
n_pragma=$(grep -c 'kf_atomic_add' "$tmp/ra.out.c"); n_cli=$(grep -c 'kf_atomic_add' "$tmp/r.atomic.c")
n_auto=$(grep -c 'kf_atomic_add' "$tmp/r.auto.c"); n_win=$(grep -c 'kf_atomic_add' "$tmp/ra.shared.c")
if [ "$n_pragma" -gt 0 ] && [ "$n_pragma" = "$n_cli" ] && [ "$n_auto" = 0 ] && [ "$n_win" = 0 ]; then
  tap_ok "settings: #pragma kforge reduction atomic as --reduction=atomic ($n_pragma atomic adds); --reduction=shared wins over it"
else
  tap_fail "settings: #pragma kforge reduction atomic as --reduction=atomic; --reduction=shared wins over it" \
    "pragma $n_pragma, cli $n_cli, default $n_auto, cli over pragma $n_win"
fi
if [ $have_cl = 1 ]; then
  tap_run "settings: reduction atomic by pragma verifies on PoCL" "$k" verify "$tmp/ra.c" --target opencl
else
  tap_skip "settings: reduction atomic by pragma verifies on PoCL" "no OpenCL device"
fi

# precision = single: OpenCL -cl-single-precision-constant, nvcc --prec-div/--prec-sqrt=false
mkdir -p "$tmp/p"
cp "$root/tests/transforms/fuse_chain.c" "$tmp/p/"
printf '[kforge]\nprecision = single\n' >"$tmp/p/kforge.toml"
"$k" gen "$tmp/p/fuse_chain.c" --target opencl -o "$tmp/p.c" 2>/dev/null
"$k" gen "$tmp/p/fuse_chain.c" --target cuda -o "$tmp/p2.c" 2>/dev/null
if grep -q '"-cl-single-precision-constant"' "$tmp/p.c" &&
   sed -n 2p "$tmp/p2.cu" | grep -q -- '--prec-div=false --prec-sqrt=false'; then
  tap_ok "settings: precision = single names the OpenCL and nvcc options"
else
  tap_fail "settings: precision = single names the OpenCL and nvcc options" "$(grep -o '"-cl[^"]*"' "$tmp/p.c"; sed -n 2p "$tmp/p2.cu")"
fi
printf 'precision = half\n' >"$tmp/bad.toml"
"$k" gen "$tmp/p/fuse_chain.c" --target opencl --settings "$tmp/bad.toml" -o "$tmp/x.c" 2>"$tmp/bad.err"
if [ $? -ne 0 ] && grep -q "bad.toml:1:13: error: .*double or single" "$tmp/bad.err"; then
  tap_ok "settings: precision = half is an error at the value"
else
  tap_fail "settings: precision = half is an error at the value" "$(cat "$tmp/bad.err")"
fi

# opt_level = 1: no fusion (the chain keeps its six kernels), same results
printf 'opt_level = 1\n' >"$tmp/p/kforge.toml"
"$k" gen "$tmp/p/fuse_chain.c" --target opencl --explain -o "$tmp/o1.c" 2>"$tmp/o1.err"
"$k" gen "$tmp/p/fuse_chain.c" --target opencl --explain --settings /dev/null -o "$tmp/o2.c" 2>"$tmp/o2.err"
if head -1 "$tmp/o1.c" | grep -q '; 6 kernels' && ! grep -q 'fusion:' "$tmp/o1.err" &&
   head -1 "$tmp/o2.c" | grep -q '; 3 kernels'; then
  tap_ok "settings: opt_level = 1 runs no fusion (6 kernels instead of 3)"
else
  tap_fail "settings: opt_level = 1 runs no fusion (6 kernels instead of 3)" "$(head -1 "$tmp/o1.c" "$tmp/o2.c")"
fi
if [ $have_cl = 1 ]; then
  tap_run "settings: opt_level = 1 verifies on PoCL" "$k" verify "$tmp/p/fuse_chain.c" --target opencl
else
  tap_skip "settings: opt_level = 1 verifies on PoCL" "no OpenCL device"
fi
tap_done
