//===- AotPipeline.cpp - tp IR to the LLVM dialect ------------------------===//
//
// The runtime calls are made at tensor level (tp-lower-to-runtime); the rest
// is upstream's tensor -> LLVM path, configured for a C ABI: functions take
// identity-layout (contiguous) memrefs, results become out-parameters, and
// bf16 arithmetic is computed in f32 and rounded (the x86 backend would
// otherwise call __truncsfbf2, which Debian 12's libgcc lacks).
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Pipelines/AotPipeline.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Pipelines/Passes.h"

using namespace mlir;

/// target=cuda, from parallel loops on buffers: each loop nest becomes a
/// kernel with a block per row (of `gpuBlockSize` threads over the last
/// dimension), launched on the function's stream; the kernels become PTX in
/// the object, which the driver compiles when the module loads.
static void addCudaKernelPasses(OpPassManager &pm,
                                const tpfuse::AotPipelineOptions &options) {
  // Tiles of [1, block] with bounds that do not depend on the tile (a guard
  // inside instead), which the mapping to GPU dimensions needs.
  pm.addNestedPass<func::FuncOp>(createParallelLoopTilingPass(
      {1, options.gpuBlockSize}, /*noMinMaxBounds=*/true));
  pm.addNestedPass<func::FuncOp>(createGpuMapParallelLoopsPass());
  pm.addNestedPass<func::FuncOp>(createConvertParallelLoopToGpuPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGpuKernelOutliningPass());
  pm.addPass(tpfuse::createTPPlaceOnDevice());

  GpuNVVMAttachTargetOptions target;
  target.chip = options.gpuChip;
  target.features = options.gpuFeatures;
  pm.addPass(createGpuNVVMAttachTarget(target));
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(memref::createExpandStridedMetadataPass());
  // convert-gpu-to-nvvm would pass a wider exponent where libdevice's powi
  // reads an int.
  kernels.addPass(tpfuse::createTPNarrowPowiExponents());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuModuleToBinaryPassOptions binary;
  // PTX: no ptxas needed to compile, and the driver JIT-compiles it for the
  // GPU it finds.
  binary.compilationTarget = "isa";
  binary.toolkitPath = options.cudaToolkit;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  pm.addPass(tpfuse::createTPCheckGpuBinaries());
}

void tpfuse::buildAotPipeline(OpPassManager &pm,
                              const AotPipelineOptions &options) {
  bool cuda = options.target == AotTarget::Cuda;
  // While the fused norms are still ops: only here is the target known to be
  // the GPU, whose fused kernels serve 2, 4 or 8 ranks.
  if (cuda)
    pm.addPass(tpfuse::createTPWarnCudaFusedDeclines());
  // Before anything lowers a constant that the object cannot hold.
  pm.addPass(tpfuse::createTPCheckConstants({options.maxConstantBytes}));
  // Before anything lowers a power to a library call that is not correctly
  // rounded.
  pm.addPass(tpfuse::createTPExactPowfSquares());
  TPLowerToRuntimeOptions lowering;
  lowering.streamArgument = options.streamArgument || cuda;
  // On the GPU, the code's own kernel launches and allocations report their
  // failures through the returned status.
  lowering.deviceCodeStatus = cuda;
  // On the GPU, matmuls are cuBLAS's; lowered first, so that a C entry point
  // that only multiplies checks the world size of the module's groups too.
  if (cuda)
    pm.addPass(createTPLowerMatmulToRuntime(
        {lowering.streamArgument, lowering.deviceCodeStatus}));
  pm.addPass(createTPLowerToRuntime(lowering));
  // Results become out-parameters below, which upstream cannot do for a call
  // of a function returning a dynamically shaped tensor: inline them.
  pm.addPass(createInlinerPass());
  // The lowered partial ops are arith on tensors.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  // A runtime call in a loop body yields a new buffer on each iteration.
  bufferize.allowReturnAllocsFromLoops = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  pm.addNestedPass<func::FuncOp>(tpfuse::createTPDistinctReturnedBuffers());
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  // A statically shaped result is written straight into the caller's buffer.
  outParams.hoistStaticAllocs = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  // The caller's result buffers must have the results' shapes.
  pm.addPass(createTPCheckOutParams());
  bufferization::buildBufferDeallocationPipeline(pm);

  pm.addNestedPass<func::FuncOp>(tpfuse::createTPStridedCopiesToLinalg());
  if (cuda)
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  else
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  // math ops on bf16 and f16 compute in f32 and round once, as the arith ops
  // do below (LLVM would otherwise expand math.rsqrt into a bf16 sqrt and a
  // bf16 division, rounding twice, and call __truncsfbf2, which Debian 12's
  // libgcc lacks).
  pm.addPass(math::createMathExtendToSupportedTypes());
  arith::ArithEmulateUnsupportedFloatsOptions emulate;
  emulate.sourceTypeStrs = {"bf16"};
  emulate.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  // Before any folding: the casts those passes made are marked contract,
  // which would let a chain of ops round once, at its end.
  pm.addPass(tpfuse::createTPDropCastFastmath());
  // FP8 casts as integer arithmetic, before arith-expand expands the bf16
  // casts they may leave.
  pm.addPass(tpfuse::createTPExpandFp8Casts());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  if (cuda)
    addCudaKernelPasses(pm, options);
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  if (cuda)
    pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(tpfuse::createTPDropParallelConfig());
  pm.addPass(tpfuse::createTPCheckLlvmOnly());
  pm.addPass(tpfuse::createTPCheckExternalFunctions({cuda}));
  // Again: folding makes constants too (the inliner's canonicalization
  // turns a tensor.splat of a constant into a splat constant).
  pm.addPass(tpfuse::createTPCheckConstants({options.maxConstantBytes}));
  if (options.checkTranslation)
    pm.addPass(tpfuse::createTPCheckTranslation({options.maxConstantBytes}));
}

void tpfuse::registerAotPipeline() {
  PassPipelineRegistration<AotPipelineOptions>(
      "tp-aot-pipeline",
      "Lower tensor-level tp IR to the LLVM dialect, calling the tpfuse "
      "runtime (docs/AOT.md)",
      buildAotPipeline);
}
