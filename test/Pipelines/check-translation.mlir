// tp-check-translation does what mlir-translate --mlir-to-llvmir does with
// the module (print, parse with the dialects it loads, translate) and fails
// with its diagnostics; tp-aot-pipeline runs it last.
//
// RUN: tpfuse-opt %s -split-input-file -tp-check-translation \
// RUN:   -verify-diagnostics | FileCheck %s

// Accepted: a module that translates, unchanged.
// CHECK-LABEL: llvm.func @adds(
// CHECK:         llvm.fadd
llvm.func @adds(%x: f32) -> f32 {
  %y = llvm.fadd %x, %x : f32
  llvm.return %y : f32
}

// -----

// An attribute of a dialect mlir-translate does not load: it does not parse.
// expected-error@below {{tp-aot-pipeline's output does not parse as mlir-translate reads it: #"arith"<"fastmath<contract>"> : 'none' attribute created with unregistered dialect}}
module {
  llvm.func @fpext(%x: f16) -> f32 {
    %y = llvm.fpext %x {fastmath = #arith.fastmath<contract>} : f16 to f32
    llvm.return %y : f32
  }
}

// -----

// A global whose blob is smaller than its type: upstream's translation
// rejects it; it is refused before translating, as tp-check-constants would.
// expected-error@below {{check-translation.mlir:33:3: the dense_resource 'blob' holds 8 bytes, but its type 'tensor<4xf32>' takes 16}}
module {
  llvm.mlir.global private constant @weights(dense_resource<blob> : tensor<4xf32>) : !llvm.array<4 x f32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x04000000000000000000803F"
    }
  }
#-}

// -----

// A blob that does not exist.
// expected-error@below {{check-translation.mlir:48:1: the dense_resource 'missing' of type 'tensor<4xf32>' has no data}}
module {
llvm.mlir.global internal constant @missing_blob(dense_resource<missing> : tensor<4xf32>) : !llvm.array<4 x f32>
}

// -----

// An intrinsic LLVM does not have: each of the translator's errors, with
// where it comes from.
// expected-error@below {{check-translation.mlir:58:10: could not find LLVM intrinsic: "llvm.not.an.intrinsic"; }}
module {
  llvm.func @unknown_intrinsic(%x: f32) -> f32 {
    %y = llvm.call_intrinsic "llvm.not.an.intrinsic"(%x) : (f32) -> f32
    llvm.return %y : f32
  }
}

// -----

// An initializer shorter than its global, which LLVM's verifier would reject
// (reporting on stderr only): refused before translating.
// expected-error@below {{the global's initializer has 2 elements, but its type '!llvm.array<3 x f32>' has 3}}
module {
  llvm.mlir.global internal constant @short_initializer(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<3 x f32>
}

// -----

// A type LLVM IR has no counterpart for: upstream's translation would crash
// (Debian's mlir-translate does), so it is refused before translating.
// expected-error@below {{does not translate to LLVM IR: type !llvm.array<4 x index> of 'llvm.mlir.global' has no counterpart in LLVM IR}}
module {
  llvm.mlir.global private constant @weights(dense<1.0> : tensor<4xf32>) : !llvm.array<4 x index>
}

// -----

// A constant of no static shape: upstream's translation would crash.
// expected-error@below {{a constant of type 'tensor<?x4xf32>' has no static shape}}
module {
  llvm.mlir.global private constant @dynamic(dense_resource<blob> : tensor<?x4xf32>) : !llvm.array<4 x f32>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x040000000000803F000000400000404000008040"
    }
  }
#-}
