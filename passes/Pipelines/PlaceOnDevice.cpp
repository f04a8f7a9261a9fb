//===- PlaceOnDevice.cpp - Lowered functions' buffers and loops on the GPU ===//
//
// After bufferization, a function lowered by tp-lower-to-runtime with a
// stream argument still allocates, copies and frees on the host, and its
// kernels (gpu.launch_func, from upstream's parallel-loop mapping) run
// synchronously on a stream of their own. This pass moves all of that onto
// the function's stream: stream-ordered allocations, copies and frees, and
// launches that wait for nothing on the host, so that a call can be captured
// in a CUDA graph. Every memref argument of such a function is device
// memory; host code may only touch the buffers it allocates on its stack
// (the status slots). Constant tensors (bufferized to constant
// memref.globals) that kernels read are compiled into the kernels' module
// instead, as device globals.
//
//===----------------------------------------------------------------------===//

#include "GpuMemcpy.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPPLACEONDEVICE
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// The buffer `value` views, through view-like ops.
Value rootBuffer(Value value) {
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
    if (view.getViewSource() == value)
      break;
    value = view.getViewSource();
  }
  return value;
}

/// Whether only host code reads and writes the buffer `alloc` allocates:
/// loads, stores, the shape operand of memref.reshape (which the host reads
/// to build the result's descriptor), through views; e.g. the shape tensors
/// frontends build with tensor.from_elements. Such a buffer stays on the host.
bool isHostOnlyAllocation(memref::AllocOp alloc) {
  SmallVector<Value> worklist{alloc.getMemref()};
  while (!worklist.empty()) {
    Value buffer = worklist.pop_back_val();
    for (OpOperand &use : buffer.getUses()) {
      Operation *user = use.getOwner();
      if (isa<memref::LoadOp, memref::StoreOp, memref::DeallocOp>(user))
        continue;
      if (auto reshape = dyn_cast<memref::ReshapeOp>(user);
          reshape && use.get() == reshape.getShape() &&
          reshape.getSource() != buffer)
        continue;
      auto view = dyn_cast<ViewLikeOpInterface>(user);
      if (view && view.getViewSource() == buffer) {
        worklist.push_back(view->getResult(0));
        continue;
      }
      return false;
    }
  }
  return true;
}

/// The ops that make `value` from a constant memref.global, the get_global
/// first: views whose other operands are constants. Empty when `value` is
/// anything else.
SmallVector<Operation *> constantGlobalChain(Value value,
                                             SymbolTableCollection &symbols) {
  SmallVector<Operation *> chain;
  while (auto view = value.getDefiningOp<ViewLikeOpInterface>()) {
    if (view.getViewSource() == value)
      return {};
    for (Value operand : view->getOperands())
      if (operand != view.getViewSource() &&
          !operand.getDefiningOp<arith::ConstantOp>())
        return {};
    chain.push_back(view);
    value = view.getViewSource();
  }
  auto get = value.getDefiningOp<memref::GetGlobalOp>();
  if (!get)
    return {};
  auto global =
      symbols.lookupNearestSymbolFrom<memref::GlobalOp>(get, get.getNameAttr());
  if (!global || !global.getConstant() || !global.getInitialValue())
    return {};
  chain.push_back(get);
  std::reverse(chain.begin(), chain.end());
  return chain;
}

/// Moves the constant globals the kernels of `function` read into the
/// kernels: each memref.global is cloned into the kernel's gpu.module, the
/// kernel makes the buffer itself (get_global and the same views), and the
/// launch no longer passes the host's. A kernel launched from several places
/// is left alone (the check after this names it).
void moveConstantsIntoKernels(func::FuncOp function,
                              SymbolTableCollection &symbols) {
  auto module = function->getParentOfType<ModuleOp>();
  SmallVector<gpu::LaunchFuncOp> launches;
  function.walk([&](gpu::LaunchFuncOp launch) { launches.push_back(launch); });
  for (gpu::LaunchFuncOp launch : launches) {
    auto kernel = symbols.lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        launch, launch.getKernel());
    if (!kernel || kernel.isExternal())
      continue;
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(kernel, module);
    if (!uses || !llvm::hasSingleElement(*uses))
      continue;
    auto kernelModule = kernel->getParentOfType<gpu::GPUModuleOp>();
    SymbolTable &kernelSymbols = symbols.getSymbolTable(kernelModule);
    OperandRange operands = launch.getKernelOperands();
    llvm::BitVector moved(operands.size());
    OpBuilder builder = OpBuilder::atBlockBegin(&kernel.front());
    for (auto [index, operand] : llvm::enumerate(operands)) {
      if (!isa<MemRefType>(operand.getType()))
        continue;
      SmallVector<Operation *> chain = constantGlobalChain(operand, symbols);
      if (chain.empty())
        continue;
      auto get = cast<memref::GetGlobalOp>(chain.front());
      if (!kernelSymbols.lookup(get.getName())) {
        auto global = symbols.lookupNearestSymbolFrom<memref::GlobalOp>(
            get, get.getNameAttr());
        auto copy = cast<memref::GlobalOp>(global->clone());
        copy.setPrivate();
        kernelSymbols.insert(copy, kernelModule.getBody()->begin());
      }
      IRMapping mapping;
      for (Operation *op : chain) {
        for (Value viewOperand : op->getOperands())
          if (auto constant = viewOperand.getDefiningOp<arith::ConstantOp>();
              constant && !mapping.contains(viewOperand))
            builder.clone(*constant, mapping);
        builder.clone(*op, mapping);
      }
      kernel.getArgument(index).replaceAllUsesWith(
          mapping.lookup(chain.back()->getResult(0)));
      moved.set(index);
    }
    if (moved.none())
      continue;
    (void)kernel.eraseArguments(moved);
    SmallVector<Value> kept;
    for (auto [index, operand] : llvm::enumerate(operands))
      if (!moved.test(index))
        kept.push_back(operand);
    launch.getKernelOperandsMutable().assign(kept);
  }
}

/// The stream argument tp-lower-to-runtime marked, if any.
std::optional<BlockArgument> streamArgument(func::FuncOp function) {
  for (unsigned arg = 0; arg < function.getNumArguments(); ++arg)
    if (function.getArgAttr(arg, tpfuse::kStreamAttrName))
      return function.getArgument(arg);
  return std::nullopt;
}

class DevicePlacement {
public:
  DevicePlacement(func::FuncOp function, Value stream)
      : function(function), builder(function.getContext()), stream(stream) {}

  LogicalResult run() {
    // Asked for every buffer an op touches: each allocation's uses are
    // walked once, here, before any is rewritten.
    function.walk([&](memref::AllocOp alloc) {
      if (isHostOnlyAllocation(alloc))
        hostOnlyAllocations.insert(alloc);
    });
    if (failed(checkBeforeRewrite()))
      return failure();
    builder.setInsertionPointToStart(&function.front());
    Type tokenType = gpu::AsyncTokenType::get(function.getContext());
    // The stream is the token: upstream lowers a !gpu.async.token to the
    // stream it stands for, so ops that depend on it run on it.
    token = UnrealizedConversionCastOp::create(builder, stream.getLoc(),
                                               tokenType, stream)
                .getResult(0);

    SmallVector<Operation *> ops;
    function.walk([&](Operation *op) {
      if (isa<memref::AllocOp, memref::DeallocOp, memref::CopyOp,
              gpu::LaunchFuncOp>(op))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      builder.setInsertionPoint(op);
      if (auto alloc = dyn_cast<memref::AllocOp>(op)) {
        if (!hostOnlyAllocations.contains(alloc))
          placeAlloc(alloc);
      } else if (auto dealloc = dyn_cast<memref::DeallocOp>(op)) {
        if (!isHostBuffer(dealloc.getMemref()))
          placeDealloc(dealloc);
      } else if (auto copy = dyn_cast<memref::CopyOp>(op))
        placeCopy(copy);
      else
        placeLaunch(cast<gpu::LaunchFuncOp>(op));
    }
    return success();
  }

private:
  /// Whether `buffer` is host memory: a stack slot, a global, or an
  /// allocation only the host uses. Everything else in a device function is
  /// on the device: its arguments, what it allocates, and what control flow
  /// yields of those.
  bool isHostBuffer(Value buffer) const {
    Operation *root = rootBuffer(buffer).getDefiningOp();
    if (isa_and_nonnull<memref::AllocOp>(root))
      return hostOnlyAllocations.contains(root);
    return isa_and_nonnull<memref::AllocaOp, memref::GetGlobalOp>(root);
  }

  /// Host code must not read or write device memory, and kernels must not
  /// read host memory; a launch must not be left inline.
  LogicalResult checkBeforeRewrite() {
    WalkResult walk = function.walk([&](Operation *op) -> WalkResult {
      if (isa<gpu::LaunchOp>(op))
        return op->emitError()
               << "tp-place-on-device: a gpu.launch is left in @"
               << function.getSymName()
               << "; outline it first (gpu-kernel-outlining)";
      if (auto launch = dyn_cast<gpu::LaunchFuncOp>(op)) {
        for (Value operand : launch.getKernelOperands())
          if (isa<MemRefType>(operand.getType()) && isHostBuffer(operand))
            return launch.emitError()
                   << "tp-place-on-device: this kernel would read host "
                      "memory (a memref.alloca or memref.get_global); only "
                      "the function's arguments and its allocations are on "
                      "the device";
        return WalkResult::advance();
      }
      if (isa<memref::CopyOp>(op)) {
        for (Value operand : op->getOperands()) {
          if (isHostBuffer(operand))
            return op->emitError()
                   << "tp-place-on-device: a copy between host and device "
                      "memory is not supported";
          if (!isa<MemRefType>(operand.getType()))
            return op->emitError()
                   << "tp-place-on-device: a copy of an unranked memref "
                      "cannot be one gpu.memcpy";
          if (!tpfuse::isOneContiguousRange(operand.getType()))
            return op->emitError()
                   << "tp-place-on-device: a copy of a strided view cannot "
                      "be one gpu.memcpy; tp-strided-copies-to-linalg makes "
                      "it a kernel first";
        }
        return WalkResult::advance();
      }
      if (isa_and_nonnull<gpu::GPUDialect>(op->getDialect()))
        return WalkResult::advance();
      auto effects = dyn_cast<MemoryEffectOpInterface>(op);
      if (!effects)
        return WalkResult::advance();
      SmallVector<MemoryEffects::EffectInstance> instances;
      effects.getEffects(instances);
      for (const MemoryEffects::EffectInstance &instance : instances) {
        if (!isa<MemoryEffects::Read, MemoryEffects::Write>(
                instance.getEffect()))
          continue;
        Value value = instance.getValue();
        if (value && isa<MemRefType>(value.getType()) && !isHostBuffer(value))
          return op->emitError()
                 << "tp-place-on-device: '" << op->getName()
                 << "' would access device memory from the host; on the "
                    "CUDA target every loop over a tensor must become a "
                    "kernel (e.g. a parallel loop that could not be mapped "
                    "to the GPU)";
      }
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }

  Type tokenType() { return gpu::AsyncTokenType::get(function.getContext()); }

  void placeAlloc(memref::AllocOp alloc) {
    auto device = gpu::AllocOp::create(
        builder, alloc.getLoc(), alloc.getType(), tokenType(), {token},
        alloc.getDynamicSizes(), alloc.getSymbolOperands(),
        /*hostShared=*/false);
    alloc.replaceAllUsesWith(device.getMemref());
    alloc.erase();
  }

  void placeDealloc(memref::DeallocOp dealloc) {
    gpu::DeallocOp::create(builder, dealloc.getLoc(), tokenType(), {token},
                           dealloc.getMemref());
    dealloc.erase();
  }

  void placeCopy(memref::CopyOp copy) {
    Value source = copy.getSource();
    Value target = copy.getTarget();
    // memref.copy allows operands of different static information; gpu.memcpy
    // wants one type. The verifier of memref.copy has checked they agree.
    if (source.getType() != target.getType())
      source = memref::CastOp::create(builder, copy.getLoc(), target.getType(),
                                      source);
    gpu::MemcpyOp::create(builder, copy.getLoc(), tokenType(), {token}, target,
                          source);
    copy.erase();
  }

  void placeLaunch(gpu::LaunchFuncOp launch) {
    if (launch.getAsyncToken() &&
        llvm::is_contained(launch.getAsyncDependencies(), token))
      return;
    SmallVector<Value> dependencies{token};
    llvm::append_range(dependencies, launch.getAsyncDependencies());
    std::optional<gpu::KernelDim3> clusterSize;
    if (launch.hasClusterSize())
      clusterSize = launch.getClusterSizeOperandValues();
    auto placed = gpu::LaunchFuncOp::create(
        builder, launch.getLoc(), launch.getKernel(),
        launch.getGridSizeOperandValues(), launch.getBlockSizeOperandValues(),
        launch.getDynamicSharedMemorySize(), launch.getKernelOperands(),
        tokenType(), dependencies, clusterSize);
    if (Value old = launch.getAsyncToken())
      old.replaceAllUsesWith(placed.getAsyncToken());
    launch.erase();
  }

  func::FuncOp function;
  OpBuilder builder;
  Value stream;
  Value token;
  /// The allocations only host code uses (isHostOnlyAllocation).
  DenseSet<Operation *> hostOnlyAllocations;
};

/// Whether `function` touches buffers: a function without a stream that does
/// cannot run on the CUDA target.
bool touchesBuffers(func::FuncOp function) {
  if (llvm::any_of(function.getArgumentTypes(),
                   [](Type type) { return isa<MemRefType>(type); }))
    return true;
  WalkResult walk = function.walk([](Operation *op) {
    if (isa<memref::AllocOp, gpu::LaunchFuncOp, gpu::LaunchOp>(op))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

struct TPPlaceOnDevicePass
    : public tpfuse::impl::TPPlaceOnDeviceBase<TPPlaceOnDevicePass> {
  void runOnOperation() override {
    SymbolTableCollection symbols;
    for (auto function : getOperation().getOps<func::FuncOp>()) {
      if (function.isExternal())
        continue;
      std::optional<BlockArgument> stream = streamArgument(function);
      if (!stream) {
        // Private helpers (e.g. bufferization's dealloc_helper) work on host
        // metadata; a public function is an entry point the caller hands
        // device buffers to.
        if (function.isPublic() && touchesBuffers(function)) {
          function.emitError()
              << "tp-place-on-device: @" << function.getSymName()
              << " works on buffers but has no stream argument: on the CUDA "
                 "target only functions that tp-lower-to-runtime gave the "
                 "runtime ABI (stream-argument=true) can run";
          return signalPassFailure();
        }
        continue;
      }
      if (!isa<LLVM::LLVMPointerType>(stream->getType())) {
        function.emitError()
            << "tp-place-on-device: the argument marked "
            << tpfuse::kStreamAttrName << " of @" << function.getSymName()
            << " must be an !llvm.ptr (a cudaStream_t)";
        return signalPassFailure();
      }
      moveConstantsIntoKernels(function, symbols);
      if (failed(DevicePlacement(function, *stream).run()))
        return signalPassFailure();
    }
  }
};

} // namespace
