// RUN: tpfuse-opt %s -tp-decompose-fused-norms -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @fused_add_norm(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<?x7168xbf16>, #{{.*}}>, %[[R:.*]]: tensor<?x7168xbf16>, %[[W:.*]]: tensor<7168xbf16>
// CHECK:         %[[SUM:.*]] = tp.all_reduce %[[P]] : !tp.partial<tensor<?x7168xbf16>, #{{.*}}> -> tensor<?x7168xbf16>
// CHECK:         %[[N:.*]], %[[O:.*]] = tp.add_rms_norm %[[SUM]], %[[R]], %[[W]] epsilon = 9.99999997E-7
// CHECK-NOT:     tp.all_reduce_add_rms_norm
// CHECK:         return %[[N]], %[[O]]
func.func @fused_add_norm(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                          %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
    -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n, %o : tensor<?x7168xbf16>, tensor<?x7168xbf16>
}

// -----

// CHECK-LABEL: func.func @fused_norm(
// CHECK-SAME:    %[[P:.*]]: !tp.partial<tensor<8x1024xf32>, #{{.*}}>, %[[W:.*]]: tensor<1024xf32>
// CHECK:         %[[SUM:.*]] = tp.all_reduce %[[P]]
// CHECK:         %[[Y:.*]] = tp.rms_norm %[[SUM]], %[[W]] epsilon = 9.99999974E-6
// CHECK:         return %[[Y]]
func.func @fused_norm(%p: !tp.partial<tensor<8x1024xf32>, #tp.group<"tp", size = 4>>, %w: tensor<1024xf32>)
    -> tensor<8x1024xf32> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 1.0e-5
      : (!tp.partial<tensor<8x1024xf32>, #tp.group<"tp", size = 4>>, tensor<1024xf32>) -> tensor<8x1024xf32>
  return %y : tensor<8x1024xf32>
}

// -----

// Fused ops nested in regions are expanded too; unfused IR is left alone.
// CHECK-LABEL: func.func @in_region(
// CHECK:         scf.if
// CHECK:           tp.all_reduce %
// CHECK-NEXT:      tp.add_rms_norm
// CHECK:         } else {
// CHECK:           tp.all_reduce %
// CHECK-NEXT:      tp.add_rms_norm
func.func @in_region(%c: i1, %p: !tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>>,
                     %r: tensor<?x64xf16>, %w: tensor<64xf16>) -> tensor<?x64xf16> {
  %y = scf.if %c -> tensor<?x64xf16> {
    %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>>, tensor<?x64xf16>, tensor<64xf16>)
        -> (tensor<?x64xf16>, tensor<?x64xf16>)
    scf.yield %n : tensor<?x64xf16>
  } else {
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6
        : (tensor<?x64xf16>, tensor<?x64xf16>, tensor<64xf16>) -> (tensor<?x64xf16>, tensor<?x64xf16>)
    scf.yield %n : tensor<?x64xf16>
  }
  return %y : tensor<?x64xf16>
}

// -----

// The plain norm after the explicit all-reduce keeps the fused norm's variant.
// CHECK-LABEL: func.func @keeps_variant(
// CHECK:         %[[SUM:.*]] = tp.all_reduce
// CHECK:         tp.rms_norm %[[SUM]], %{{.*}} epsilon = 9.98377799E-7 weight_multiply = after_rounding compute = storage :
func.func @keeps_variant(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
  %y = tp.all_reduce_rms_norm %p, %w epsilon = 9.98377799E-7
      weight_multiply = after_rounding compute = storage
      : (!tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, tensor<64xbf16>) -> tensor<?x64xbf16>
  return %y : tensor<?x64xbf16>
}
