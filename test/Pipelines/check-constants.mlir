// tp-check-constants: a constant is stored in the object whole (a splat
// too), so one larger than max-constant-bytes is an error, as is a
// dense_resource blob whose size is not its type's. tp-aot-pipeline runs it
// first.
//
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-check-constants -o /dev/null
// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-aot-pipeline -o /dev/null
// RUN: not tpfuse-opt %s -split-input-file \
// RUN:   -tp-check-constants=max-constant-bytes=15 -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LIMIT

// Accepted: constants within the limit, a blob of its type's size.
// LIMIT: error: a constant of type 'tensor<4xf32>' takes 16 bytes, more than tp-aot-pipeline's limit of 15 (max-constant-bytes)
func.func @small() -> (tensor<4xf32>, tensor<2xi8>, tensor<4xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[1, 2]> : tensor<2xi8>
  %c = arith.constant dense_resource<fits> : tensor<4xf32>
  return %a, %b, %c : tensor<4xf32>, tensor<2xi8>, tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      fits: "0x040000000000803F000000400000404000008040"
    }
  }
#-}

// -----

// A 64 GiB splat: one attribute here, 64 GiB in the object.
func.func @huge_splat() -> tensor<8589934592x2xf32> {
  // expected-error@below {{a constant of type 'tensor<8589934592x2xf32>' takes 68719476736 bytes, more than tp-aot-pipeline's limit of 2147483648 (max-constant-bytes)}}
  %c = arith.constant dense<1.0> : tensor<8589934592x2xf32>
  return %c : tensor<8589934592x2xf32>
}

// -----

// More bytes than int64 counts.
func.func @beyond_int64() -> tensor<4611686018427387904x4xf32> {
  // expected-error@below {{a constant of type 'tensor<4611686018427387904x4xf32>' takes more bytes than a 64-bit size can count}}
  %c = arith.constant dense<0.0> : tensor<4611686018427387904x4xf32>
  return %c : tensor<4611686018427387904x4xf32>
}

// -----

// A blob smaller than its type (mlir-translate would reject it) ...
func.func @short_blob() -> tensor<4xf32> {
  // expected-error@below {{the dense_resource 'short' holds 8 bytes, but its type 'tensor<4xf32>' takes 16}}
  %c = arith.constant dense_resource<short> : tensor<4xf32>
  return %c : tensor<4xf32>
}
{-#
  dialect_resources: {
    builtin: {
      short: "0x04000000000000000000803F"
    }
  }
#-}

// -----

// ... and a larger one (it would silently truncate it), in a global.
// expected-error@below {{the dense_resource 'long' holds 12 bytes, but its type 'tensor<2xf32>' takes 8}}
memref.global "private" constant @long : memref<2xf32> = dense_resource<long>
{-#
  dialect_resources: {
    builtin: {
      long: "0x040000000000803F0000004000004040"
    }
  }
#-}

// -----

// A blob that was never given: no data at all.
func.func @missing_blob() -> tensor<4xf32> {
  // expected-error@below {{the dense_resource 'missing' of type 'tensor<4xf32>' has no data}}
  %c = arith.constant dense_resource<missing> : tensor<4xf32>
  return %c : tensor<4xf32>
}

// -----

// A dense_resource of a dynamic shape, which upstream accepts and
// bufferization would make an invalid memref.global of.
func.func @dynamic_blob() -> tensor<?xf32> {
  // expected-error@below {{a constant of type 'tensor<?xf32>' has no static shape: the object cannot hold it}}
  %c = arith.constant dense_resource<dynamic> : tensor<?xf32>
  return %c : tensor<?xf32>
}

// -----

// An LLVM global whose type is 32 GiB, initialized by a rank-0 splat: the
// translation would build all of it.
// expected-error@below {{the global's type '!llvm.array<4294967296 x f64>' takes 34359738368 bytes, more than tp-aot-pipeline's limit of 2147483648 (max-constant-bytes)}}
llvm.mlir.global private constant @huge(dense<1.0> : tensor<f64>) : !llvm.array<4294967296 x f64>

// -----

// No element, but an inner array of 32 GiB, which the translation builds
// for the splat all the same.
// expected-error@below {{the global's type '!llvm.array<0 x array<8589934592 x f32>>' nests an array of 34359738368 bytes, more than tp-aot-pipeline's limit of 2147483648 (max-constant-bytes), which translating it builds even where an outer extent is 0}}
llvm.mlir.global private constant @empty_outer(dense<1.0> : tensor<f32>) : !llvm.array<0 x array<8589934592 x f32>>

// -----

// A global's blob with fewer elements than its type (upstream's translation
// crashes on it); a splat fills any shape.
// expected-error@below {{the global's initializer has 1 elements, but its type '!llvm.array<8 x f64>' has 8}}
// expected-error@below {{the dense_resource 'one' of type 'tensor<f64>' has rank 0, which upstream's lowering cannot read: write the value as dense<...>}}
llvm.mlir.global private constant @short(dense_resource<one> : tensor<f64>) : !llvm.array<8 x f64>
llvm.mlir.global private constant @splat(dense<1.0> : tensor<f64>) : !llvm.array<8 x f64>
{-#
  dialect_resources: {
    builtin: {
      one: "0x04000000000000000000F03F"
    }
  }
#-}
