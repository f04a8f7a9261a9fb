// Debian's upstream mlir-opt, with tpfuse loaded as a plugin: the tp dialect
// round-trips and the tp passes run from a textual pipeline.
// RUN: mlir-opt %s --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   | mlir-opt --load-dialect-plugin=%tpfuse_plugin | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: mlir-opt %s --load-dialect-plugin=%tpfuse_plugin --load-pass-plugin=%tpfuse_plugin \
// RUN:   --pass-pipeline='builtin.module(tp-decompose-fused-norms)' | FileCheck %s --check-prefix=DECOMPOSE
// Without the plugin, upstream mlir-opt does not know the dialect.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN

// ROUNDTRIP: #[[G:.*]] = #tp.group<"tp", size = 2>
// ROUNDTRIP-LABEL: func.func @final_norm(
// ROUNDTRIP:         %[[P:.*]] = tp.mark_partial %{{.*}} : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #[[G]]>
// ROUNDTRIP:         tp.all_reduce_add_rms_norm %[[P]], %{{.*}}, %{{.*}} epsilon = 9.99999997E-7

// DECOMPOSE-LABEL: func.func @final_norm(
// DECOMPOSE:         %[[S:.*]] = tp.all_reduce %
// DECOMPOSE:         tp.add_rms_norm %[[S]]

// NOPLUGIN: Dialect `tp' not found for custom op 'tp.mark_partial'

func.func @final_norm(%down: tensor<?x7168xbf16>, %residual: tensor<?x7168xbf16>,
                      %w: tensor<7168xbf16>) -> tensor<?x7168xbf16> {
  %p = tp.mark_partial %down : tensor<?x7168xbf16> -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
  %n, %o = tp.all_reduce_add_rms_norm %p, %residual, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>, tensor<?x7168xbf16>, tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
  return %n : tensor<?x7168xbf16>
}
