func.func @paid_once(%x: tensor<8xf32>, %y: tensor<8xf32>) -> tensor<8xf32> {
  %a = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %b = tp.mark_partial %y : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %s = tp.partial_add %a, %b : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>, !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %s : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}

func.func @linear_chain(%x: tensor<8x64xbf16>, %routing_weight: bf16) -> tensor<?x64xbf16> {
  %p = tp.mark_partial %x : tensor<8x64xbf16> -> !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>
  %scaled = tp.partial_scale %p, %routing_weight : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>>, bf16
  %dynamic = tp.partial_cast %scaled : !tp.partial<tensor<8x64xbf16>, #tp.group<"tp", size = 2>> to !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>>
  %r = tp.all_reduce %dynamic : !tp.partial<tensor<?x64xbf16>, #tp.group<"tp", size = 2>> -> tensor<?x64xbf16>
  return %r : tensor<?x64xbf16>
}

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

func.func @row_parallel_layer(%x: tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> {
  %p = tp.mark_partial %x : tensor<8xf32> -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  return %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
}
func.func @pay(%p: !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32> {
  %r = tp.all_reduce %p : !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>> -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @caller(%x: tensor<8xf32>) -> tensor<8xf32> {
  %p = func.call @row_parallel_layer(%x) : (tensor<8xf32>) -> !tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>
  %r = func.call @pay(%p) : (!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>) -> tensor<8xf32>
  return %r : tensor<8xf32>
}

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

func.func private @extern_layer(!tp.partial<tensor<8xf32>, #tp.group<"tp", size = 2>>)
