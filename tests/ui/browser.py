#!/usr/bin/env python3
"""tests/ui/browser.py URL SCREENSHOT: drive headless Chromium through the
`kforge ui` page over the DevTools protocol (on a pipe: fds 3 and 4, no
network port, no third-party module), click Analyse, Draw, Generate, Verify,
Transform (an interchange, then an illegal distribution) and Explore, and print one TAP line per check.  Exit 77 when Chromium
cannot start (the caller skips)."""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

url, shot = sys.argv[1], sys.argv[2]
n_checks = 0
failed = 0


def tap(ok, name, detail=""):
    global n_checks, failed
    n_checks += 1
    failed += not ok
    print(("ok" if ok else "not ok") + " %d - browser: %s" % (n_checks, name))
    if not ok and detail:
        for line in str(detail).splitlines()[:20]:
            print("#   " + line)
    sys.stdout.flush()


exe = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
if not exe:
    print("chromium is not installed")
    sys.exit(77)

profile = tempfile.mkdtemp(prefix="kforge-chromium-")
to_chrome_r, to_chrome_w = os.pipe()
from_chrome_r, from_chrome_w = os.pipe()


def child_fds():
    # through fresh descriptors first, whatever numbers the pipes got;
    # subprocess closes every other descriptor after this, so 3 and 4 are
    # the ones pass_fds keeps
    a, b = os.dup(to_chrome_r), os.dup(from_chrome_w)
    os.dup2(a, 3)
    os.dup2(b, 4)


proc = subprocess.Popen(
    [exe, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
     "--user-data-dir=" + profile, "--window-size=1400,2000", "about:blank"],
    pass_fds=(3, 4), preexec_fn=child_fds,
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_chrome_r)
os.close(from_chrome_w)
inbuf = b""
next_id = 0


def send(method, params=None, session=None, timeout=30):
    """One command; its result (events on the way are dropped)."""
    global inbuf, next_id
    next_id += 1
    msg = {"id": next_id, "method": method, "params": params or {}}
    if session:
        msg["sessionId"] = session
    os.write(to_chrome_w, json.dumps(msg).encode() + b"\0")
    deadline = time.time() + timeout
    while True:
        while b"\0" in inbuf:
            raw, inbuf = inbuf.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == next_id:
                if "error" in reply:
                    raise RuntimeError("%s: %s" % (method, reply["error"]))
                return reply.get("result", {})
        if time.time() > deadline:
            raise TimeoutError(method)
        import select
        r, _, _ = select.select([from_chrome_r], [], [], max(0.0, deadline - time.time()))
        if r:
            chunk = os.read(from_chrome_r, 1 << 16)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            inbuf += chunk


def close():
    try:
        send("Browser.close", timeout=5)
    except Exception:
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    shutil.rmtree(profile, ignore_errors=True)


try:
    target = send("Target.createTarget", {"url": "about:blank"}, timeout=20)["targetId"]
    session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
except Exception as e:  # no browser to test with: a skip, said why
    print("chromium did not start: %s" % e)
    proc.kill()
    proc.wait()
    shutil.rmtree(profile, ignore_errors=True)
    sys.exit(77)


def js(expr, timeout=30):
    r = send("Runtime.evaluate", {"expression": expr, "returnByValue": True, "awaitPromise": True},
             session, timeout)
    return r.get("result", {}).get("value")


def wait_for(expr, timeout):
    """Polls expr until it is truthy; its value, or None."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        v = js(expr)
        if v:
            return v
        time.sleep(0.2)
    return None


def click_and_wait(button, what, timeout):
    js("document.querySelector('%s').click()" % button)
    ok = wait_for("document.getElementById('status').textContent === '%s: done'" % what, timeout)
    return ok, js("document.getElementById('status').textContent")


try:
    send("Page.enable", session=session)
    send("Page.navigate", {"url": url}, session)
    loaded = wait_for("document.getElementById('status') && document.getElementById('status').textContent === 'load: done'", 30)
    tap(bool(loaded), "the page loads and reads the source", js("document.body && document.body.innerText"))
    tap("lu(int n" in (js("document.getElementById('source').innerText") or ""), "the source is shown")

    ok, st = click_and_wait("#btn-analyze", "analyse", 30)
    tap(ok, "Analyse answers", st)
    rows = js("[...document.querySelectorAll('#loops tbody tr')].map(r => r.innerText.replace(/\\s+/g, ' '))") or []
    tap(any(r.startswith("L1 29 k sequential") and "flow dependence on A" in r for r in rows),
        "loop L1 sequential, with its reason", rows)
    tap(any(r.startswith("L1.2 32 i parallel") for r in rows), "loop L1.2 parallel", rows)
    tap(js("document.querySelectorAll('#source .frag').length") == 8, "the fragment's 8 lines are highlighted",
        js("document.querySelectorAll('#source .frag').length"))
    tap(js("document.querySelector('#line-29 .badge.sequential') !== null") and
        js("document.querySelector('#line-32 .badge.parallel') !== null"), "loop lines carry their verdict")

    ok, st = click_and_wait("#btn-graph", "graph", 30)
    tap(ok and js("document.querySelectorAll('#graph svg g.node').length") == 2 and
        "flow A" in (js("document.getElementById('graph').textContent") or ""),
        "the dependence graph is drawn (2 statements, the flow on A)", st)

    js("document.getElementById('target').value = 'openmp'")
    ok, st = click_and_wait("#btn-generate", "generate", 60)
    code = js("document.getElementById('code').innerText") or ""
    tap(ok and "#pragma omp" in code, "Generate shows OpenMP code", code[:400])

    ok, st = click_and_wait("#btn-verify", "verify", 120)
    tap(ok and js("document.getElementById('verify-status').textContent") == "agree", "Verify: outputs agree",
        js("document.getElementById('verify').innerText"))

    # the transform menu: interchange picked with its two loops, the diff
    # shown, the result verified; then a refusal with the dependence named
    js("document.getElementById('xf-name').value = 'interchange';"
       "document.getElementById('xf-loop1').value = 'L1.2';"
       "document.getElementById('xf-loop2').value = 'L1.2.1'")
    ok, st = click_and_wait("#btn-transform", "transform", 120)
    diff = js("[...document.querySelectorAll('#xf-diff .add, #xf-diff .del')].map(e => e.textContent)") or []
    tap(ok and any(d.startswith("- ") and "for (int i" in d for d in diff) and
        any(d.startswith("+ ") and "for (int i" in d for d in diff),
        "Transform: interchange(L1.2, L1.2.1) shown as a diff", diff)
    tap(js("(document.getElementById('xf-verify-status') || {}).textContent") == "agree",
        "Transform: the result verified", js("document.getElementById('xf-result').innerText"))
    # kept: the page goes on from the transformed text, its loops analysed
    js("document.getElementById('btn-keep').click()")
    kept = wait_for("document.getElementById('xf-chain').textContent", 10) or ""
    tap("interchange(L1.2, L1.2.1)" in kept and
        "for (int j" in (js("document.getElementById('line-32').textContent") or "") and
        js("document.querySelectorAll('#xf-loop1 option').length") == 5,
        "Transform: kept, the page shows the transformed text and its loops", kept)
    js("document.getElementById('xf-name').value = 'distribute';"
       "document.getElementById('xf-loop1').value = 'L1';"
       "document.getElementById('xf-loop2').value = ''")
    ok, st = click_and_wait("#btn-transform", "transform", 60)
    res = js("document.getElementById('xf-result').innerText") or ""
    tap(ok and "refused" in res and "illegal: it would reverse" in res and
        js("document.getElementById('xf-diff').textContent") == "",
        "Transform: an illegal distribution refused with the dependence", res)
    ok, st = click_and_wait("#btn-analyze", "analyse", 30)
    tap(ok and js("document.getElementById('xf-chain').textContent") == "" and
        "for (int i" in (js("document.getElementById('line-32').textContent") or ""),
        "Analyse goes back to the file as it is", js("document.getElementById('line-32').textContent"))

    js("document.getElementById('budget').value = '3'")
    ok, st = click_and_wait("#btn-explore", "explore", 180)
    vrows = js("[...document.querySelectorAll('#variants tbody tr')].map(r => r.innerText.replace(/\\s+/g, ' '))") or []
    tap(ok and any(" default " in " " + r + " " for r in vrows) and all("agree" in r or "same code as" in r for r in vrows),
        "Explore lists verified variants, the default among them", vrows)
    measured = [r for r in vrows if "agree" in r]
    tap(js("document.querySelectorAll('#variants-plot rect').length") == len(measured) and measured,
        "Explore plots one bar per measured variant", js("document.getElementById('plot').innerHTML"))

    png = send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False}, session)["data"]
    with open(shot, "wb") as f:
        f.write(base64.b64decode(png))
    tap(os.path.getsize(shot) > 10000, "screenshot kept in " + shot)
except Exception as e:
    tap(False, "the page could be driven", repr(e))
finally:
    close()
print("1..%d" % n_checks)
sys.exit(1 if failed else 0)
