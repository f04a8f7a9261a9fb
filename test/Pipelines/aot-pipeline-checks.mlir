// tp-aot-pipeline exits 0 only on output mlir-translate accepts: its checks
// run first (tp-check-constants) and last (tp-check-llvm-only,
// tp-check-external-functions, tp-check-constants again, since folding makes
// constants, and tp-check-translation); max-constant-bytes and
// check-translation are its options.
//
// RUN: tpfuse-opt %s -tp-aot-pipeline --dump-pass-pipeline -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DEFAULT
// RUN: tpfuse-opt %s -tp-aot-pipeline='max-constant-bytes=1024 check-translation=false' \
// RUN:   --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: tpfuse-opt %s -tp-aot-pipeline | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: not tpfuse-opt %s -tp-aot-pipeline='max-constant-bytes=15' -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SMALLER

// DEFAULT:      builtin.module(
// DEFAULT-NEXT:   tp-check-constants{max-constant-bytes=2147483648},
// DEFAULT-NEXT:   tp-exact-powf-squares,
// DEFAULT:        tp-check-llvm-only,
// DEFAULT-NEXT:   tp-check-external-functions{cuda=false},
// DEFAULT-NEXT:   tp-check-constants{max-constant-bytes=2147483648},
// DEFAULT-NEXT:   tp-check-translation
// OPTIONS:        tp-check-constants{max-constant-bytes=1024}
// OPTIONS:        tp-check-constants{max-constant-bytes=1024}
// OPTIONS-NOT:    tp-check-translation

// A constant of exactly the limit (16 bytes) compiles, and translates.
// CHECK: @__constant_4xf32 = private constant [4 x float] [float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00]
// SMALLER: error: a constant of type 'tensor<4xf32>' takes 16 bytes, more than tp-aot-pipeline's limit of 15 (max-constant-bytes)
func.func @constant() -> tensor<4xf32> {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  return %c : tensor<4xf32>
}
