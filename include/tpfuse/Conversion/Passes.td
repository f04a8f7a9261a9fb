//===- Passes.td - Into and out of the tp dialect ----------*- tablegen -*-===//

#ifndef TPFUSE_CONVERSION_PASSES_TD
#define TPFUSE_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def TPImportShard : Pass<"tp-import-shard", "::mlir::ModuleOp"> {
  let summary = "Turn upstream shard.all_reduce sums into tp ownership form, "
                "and rank queries into tp.group_rank";
  let description = [{
    Imports what upstream `sharding-propagation,shard-partition` leave over
    the tensor-parallel axes of a grid. First the sums: it rewrites
    `shard.all_reduce %x on @grid grid_axes = [...] reduction = sum` over
    those axes into `tp.mark_partial` followed by `tp.all_reduce`, so that
    the fusion pass can take ownership of the sum:

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
    Another lowering may pay such a sum (e.g. `convert-shard-to-mpi` over a
    data-parallel axis); `tp-aot-pipeline` refuses it.

    Then the code that depends on where the rank stands in the grid, as
    `shard-partition` writes it (e.g. a bias added on one rank only). The
    group rank `r` is the rank's row-major index over the tensor-parallel
    axes in increasing order (`tp.group_rank`):

    - `shard.process_multi_index` over tensor-parallel axes only (no axes:
      every axis of the grid) becomes `tp.group_rank`, and for a group over
      several axes, the index along each axis computed from it;
    - `shard.process_linear_index` becomes `tp.group_rank` when every axis of
      the grid is tensor-parallel;
    - `shard.grid_shape` of static sizes becomes constants;
    - `shard.all_slice` over the tensor-parallel axes in increasing order, of
      a tensor whose sliced dimension is a static multiple of the group size,
      becomes `tensor.extract_slice` at `r` times the part's size.

    Every query of a function reads one `tp.group_rank` per group, made at
    the function's start: the rank never changes during a run, and each
    `tp.group_rank` is a runtime call once lowered.

    A query whose result nothing uses is erased, and so is a `shard.grid`
    that nothing refers to any more. Any other shard op that is still used
    (a query about other axes, a sharding annotation, a collective other
    than a sum, a halo exchange) is an error naming the op and why, and the
    pass fails. See docs/Interop.md.
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
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect",
    "::tpfuse::tp::TPDialect"
  ];
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
    by which `tp-check-out-params` and `tp-place-on-device` find them, and
    the status slot `tp.status_slot`, by which a later conversion to the
    runtime (`tp-lower-matmul-to-runtime`) finds it. See docs/AOT.md.

    One dialect conversion: a type converter turns `!tp.partial<T, G>` into
    `T`, signatures, calls, returns, `scf` and branches are converted
    structurally, and each tp op has its conversion pattern.
  }];
  let options = [
    Option<"streamArgument", "stream-argument", "bool", /*default=*/"false",
           "Pass the stream every runtime call runs on (a cudaStream_t) as "
           "a second leading !llvm.ptr argument; otherwise it is null, as "
           "the CPU backend requires">,
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
    "::mlir::tensor::TensorDialect",
    // RuntimeAbi reads the module's #tp.parallel_config (and builds one from
    // the deprecated dictionary).
    "::tpfuse::tp::TPDialect"
  ];
}

def TPLowerMatmulToRuntime
    : Pass<"tp-lower-matmul-to-runtime", "::mlir::ModuleOp"> {
  let summary = "Lower the matmuls the runtime computes to tpfuse_matmul";
  let description = [{
    Each 2-D `linalg.matmul` on bf16, f16 or f32 tensors, in program order in
    a function of the module, whose B is `[K, N]` or `[N, K]` (nn.Linear's
    weight) and whose init is a fill of zeros, becomes a call of
    `tpfuse_matmul` (cuBLAS on the CUDA backend, a host loop on the CPU one)
    into a new buffer, at tensor level like `tp-lower-to-runtime`. It
    accumulates in f32 and rounds once, also for a bf16 or f16 result. Other
    matmuls are left for the code generator. Dynamic sizes that disagree
    (A's columns and B's reduced dimension, the result's and the init's) are
    `TPFUSE_ERROR_INVALID_ARGUMENT`, and the call does not run.

    The functions that hold such a matmul, and their callers, get the runtime
    ABI as `tp-lower-to-runtime` gives it (same options); a function that has
    it already keeps it. Run it before `tp-lower-to-runtime`, as
    `tp-aot-pipeline{target=cuda}` does, so that a C entry point it gives
    the ABI checks the world size of the module's groups.
  }];
  let options = [
    Option<"streamArgument", "stream-argument", "bool", /*default=*/"false",
           "As tp-lower-to-runtime's stream-argument">,
    Option<"deviceCodeStatus", "device-code-status", "bool",
           /*default=*/"false",
           "As tp-lower-to-runtime's device-code-status">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    // RuntimeAbi reads the module's #tp.parallel_config (and builds one from
    // the deprecated dictionary).
    "::tpfuse::tp::TPDialect"
  ];
}

#endif // TPFUSE_CONVERSION_PASSES_TD
