#!/usr/bin/env bash
# bench/quasar/setup.sh: the Python tools bench/quasar/run.sh compares
# kforge with (numpy, and Numba from PyPI), in a virtual environment of
# their own ($KFORGE_BENCH_VENV, default build/bench-venv), because
# Debian 12's system Python is externally managed.  Bench-only: make check
# needs neither.  Idempotent: an environment that imports both is kept.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
venv=${KFORGE_BENCH_VENV:-$root/build/bench-venv}
py=/usr/bin/python3   # Debian's interpreter, whatever else is on PATH
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import numpy, numba' 2>/dev/null; then
  echo "bench setup: $venv has numpy and numba"; exit 0
fi
if ! "$py" -m venv --help >/dev/null 2>&1 || ! "$py" -c 'import ensurepip' 2>/dev/null; then
  sudo=""; [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends python3-venv
fi
"$py" -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q numpy numba
"$venv/bin/python" -c 'import numpy, numba; print("bench setup:", "numpy", numpy.__version__, "numba", numba.__version__)'
