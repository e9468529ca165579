#!/usr/bin/env bash
# kgen's unit tests (the plain build, no sanitizer) under valgrind: no
# leak of any kind, no invalid access.  Skipped, visibly, without valgrind.
. "$KFORGE_ROOT/tests/lib/tap.sh"
bin=$KFORGE_ROOT/${KFORGE_PLAIN:-build/plain}/tests/unit/test_kgen
if ! command -v valgrind >/dev/null 2>&1; then
  tap_skip "test_kgen under valgrind" "valgrind is not installed"
elif [ ! -x "$bin" ]; then
  tap_fail "test_kgen under valgrind" "$bin is missing (make check builds it)"
else
  tap_run "test_kgen under valgrind: no leaks, no errors" \
    env CMOCKA_MESSAGE_OUTPUT=stdout valgrind -q --leak-check=full --errors-for-leak-kinds=all \
      --show-leak-kinds=all --error-exitcode=1 "$bin"
fi
tap_done
