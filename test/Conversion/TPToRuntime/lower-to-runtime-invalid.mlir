// RUN: tpfuse-opt %s -tp-lower-to-runtime -split-input-file -verify-diagnostics

// What tp-lower-to-runtime refuses, each with a diagnostic and the module
// left as it was. (A norm with a dynamic hidden dimension never gets here:
// the op verifier rejects it.)

// Lowering erases !tp.partial: a sum the ownership check finds unpaid would
// become a silently unreduced tensor.
#tp = #tp.group<"tp", size = 2>
func.func @negative_never_paid(%x: tensor<?x64xf32>) -> tensor<?x64xf32> {
  // expected-error@+2 {{is never paid}}
  // expected-note@+1 {{tp-lower-to-runtime lowers only modules whose sums tp-verify-ownership accepts}}
  %p = tp.mark_partial %x : tensor<?x64xf32> -> !tp.partial<tensor<?x64xf32>, #tp>
  return %x : tensor<?x64xf32>
}

// -----

// One communicator pays every sum, so every group must have its size.
func.func @negative_two_group_sizes(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error@+1 {{the module uses groups #tp.group<"tp", size = 2> and #tp.group<"ep", size = 4>, but one communicator serves every group}}
  %q = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 4>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %b = tp.all_reduce %q : !tp.partial<tensor<8xf32>, #tp.group<"ep", size = 4>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// The parallel configuration and the groups must agree on the world size.
// expected-error@+1 {{tp.parallel_config says the TP group is #tp.group<"tp", size = 4>, but the sums are owed over #tp.group<"tp", size = 2>}}
module attributes {tp.parallel_config = #tp.parallel_config<
    group = #tp.group<"tp", size = 4>, ep = 1, cp = 1, dp_attention = false,
    moe_a2a = "none", moe_cp_all_gather = false,
    attention_input = full, mlp_input = full>} {
func.func @negative_config_disagrees(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %a : tensor<8xf32>
}
}

// -----

// A declaration that takes an owed value may or may not pay it: its body is
// elsewhere, and the lowering cannot give it the runtime ABI.
!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
// expected-error@+1 {{@external_payer takes or returns a value owing a sum but has no body in this module}}
func.func private @external_payer(!owed) -> tensor<8xf32>

func.func @negative_external(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  %r = func.call @external_payer(%p) : (!owed) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A function whose signature the lowering changes may only be called.
!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
// expected-note@+1 {{@pays is defined here}}
func.func @pays(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  %r = tp.all_reduce %p : !owed -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @negative_function_reference() -> ((tensor<8xf32>) -> tensor<8xf32>) {
  // expected-error@+1 {{'func.constant' refers to @pays, whose signature the lowering changes (communicator in, status out): only func.call from a func.func may use it}}
  %f = func.constant @pays : (tensor<8xf32>) -> tensor<8xf32>
  return %f : (tensor<8xf32>) -> tensor<8xf32>
}

// -----

// An indirect call would hand an owed value to an unknown callee; the
// ownership check already rejects the function value whose type holds it.
!owed = !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
func.func private @pay(%p: !owed) -> tensor<8xf32> {
  %r = tp.all_reduce %p : !owed -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @negative_indirect_call(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !owed
  // expected-error@+2 {{type '(!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32>' holds '!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>' inside another type}}
  // expected-note@+1 {{tp-lower-to-runtime lowers only modules whose sums tp-verify-ownership accepts}}
  %f = func.constant @pay : (!owed) -> tensor<8xf32>
  %r = func.call_indirect %f(%p) : (!owed) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Iterations of scf.forall may run in any order: a collective inside one
// would not run in the same order on every rank.
func.func @negative_parallel_loop(%x: tensor<4x8xbf16>, %w: tensor<8xbf16>) -> tensor<4x8xbf16> {
  %r = scf.forall (%i) in (4) shared_outs(%out = %x) -> tensor<4x8xbf16> {
    // expected-error@+1 {{'tp.rms_norm' inside 'scf.forall' is not supported: collectives and runtime calls must run in program order}}
    %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %y into %out[0, 0] [4, 8] [1, 1] : tensor<4x8xbf16> into tensor<4x8xbf16>
    }
  }
  return %r : tensor<4x8xbf16>
}

// -----

// Only the functions of the top-level module are lowered.
module {
  module @inner {
    func.func @negative_nested(%x: tensor<4x8xbf16>, %w: tensor<8xbf16>) -> tensor<4x8xbf16> {
      // expected-error@+1 {{'tp.rms_norm' must be in a func.func of the top-level module}}
      %y = tp.rms_norm %x, %w epsilon = 1.0e-5 : (tensor<4x8xbf16>, tensor<8xbf16>) -> tensor<4x8xbf16>
      return %y : tensor<4x8xbf16>
    }
  }
}

// -----

// The lowering declares the runtime's entries: a symbol of one's name must
// be that entry.
// expected-error@+1 {{@tpfuse_all_reduce must be the runtime's entry, a func.func declaration of type '(!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i32, !llvm.ptr) -> i32'}}
func.func private @tpfuse_all_reduce(tensor<8xf32>) -> tensor<8xf32>

func.func @negative_symbol_clash(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A partial sum inside a tuple would reach the LLVM dialect unconverted.
// expected-error@+2 {{holds '!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>' inside another type, where the sum it owes cannot be tracked}}
// expected-note@+1 {{tp-lower-to-runtime lowers only modules whose sums tp-verify-ownership accepts}}
func.func @negative_partial_in_tuple(%t: tuple<!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>>, %x: tensor<8xf32>) -> tensor<8xf32> {
  return %x : tensor<8xf32>
}

// -----

// A rank is counted in the communicator's group: its size is the world size
// too.
func.func @negative_rank_in_other_group(%x: tensor<8xf32>) -> (tensor<8xf32>, index) {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  // expected-error@+1 {{the module uses groups #tp.group<"tp", size = 2> and #tp.group<"tp", size = 4>, but one communicator serves every group}}
  %r = tp.group_rank #tp.group<"tp", size = 4>
  return %a, %r : tensor<8xf32>, index
}
