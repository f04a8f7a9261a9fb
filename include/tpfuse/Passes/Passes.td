//===- Passes.td - tpfuse passes ---------------------------*- tablegen -*-===//

#ifndef TPFUSE_PASSES_PASSES_TD
#define TPFUSE_PASSES_PASSES_TD

include "mlir/Pass/PassBase.td"

def TPDecomposeFusedNorms : Pass<"tp-decompose-fused-norms"> {
  let summary = "Expand consumer-owned fused norms into an explicit all-reduce "
                "followed by the plain norm";
  let description = [{
    Rewrites `tp.all_reduce_add_rms_norm` into `tp.all_reduce` followed by
    `tp.add_rms_norm`, and `tp.all_reduce_rms_norm` into `tp.all_reduce`
    followed by `tp.rms_norm`. This is the reference meaning of the fused ops
    and the form a program takes when the fused path is unavailable; the sum
    is still paid exactly once.

    Example:

    ```mlir
    %n, %r = tp.all_reduce_add_rms_norm %p, %res, %w epsilon = 1.0e-06 : ...
    // becomes
    %sum = tp.all_reduce %p : ...
    %n, %r = tp.add_rms_norm %sum, %res, %w epsilon = 1.0e-06 : ...
    ```
  }];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

def TPFuseAllReduceNorm : Pass<"tp-fuse-allreduce-norm", "::mlir::ModuleOp"> {
  let summary = "Hand an owed sum to the RMSNorm that consumes it";
  let description = [{
    Rewrites `tp.all_reduce` whose only use is the input of a (residual)
    RMSNorm into the consumer-owned fused op: `tp.all_reduce` +
    `tp.add_rms_norm` becomes `tp.all_reduce_add_rms_norm`, and `tp.all_reduce`
    + `tp.rms_norm` becomes `tp.all_reduce_rms_norm`.

    Fusion is gated, fail-closed, by the parallel configuration that the
    module carries in its `tp.parallel_config` attribute (see
    docs/ParallelConfig.md): only pure tensor parallelism with TP > 1 is
    fused. With `remarks=true` every boundary gets a remark saying whether it
    was fused, and if not, which condition failed.
  }];
  let options = [
    Option<"scope", "scope", "::tpfuse::FusionScope",
           "::tpfuse::FusionScope::All",
           "Which layer boundaries to fuse",
           [{::llvm::cl::values(
             clEnumValN(::tpfuse::FusionScope::All, "all",
                        "every layer boundary (default: in a compiled model "
                        "no one else fuses the inner boundaries)"),
             clEnumValN(::tpfuse::FusionScope::Final, "final",
                        "only the final boundary (model.norm, NextN "
                        "shared_head.norm), for a serving stack that fuses "
                        "the inner boundaries itself"))}]>,
    Option<"backend", "backend", "::tpfuse::FusionBackend",
           "::tpfuse::FusionBackend::Auto",
           "Which fused all-reduce + norm implementation the target has",
           [{::llvm::cl::values(
             clEnumValN(::tpfuse::FusionBackend::Auto, "auto",
                        "the tpfuse runtime's fused entry (it declines at "
                        "run time when it cannot run, and the owed "
                        "all-reduce is paid before the ordinary norm)"),
             clEnumValN(::tpfuse::FusionBackend::None, "none",
                        "no fused implementation: fuse nothing"))}]>,
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every boundary: fused, or the condition that "
           "refused it">
  ];
  let statistics = [
    Statistic<"numFused", "num-fused", "Boundaries fused">,
    Statistic<"numRefused", "num-refused", "All-reduces left unfused">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

def TPVerifyOwnership : Pass<"tp-verify-ownership", "::mlir::ModuleOp"> {
  let summary = "Check that every owed sum is paid exactly once on every path";
  let description = [{
    Follows every value of type `!tp.partial` from its definition (an op
    result, a function or block argument) through linear pass-throughs
    (`tp.partial_add`, `tp.partial_scale`, `tp.partial_cast`), structured control flow (`scf.if`, `scf.for`,
    `scf.while`, `scf.index_switch`, `scf.execute_region`), branches to block
    arguments, calls and returns, and reports an error when some path pays the
    sum twice, never pays it, or pays it on only some branches, and when a
    value owing a sum reaches an op that is not linear in the sum.

    A sum is paid by `tp.all_reduce` or a fused norm; returning a partial
    (declared as owed in the signature) hands the debt to the caller, and
    passing one to a call hands it to the callee.
  }];
}

def TPImportShard : Pass<"tp-import-shard", "::mlir::ModuleOp"> {
  let summary = "Turn upstream shard.all_reduce sums into tp ownership form";
  let description = [{
    Rewrites `shard.all_reduce %x on @grid grid_axes = [...] reduction = sum`
    over the tensor-parallel grid axes into `tp.mark_partial` followed by
    `tp.all_reduce`, so that the fusion pass can take ownership of the sum:

    ```mlir
    %r = shard.all_reduce %x on @tp grid_axes = [0] : tensor<?x7168xbf16> -> tensor<?x7168xbf16>
    // becomes
    %p = tp.mark_partial %x : tensor<?x7168xbf16>
           -> !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
    %r = tp.all_reduce %p : !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>
           -> tensor<?x7168xbf16>
    ```

    The tensor-parallel axes are the `axes` of grid `grid` (every grid when
    `grid` is empty); with no `axes`, the single axis of a 1-D grid (a grid of
    more axes is then left alone). An all-reduce is imported only when it
    reduces over exactly those axes (in any order). The group size is the
    product of the grid's sizes along them, and the group name is `group`, or
    else the grid's symbol name, with the axes appended (`@grid` axes [1] ->
    `"grid_1"`) when the grid has more than one axis.

    Left alone: reductions other than sum, element types other than bf16, f16
    and f32, memrefs, a result type other than the operand type, other axes, a
    dynamic size along a tensor-parallel axis, and a grid that cannot be
    resolved. With `remarks=true` each of them gets a remark saying which.
    See docs/Interop.md.
  }];
  let options = [
    Option<"gridName", "grid", "std::string", /*default=*/"\"\"",
           "The grid whose axes carry tensor parallelism (default: any grid)">,
    ListOption<"tpAxes", "axes", "int64_t",
               "The tensor-parallel axes of the grid (default: the single "
               "axis of a 1-D grid)">,
    Option<"groupName", "group", "std::string", /*default=*/"\"\"",
           "The tp group name (default: the grid name, with the axes "
           "appended for a grid of more than one axis)">,
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every shard.all_reduce that is not imported, "
           "saying why">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}

def TPRaiseRmsNorm : Pass<"tp-raise-rms-norm"> {
  let summary = "Raise RMSNorm written in linalg/arith/math to tp.rms_norm";
  let description = [{
    Recognizes RMSNorm, with and without a preceding residual add, written the
    way frontends emit it, and replaces it with `tp.rms_norm` or
    `tp.add_rms_norm`: linalg.generic reductions and elementwise ops (one per
    frontend op, or fused), the named ops linalg.reduce, map, broadcast, add,
    mul and div, arith/math ops on scalars or tensors; bf16/f16 extended to
    f32 and rounded back; `x * x` or a power of 2; the mean as the sum divided
    by (or multiplied by 1/) the hidden size; a constant epsilon; `rsqrt`, or
    a division by `sqrt`; dynamic token counts.

    A candidate is a sum of squares over one dimension. It is raised only when
    the IR computes what the tp norm computes, up to f32 rounding (summation
    order, 1/hidden, rsqrt vs. 1/sqrt): the residual add rounded to the input
    type (`h`, also the returned residual), and `h * rsqrt(mean(h^2) + eps) *
    weight` in f32, rounded once. The ops it replaces must have no other
    uses. Everything else is left alone; with `remarks=true` each near miss
    (LayerNorm, another axis or count, no rsqrt, a non-constant epsilon, a
    weight of another shape or type, a shared intermediate, other rounding)
    gets a remark on its sum of squares. See docs/Interop.md.
  }];
  let options = [
    Option<"allowWeightAfterRounding", "weight-after-rounding", "bool",
           /*default=*/"false",
           "Also raise norms that round to the input type before multiplying "
           "by the weight (Hugging Face Llama); the tp norm rounds once, "
           "which can change results by one unit in the last place">,
    Option<"emitRemarks", "remarks", "bool", /*default=*/"false",
           "Emit a remark at every near miss, saying why it is not an RMSNorm">
  ];
  let dependentDialects = ["::tpfuse::tp::TPDialect"];
}


def TPLowerToRuntime : Pass<"tp-lower-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lower tp ops to calls of the tpfuse runtime, with the decline "
                "fallback and every status check in the IR";
  let description = [{
    Runs at tensor level, after `tp-verify-ownership` has accepted the module
    (the pass runs that check itself first and refuses a module it rejects:
    lowering erases `!tp.partial`, and with it the check).

    A rank's contribution to a sum is its local tensor, so `!tp.partial<T, G>`
    becomes `T`, `tp.mark_partial` the identity, `tp.partial_add`
    `arith.addf`, `tp.partial_scale` `arith.mulf` by the broadcast scalar and
    `tp.partial_cast` `tensor.cast`. The ops that pay a sum or normalize
    become calls of the runtime's C entries on buffers: the operands through
    `bufferization.to_buffer read_only`, each result into one `memref.alloc`
    handed back with `bufferization.to_tensor restrict writable`, so
    bufferization makes no defensive copy. `tp.all_reduce` calls
    `tpfuse_all_reduce`, the plain norms `tpfuse_rms_norm`, and a fused norm
    calls `tpfuse_fused_all_reduce_rms_norm`; when that returns
    `TPFUSE_DECLINED`, an `scf.if` pays the owed sum with `tpfuse_all_reduce`
    and runs `tpfuse_rms_norm` in place.

    A function that calls the runtime, directly or through a call, gets the
    runtime ABI: a leading `!llvm.ptr` argument, the `tpfuse_comm *` (then
    the stream with `stream-argument=true`), and a trailing `i32` result, the
    status: `TPFUSE_SUCCESS` or the first status that was not. After a
    failure no later runtime call runs. On entry the function checks that the
    communicator is not null and, if it is public (a C entry point; private
    ones are only called by lowered functions), that its world size is the
    size of the module's groups; before each norm and each `tp.partial_add`, that the
    dynamic dimensions of its operands agree (a mismatch is
    `TPFUSE_ERROR_INVALID_ARGUMENT`, with its message in
    `tpfuse_last_error_message()`). Public functions so lowered are C entry
    points: `llvm.emit_c_interface`, and tensor arguments that bufferization
    may not write (`bufferization.writable = false`). Such functions carry
    the unit attribute `tp.runtime_abi`, and their stream argument `tp.stream`,
    by which `tp-check-out-params` and `tp-place-on-device` find them. See
    docs/AOT.md.
  }];
  let options = [
    Option<"streamArgument", "stream-argument", "bool", /*default=*/"false",
           "Pass the stream every runtime call runs on (a cudaStream_t) as "
           "a second leading !llvm.ptr argument; otherwise it is null, as "
           "the CPU backend requires">,
    Option<"lowerMatmuls", "lower-matmuls", "bool", /*default=*/"false",
           "Also lower each 2-D linalg.matmul on bf16, f16 or f32 tensors, "
           "whose B is [K, N] or [N, K] and whose init is a fill of zeros, "
           "to tpfuse_matmul (cuBLAS on the CUDA backend). It accumulates "
           "in f32 and rounds once, also for a bf16 or f16 result">,
    Option<"deviceCodeStatus", "device-code-status", "bool",
           /*default=*/"false",
           "Fold tpfuse_take_device_code_error() into the status each "
           "function returns: the failures of kernel launches and "
           "allocations that code compiled for the CUDA target makes "
           "outside the runtime's entries">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def TPPlaceOnDevice : Pass<"tp-place-on-device", "::mlir::ModuleOp"> {
  let summary = "Put the buffers and the loops of lowered functions on the "
                "GPU, ordered on the function's stream";
  let description = [{
    The device half of `tp-aot-pipeline{target=cuda}`. It runs on the
    functions that `tp-lower-to-runtime{stream-argument=true}` gave the
    runtime ABI, after bufferization and after upstream has mapped the
    parallel loops to `gpu.launch`; every memref argument of such a function
    is device memory. In each, with `%s` the `tp.stream` argument as a
    `!gpu.async.token`:

    - `memref.alloc` becomes `gpu.alloc async [%s]`, `memref.dealloc`
      `gpu.dealloc async [%s]`, `memref.copy` `gpu.memcpy async [%s]`: the
      runtime implements them with `cudaMallocAsync`, `cudaFreeAsync` and
      `cudaMemcpyAsync`, so the temporaries are stream-ordered and the whole
      call can be captured in a CUDA graph;
    - each `gpu.launch` runs `async [%s]`.

    Nothing on the host waits for the stream. The pass refuses, each with an
    error naming the op, host code that would read or write device memory
    (a `memref.load`, `memref.store` or a structured op on a buffer that is
    not a `memref.alloca` or a global, e.g. a loop that could not be mapped
    to the GPU), and a function that touches buffers but has no stream
    argument (it calls no runtime entry, so it has no ABI to run on).
  }];
  let dependentDialects = [
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect"
  ];
}

def TPCheckGpuBinaries : Pass<"tp-check-gpu-binaries", "::mlir::ModuleOp"> {
  let summary = "Reject kernels whose PTX calls functions nothing defines";
  let description = [{
    Run after `gpu-module-to-binary{format=isa}`. A kernel that calls a
    function nothing defined (e.g. libdevice's `__nv_expf` for `math.exp`,
    when the CUDA toolkit was not found) still compiles to PTX, which
    declares it `.extern .func`; the driver then fails to load the module
    when the program starts. This pass makes that a compile-time error that
    names the functions. Objects in other formats are not inspected.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def TPCheckOutParams : Pass<"tp-check-out-params", "::mlir::ModuleOp"> {
  let summary = "Check the shape of the result buffers a caller passes to a "
                "lowered function";
  let description = [{
    Run after `buffer-results-to-out-params`, on the functions
    `tp-lower-to-runtime` gave the runtime ABI (`tp.runtime_abi`). A
    dynamically shaped result is copied into a buffer the caller passed and
    described; a buffer of another shape would be overrun or left half
    written. Each such copy runs only when the buffer's dynamic dimensions
    are the result's; otherwise the function returns
    `TPFUSE_ERROR_INVALID_ARGUMENT` with a message naming the dimension and
    the argument (through `tpfuse_check_size`), unless it already returns an
    earlier failure. Statically shaped results need no check: their
    buffers' shapes are part of the C signature.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
}

#endif // TPFUSE_PASSES_PASSES_TD
