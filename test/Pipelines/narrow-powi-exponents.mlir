// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(gpu.module(tp-narrow-powi-exponents))' | FileCheck %s

// An i64 exponent is clamped to i32's range with its parity kept, then
// truncated; a narrower one is sign-extended; an i32 one is left alone.
// CHECK-LABEL: gpu.func @powers(
// CHECK-SAME:      %[[X:.*]]: f32, %[[E64:.*]]: i64, %[[E32:.*]]: i32, %[[E16:.*]]: i16
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[MAX_EVEN:.*]] = arith.constant 2147483646 : i64
// CHECK-DAG:     %[[MIN:.*]] = arith.constant -2147483648 : i64
// CHECK-DAG:     %[[MAX:.*]] = arith.constant 2147483647 : i64
// CHECK:         %[[PARITY:.*]] = arith.andi %[[E64]], %[[ONE]] : i64
// CHECK:         %[[HIGHEST:.*]] = arith.addi %[[MAX_EVEN]], %[[PARITY]] : i64
// CHECK:         %[[LOWEST:.*]] = arith.addi %[[MIN]], %[[PARITY]] : i64
// CHECK:         %[[ABOVE:.*]] = arith.cmpi sgt, %[[E64]], %[[MAX]] : i64
// CHECK:         %[[BELOW:.*]] = arith.cmpi slt, %[[E64]], %[[MIN]] : i64
// CHECK:         %[[LOW:.*]] = arith.select %[[BELOW]], %[[LOWEST]], %[[E64]] : i64
// CHECK:         %[[CLAMPED:.*]] = arith.select %[[ABOVE]], %[[HIGHEST]], %[[LOW]] : i64
// CHECK:         %[[NARROWED:.*]] = arith.trunci %[[CLAMPED]] : i64 to i32
// CHECK:         math.fpowi %[[X]], %[[NARROWED]] : f32, i32
// CHECK:         math.fpowi %[[X]], %[[E32]] : f32, i32
// CHECK:         %[[EXTENDED:.*]] = arith.extsi %[[E16]] : i16 to i32
// CHECK:         math.fpowi %[[X]], %[[EXTENDED]] : f32, i32
gpu.module @kernels {
  gpu.func @powers(%x: f32, %e64: i64, %e32: i32, %e16: i16,
                   %out: memref<3xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %a = math.fpowi %x, %e64 : f32, i64
    %b = math.fpowi %x, %e32 : f32, i32
    %c = math.fpowi %x, %e16 : f32, i16
    memref.store %a, %out[%c0] : memref<3xf32>
    memref.store %b, %out[%c1] : memref<3xf32>
    memref.store %c, %out[%c2] : memref<3xf32>
    gpu.return
  }
}

// -----

// An f64 base: no i32 exponent gives its results for every i64 one.
gpu.module @kernels {
  gpu.func @double(%x: f64, %e: i64, %out: memref<1xf64>) kernel {
    %c0 = arith.constant 0 : index
    // expected-error @below {{'math.fpowi' op has a 'i64' exponent, which libdevice's powi cannot take; only scalar f32 powers are narrowed to its int}}
    %y = math.fpowi %x, %e : f64, i64
    memref.store %y, %out[%c0] : memref<1xf64>
    gpu.return
  }
}
