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

// -----

// An index exponent (passed as 64 bits) is cast to i64, then clamped as an
// i64 one; a constant exponent becomes an i32 constant, clamped at compile
// time with its parity kept.
// CHECK-LABEL: gpu.func @index_and_constants(
// CHECK-SAME:      %[[X:.*]]: f32, %[[E:.*]]: index
// CHECK:         %[[WIDE:.*]] = arith.index_cast %[[E]] : index to i64
// CHECK:         %[[LOW:.*]] = arith.select %{{.*}}, %{{.*}}, %[[WIDE]] : i64
// CHECK:         %[[CLAMPED:.*]] = arith.select %{{.*}}, %{{.*}}, %[[LOW]] : i64
// CHECK:         %[[NARROWED:.*]] = arith.trunci %[[CLAMPED]] : i64 to i32
// CHECK:         math.fpowi %[[X]], %[[NARROWED]] : f32, i32
// CHECK:         %[[TWO:.*]] = arith.constant 2 : i32
// CHECK:         math.fpowi %[[X]], %[[TWO]] : f32, i32
// CHECK:         %[[HUGE_ODD:.*]] = arith.constant 2147483647 : i32
// CHECK:         math.fpowi %[[X]], %[[HUGE_ODD]] : f32, i32
// CHECK:         %[[HUGE_EVEN:.*]] = arith.constant 2147483646 : i32
// CHECK:         math.fpowi %[[X]], %[[HUGE_EVEN]] : f32, i32
// CHECK:         %[[TINY_ODD:.*]] = arith.constant -2147483647 : i32
// CHECK:         math.fpowi %[[X]], %[[TINY_ODD]] : f32, i32
// CHECK:         %[[THREE:.*]] = arith.constant 3 : i32
// CHECK:         math.fpowi %[[X]], %[[THREE]] : f32, i32
// CHECK-NOT:     math.fpowi
gpu.module @kernels {
  gpu.func @index_and_constants(%x: f32, %e: index,
                                %out: memref<6xf32>) kernel {
    %c0 = arith.constant 0 : index
    %two = arith.constant 2 : i64
    %huge_odd = arith.constant 4294967297 : i64
    %huge_even = arith.constant 170141183460469231731687303715884105726 : i128
    %tiny_odd = arith.constant -4294967297 : i64
    %three = arith.constant 3 : index
    %a = math.fpowi %x, %e : f32, index
    %b = math.fpowi %x, %two : f32, i64
    %c = math.fpowi %x, %huge_odd : f32, i64
    %d = math.fpowi %x, %huge_even : f32, i128
    %f = math.fpowi %x, %tiny_odd : f32, i64
    %g = math.fpowi %x, %three : f32, index
    %s1 = arith.addf %a, %b : f32
    %s2 = arith.addf %s1, %c : f32
    %s3 = arith.addf %s2, %d : f32
    %s4 = arith.addf %s3, %f : f32
    %s5 = arith.addf %s4, %g : f32
    memref.store %s5, %out[%c0] : memref<6xf32>
    gpu.return
  }
}
