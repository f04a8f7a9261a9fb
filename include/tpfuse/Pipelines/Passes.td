//===- Passes.td - The AOT pipeline's passes ---------------*- tablegen -*-===//

#ifndef TPFUSE_PIPELINES_PASSES_TD
#define TPFUSE_PIPELINES_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def TPCheckConstants : Pass<"tp-check-constants", "::mlir::ModuleOp"> {
  let summary = "Reject constants that the object cannot hold";
  let description = [{
    The first pass of `tp-aot-pipeline`. An elements constant anywhere in
    the module (`arith.constant`, `memref.global`, any attribute) is stored
    in the object whole, however compactly the IR writes it: a splat of 64
    GiB is one attribute here, but `mlir-translate` materializes every
    element and runs out of memory. A constant whose size in bytes exceeds
    `max-constant-bytes` (2 GiB by default; a size beyond int64 always) is an
    error. Upstream verifies no `dense_resource` blob against its type
    (`mlir-translate` rejects a smaller one and silently truncates a larger
    one): a blob whose size is not the type's, or that holds no data, is an
    error too.
  }];
  let options = [
    Option<"maxConstantBytes", "max-constant-bytes", "int64_t",
           /*default=*/"int64_t{1} << 31",
           "The largest constant, in bytes, that the object may hold">
  ];
}

def TPDistinctReturnedBuffers
    : Pass<"tp-distinct-returned-buffers", "::mlir::func::FuncOp"> {
  let summary = "Give each result a function returns a buffer of its own";
  let description = [{
    In `tp-aot-pipeline`, after bufferization and before
    `buffer-results-to-out-params{hoist-static-allocs}`, which crashes
    (upstream, LLVM 22) when a function returns one allocation twice, as a
    function returning one tensor twice bufferizes. Each returned buffer that
    an earlier result of the same `func.return` already returns (identity
    layout) is copied into a new allocation, which the hoisting then turns
    into the caller's buffer: the results are equal and distinct.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def TPExactPowfSquares : Pass<"tp-exact-powf-squares"> {
  let summary = "Compute math.powf(x, 2.0) as x * x, its correctly rounded "
                "value";
  let description = [{
    Part of `tp-aot-pipeline`, first. `math.powf` would become a call of the
    C library's `powf` (or libdevice's `__nv_powf` in kernels), which is not
    correctly rounded: glibc's `powf(x, 2.0f)` differs from `x * x` by one
    ulp for about 0.07% of floats. `x * x` is the correctly rounded square
    for every input (signed zeros, infinities and NaNs included), so a power
    whose exponent is a constant exactly 2 (a scalar or a splat, of any float
    type) becomes that product, with the power's fast-math flags. Raising a
    norm that squares with `powf(x, 2)` (`tp-raise-rms-norm`) then keeps its
    result bit for bit. Other exponents keep the library's power.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def TPDropCastFastmath : Pass<"tp-drop-cast-fastmath"> {
  let summary = "Drop fast-math flags from arith.extf and arith.truncf, so "
                "that each narrow float op is rounded";
  let description = [{
    Part of `tp-aot-pipeline`, right after `math-extend-to-supported-types`
    and `arith-emulate-unsupported-floats`, which compute each bf16 (and, for
    `math` ops, f16) op in f32 between an `arith.extf` and an `arith.truncf`
    marked `fastmath<contract>`. With that flag on both casts, folding
    `extf(truncf(x))` into `x` removes the rounding between two ops: a chain
    such as `rsqrt(x + y)` on bf16 would be computed in f32 and rounded once
    (0.625 for x = 2.5625, y = 0.00927734375, where the IR means
    0.62109375). The casts' flags also make `llvm.fpext` and `llvm.fptrunc`
    that `mlir-translate` rejects. Without them, every op is rounded to its
    type, as the IR means; only the casts lose a licence, never an
    arithmetic op.
  }];
}

def TPExpandFp8Casts : Pass<"tp-expand-fp8-casts"> {
  let summary = "Expand f8E4M3FN casts into integer arithmetic LLVM can "
                "compile";
  let description = [{
    Part of `tp-aot-pipeline`, before `arith-expand` (which expands the bf16
    casts it may leave). LLVM has no FP8 type,
    so `arith.truncf` to `f8E4M3FN` (from f32, or from bf16 and f16,
    extended exactly first) and `arith.extf` from it are left by the
    conversion to LLVM: an FP8 model's quantizations that are not raised
    into a tp norm, and its decoding of FP8 values, could not be compiled.
    This replaces each scalar cast with integer operations on the f32 bits
    that compute exactly what the cast means: the nearest `f8E4M3FN`, ties
    to even (subnormals included), NaN when the rounded magnitude exceeds
    448 (the format has no infinity) or the input is NaN; the exact f32
    value of an `f8E4M3FN`. A cast from f64 is left alone (going through
    f32 would round twice), and so is one with another rounding mode.
  }];
}

def TPStridedCopiesToLinalg
    : Pass<"tp-strided-copies-to-linalg", "::mlir::func::FuncOp"> {
  let summary = "Turn copies of strided buffers into linalg.copy";
  let description = [{
    Part of `tp-aot-pipeline`, after bufferization. A `memref.copy` between
    buffers that are not both contiguous in the identity layout -- e.g. into
    a strided subview, as bufferization writes a `tensor.concat` or a
    `tensor.insert_slice`, or out of a cast to a static shape -- cannot
    become one `gpu.memcpy` (target=cuda), and on the CPU upstream lowers it
    to a call of `memrefCopy`, which only MLIR's `libmlir_c_runner_utils`
    defines. It becomes a `linalg.copy`, i.e. a loop nest (and on the GPU a
    kernel), like the function's other structured ops.

    ```mlir
    memref.copy %a, %b : memref<1x?xi64> to memref<1x?xi64, strided<[?, 1], offset: 1>>
    // becomes
    linalg.copy ins(%a : memref<1x?xi64>) outs(%b : memref<1x?xi64, strided<[?, 1], offset: 1>>)
    ```
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
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

    - `memref.alloc` becomes `gpu.alloc async [%s]` (unless only host code
      uses the buffer: loads, stores and `memref.reshape`'s shape operand,
      e.g. a shape built by `tensor.from_elements`), `memref.dealloc`
      `gpu.dealloc async [%s]`, `memref.copy` `gpu.memcpy async [%s]`: the
      runtime implements them with `cudaMallocAsync`, `cudaFreeAsync` and
      `cudaMemcpyAsync`, so the temporaries are stream-ordered and the whole
      call can be captured in a CUDA graph;
    - each `gpu.launch` runs `async [%s]`;
    - a constant `memref.global` (a constant tensor, bufferized) that a
      kernel reads is cloned into the kernel's `gpu.module` and read there:
      it becomes a device global in the kernel's binary, and the launch no
      longer passes the host's copy.

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

def TPNarrowPowiExponents
    : Pass<"tp-narrow-powi-exponents", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give math.fpowi in kernels the 32-bit exponent of libdevice";
  let description = [{
    Part of `tp-aot-pipeline{target=cuda}`, in each kernel module before
    `convert-gpu-to-nvvm`. That conversion calls libdevice's
    `__nv_powif(float, int)` for `math.fpowi` on f32, but declares it with
    the exponent's own type: with an i64 exponent (what PyTorch's
    `x.pow(2)` exports) the PTX calls the function with a 64-bit parameter
    where it has a 32-bit one, and the result is garbage. This pass makes
    every exponent of an f32 `math.fpowi` an i32: a narrower one is
    sign-extended; a wider one is clamped to i32's range, keeping its parity
    (INT32_MAX is odd, INT32_MIN even), which gives the same f32 result: at
    an exponent of magnitude 2^31 or more every f32 base other than +-1, 0
    and the infinities already overflows or underflows, and those depend on
    the parity alone.

    ```mlir
    %y = math.fpowi %x, %e : f32, i64
    // becomes (%max: INT32_MAX - 1 + (%e & 1), %min: INT32_MIN + (%e & 1))
    %e32 = arith.trunci (select(%e > INT32_MAX, %max, select(%e < INT32_MIN, %min, %e))) : i64 to i32
    %y = math.fpowi %x, %e32 : f32, i32
    ```

    A `math.fpowi` on another float type with an exponent that is not i32
    (no kernel of the pipeline has one: bf16 and f16 compute in f32) is an
    error, since no clamp keeps its results.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
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

def TPWarnCudaFusedDeclines
    : Pass<"tp-warn-cuda-fused-declines", "::mlir::ModuleOp"> {
  let summary = "Warn where every call of a fused norm will decline on the "
                "CUDA backend";
  let description = [{
    In `tp-aot-pipeline{target=cuda}`, first. The CUDA backend's fused
    kernels serve groups of 2, 4 or 8 ranks. Over any other group, every call
    of a fused norm (`tp.all_reduce_rms_norm`, `tp.all_reduce_add_rms_norm`)
    declines at run time, and the compiled fallback pays the sum with an
    all-reduce before the unfused norm: the results are right, but the
    boundary is never fused. Each such op gets a warning naming the group's
    size; nothing is changed. `tp-fuse-allreduce-norm` cannot tell: it does
    not know the target, and the CPU backend fuses over any number of ranks.
  }];
}

def TPDropParallelConfig
    : Pass<"tp-drop-parallel-config", "::mlir::ModuleOp"> {
  let summary = "Drop the module's tp.parallel_config once it is lowered";
  let description = [{
    In `tp-aot-pipeline`, before `tp-check-llvm-only`. The module's
    `tp.parallel_config` is a `#tp.parallel_config`, an attribute of the `tp`
    dialect, which `mlir-translate` does not register and so cannot parse.
    By then it has served its purpose (the fusion gate before the pipeline,
    the world size check `tp-lower-to-runtime` compiled in): this pass
    removes it, so that the pipeline's output goes to `mlir-translate`
    whatever the module stated.
  }];
}

def TPCheckExternalFunctions
    : Pass<"tp-check-external-functions", "::mlir::ModuleOp"> {
  let summary = "Reject lowered modules that call functions the object "
                "cannot link";
  let description = [{
    In `tp-aot-pipeline`, after the conversion to the LLVM dialect. The
    object links against `libtpfuse_runtime.so` and the C library, and
    whatever the input declares itself. Upstream's conversions declare the
    functions they call on their own: every such declaration (an external
    `llvm.func` that is not private) must be the runtime's (`tpfuse_*`; with
    `cuda`, the `mgpu*` functions of MLIR's GPU runtime ABI that the runtime
    defines) or the C library's that the lowering uses (`malloc`,
    `aligned_alloc`, `free`, and `abort`, `puts` for `cf.assert`). Anything
    else, e.g. `memrefCopy` (defined only by MLIR's
    `libmlir_c_runner_utils`), is an error that names it, so that the
    pipeline never succeeds on an object that fails to link or load.
    Declarations the input made (private `func.func`s) are the user's to
    link.
  }];
  let options = [
    Option<"cuda", "cuda", "bool", /*default=*/"false",
           "Allow the GPU runtime ABI (target=cuda)">
  ];
}

def TPCheckLlvmOnly : Pass<"tp-check-llvm-only", "::mlir::ModuleOp"> {
  let summary = "Reject lowered modules that hold ops outside the LLVM dialect";
  let description = [{
    The last pass of `tp-aot-pipeline`: every op left must be one that
    `mlir-translate --mlir-to-llvmir` translates (the LLVM dialect, the
    module, and for the CUDA target `gpu.binary` and the NVVM/GPU ops a
    translation handles). Any other op (e.g. a `shard.grid` or
    `shard.all_reduce` that `tp-import-shard` did not import, or an op of a
    dialect no conversion to LLVM knows) is an error that names it, at its
    location, so that the pipeline never succeeds on IR the next tool
    rejects. The first error of each kind of op is reported, with the count
    of the others.
  }];
}

def TPCheckTranslation : Pass<"tp-check-translation", "::mlir::ModuleOp"> {
  let summary = "Check that mlir-translate --mlir-to-llvmir accepts the "
                "module";
  let description = [{
    The last pass of `tp-aot-pipeline` (unless `check-translation=false`):
    does what `mlir-translate --mlir-to-llvmir` does with the pipeline's
    output, in process -- prints the module, parses it in a context that
    holds only the dialects `mlir-translate` registers for that translation,
    and translates it to LLVM IR -- and fails with its diagnostics if any
    step does. The checks before it (`tp-check-llvm-only`,
    `tp-check-external-functions`) name the cause where they know it; this
    one makes sure that no other cause (an attribute of a dialect
    `mlir-translate` does not load, an LLVM op with an attribute it cannot
    carry to LLVM IR) lets the pipeline exit 0 on output the next tool
    rejects. Upstream's translation crashes rather than fails on some
    modules (a type LLVM IR has no counterpart for, a constant without a
    static shape or whose blob is not its type's, one larger than
    `max-constant-bytes` that it would build whole): those are refused
    before translating.
  }];
  let options = [
    Option<"maxConstantBytes", "max-constant-bytes", "int64_t",
           /*default=*/"int64_t{1} << 31",
           "The largest constant, in bytes, to translate">
  ];
}

#endif // TPFUSE_PIPELINES_PASSES_TD
