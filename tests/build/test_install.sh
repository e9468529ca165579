#!/usr/bin/env bash
# `make install`: layout under DESTDIR, and a program built against the
# installed library through pkg-config.
. "$KFORGE_ROOT/tests/lib/tap.sh"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mk() { make -C "$KFORGE_ROOT" --no-print-directory SANITIZE=0 "$@"; }

if mk install PREFIX=/opt/kf DESTDIR="$tmp/stage" >"$tmp/log" 2>&1; then
  tap_ok "make install with DESTDIR"
else
  tap_fail "make install with DESTDIR" "$(tail -20 "$tmp/log")"
fi
for f in bin/kforge lib/libkforge.a lib/libkforge.so lib/libkforge.so.0 \
         lib/pkgconfig/kforge.pc include/kforge/kforge.h \
         lib/libkforge_qrt.a lib/pkgconfig/kforge-qrt.pc include/kforge/qrt.h; do
  if [ -e "$tmp/stage/opt/kf/$f" ]; then tap_ok "installs $f"; else tap_fail "installs $f"; fi
done
if grep -q '^prefix=/opt/kf$' "$tmp/stage/opt/kf/lib/pkgconfig/kforge.pc"; then
  tap_ok "kforge.pc names PREFIX, not DESTDIR"
else
  tap_fail "kforge.pc names PREFIX, not DESTDIR" "$(cat "$tmp/stage/opt/kf/lib/pkgconfig/kforge.pc")"
fi

# A consumer, built the way a user would: pkg-config, installed headers only.
mk install PREFIX="$tmp/usr" >"$tmp/log2" 2>&1 || tap_fail "make install PREFIX" "$(tail -20 "$tmp/log2")"
cat > "$tmp/use.c" <<'C'
#include <stdio.h>
#include <kforge/kforge.h>
int main(void) { printf("%s\n", kf_version()); return 0; }
C
export PKG_CONFIG_PATH="$tmp/usr/lib/pkgconfig"
if cc -Wall -Werror "$tmp/use.c" -o "$tmp/use" $(pkg-config --cflags kforge) \
      $(pkg-config --libs --static kforge) -Wl,-rpath,"$tmp/usr/lib" 2>"$tmp/cc.log"; then
  tap_ok "a program builds against the installed kforge via pkg-config"
  want=$("$KFORGE_ROOT/$KFORGE_PLAIN/kforge" --version | awk '{print $2}')
  got=$("$tmp/use")
  if [ "$got" = "$want" ]; then tap_ok "it links and runs ($got)"; else tap_fail "it links and runs" "got '$got', wanted '$want'"; fi
else
  tap_fail "a program builds against the installed kforge via pkg-config" "$(cat "$tmp/cc.log")"
fi
# A generated Quasar program's link: the run-time library alone, via kforge-qrt.pc.
cat > "$tmp/q.c" <<'C'
#include <kforge/qrt.h>
int main(void)
{
    qrt_array *A = qrt_eye(2);
    qrt_val v = qrt_vo(A);
    qrt_print(1, &v);
    qrt_release(A);
    return 0;
}
C
if cc -std=c11 -Wall -Werror "$tmp/q.c" -o "$tmp/q" $(pkg-config --cflags kforge-qrt) \
      $(pkg-config --libs kforge-qrt) 2>"$tmp/ccq.log"; then
  got=$("$tmp/q" | tr '\n' '/')
  if [ "$got" = "[[1,0],/ [0,1]]/" ]; then tap_ok "a program links the installed run-time library via pkg-config kforge-qrt"
  else tap_fail "a program links the installed run-time library via pkg-config kforge-qrt" "printed '$got'"; fi
else
  tap_fail "a program links the installed run-time library via pkg-config kforge-qrt" "$(cat "$tmp/ccq.log")"
fi
if mk uninstall PREFIX="$tmp/usr" >/dev/null 2>&1 && [ ! -e "$tmp/usr/bin/kforge" ] && [ ! -e "$tmp/usr/include/kforge" ] \
   && [ ! -e "$tmp/usr/lib/libkforge_qrt.a" ] && [ ! -e "$tmp/usr/lib/pkgconfig/kforge-qrt.pc" ]; then
  tap_ok "make uninstall removes what install put"
else
  tap_fail "make uninstall removes what install put"
fi
tap_done
