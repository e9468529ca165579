#!/usr/bin/env bash
# kforge ui: the server and its JSON API on a shipped example (examples/loops/
# lu.c), what it refuses, and the page in a real browser (headless Chromium,
# tests/ui/browser.py; skipped, saying why, when Chromium cannot start).
# The browser's screenshot is kept as build/ui-screenshot.png.
. "$KFORGE_ROOT/tests/lib/tap.sh"
k=$KFORGE
cd "$KFORGE_ROOT" || exit 1
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kforge-ui.XXXXXX") || exit 1
server=""
cleanup() { [ -n "$server" ] && kill "$server" 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
export KFORGE_CACHE_DIR=$tmp/cache
f=examples/loops/lu.c

"$k" ui "$f" --port 0 -- -DN=120 >"$tmp/ui.out" 2>"$tmp/ui.err" &
server=$!
for _ in $(seq 100); do grep -q 'http://' "$tmp/ui.out" && break; sleep 0.1; done
port=$(sed -n 's|.*http://127.0.0.1:\([0-9]*\)/.*|\1|p' "$tmp/ui.out")
if [ -z "$port" ]; then
  tap_fail "kforge ui starts" "$(cat "$tmp/ui.out" "$tmp/ui.err")"; tap_done; exit
fi
tap_ok "kforge ui starts and says where"
base=http://127.0.0.1:$port
get() { curl -s -o "$tmp/body" -w '%{http_code}' "$@"; }

# bound to the loopback interface only
if ss -ltnH "sport = :$port" | awk '{print $4}' | grep -qxF "127.0.0.1:$port" &&
   [ "$(ss -ltnH "sport = :$port" | wc -l)" -eq 1 ]; then tap_ok "listens on 127.0.0.1 only"
else tap_fail "listens on 127.0.0.1 only" "$(ss -ltnH "sport = :$port")"; fi

code=$(get "$base/")
if [ "$code" = 200 ] && grep -q 'id="btn-explore"' "$tmp/body"; then tap_ok "GET / serves the page"; else tap_fail "GET / serves the page" "$code"; fi
code=$(get "$base/api/source")
if [ "$code" = 200 ] && [ "$(jq -r .text "$tmp/body")" = "$(cat "$f")" ]; then tap_ok "source: the opened file, as JSON"; else tap_fail "source" "$code"; fi
code=$(get "$base/api/analyze")
if [ "$code" = 200 ] && [ "$(jq -r '[.analysis.fragments[0].loops[] | .id + ":" + .verdict] | join(" ")' "$tmp/body")" = "L1:sequential L1.1:parallel L1.2:parallel L1.2.1:parallel" ]; then
  tap_ok "analyze: the verdicts"; else tap_fail "analyze: the verdicts" "$(head -c 600 "$tmp/body")"; fi
code=$(get "$base/api/graph?kind=cfg&function=lu")
if [ "$code" = 200 ] && jq -r .svg "$tmp/body" | grep -q '<svg' && jq -r .svg "$tmp/body" | grep -q 'for (k &lt; n)'; then
  tap_ok "graph: lu's control flow as SVG"; else tap_fail "graph: lu's control flow as SVG" "$(head -c 600 "$tmp/body")"; fi
code=$(get "$base/api/gen?target=cuda")
if [ "$code" = 200 ] && [ "$(jq -r '.files | map(.name) | join(" ")' "$tmp/body")" = "generated.c generated.cu" ] &&
   jq -r '.files[1].text' "$tmp/body" | grep -q '__global__'; then tap_ok "gen: cuda's two files"; else tap_fail "gen: cuda's two files" "$(head -c 600 "$tmp/body")"; fi
code=$(get "$base/api/verify?target=opencl")
if [ "$code" = 200 ] && [ "$(jq -r .verify.status "$tmp/body")" = agree ]; then tap_ok "verify: opencl agrees (with the CFLAGS given to ui)"
else tap_fail "verify: opencl agrees" "$(head -c 800 "$tmp/body")"; fi

code=$(get "$base/api/menu")
if [ "$code" = 200 ] && jq -e '[.menu[].name] | index("interchange") and index("inline") and index("outline")' "$tmp/body" >/dev/null; then
  tap_ok "menu: the transformations"; else tap_fail "menu: the transformations" "$(head -c 600 "$tmp/body")"; fi
code=$(get "$base/api/transform?spec=distribute(L1)&target=openmp")
if [ "$code" = 200 ] && jq -e '.ok == false and .text == null' "$tmp/body" >/dev/null &&
   jq -r .errors "$tmp/body" | grep -q 'illegal: it would reverse the anti dependence on A'; then
  tap_ok "transform: an illegal one refused with the dependence"; else tap_fail "transform: refused" "$(head -c 600 "$tmp/body")"; fi

# refusals: paths, parameters, methods, bodies, sizes, hosts
code=$(get "$base/api/transform?spec=peel(L1)%7Crm%20-rf&target=openmp")
if [ "$code" = 400 ]; then tap_ok "a spec with other characters: 400"; else tap_fail "bad spec: 400" "$code"; fi
code=$(get "$base/api/source?file=/etc/passwd")
if [ "$code" = 200 ] && ! grep -q 'root:' "$tmp/body"; then tap_ok "a file parameter is ignored: only the opened file"; else tap_fail "file parameter ignored"; fi
code=$(get --path-as-is "$base/../../etc/passwd")
if [ "$code" = 404 ]; then tap_ok "no path outside the page: 404"; else tap_fail "no path outside the page: 404" "$code"; fi
code=$(get "$base/api/graph?kind=cfg&function=lu;rm")
if [ "$code" = 400 ]; then tap_ok "a function that is not an identifier: 400"; else tap_fail "bad function: 400" "$code"; fi
code=$(get "$base/api/gen?target=fortran")
if [ "$code" = 400 ]; then tap_ok "an unknown target: 400"; else tap_fail "unknown target: 400" "$code"; fi
code=$(get -X POST --data 'x=1' "$base/api/analyze")
if [ "$code" = 413 ]; then tap_ok "a body: 413"; else tap_fail "a body: 413" "$code"; fi
code=$(get -X DELETE "$base/")
if [ "$code" = 405 ]; then tap_ok "not GET: 405"; else tap_fail "not GET: 405" "$code"; fi
code=$(get "$base/api/source?pad=$(head -c 20000 /dev/zero | tr '\0' a)")
if [ "$code" = 414 ] || [ "$code" = 431 ] || [ "$code" = 413 ]; then tap_ok "a 20 kB request is refused ($code)"; else tap_fail "a 20 kB request is refused" "$code"; fi
code=$(get -H 'Host: attacker.example' "$base/api/source")
if [ "$code" = 403 ]; then tap_ok "another Host: 403 (DNS rebinding)"; else tap_fail "another Host: 403" "$code"; fi

# the page in a browser
python3 tests/ui/browser.py "$base/" build/ui-screenshot.png >"$tmp/browser.tap" 2>&1
rc=$?
if [ $rc -eq 77 ]; then
  tap_skip "browser: the page in headless Chromium" "$(tail -1 "$tmp/browser.tap")"
else
  while IFS= read -r line; do
    case $line in
      "ok "*) tap_ok "${line#ok * - }" ;;
      "not ok "*) tap_fail "${line#not ok * - }" "$(sed -n '/^#/p' "$tmp/browser.tap")" ;;
    esac
  done <"$tmp/browser.tap"
fi

kill -TERM "$server"; wait "$server"; rc=$?; server=""
if [ $rc -eq 0 ]; then tap_ok "SIGTERM stops it cleanly (exit 0, no leak)"; else tap_fail "SIGTERM stops it cleanly" "exit $rc: $(tail -30 "$tmp/ui.err")"; fi
tap_done
