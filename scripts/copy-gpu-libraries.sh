#!/usr/bin/env bash
# Copies into DEST the shared libraries that PROGRAMs load and that a GPU
# machine without a build lacks: the runtime, Gloo and its dependencies, the
# CUDA runtime. NCCL, cuBLAS and the driver come from that machine (pip's
# packages and its driver). Shared by the scripts that stage GPU runs
# (stage-gpu-binaries.sh, stage-llama-gpu.sh).
#
# Usage: scripts/copy-gpu-libraries.sh DEST PROGRAM...
set -euo pipefail
dest=$1
shift
carried='^(libtpfuse_runtime|libgloo|libhiredis|libibverbs|libnl-3|libnl-route-3|libcudart)\.so'
mkdir -p "$dest"
for program in "$@"; do
  ldd "$program" | awk '$2 == "=>" { print $1, $3 }' |
    while read -r soname path; do
      if [[ $soname =~ $carried ]]; then
        if [[ $path == "not" ]]; then
          echo "$program: $soname not found" >&2
          exit 1
        fi
        cp -L "$path" "$dest/$soname"
      fi
    done
done
