//===- AotPipeline.cpp - tp IR to the LLVM dialect ------------------------===//
//
// The runtime calls are made at tensor level (tp-lower-to-runtime); the rest
// is upstream's tensor -> LLVM path, configured for a C ABI: functions take
// identity-layout (contiguous) memrefs, results become out-parameters, and
// bf16 arithmetic is computed in f32 and rounded (the x86 backend would
// otherwise call __truncsfbf2, which Debian 12's libgcc lacks).
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Passes/AotPipeline.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"
#include "tpfuse/Passes/Passes.h"

using namespace mlir;

void tpfuse::buildAotPipeline(OpPassManager &pm,
                              const AotPipelineOptions &options) {
  TPLowerToRuntimeOptions lowering;
  lowering.streamArgument = options.streamArgument;
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
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.modifyPublicFunctions = true;
  // A statically shaped result is written straight into the caller's buffer.
  outParams.hoistStaticAllocs = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  bufferization::buildBufferDeallocationPipeline(pm);

  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  arith::ArithEmulateUnsupportedFloatsOptions emulate;
  emulate.sourceTypeStrs = {"bf16"};
  emulate.targetTypeStr = "f32";
  pm.addPass(arith::createArithEmulateUnsupportedFloats(emulate));
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
}

void tpfuse::registerAotPipeline() {
  PassPipelineRegistration<AotPipelineOptions>(
      "tp-aot-pipeline",
      "Lower tensor-level tp IR to the LLVM dialect, calling the tpfuse "
      "runtime (docs/AOT.md)",
      buildAotPipeline);
}
