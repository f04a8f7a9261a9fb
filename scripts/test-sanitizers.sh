#!/usr/bin/env bash
# Builds tpfuse's own code with AddressSanitizer (leaks included) and
# UndefinedBehaviorSanitizer into ./build-sanitize (or
# $TPFUSE_SANITIZE_BUILD_DIR), and runs every ctest test there: lit/FileCheck,
# GoogleTest, the end-to-end runs on CPU ranks and the install consumers,
# excluding none. Any report fails the test that reaches it. LLVM/MLIR, Gloo
# and GoogleTest are Debian's, uninstrumented; the CUDA backend is left out
# (no test of it runs under ctest). Extra arguments go to ctest (e.g. -R, -L).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_SANITIZE_BUILD_DIR:-$root/build-sanitize}
sanitizers=address,undefined

"$root/scripts/setup.sh"

# Every report is fatal, leaks included, and aborts: a report must read as a
# crash, not as the exit status 1 that `not tpfuse-opt` in a lit test, a
# driver expecting an error or the fuzzer accept from a rejected input. The
# tests that provoke allocation failure on purpose need malloc to return NULL,
# as it does without ASan, rather than abort. tpfuse-opt runs during the
# build too (it compiles the end-to-end examples), so these hold for the
# build.
#
# allow_user_poisoning=0: LLVM's BumpPtrAllocator (the MLIRContext's storage
# for attributes, types and locations) is inline header code that poisons a
# new slab and unpoisons each allocation when the including code is built
# with ASan. Our instrumented code and Debian's uninstrumented libMLIR
# allocate from the same allocators, so a slab our code starts stays poisoned
# where libMLIR then allocates, and the next memmove ASan intercepts there
# reports a use-after-poison in valid code (test/Tools/
# sanitizer-shared-allocator.mlir). Manual poisoning means nothing when half
# of its users are uninstrumented; ASan's own checks (heap, stack, globals,
# leaks) are unaffected.
export ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1:halt_on_error=1:abort_on_error=1:check_initialization_order=1:allow_user_poisoning=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:abort_on_error=1

if [[ ! -f "$build/CMakeCache.txt" ]]; then
  launcher=()
  if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
      -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  fi
  # -O1 and line tables only: the fastest build whose reports name file:line.
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" \
    -DMLIR_DIR=/usr/lib/llvm-22/lib/cmake/mlir \
    -DTPFUSE_SANITIZE=$sanitizers \
    -DTPFUSE_ENABLE_CUDA=OFF \
    "${launcher[@]}"
fi
cmake --build "$build" --parallel "$(nproc)"

cd "$build"
ctest --output-on-failure --timeout 600 "$@"
