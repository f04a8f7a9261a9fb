#!/usr/bin/env bash
# Checks that every C, C++ and CUDA file git tracks is formatted as
# .clang-format says (LLVM style), with LLVM 22's clang-format. Prints the
# places that are not and exits 1; `scripts/check-format.sh --fix` formats
# them instead.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
clang_format=${CLANG_FORMAT:-clang-format-22}
command -v "$clang_format" >/dev/null || {
  echo "check-format: $clang_format not found (scripts/setup.sh installs it)" >&2
  exit 1
}

cd "$root"
# Not a process substitution: a git that fails must fail the check.
tracked=$(git ls-files '*.c' '*.h' '*.cpp' '*.cu' '*.cuh')
mapfile -t files <<<"$tracked"
if [[ -z $tracked ]]; then
  echo "check-format: git lists no C, C++ or CUDA file in $root" >&2
  exit 1
fi
if [[ ${1:-} == --fix ]]; then
  "$clang_format" -i "${files[@]}"
  exit 0
fi
if ! "$clang_format" --dry-run --Werror "${files[@]}"; then
  echo "check-format: run scripts/check-format.sh --fix" >&2
  exit 1
fi
echo "check-format: ${#files[@]} files formatted"
