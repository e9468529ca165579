#!/usr/bin/env bash
# kforge graph: the call, control-flow and dependence graphs of small inputs
# have the nodes and edges their code implies; SVG comes from graphviz's
# library.  Edges are read back by label: "FROM-TEXT -> TO-TEXT [LABEL]",
# each block named by its first line's text, so a renumbering does not
# break the test but a wrong edge does.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-graph.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
g=tests/graph

# DOT -> one line per edge, nodes replaced by their label's first line
edges() {
  awk '
    /\[label="/ && !/->/ { id = $1; l = $0; sub(/.*label="/, "", l); sub(/\\l.*|".*/, "", l); sub(/^L[0-9]+: /, "", l); name[id] = l }
    /->/ { from = $1; to = $3; sub(/;$/, "", to); lab = ""
           if (match($0, /label="[^"]*"/)) lab = " [" substr($0, RSTART + 7, RLENGTH - 8) "]"
           e[n++] = from "\t" to "\t" lab }
    END { for (i = 0; i < n; i++) { split(e[i], p, "\t")
            f = (p[1] in name) ? name[p[1]] : p[1]; t = (p[2] in name) ? name[p[2]] : p[2]
            gsub(/"/, "", f); gsub(/"/, "", t); print f " -> " t p[3] } }' "$1"
}
has_edge() { # NAME FILE EDGE
  if grep -qxF -- "$3" "$2"; then tap_ok "$1"; else tap_fail "$1" "no edge '$3' in: $(cat "$2")"; fi
}

# call graph
if "$k" graph $g/flow.c --kind call -o "$tmp/call.dot"; then tap_ok "call graph written"; else tap_fail "call graph written"; fi
edges "$tmp/call.dot" >"$tmp/call.edges"
has_edge "call: sum -> sq"          "$tmp/call.edges" "sum -> sq"
has_edge "call: main -> sum"        "$tmp/call.edges" "main -> sum"
has_edge "call: main -> sq, twice"  "$tmp/call.edges" "main -> sq [2]"
has_edge "call: main -> printf"     "$tmp/call.edges" "main -> printf"
n=$(wc -l <"$tmp/call.edges")
if [ "$n" -eq 4 ]; then tap_ok "call: 4 edges"; else tap_fail "call: 4 edges" "$n: $(cat "$tmp/call.edges")"; fi
if grep -q '"printf" \[shape=ellipse, style=dashed\]' "$tmp/call.dot" && ! grep -q '"sq" \[shape=ellipse' "$tmp/call.dot"; then
  tap_ok "call: only functions defined elsewhere are dashed"; else tap_fail "call: only functions defined elsewhere are dashed" "$(cat "$tmp/call.dot")"; fi
"$k" graph $g/flow.c --kind call --function sq >"$tmp/callsq.dot"
if ! grep -q '"main" -> "printf"' "$tmp/callsq.dot" && grep -q '"sum" -> "sq"' "$tmp/callsq.dot"; then
  tap_ok "call --function: that function's callers and callees"; else tap_fail "call --function" "$(cat "$tmp/callsq.dot")"; fi

# control flow: for with continue
"$k" graph $g/flow.c --kind cfg --function sum >"$tmp/sum.dot"
edges "$tmp/sum.dot" >"$tmp/sum.edges"
has_edge "cfg sum: entry to the first block"   "$tmp/sum.edges" "ENTRY -> int s = 0;"
has_edge "cfg sum: loop test true -> body"     "$tmp/sum.edges" "for (i < n) -> if (i % 3 == 0) [T]"
has_edge "cfg sum: loop test false -> return"  "$tmp/sum.edges" "for (i < n) -> return s [F]"
has_edge "cfg sum: continue goes to i++"       "$tmp/sum.edges" "continue -> i++"
has_edge "cfg sum: back edge i++ -> test"      "$tmp/sum.edges" "i++ -> for (i < n)"
has_edge "cfg sum: if false -> s += sq(i)"     "$tmp/sum.edges" "if (i % 3 == 0) -> s += sq(i) [F]"
has_edge "cfg sum: return -> exit"             "$tmp/sum.edges" "return s -> EXIT"
n=$(wc -l <"$tmp/sum.edges")
if [ "$n" -eq 10 ]; then tap_ok "cfg sum: 10 edges"; else tap_fail "cfg sum: 10 edges" "$n: $(cat "$tmp/sum.edges")"; fi
if ! grep -q 'cluster_main' "$tmp/sum.dot"; then tap_ok "cfg --function: one function"; else tap_fail "cfg --function: one function"; fi
"$k" graph $g/flow.c --kind cfg >"$tmp/all.dot"
if [ "$(grep -c 'subgraph "cluster_' "$tmp/all.dot")" -eq 3 ]; then tap_ok "cfg: a cluster per function"; else tap_fail "cfg: a cluster per function"; fi
edges "$tmp/all.dot" >"$tmp/all.edges"
has_edge "cfg main: while true -> body" "$tmp/all.edges" "while (t < 10) -> t += sum(t) + sq(2) + sq(3) [T]"
has_edge "cfg main: body -> while"      "$tmp/all.edges" "t += sum(t) + sq(2) + sq(3) -> while (t < 10)"

# control flow: switch, do-while, break, goto
"$k" graph $g/jumps.c --kind cfg >"$tmp/j.dot"
edges "$tmp/j.dot" >"$tmp/j.edges"
has_edge "cfg switch: case 0"                 "$tmp/j.edges" "int r = 0; -> case 0: [case]"
has_edge "cfg switch: default"                "$tmp/j.edges" "int r = 0; -> default: [default]"
has_edge "cfg switch: case 0 falls through"   "$tmp/j.edges" "case 0: -> case 1:"
has_edge "cfg do: condition true -> body"     "$tmp/j.edges" "do ... while (r < 3) -> r++ [T]"
has_edge "cfg do: break leaves the loop"      "$tmp/j.edges" "break -> if (r < 0)"
has_edge "cfg goto: to the label's block"     "$tmp/j.edges" "goto out -> return r"
has_edge "cfg: abort() leaves the function"    "$tmp/j.edges" "abort() -> EXIT"
if ! grep -qxF "abort() -> return x" "$tmp/j.edges"; then tap_ok "cfg: nothing follows abort()"; else tap_fail "cfg: nothing follows abort()"; fi
if grep -q 'L7: case 0:\\lL8: r = 1' "$tmp/j.dot"; then tap_ok "cfg: labels carry source lines"; else tap_fail "cfg: labels carry source lines" "$(grep case "$tmp/j.dot")"; fi

# dependence graph, and SVG through the library (no dot on PATH)
"$k" graph examples/loops/lu.c --kind deps >"$tmp/deps.dot"
if grep -q 'f1_S2 -> f1_S1 \[label="flow A\\ncarried by L1", color=red\]' "$tmp/deps.dot"; then
  tap_ok "deps: lu's S2 -> S1 flow keeps L1 sequential"; else tap_fail "deps: lu's carried flow" "$(cat "$tmp/deps.dot")"; fi
"$k" graph examples/loops/lu.c --kind deps --function main >"$tmp/none.dot"
if ! grep -q 'cluster' "$tmp/none.dot"; then tap_ok "deps --function: other functions' fragments left out"; else tap_fail "deps --function"; fi
if env PATH=/nonexistent "$k" graph $g/flow.c --kind cfg -o "$tmp/cfg.svg" && grep -q '<svg' "$tmp/cfg.svg" &&
   grep -q 'continue' "$tmp/cfg.svg" && [ "$(grep -c 'class="edge"' "$tmp/cfg.svg")" -eq "$(grep -c -- '->' "$tmp/all.dot")" ]; then
  tap_ok "SVG laid out in-process, one edge per DOT edge"; else tap_fail "SVG laid out in-process"; fi

# errors
out=$("$k" graph $g/flow.c --kind flow 2>&1); rc=$?
if [ $rc -eq 2 ] && printf '%s' "$out" | grep -q "unknown kind"; then tap_ok "bad kind: exit 2"; else tap_fail "bad kind: exit 2" "$rc $out"; fi
out=$("$k" graph $g/flow.c --kind cfg --function nosuch 2>&1); rc=$?
if [ $rc -eq 1 ] && printf '%s' "$out" | grep -q "no function 'nosuch'"; then tap_ok "unknown function: exit 1"; else tap_fail "unknown function: exit 1" "$rc $out"; fi
out=$("$k" graph $g/flow.c --kind cfg -o "$tmp/x.png" 2>&1); rc=$?
if [ $rc -eq 2 ]; then tap_ok "-o neither .svg nor .dot: exit 2"; else tap_fail "-o .png: exit 2" "$rc $out"; fi
printf 'int f(void) { return }\n' >"$tmp/bad.c"
out=$("$k" graph "$tmp/bad.c" --kind call -o "$tmp/bad.dot" 2>&1); rc=$?
if [ $rc -eq 1 ] && printf '%s' "$out" | grep -q "bad.c:1:.*error: expected expression" && [ ! -e "$tmp/bad.dot" ]; then
  tap_ok "C error: diagnostic, exit 1, no file"; else tap_fail "C error: diagnostic, exit 1, no file" "$rc $out"; fi
tap_done
