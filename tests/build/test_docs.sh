#!/usr/bin/env bash
# tests/build/test_docs.sh: the docs say what is true.
#
# The README stays short (at most 150 lines), every relative link of the
# README and docs/ leads to a file, every source path they name exists, and
# the `kforge analyze` excerpt the README shows is what kforge prints.
set -u
root=${KFORGE_ROOT:-$(pwd)}
cd "$root" || exit 1
kforge=${KFORGE:-$root/build/plain/kforge}
n=0
ok()     { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); echo "not ok $n - $1"; }

lines=$(wc -l < README.md)
if [ "$lines" -le 150 ]; then ok "README.md is $lines lines (at most 150)"; else not_ok "README.md is $lines lines (at most 150)"; fi

for f in README.md docs/*.md src/README.md src/*/README.md include/kforge/README.md; do
  dir=$(dirname "$f") bad=""
  for link in $(grep -o '\]([^)#]*)' "$f" | sed 's/^](\(.*\))$/\1/'); do
    case $link in http*|mailto:*) bad+=" $link(outside the project)"; continue ;; esac
    [ -e "$dir/$link" ] || bad+=" $link"
  done
  for p in $(grep -o '`\(src\|include\|tests\|bench\|examples\|cli\|scripts\)/[A-Za-z0-9_./-]*`' "$f" | tr -d '`'); do
    case $p in *'*'*|*'<'*|*NAME*) continue ;; esac
    [ -e "$p" ] || bad+=" $p"
  done
  if [ -z "$bad" ]; then ok "$f: links and paths exist"; else not_ok "$f names what does not exist:$bad"; fi
done

# the analyze excerpt: the README's lines between "$ kforge analyze" and "  ..."
want=$(sed -n '/^\$ kforge analyze examples\/loops\/lu.c$/,/^  \.\.\.$/p' README.md | sed '1d;$d')
got=$("$kforge" analyze examples/loops/lu.c 2>&1)
missing=""
while IFS= read -r l; do
  [ -z "$l" ] && continue
  grep -qxF -- "$l" <<<"$got" || missing+=$'\n'"#   $l"
done <<<"$want"
if [ -n "$want" ] && [ -z "$missing" ]; then ok "the README's kforge analyze excerpt is what kforge prints"
else not_ok "the README's kforge analyze excerpt is what kforge prints"; echo "# not printed:$missing"; fi
echo "1..$n"
