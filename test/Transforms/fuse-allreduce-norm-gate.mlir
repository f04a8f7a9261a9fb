// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics \
// RUN:   -tp-fuse-allreduce-norm='remarks=true' | FileCheck %s

// Every condition of the fail-closed gate refuses fusion, and the remark names it.
// (Non-sum reductions and unsupported element types never reach this pass:
// tp-import-shard leaves them as shard.all_reduce, and !tp.partial admits
// only bf16/f16/f32.)

// Missing configuration: nothing is known, so nothing is fused.
// CHECK-LABEL: func.func @no_config(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module {
  func.func @no_config(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: no tp.parallel_config on the module}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// TP=1: there is no sum to move.
// CHECK-LABEL: func.func @negative_tp1(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 1>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_tp1(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: TP size 1}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Pure expert parallelism (ep = tp): the MoE output is not a TP partial sum.
// CHECK-LABEL: func.func @negative_pure_ep(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 2, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_pure_ep(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: expert parallel size 2 (pure EP)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Hybrid EP+TP.
// CHECK-LABEL: func.func @negative_hybrid_ep_tp(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 2, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_hybrid_ep_tp(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 4>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: expert parallel size 2 with TP size 4 (hybrid EP+TP)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 4>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// DP attention: attention runs data-parallel, with its own gathers.
// CHECK-LABEL: func.func @negative_dp_attention(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = true, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_dp_attention(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: DP attention}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Context parallelism splits tokens across ranks.
// CHECK-LABEL: func.func @negative_cp(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 2, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_cp(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: context parallel size 2}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// An MoE all-to-all backend (DeepEP) moves tokens, not partial sums.
// CHECK-LABEL: func.func @negative_moe_a2a(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "deepep", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_moe_a2a(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: MoE all-to-all backend "deepep"}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// MoE-CP all-gather.
// CHECK-LABEL: func.func @negative_moe_cp_all_gather(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = true, attention_input = full, mlp_input = full>} {
  func.func @negative_moe_cp_all_gather(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: MoE-CP all-gather}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Scattered attention input: each rank holds a token slice.
// CHECK-LABEL: func.func @negative_scattered_attention(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = scattered, mlp_input = full>} {
  func.func @negative_scattered_attention(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: scattered attention input}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Scattered MLP input.
// CHECK-LABEL: func.func @negative_scattered_mlp(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = scattered>} {
  func.func @negative_scattered_mlp(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: scattered MLP input}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// A sum over another group than the TP group (e.g. an attention-TP group).
// CHECK-LABEL: func.func @negative_group_name(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_group_name(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"attn", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: the sum is over #tp.group<"attn", size = 2>, not the TP group "tp" of size 2}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"attn", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// A sum over a group of another size than TP.
// CHECK-LABEL: func.func @negative_group_size(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {
  func.func @negative_group_size(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 4>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: the sum is over #tp.group<"tp", size = 4>, not the TP group "tp" of size 2}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 4>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration (neither a #tp.parallel_config nor the deprecated
// dictionary): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_not_config(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{tp.parallel_config is malformed: it must be a #tp.parallel_config attribute, got "tp=2"; no boundary is fused}}
module attributes {tp.parallel_config = "tp=2"} {
  func.func @malformed_not_config(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config (it must be a #tp.parallel_config attribute, got "tp=2")}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

//===----------------------------------------------------------------------===//
// The deprecated dictionary form, read for one release with a warning.
//===----------------------------------------------------------------------===//

// A well-formed dictionary is read as the #tp.parallel_config the warning
// spells out, and the boundary is fused.
// CHECK-LABEL: func.func @deprecated_dictionary(
// CHECK:         tp.all_reduce_add_rms_norm
// CHECK-NOT:     tp.all_reduce %
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated and will not be read after this release: write tp.parallel_config = #tp.parallel_config<group = #tp.group<"attn", size = 4>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>}}
module attributes {tp.parallel_config = {tp_group = "attn", tp = 4, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @deprecated_dictionary(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"attn", size = 4>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{fused: the sum over #tp.group<"attn", size = 4> is paid inside the norm (final boundary)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"attn", size = 4>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// A dictionary that closes the gate is read as such (here: a scattered MLP
// input), not as a default.
// CHECK-LABEL: func.func @deprecated_dictionary_scattered(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{write tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = scattered>}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "scattered"}} {
  func.func @deprecated_dictionary_scattered(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: scattered MLP input}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// A malformed dictionary is a warning (after the deprecation's, which can
// only show the form to write), and nothing is fused.

// Malformed configuration (unknown key 'dp_atention'): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_unknown_key(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated and will not be read after this release: write tp.parallel_config = #tp.parallel_config<group = #tp.group<"NAME", size = N>, ep = N, cp = N, dp_attention = BOOL, moe_a2a = "NAME", moe_cp_all_gather = BOOL, attention_input = LAYOUT, mlp_input = LAYOUT> (LAYOUT: full or scattered)}}
// expected-warning @below {{tp.parallel_config is malformed: unknown key 'dp_atention'; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_atention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_unknown_key(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config (unknown key 'dp_atention')}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration (missing key 'cp'): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_missing_key(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: missing key 'cp'; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_missing_key(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config (missing key 'cp')}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('tp' must be an integer, got "2"): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_tp_string(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'tp' must be an integer, got "2"; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = "2", ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_tp_string(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('tp' must be an integer, got "2")}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('tp' must be at least 1, got 0): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_tp_zero(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'tp' must be at least 1, got 0; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 0, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_tp_zero(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('tp' must be at least 1, got 0)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration: 'tp' is 2^65 + 2, which int64 cannot hold (its low
// 64 bits read as 2 would fuse).
// CHECK-LABEL: func.func @malformed_tp_too_wide(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'tp' must be an integer that fits in 64 bits, got 36893488147419103234 : i128; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 36893488147419103234 : i128, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_tp_too_wide(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('tp' must be an integer that fits in 64 bits, got 36893488147419103234 : i128)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration: a boolean is not a size.
// CHECK-LABEL: func.func @malformed_tp_bool(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'tp' must be an integer, got true; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = true, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_tp_bool(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('tp' must be an integer, got true)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('dp_attention' must be a boolean (true or false), got 0 : i64): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_bool(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'dp_attention' must be a boolean (true or false), got 0 : i64; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = 0, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_bool(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('dp_attention' must be a boolean (true or false), got 0 : i64)}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('mlp_input' must be "full" or "scattered", got "partial"): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_layout(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'mlp_input' must be "full" or "scattered", got "partial"; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "partial"}} {
  func.func @malformed_layout(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('mlp_input' must be "full" or "scattered", got "partial")}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('ep' (3) must divide 'tp' (4)): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_ep_divides(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'ep' (3) must divide 'tp' (4); no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "tp", tp = 4, ep = 3, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_ep_divides(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('ep' (3) must divide 'tp' (4))}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

// -----

// Malformed configuration ('tp_group' must be a non-empty string, got ""): a warning, and no fusion.
// CHECK-LABEL: func.func @malformed_empty_group(
// CHECK:         tp.all_reduce %
// CHECK:         tp.add_rms_norm
// expected-warning @below {{the dictionary form of tp.parallel_config is deprecated}}
// expected-warning @below {{tp.parallel_config is malformed: 'tp_group' must be a non-empty string, got ""; no boundary is fused}}
module attributes {tp.parallel_config = {tp_group = "", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = "full", mlp_input = "full"}} {
  func.func @malformed_empty_group(%p: !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>, %r: tensor<?x64xbf16>, %w: tensor<64xbf16>) -> tensor<?x64xbf16> {
    // expected-remark @below {{not fused: malformed tp.parallel_config ('tp_group' must be a non-empty string, got "")}}
    %s = tp.all_reduce %p : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
    %n, %o = tp.add_rms_norm %s, %r, %w epsilon = 1.0e-6 : (tensor<?x64xbf16>, tensor<?x64xbf16>, tensor<64xbf16>) -> (tensor<?x64xbf16>, tensor<?x64xbf16>)
    return %n : tensor<?x64xbf16>
  }
}

