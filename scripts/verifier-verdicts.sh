#!/usr/bin/env bash
# Records MLIR's verdict on every file of the verifier corpus (tests/verifier/*.mlir) in
# tests/verifier/mlir_verdicts.txt, which the unit tests compare with linrt's own verdicts
# (tests/unit/verifier_test.cpp), so the tests need neither Python nor MLIR.
#
#   scripts/verifier-verdicts.sh
#
# MLIR's verdict is iree-opt's (a current mlir-opt with IREE's util, check and hal dialects
# registered), from PyPI's iree-base-compiler, installed into the ignored .venv-iree/ at the
# repository root. IREE_OPT=/path/to/iree-opt uses another build instead.
# One line per file: "<file> accepted" or "<file> rejected <file:line:col>: <MLIR's message>".
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
version=3.13.0
opt="${IREE_OPT:-}"
if [[ -z "$opt" ]]; then
  venv="$root/.venv-iree"
  if [[ ! -x "$venv/bin/iree-opt" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet "iree-base-compiler==$version"
  fi
  opt="$venv/bin/iree-opt"
fi
out="$root/tests/verifier/mlir_verdicts.txt"
cd "$root/tests/verifier"
{
  echo "# MLIR's verdicts on the verifier corpus: iree-opt (iree-base-compiler $version,$("$opt" --version | grep -m1 'LLVM version' | sed 's/^ *LLVM/ LLVM/'))."
  echo "# Written by scripts/verifier-verdicts.sh; compared with linrt's by tests/unit/verifier_test.cpp."
  for f in *.mlir; do
    if msg=$("$opt" "$f" -o /dev/null 2>&1); then
      echo "$f accepted"
    else
      echo "$f rejected $(grep -m1 'error:' <<<"$msg" | sed 's/: error: /: /')"
    fi
  done
} >"$out"
echo "wrote $out ($(grep -c ' rejected ' "$out") rejected, $(grep -c ' accepted$' "$out") accepted)"
