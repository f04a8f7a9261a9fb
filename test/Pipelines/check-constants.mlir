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
