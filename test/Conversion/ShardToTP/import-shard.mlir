// RUN: tpfuse-opt %s -tp-import-shard -split-input-file -mlir-print-local-scope | FileCheck %s
// RUN: tpfuse-opt %s -tp-import-shard=remarks=true -split-input-file -verify-diagnostics -o /dev/null

// The sum a row-parallel layer ends with, over the single axis of a 1-D grid:
// the group is named after the grid and sized by it.
// CHECK-LABEL: func.func @row_parallel_sum(
// CHECK-SAME:    %[[X:.*]]: tensor<?x7168xbf16>
// CHECK:         %[[P:.*]] = tp.mark_partial %[[X]] : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
// CHECK:         %[[R:.*]] = tp.all_reduce %[[P]]
// CHECK-NOT:     shard.all_reduce
// CHECK:         return %[[R]]
shard.grid @tp(shape = 2)
func.func @row_parallel_sum(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  %sum = shard.all_reduce %x on @tp grid_axes = [0] reduction = sum : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %sum : tensor<?x7168xbf16>
}

// -----

// The reduction kind defaults to sum; f16 and f32 are imported like bf16.
// CHECK-LABEL: func.func @default_reduction(
// CHECK:         tp.mark_partial %{{.*}} : tensor<8x4096xf16> -> !tp.partial<tensor<8x4096xf16>, #tp.group<"devices", size = 8>>
// CHECK:         tp.mark_partial %{{.*}} : tensor<4096xf32> -> !tp.partial<tensor<4096xf32>, #tp.group<"devices", size = 8>>
shard.grid @devices(shape = 8)
func.func @default_reduction(%x: tensor<8x4096xf16>, %y: tensor<4096xf32>) -> (tensor<8x4096xf16>, tensor<4096xf32>) {
  %a = shard.all_reduce %x on @devices grid_axes = [0] : tensor<8x4096xf16> -> tensor<8x4096xf16>
  %b = shard.all_reduce %y on @devices grid_axes = [0] : tensor<4096xf32> -> tensor<4096xf32>
  return %a, %b : tensor<8x4096xf16>, tensor<4096xf32>
}

// -----

// A max is no partial sum.
// CHECK-LABEL: func.func @negative_max(
// CHECK-NOT:     tp.mark_partial
// CHECK:         shard.all_reduce
shard.grid @tp(shape = 2)
func.func @negative_max(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: it reduces with max, not a sum}}
  %m = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %m : tensor<?x7168xbf16>
}

// -----

// Min and product neither.
// CHECK-LABEL: func.func @negative_min_product(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = 2)
func.func @negative_min_product(%x: tensor<4096xf32>) -> (tensor<4096xf32>, tensor<4096xf32>) {
  // expected-remark @below {{not imported: it reduces with min, not a sum}}
  %a = shard.all_reduce %x on @tp grid_axes = [0] reduction = min : tensor<4096xf32> -> tensor<4096xf32>
  // expected-remark @below {{not imported: it reduces with product, not a sum}}
  %b = shard.all_reduce %x on @tp grid_axes = [0] reduction = product : tensor<4096xf32> -> tensor<4096xf32>
  return %a, %b : tensor<4096xf32>, tensor<4096xf32>
}

// -----

// Summing bf16 contributions into f32 changes the type: tp.all_reduce keeps it.
// CHECK-LABEL: func.func @negative_element_type_conversion(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = 2)
func.func @negative_element_type_conversion(%x: tensor<?x7168xbf16>) -> tensor<?x7168xf32> {
  // expected-remark @below {{not imported: it converts tensor<?x7168xbf16> to tensor<?x7168xf32> while reducing; tp.all_reduce keeps the type it reduces}}
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xf32>
  return %s : tensor<?x7168xf32>
}

// -----

// Integer (and f64) sums are not what tp reduces.
// CHECK-LABEL: func.func @negative_element_type(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = 2)
func.func @negative_element_type(%i: tensor<16xi32>, %d: tensor<16xf64>) -> (tensor<16xi32>, tensor<16xf64>) {
  // expected-remark @below {{not imported: element type i32 is not bf16, f16 or f32}}
  %a = shard.all_reduce %i on @tp grid_axes = [0] : tensor<16xi32> -> tensor<16xi32>
  // expected-remark @below {{not imported: element type f64 is not bf16, f16 or f32}}
  %b = shard.all_reduce %d on @tp grid_axes = [0] : tensor<16xf64> -> tensor<16xf64>
  return %a, %b : tensor<16xi32>, tensor<16xf64>
}

// -----

// After bufferization there is no value to own.
// CHECK-LABEL: func.func @negative_memref(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = 2)
func.func @negative_memref(%x: memref<8x4096xf32>) -> memref<8x4096xf32> {
  // expected-remark @below {{not imported: it reduces a memref; tp tracks owed sums on tensors}}
  %s = shard.all_reduce %x on @tp grid_axes = [0] : memref<8x4096xf32> -> memref<8x4096xf32>
  return %s : memref<8x4096xf32>
}

// -----

// Which axis of a 2-D grid is the TP one is not guessed (see the options test).
// CHECK-LABEL: func.func @negative_multi_axis_grid_by_default(
// CHECK-NOT:     tp.mark_partial
shard.grid @mesh(shape = 2x4)
func.func @negative_multi_axis_grid_by_default(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: grid @mesh has 2 axes; name the tensor-parallel ones with the 'axes' option}}
  %s = shard.all_reduce %x on @mesh grid_axes = [1] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// No grid axes: a reduction over nothing, not over the TP axis.
// CHECK-LABEL: func.func @negative_no_axes(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = 2)
func.func @negative_no_axes(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: it reduces over grid axes [] of @tp, not over the tensor-parallel axes [0]}}
  %s = shard.all_reduce %x on @tp : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// A group has a static size: a grid of unknown size is left alone.
// CHECK-LABEL: func.func @negative_dynamic_grid(
// CHECK-NOT:     tp.mark_partial
shard.grid @tp(shape = ?)
func.func @negative_dynamic_grid(%x: tensor<?x7168xbf16>) -> tensor<?x7168xbf16> {
  // expected-remark @below {{not imported: grid @tp has a dynamic size along axis 0; a tp group has a static size}}
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
  return %s : tensor<?x7168xbf16>
}

// -----

// Only the refused ops stay: a sum next to a max is still imported.
// CHECK-LABEL: func.func @mixed(
// CHECK:         shard.all_reduce %{{.*}} reduction = max
// CHECK:         tp.mark_partial
// CHECK:         tp.all_reduce
shard.grid @tp(shape = 4)
func.func @mixed(%x: tensor<?x4096xbf16>) -> (tensor<?x4096xbf16>, tensor<?x4096xbf16>) {
  // expected-remark @below {{not imported: it reduces with max, not a sum}}
  %m = shard.all_reduce %x on @tp grid_axes = [0] reduction = max : tensor<?x4096xbf16> -> tensor<?x4096xbf16>
  %s = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x4096xbf16> -> tensor<?x4096xbf16>
  return %m, %s : tensor<?x4096xbf16>, tensor<?x4096xbf16>
}
