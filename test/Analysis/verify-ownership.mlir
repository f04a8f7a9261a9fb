// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics -tp-verify-ownership | FileCheck %s

// Every owed sum is paid exactly once on every path. Correct IR first; each
// error case after it would pass silently without its check.

// CHECK-LABEL: func.func @paid_once
func.func @paid_once(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %a = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %b = tp.mark_partial %y : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // Linear: the sum carries both debts, paid once.
  %s = tp.partial_add %a, %b : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Scaling by a replicated scalar and casting the shape hand the debt on.
// CHECK-LABEL: func.func @linear_chain
func.func @linear_chain(%x: tensor<8x64xbf16>, %routing_weight: bf16) -> tensor<?x64xbf16> {
  %p = tp.mark_partial %x : tensor<8x64xbf16> -> !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>
  %scaled = tp.partial_scale %p, %routing_weight : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>, bf16
  %dynamic = tp.partial_cast %scaled : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %dynamic : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
  return %r : tensor<?x64xbf16>
}

// CHECK-LABEL: func.func @paid_in_every_branch
func.func @paid_in_every_branch(%c: i1, %p: !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>>,
                                %r: tensor<8x64xf32>, %w: tensor<64xf32>) -> tensor<8x64xf32> {
  %y = scf.if %c -> tensor<8x64xf32> {
    %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
        : (!tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>>, tensor<8x64xf32>, tensor<64xf32>) -> (tensor<8x64xf32>, tensor<8x64xf32>)
    scf.yield %n : tensor<8x64xf32>
  } else {
    %s = tp.all_reduce %p : !tp.partial<tensor<8x64xf32>, #tp.group<"tp", size = 2>> -> tensor<8x64xf32>
    scf.yield %s : tensor<8x64xf32>
  }
  return %y : tensor<8x64xf32>
}

// A branch may hand the debt on through its result.
// CHECK-LABEL: func.func @handed_on_by_branches
func.func @handed_on_by_branches(%c: i1, %p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>,
                                 %q: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32> {
  %chosen = scf.if %c -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
    %s = tp.partial_add %p, %q : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    scf.yield %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  } else {
    %s = tp.partial_add %q, %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    scf.yield %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  }
  %r = tp.all_reduce %chosen : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Accumulating partial sums in a loop, paying once after it.
// CHECK-LABEL: func.func @loop_carried
func.func @loop_carried(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
    %more = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    %s = tp.partial_add %a, %more : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    scf.yield %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  }
  %r = tp.all_reduce %acc : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Returning a partial declares it owed: the caller pays. Passing one to a
// call hands the debt to the callee.
// CHECK-LABEL: func.func @row_parallel_layer
func.func @row_parallel_layer(%x: tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
}
func.func @pay(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32> {
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
// CHECK-LABEL: func.func @caller
func.func @caller(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = func.call @row_parallel_layer(%x) : (tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = func.call @pay(%p) : (!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// Unstructured control flow: the debt travels in block arguments.
// CHECK-LABEL: func.func @through_blocks
func.func @through_blocks(%c: i1, %p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32> {
  cf.cond_br %c, ^left(%p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>),
                 ^right(%p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>)
^left(%l: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>):
  %rl = tp.all_reduce %l : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %rl : tensor<8xf32>
^right(%q: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>):
  cf.br ^exit(%q : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>)
^exit(%e: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>):
  %re = tp.all_reduce %e : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %re : tensor<8xf32>
}

// A declaration has no body to check.
func.func private @extern_layer(!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>)

// -----

func.func @negative_paid_twice(%x: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @below {{the sum owed over #tp.group<"tp", size = 2> is paid 2 times on one path}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-note @below {{paid or handed on here by 'tp.all_reduce'}}
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  // expected-note @below {{paid or handed on here by 'tp.all_reduce'}}
  %b = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// Adding a partial to itself hands its debt on twice: twice the sum.
func.func @negative_added_to_itself(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @below {{is paid 2 times on one path}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-note @below {{paid or handed on here by 'tp.partial_add' (2 times)}}
  %s = tp.partial_add %p, %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Scaled (handing the debt on) and also paid directly: twice.
func.func @negative_scaled_and_paid(%x: tensor<8xf32>, %s: f32) -> (tensor<8xf32>, tensor<8xf32>) {
  // expected-error @below {{is paid 2 times on one path}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-note @below {{paid or handed on here by 'tp.partial_scale'}}
  %scaled = tp.partial_scale %p, %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, f32
  // expected-note @below {{paid or handed on here by 'tp.all_reduce'}}
  %a = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  %b = tp.all_reduce %scaled : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %a, %b : tensor<8xf32>, tensor<8xf32>
}

// -----

// Paid inside the fused norm and again explicitly.
func.func @negative_fused_and_explicit(%p: !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>,
                                       // expected-error @above {{is paid 2 times on one path}}
                                       %r: tensor<8x64xbf16>, %w: tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>) {
  // expected-note @below {{paid or handed on here by 'tp.all_reduce_add_rms_norm'}}
  %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-6
      : (!tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>, tensor<8x64xbf16>, tensor<64xbf16>) -> (tensor<8x64xbf16>, tensor<8x64xbf16>)
  // expected-note @below {{paid or handed on here by 'tp.all_reduce'}}
  %s = tp.all_reduce %p : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<8x64xbf16>
  return %n, %s : tensor<8x64xbf16>, tensor<8x64xbf16>
}

// -----

func.func @negative_dropped(%x: tensor<8xf32>) {
  // expected-error @below {{the sum owed over #tp.group<"tp", size = 2> is never paid: reduce it (tp.all_reduce or a fused norm), or return it from a function that declares it owed}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

// A function that takes a debt must pay it.
// expected-error @below {{is never paid}}
func.func @negative_argument_dropped(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) {
  return
}

// -----

func.func private @layer(%x: tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>

// A debt received from a call must be paid too.
func.func @negative_call_result_dropped(%x: tensor<8xf32>) {
  // expected-error @below {{is never paid}}
  %p = func.call @layer(%x) : (tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return
}

// -----

func.func @negative_one_branch(%c: i1, %x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{the value is defined here}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error @below {{the sum owed over #tp.group<"tp", size = 2> is paid on only some paths through 'scf.if' (1 time on one, 0 on another)}}
  %y = scf.if %c -> tensor<8xf32> {
    %s = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
    scf.yield %s : tensor<8xf32>
  } else {
    scf.yield %x : tensor<8xf32>
  }
  return %y : tensor<8xf32>
}

// -----

// An scf.if without else: the other path does not pay.
func.func @negative_if_without_else(%c: i1, %x: tensor<8xf32>) {
  // expected-note @below {{the value is defined here}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error @below {{is paid on only some paths through 'scf.if' (1 time on one, 0 on another)}}
  scf.if %c {
    %s = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  }
  return
}

// -----

func.func @negative_in_loop(%x: tensor<8xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // expected-note @below {{the value is defined here}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error @below {{a value owing a sum over #tp.group<"tp", size = 2> defined outside 'scf.for' is used in its body, once per iteration: pass it in as a loop-carried value instead}}
  scf.for %i = %c0 to %n step %c1 {
    %s = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  }
  return
}

// -----

// A loop body must settle the debt it carries once per iteration.
func.func @negative_loop_body_drops(%x: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error @below {{is never paid}}
  %acc = scf.for %i = %c0 to %n step %c1 iter_args(%a = %init) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
    %fresh = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
    scf.yield %fresh : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  }
  %r = tp.all_reduce %acc : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

func.func @negative_not_linear(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{the value is defined here}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  // expected-error @below {{'builtin.unrealized_conversion_cast' is not linear in the sum owed over #tp.group<"tp", size = 2>: only tp ops, calls, returns and control flow may take a value that owes a sum}}
  %t = builtin.unrealized_conversion_cast %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> to tensor<8xf32>
  return %t : tensor<8xf32>
}

// -----

// A conditional branch that forwards the debt to one successor only.
func.func @negative_one_successor(%c: i1, %p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, %x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @above {{the value is defined here}}
  // expected-error @below {{is paid on only some paths through 'cf.cond_br' (1 time on one, 0 on another)}}
  cf.cond_br %c, ^pay(%p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>), ^skip
^pay(%q: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>):
  %r = tp.all_reduce %q : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
^skip:
  return %x : tensor<8xf32>
}

// -----

// Used by dominance in a successor block instead of passed as an argument.
func.func @negative_other_block(%x: tensor<8xf32>) -> tensor<8xf32> {
  // expected-note @below {{the value is defined here}}
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  cf.br ^next
^next:
  // expected-error @below {{a value owing a sum over #tp.group<"tp", size = 2> is used outside the block that defines it: pass it on as a block argument instead}}
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// A partial sum inside another type is not tracked: a tuple of it could be
// paid any number of times unseen. Rejected, as a function argument, as a
// result and in a declaration.
// expected-error @below {{type 'tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>' holds '!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>' inside another type, where the sum it owes cannot be tracked: pass partial sums as values of type !tp.partial}}
func.func @negative_partial_in_tuple(%t: tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>, %x: tensor<4x64xf32>) -> tensor<4x64xf32> {
  return %x : tensor<4x64xf32>
}

// -----

func.func @negative_tensor_of_partials() {
  // expected-error @below {{type 'tensor<2x!tp.partial<tensor<4xf32>, #tp.group<"tp", size = 2>>>' holds '!tp.partial<tensor<4xf32>, #tp.group<"tp", size = 2>>' inside another type}}
  %t = tensor.empty() : tensor<2x!tp.partial<tensor<4xf32>, #tp.group<"tp", size = 2>>>
  return
}

// -----

// expected-error @below {{type 'tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>' holds}}
func.func private @negative_declared_tuple(tuple<!tp.partial<tensor<4x64xf32>, #tp.group<"tp", size = 2>>>)
