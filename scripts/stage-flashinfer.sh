#!/usr/bin/env bash
# Stages FlashInfer's CUDA norm kernels for a device run that compares the
# quantizing norm with them (bench/results/norm-quant-peers-1xH200-run.sh,
# bench/norm_quant_peers_bench.py) on a machine with PyTorch but no
# internet, within the device tool's carry limit. Into .whl/ (git-ignored):
#  - the apache-tvm-ffi wheel for the device's Python (PY_VERSION);
#  - flashinfer-VERSION-norm-stripped.tar.xz: the Python files that
#    `import flashinfer.norm` loads (without the package __init__, as the
#    benchmark imports it), and the sources and headers of the CUDA norm
#    module (for a JIT build if the prebuilt module does not load), with
#    paths relative to site-packages;
#  - flashinfer-norm-VERSION-sm90a.so: that module built here for sm_90a.
# The whole wheel (about 100 MB) does not fit the carry.
#
# Usage: scripts/stage-flashinfer.sh PYTHON
#   PYTHON: an interpreter with torch (any CUDA build; no GPU needed) and
#   flashinfer-python==$FLASHINFER_VERSION installed, e.g. a venv kept
#   outside the repository. nvcc from /usr/local/cuda/bin.
# Environment: FLASHINFER_VERSION (0.7.4), TVM_FFI_VERSION (0.1.15.post2),
# PY_VERSION (3.12, the device's).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
python=${1:?usage: scripts/stage-flashinfer.sh PYTHON}
version=${FLASHINFER_VERSION:-0.7.4}
tvm_ffi=${TVM_FFI_VERSION:-0.1.15.post2}
py_version=${PY_VERSION:-3.12}
dest=$root/.whl
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest"

installed=$("$python" -c "from importlib.metadata import version; print(version('flashinfer-python'))")
if [ "$installed" != "$version" ]; then
  echo "stage-flashinfer: $python has flashinfer-python $installed, not $version" >&2
  exit 1
fi

"$python" -m pip download -q --no-deps --only-binary=:all: \
  --python-version "$py_version" --dest "$dest" "apache-tvm-ffi==$tvm_ffi"

# The module list and the norm module, both as the benchmark loads them.
export PATH=/usr/local/cuda/bin:$PATH FLASHINFER_CUDA_ARCH_LIST=9.0a \
  FLASHINFER_WORKSPACE_BASE=$work/workspace FLASHINFER_USE_CUDA_NORM=1 \
  TVM_FFI_DISABLE_TORCH_C_DLPACK=1
"$python" - "$work" "$dest/flashinfer-norm-$version-sm90a.so" <<'EOF'
import importlib.util
import os
import shutil
import sys
import types

work, module_out = sys.argv[1], sys.argv[2]
spec = importlib.util.find_spec("flashinfer")
package = list(spec.submodule_search_locations)[0]
site = os.path.dirname(package)
flashinfer = types.ModuleType("flashinfer")
flashinfer.__path__ = [package]
flashinfer.__file__ = os.path.join(package, "__init__.py")
sys.modules["flashinfer"] = flashinfer
import flashinfer.norm  # noqa: E402,F401
from flashinfer.jit.norm import gen_norm_module  # noqa: E402

norm = gen_norm_module()
norm.build_and_load()
built = [os.path.join(root, name)
         for root, _, names in os.walk(os.path.join(work, "workspace"))
         for name in names if name == "norm.so"]
if len(built) != 1:
    sys.exit(f"stage-flashinfer: expected one norm.so, found {built}")
shutil.copyfile(built[0], module_out)

files = {os.path.relpath(m.__file__, site) for name, m in sys.modules.items()
         if name.startswith("flashinfer") and getattr(m, "__file__", None)
         and os.path.exists(m.__file__)}
files |= {os.path.relpath(str(source), site) for source in norm.sources}
for root, _, names in os.walk(os.path.join(package, "data", "include")):
    files |= {os.path.relpath(os.path.join(root, name), site) for name in names}
csrc = os.path.join(package, "data", "csrc")
files |= {os.path.relpath(os.path.join(csrc, name), site)
          for name in os.listdir(csrc) if name.endswith(".h")}
with open(os.path.join(work, "files"), "w") as out:
    out.write("\n".join(sorted(files)) + "\n")
with open(os.path.join(work, "site"), "w") as out:
    print(site, file=out)
EOF
tar -C "$(cat "$work/site")" -cf - -T "$work/files" |
  xz -9 -T0 > "$dest/flashinfer-$version-norm-stripped.tar.xz"
echo "stage-flashinfer: $(wc -l < "$work/files") files;" \
  "$(du -sh "$dest" | cut -f1) in $dest"
ls -l "$dest"
