#!/usr/bin/env bash
# tests/build/test_layers.sh: dependencies point down only.
#
# Every folder of src/ that holds code has a README.md with a line
# "May include: LAYER...".  A file may include a private header of a layer
# ("codegen/xfer.h") or a public one (include/kforge/, its layer given by the
# table in include/kforge/README.md) only when its folder lists that layer.
# The CLI (cli/) sits on top and may include the public headers only.
set -u
root=${KFORGE_ROOT:-$(pwd)}
cd "$root" || exit 1
n=0
ok()     { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; }

declare -A pub
while IFS='|' read -r _ h layer _; do
  h=$(echo "$h" | tr -d ' `') layer=$(echo "$layer" | tr -d ' ')
  case $h in *.h) pub[$h]=$layer ;; esac
done < include/kforge/README.md

# the layer of a folder: its path under src/ up to the first folder with a README
layer_of() {
  local d=${1#src/}
  d=${d%%/*}
  echo "$d"
}

check_file() { # FILE ALLOWED...
  local f=$1; shift
  local allowed=" $* " bad=""
  while IFS= read -r inc; do
    local target layer
    case $inc in
      kforge/*) target=${inc#kforge/}
                layer=${pub[$target]:-}
                if [ -z "$layer" ]; then bad+=" $inc(not in include/kforge/README.md)"; continue; fi ;;
      */*)      layer=${inc%%/*} ;;
      *)        continue ;; # same folder
    esac
    case $allowed in *" $layer "*) ;; *) bad+=" $inc" ;; esac
  done < <(sed -n 's/^#include "\([^"]*\)".*/\1/p' "$f")
  if [ -z "$bad" ]; then ok "$f"; else not_ok "$f includes a higher or foreign layer:$bad"; fi
}

for d in $(find src -name '*.c' -o -name '*.h' | xargs -n1 dirname | sort -u); do
  layer=$(layer_of "$d")
  readme=src/$layer/README.md
  allowed=$(sed -n 's/^May include: *//p' "$readme" 2>/dev/null)
  if [ -z "$allowed" ]; then not_ok "$readme has a 'May include:' line"; continue; fi
  for f in "$d"/*.[ch]; do check_file "$f" $allowed; done
done

# public headers: only public headers of their own or lower layers
for f in include/kforge/*.h; do
  h=${f#include/kforge/}
  layer=${pub[$h]:-}
  if [ -z "$layer" ]; then not_ok "$f is listed in include/kforge/README.md"; continue; fi
  allowed=$(sed -n 's/^May include: *//p' "src/$layer/README.md")
  if grep '^#include "' "$f" | grep -vq '"kforge/'; then
    not_ok "$f includes a private header"
  else
    check_file "$f" $allowed
  fi
done

# the CLI: public headers only
for f in cli/*.c; do
  priv=$(sed -n 's/^#include "\([a-z_]*\/[^"]*\)".*/\1/p' "$f" | grep -v '^kforge/' | tr '\n' ' ')
  if [ -z "$priv" ]; then ok "$f uses the public API only"; else not_ok "$f includes private headers: $priv"; fi
done

# the check itself can fail: a support file that includes codegen is caught
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
printf '#include "codegen/xfer.h"\n' > "$tmp/probe.c"
if check_file "$tmp/probe.c" support | grep -q '^not ok'; then ok "a lower layer including a higher one is caught"
else not_ok "a lower layer including a higher one is caught"; fi
echo "1..$n"
