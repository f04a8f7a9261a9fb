//===- TPToRuntime.cpp - tp ops to calls of the tpfuse runtime ------------===//
//
// On one rank, a contribution to a sum is just the local tensor: the ownership
// ops become tensor ops and !tp.partial becomes its tensor type. The ops that
// pay a sum or normalize become calls of the runtime's C entries on buffers.
// Every call is guarded by the function's status, a memref<i32> that holds
// TPFUSE_SUCCESS or the first status that was not: after a failure no later
// runtime call runs, so a rank that failed never enters another collective.
// The communicator is an explicit argument of every function that needs it.
//
// Three steps, in this order:
//   1. the functions that reach the runtime get its ABI: the communicator in,
//      the status out, the entry checks, and calls between them that forward
//      the communicator and collect the status;
//   2. each tp op is lowered where it stands; the partial values it consumes
//      or produces are bridged to tensors with unrealized_conversion_cast;
//   3. the !tp.partial types left on signatures, calls, returns and control
//      flow are relabeled to their tensor types, and the casts fold.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Pass/PassManager.h"
#include "tpfuse/Analysis/ParallelConfig.h"
#include "tpfuse/Analysis/Passes.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeCalls.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "tpfuse/runtime.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPLOWERTORUNTIME
#include "tpfuse/Conversion/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

bool isRuntimeDtype(Type elementType) {
  return elementType.isBF16() || elementType.isF16() || elementType.isF32();
}

tpfuse_dtype dtypeOf(Type elementType) {
  if (elementType.isBF16())
    return TPFUSE_DTYPE_BF16;
  if (elementType.isF16())
    return TPFUSE_DTYPE_F16;
  assert(elementType.isF32() && "the tp verifiers admit bf16, f16 and f32");
  return TPFUSE_DTYPE_F32;
}

//===----------------------------------------------------------------------===//
// What needs the runtime
//===----------------------------------------------------------------------===//

/// Whether `type` is or contains a !tp.partial (e.g. a function type).
bool containsPartial(Type type) {
  bool found = false;
  type.walk([&](PartialType) { found = true; });
  return found;
}

/// Whether `op` carries a !tp.partial value: as an operand, a result, a block
/// argument of one of its regions, or in its function type.
bool carriesPartial(Operation *op) {
  if (llvm::any_of(op->getOperandTypes(), containsPartial) ||
      llvm::any_of(op->getResultTypes(), containsPartial))
    return true;
  if (auto function = dyn_cast<FunctionOpInterface>(op))
    if (llvm::any_of(function.getArgumentTypes(), containsPartial) ||
        llvm::any_of(function.getResultTypes(), containsPartial))
      return true;
  for (Region &region : op->getRegions())
    for (Block &block : region)
      if (llvm::any_of(block.getArgumentTypes(), containsPartial))
        return true;
  return false;
}

/// The dimensions that are dynamic in `from` and static in `to`: those a
/// tensor.cast from `from` to `to` asserts.
SmallVector<int64_t> dimensionsMadeStatic(RankedTensorType from,
                                          RankedTensorType to) {
  SmallVector<int64_t> made;
  for (int64_t dim = 0; dim < from.getRank(); ++dim)
    if (from.isDynamicDim(dim) && !to.isDynamicDim(dim))
      made.push_back(dim);
  return made;
}

/// A linalg.matmul that tpfuse_matmul computes: c = a . b, with b [K, N],
/// or c = a . b^T with b [N, K] (nn.Linear's weight), and c's init a fill of
/// zeros.
struct RuntimeMatmul {
  Value a;
  Value b;
  bool bTransposed;
  /// The fill of zeros c starts from.
  linalg::FillOp zeros;
  /// What the fill writes into, whose shape (and only that) c takes.
  Value shape;
};

std::optional<RuntimeMatmul> matchRuntimeMatmul(linalg::MatmulOp matmul) {
  if (!matmul.hasPureTensorSemantics() || matmul.getNumDpsInputs() != 2 ||
      matmul.getNumDpsInits() != 1 ||
      matmul.getCast() != linalg::TypeFn::cast_signed)
    return std::nullopt;
  Value a = matmul.getDpsInputOperand(0)->get();
  Value b = matmul.getDpsInputOperand(1)->get();
  Value init = matmul.getDpsInitOperand(0)->get();
  auto aType = dyn_cast<RankedTensorType>(a.getType());
  auto bType = dyn_cast<RankedTensorType>(b.getType());
  auto cType = dyn_cast<RankedTensorType>(init.getType());
  if (!aType || !bType || !cType || aType.getRank() != 2 ||
      bType.getRank() != 2 || cType.getRank() != 2)
    return std::nullopt;
  Type abElement = aType.getElementType();
  Type cElement = cType.getElementType();
  if (!isRuntimeDtype(abElement) || bType.getElementType() != abElement ||
      (cElement != abElement && !cElement.isF32()))
    return std::nullopt;

  MLIRContext *context = matmul.getContext();
  AffineExpr m, n, k;
  bindDims(context, m, n, k);
  auto map = [&](ArrayRef<AffineExpr> results) {
    return AffineMap::get(3, 0, results, context);
  };
  SmallVector<AffineMap> maps = matmul.getIndexingMapsArray();
  if (maps.size() != 3 || maps[0] != map({m, k}) || maps[2] != map({m, n}))
    return std::nullopt;
  bool bTransposed;
  if (maps[1] == map({k, n}))
    bTransposed = false;
  else if (maps[1] == map({n, k}))
    bTransposed = true;
  else
    return std::nullopt;

  auto fill = init.getDefiningOp<linalg::FillOp>();
  if (!fill || !matchPattern(fill.getInputs()[0], m_AnyZeroFloat()))
    return std::nullopt;
  return RuntimeMatmul{a, b, bTransposed, fill, fill.getOutputs()[0]};
}

/// Whether the lowering of `op` calls the runtime: a collective, a norm, or a
/// size check that can fail at run time.
bool callsRuntime(Operation *op) {
  if (isa<AllReduceOp, RmsNormOp, AddRmsNormOp, AllReduceAddRmsNormOp,
          AllReduceRmsNormOp>(op))
    return true;
  if (auto add = dyn_cast<PartialAddOp>(op))
    return !add.getLhs().getType().getTensorType().hasStaticShape();
  if (auto cast = dyn_cast<PartialCastOp>(op))
    return !dimensionsMadeStatic(cast.getInput().getType().getTensorType(),
                                 cast.getResult().getType().getTensorType())
                .empty();
  return false;
}

/// The ops between a tp op and its function that run their regions in
/// program order, once or in sequence: a collective inside them keeps the
/// same order on every rank.
bool isSequentialRegionOp(Operation *op) {
  return isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp>(op);
}

/// The ops that may still carry a !tp.partial value when step 3 relabels it:
/// each constrains its type only to equal that of another value carrying it.
bool mayCarryPartial(Operation *op) {
  return isa_and_nonnull<TPDialect>(op->getDialect()) ||
         isa<func::FuncOp, func::CallOp, func::ReturnOp, scf::IfOp, scf::ForOp,
             scf::WhileOp, scf::ConditionOp, scf::YieldOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp, BranchOpInterface>(op);
}

std::string describe(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

//===----------------------------------------------------------------------===//
// The lowering
//===----------------------------------------------------------------------===//

/// What the lowered ops of one function use.
struct FunctionRuntime {
  /// The tpfuse_comm * argument.
  Value comm;
  /// The stream argument, or a null pointer.
  Value stream;
  /// A null pointer, for optional runtime arguments.
  Value null;
  /// memref<i32>: TPFUSE_SUCCESS, or the first status that was not.
  Value status;
};

/// What tp-lower-to-runtime's options ask for.
struct LoweringOptions {
  bool streamArgument = false;
  bool lowerMatmuls = false;
  bool deviceCodeStatus = false;
};

class RuntimeLowering {
public:
  RuntimeLowering(ModuleOp module, LoweringOptions options)
      : module(module), context(module.getContext()), builder(context),
        streamArgument(options.streamArgument),
        lowerMatmuls(options.lowerMatmuls),
        deviceCodeStatus(options.deviceCodeStatus) {}

  LogicalResult run() {
    if (failed(checkSupported()) || failed(readWorldSize()))
      return failure();
    collectRuntimeFunctions();
    if (failed(checkReferences()))
      return failure();
    for (func::FuncOp function : runtimeFunctions)
      addRuntimeAbi(function);
    forwardRuntimeThroughCalls();
    lowerTpOps();
    lowerRuntimeMatmuls();
    erasePartialTypes();
    return success();
  }

private:
  //===--------------------------------------------------------------------===//
  // Preconditions
  //===--------------------------------------------------------------------===//

  /// Every tp op sits, through sequential control flow only, in a func.func
  /// of this module; every op carrying a value owing a sum can be relabeled
  /// (step 3); no function without a body takes or returns one.
  LogicalResult checkSupported() {
    WalkResult walk = module.walk([&](Operation *op) {
      if (isa_and_nonnull<TPDialect>(op->getDialect()) &&
          failed(checkPlacement(op)))
        return WalkResult::interrupt();
      if (!carriesPartial(op))
        return WalkResult::advance();
      if (auto function = dyn_cast<func::FuncOp>(op);
          function && function.isExternal()) {
        function.emitError()
            << "tp-lower-to-runtime: @" << function.getSymName()
            << " takes or returns a value owing a sum but has no body in this "
               "module, so it cannot be given the runtime ABI";
        return WalkResult::interrupt();
      }
      if (!mayCarryPartial(op)) {
        op->emitError() << "tp-lower-to-runtime: '" << op->getName()
                        << "' carries a value owing a sum, which the lowering "
                           "cannot convert";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();

    // The lowering declares the runtime's entries; a symbol already named
    // like one must be that entry.
    for (const RuntimeEntry *entry : kRuntimeEntries) {
      Operation *existing = symbolTable.lookup(entry->name);
      if (!existing)
        continue;
      auto function = dyn_cast<func::FuncOp>(existing);
      if (!function || !function.isExternal() ||
          function.getFunctionType() != signatureOf(*entry, builder))
        return existing->emitError()
               << "tp-lower-to-runtime: @" << entry->name
               << " must be the runtime's entry, a func.func declaration of "
                  "type "
               << signatureOf(*entry, builder);
    }
    return success();
  }

  LogicalResult checkPlacement(Operation *op) {
    auto function = op->getParentOfType<func::FuncOp>();
    if (!function || function->getParentOp() != module)
      return op->emitError()
             << "tp-lower-to-runtime: '" << op->getName()
             << "' must be in a func.func of the top-level module";
    for (Operation *parent = op->getParentOp(); parent != function;
         parent = parent->getParentOp())
      if (!isSequentialRegionOp(parent))
        return op->emitError()
               << "tp-lower-to-runtime: '" << op->getName() << "' inside '"
               << parent->getName()
               << "' is not supported: collectives and runtime calls must "
                  "run in program order (scf.if, scf.for, scf.while, "
                  "scf.index_switch, scf.execute_region)";
    return success();
  }

  /// The world size the module is compiled for: the size of every group its
  /// sums are owed over (all of them: one communicator pays them all), and
  /// tp.parallel_config's tp size when the module states it.
  LogicalResult readWorldSize() {
    GroupAttr first;
    WalkResult walk = module.walk([&](Operation *op) {
      SmallVector<Type> types(op->getOperandTypes());
      llvm::append_range(types, op->getResultTypes());
      if (auto function = dyn_cast<FunctionOpInterface>(op))
        llvm::append_range(types, function.getArgumentTypes());
      for (Type type : types) {
        auto partial = dyn_cast<PartialType>(type);
        if (!partial)
          continue;
        if (!first) {
          first = partial.getGroup();
          continue;
        }
        if (partial.getGroup().getSize() != first.getSize()) {
          op->emitError()
              << "tp-lower-to-runtime: sums are owed over " << describe(first)
              << " and " << describe(partial.getGroup())
              << ", but one communicator pays every sum: all groups must have "
                 "its size";
          return WalkResult::interrupt();
        }
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    if (first)
      worldSize = first.getSize();

    ParallelConfigReading reading = readParallelConfig(module);
    if (reading.kind != ParallelConfigReading::Kind::Valid)
      return success();
    int64_t configured = reading.config.tpSize;
    if (worldSize && *worldSize != configured)
      return module.emitError()
             << "tp-lower-to-runtime: " << ParallelConfig::kAttrName
             << " says tp = " << configured << ", but the sums are owed over "
             << describe(first);
    worldSize = configured;
    return success();
  }

  /// Whether the lowering of `op` calls the runtime.
  bool needsRuntime(Operation *op) {
    return callsRuntime(op) || runtimeMatmul(op).has_value();
  }

  /// `op` as a matmul to lower to tpfuse_matmul, when the options ask for
  /// that and the runtime computes it. Only in program order in a function
  /// of this module: the call writes the function's status.
  std::optional<RuntimeMatmul> runtimeMatmul(Operation *op) {
    auto matmul = dyn_cast<linalg::MatmulOp>(op);
    if (!lowerMatmuls || !matmul)
      return std::nullopt;
    auto function = op->getParentOfType<func::FuncOp>();
    if (!function || function->getParentOp() != module)
      return std::nullopt;
    for (Operation *parent = op->getParentOp(); parent != function;
         parent = parent->getParentOp())
      if (!isSequentialRegionOp(parent))
        return std::nullopt;
    return matchRuntimeMatmul(matmul);
  }

  /// The functions that call the runtime, directly or through calls.
  void collectRuntimeFunctions() {
    llvm::MapVector<func::FuncOp, SmallVector<func::CallOp>> callsTo;
    SmallVector<func::FuncOp> worklist;
    for (auto function : module.getOps<func::FuncOp>()) {
      function.walk([&](Operation *op) {
        if (needsRuntime(op) && runtimeFunctions.insert(function))
          worklist.push_back(function);
        if (auto call = dyn_cast<func::CallOp>(op))
          if (auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee()))
            callsTo[callee].push_back(call);
      });
    }
    while (!worklist.empty()) {
      func::FuncOp callee = worklist.pop_back_val();
      for (func::CallOp call : callsTo.lookup(callee)) {
        auto caller = call->getParentOfType<func::FuncOp>();
        if (caller && runtimeFunctions.insert(caller))
          worklist.push_back(caller);
      }
    }
  }

  /// A function that gets the runtime ABI may only be called, by func.call
  /// from a func.func: any other reference would keep the old signature.
  LogicalResult checkReferences() {
    for (func::FuncOp function : runtimeFunctions) {
      std::optional<SymbolTable::UseRange> uses =
          SymbolTable::getSymbolUses(function, module);
      if (!uses)
        return module.emitError("tp-lower-to-runtime: cannot enumerate the "
                                "uses of @")
               << function.getSymName();
      for (const SymbolTable::SymbolUse &use : *uses) {
        Operation *user = use.getUser();
        if (isa<func::CallOp>(user) && user->getParentOfType<func::FuncOp>())
          continue;
        InFlightDiagnostic diag =
            user->emitError()
            << "tp-lower-to-runtime: '" << user->getName() << "' refers to @"
            << function.getSymName()
            << ", whose signature the lowering changes (communicator in, "
               "status out): only func.call from a func.func may use it";
        diag.attachNote(function.getLoc())
            << "@" << function.getSymName() << " is defined here";
        return failure();
      }
    }
    return success();
  }

  //===--------------------------------------------------------------------===//
  // Building blocks: runtime calls, the status, buffers
  //===--------------------------------------------------------------------===//

  Type pointerType() { return LLVM::LLVMPointerType::get(context); }

  Value i32Constant(Location loc, int64_t value) {
    return arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                        value);
  }

  Value i64Constant(Location loc, int64_t value) {
    return arith::ConstantIntOp::create(builder, loc, builder.getI64Type(),
                                        value);
  }

  Value callEntry(Location loc, const RuntimeEntry &entry, ValueRange args) {
    return calls.call(loc, entry, args);
  }

  Value messageAddress(Location loc, StringRef text) {
    return calls.messageAddress(loc, text);
  }

  /// Loads `slot`'s status and tests it for TPFUSE_SUCCESS.
  Value succeededSoFar(Location loc, Value slot) {
    Value status = memref::LoadOp::create(builder, loc, slot);
    return arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, status,
                                 i32Constant(loc, TPFUSE_SUCCESS));
  }

  /// Runs `body` only while the function's status is TPFUSE_SUCCESS, and
  /// stores the status `body` returns.
  void guarded(Location loc, const FunctionRuntime &runtime,
               function_ref<Value()> body) {
    auto guard =
        scf::IfOp::create(builder, loc, succeededSoFar(loc, runtime.status),
                          /*withElseRegion=*/false);
    OpBuilder::InsertionGuard insertion(builder);
    builder.setInsertionPointToStart(guard.thenBlock());
    memref::StoreOp::create(builder, loc, body(), runtime.status);
  }

  /// The address of `buffer`'s first element: its aligned pointer (the
  /// buffers here have the identity layout, hence offset 0).
  Value addressOf(Location loc, Value buffer) {
    Value index =
        memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
    Value address =
        arith::IndexCastOp::create(builder, loc, builder.getI64Type(), index);
    return LLVM::IntToPtrOp::create(builder, loc, pointerType(), address);
  }

  //===--------------------------------------------------------------------===//
  // Step 1: the runtime ABI
  //===--------------------------------------------------------------------===//

  /// The communicator (and stream) in, the status out, the entry checks;
  /// public functions become C entry points.
  void addRuntimeAbi(func::FuncOp function) {
    Location loc = function.getLoc();
    unsigned leading = streamArgument ? 2 : 1;
    SmallVector<unsigned> positions(leading, 0);
    SmallVector<Type> types(leading, pointerType());
    SmallVector<DictionaryAttr> attrs(leading, DictionaryAttr());
    if (streamArgument)
      attrs[1] = builder.getDictionaryAttr(
          builder.getNamedAttr(kStreamAttrName, builder.getUnitAttr()));
    SmallVector<Location> locs(leading, loc);
    // Neither can fail on a func.func with a body or without.
    (void)function.insertArguments(positions, types, attrs, locs);
    (void)function.insertResult(function.getNumResults(), builder.getI32Type(),
                                DictionaryAttr());
    function->setAttr(kRuntimeAbiAttrName, builder.getUnitAttr());

    if (function.isPublic()) {
      // A C entry point: _mlir_ciface_<name>, whose inputs stay the
      // caller's (bufferization must not write into them).
      function->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                        builder.getUnitAttr());
      for (unsigned arg = leading; arg < function.getNumArguments(); ++arg)
        if (isa<RankedTensorType, PartialType>(
                function.getArgumentTypes()[arg]))
          function.setArgAttr(
              arg, bufferization::BufferizationDialect::kWritableAttrName,
              builder.getBoolAttr(false));
    }

    Block &entry = function.front();
    builder.setInsertionPointToStart(&entry);
    FunctionRuntime runtime;
    runtime.comm = entry.getArgument(0);
    runtime.null = LLVM::ZeroOp::create(builder, loc, pointerType());
    runtime.stream = streamArgument ? entry.getArgument(1) : runtime.null;
    runtime.status = memref::AllocaOp::create(
        builder, loc, MemRefType::get({}, builder.getI32Type()));
    emitEntryChecks(function, runtime);
    runtimes[function] = runtime;

    function.walk([&](func::ReturnOp ret) {
      builder.setInsertionPoint(ret);
      Location loc = ret.getLoc();
      Value status = memref::LoadOp::create(builder, loc, runtime.status);
      // Collected once per call, where it leaves the compiled code: a
      // private callee's failures reach its public caller anyway.
      if (deviceCodeStatus && function.isPublic()) {
        // The kernels and temporaries of the function's own code report
        // their failures there; the first failure stays the one returned.
        Value succeeded =
            arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                  status, i32Constant(loc, TPFUSE_SUCCESS));
        status =
            scf::IfOp::create(
                builder, loc, succeeded,
                [&](OpBuilder &, Location) {
                  scf::YieldOp::create(
                      builder, loc, callEntry(loc, kTakeDeviceCodeError, {}));
                },
                [&](OpBuilder &, Location) {
                  scf::YieldOp::create(builder, loc, status);
                })
                .getResult(0);
      }
      ret.getOperandsMutable().append(status);
    });
  }

  /// A null communicator is an invalid argument, found without calling the
  /// runtime (a callee gets one once its caller has failed: it must then run
  /// nothing and leave the caller's error message alone). Then, in a C entry
  /// point, the world size, when the module is compiled for one.
  void emitEntryChecks(func::FuncOp function, const FunctionRuntime &runtime) {
    Location loc = function.getLoc();
    Value noComm = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::eq,
                                        runtime.comm, runtime.null);
    Value initial = arith::SelectOp::create(
        builder, loc, noComm, i32Constant(loc, TPFUSE_ERROR_INVALID_ARGUMENT),
        i32Constant(loc, TPFUSE_SUCCESS));
    memref::StoreOp::create(builder, loc, initial, runtime.status);
    // Only the C entry points: a private function is only ever called by
    // lowered functions (checkReferences), whose entry has checked it.
    if (!worldSize || !function.isPublic())
      return;

    Value worldSizeSlot = memref::AllocaOp::create(
        builder, loc, MemRefType::get({}, builder.getI32Type()));
    guarded(loc, runtime, [&] {
      return callEntry(loc, kCommWorldSize,
                       {runtime.comm, addressOf(loc, worldSizeSlot)});
    });
    guarded(loc, runtime, [&] {
      Value actual = arith::ExtSIOp::create(
          builder, loc, builder.getI64Type(),
          memref::LoadOp::create(builder, loc, worldSizeSlot));
      std::string what = llvm::formatv("@{0}: the communicator's world size",
                                       function.getSymName())
                             .str();
      return callEntry(
          loc, kCheckSize,
          {messageAddress(loc, what), actual, i64Constant(loc, *worldSize)});
    });
  }

  /// A call of a function with the runtime ABI passes the communicator, or a
  /// null one once the caller has failed (the callee then runs nothing), and
  /// keeps the caller's first failure.
  void forwardRuntimeThroughCalls() {
    SmallVector<func::CallOp> calls;
    for (func::FuncOp caller : runtimeFunctions)
      caller.walk([&](func::CallOp call) {
        if (auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
            callee && runtimeFunctions.contains(callee))
          calls.push_back(call);
      });
    for (func::CallOp call : calls) {
      FunctionRuntime runtime =
          runtimes.lookup(call->getParentOfType<func::FuncOp>());
      auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
      Location loc = call.getLoc();
      builder.setInsertionPoint(call);
      Value before = memref::LoadOp::create(builder, loc, runtime.status);
      Value succeeded =
          arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, before,
                                i32Constant(loc, TPFUSE_SUCCESS));
      SmallVector<Value> operands{arith::SelectOp::create(
          builder, loc, succeeded, runtime.comm, runtime.null)};
      if (streamArgument)
        operands.push_back(runtime.stream);
      llvm::append_range(operands, call.getOperands());
      auto lowered = func::CallOp::create(builder, loc, callee, operands);
      Value calleeStatus = lowered.getResults().back();
      memref::StoreOp::create(builder, loc,
                              arith::SelectOp::create(builder, loc, succeeded,
                                                      calleeStatus, before),
                              runtime.status);
      call.replaceAllUsesWith(lowered.getResults().drop_back());
      call.erase();
    }
  }

  //===--------------------------------------------------------------------===//
  // Step 2: the tp ops
  //===--------------------------------------------------------------------===//

  /// This rank's contribution to the sum `partial` owes: the tensor itself.
  Value localTensor(Location loc, Value partial) {
    auto tensorType = cast<PartialType>(partial.getType()).getTensorType();
    if (auto cast = partial.getDefiningOp<UnrealizedConversionCastOp>();
        cast && bridges.contains(cast))
      return cast.getInputs()[0];
    return bridge(loc, partial, tensorType);
  }

  /// `tensor` as the contribution of type `partialType`, until step 3.
  Value asPartial(Location loc, Value tensor, Type partialType) {
    return bridge(loc, tensor, partialType);
  }

  Value bridge(Location loc, Value value, Type type) {
    auto cast = UnrealizedConversionCastOp::create(builder, loc, type, value);
    bridges.insert(cast);
    return cast.getResult(0);
  }

  /// The product of `tensor`'s dimensions in [begin, end), as an i64.
  Value productOfDimensions(Location loc, Value tensor, int64_t begin,
                            int64_t end) {
    auto type = cast<RankedTensorType>(tensor.getType());
    int64_t staticProduct = 1;
    Value dynamicProduct;
    for (int64_t dim = begin; dim < end; ++dim) {
      if (!type.isDynamicDim(dim)) {
        staticProduct *= type.getDimSize(dim);
        continue;
      }
      Value size = arith::IndexCastOp::create(
          builder, loc, builder.getI64Type(),
          tensor::DimOp::create(builder, loc, tensor, dim));
      dynamicProduct =
          dynamicProduct
              ? arith::MulIOp::create(builder, loc, dynamicProduct, size)
              : size;
    }
    if (!dynamicProduct)
      return i64Constant(loc, staticProduct);
    if (staticProduct == 1)
      return dynamicProduct;
    return arith::MulIOp::create(builder, loc, dynamicProduct,
                                 i64Constant(loc, staticProduct));
  }

  /// The sizes of `tensor`'s dynamic dimensions.
  SmallVector<Value> dynamicSizes(Location loc, Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    SmallVector<Value> sizes;
    for (int64_t dim = 0; dim < type.getRank(); ++dim)
      if (type.isDynamicDim(dim))
        sizes.push_back(tensor::DimOp::create(builder, loc, tensor, dim));
    return sizes;
  }

  /// The address of `tensor`'s data, which the runtime only reads: the
  /// tensor's own buffer, not a copy.
  Value readAddress(Location loc, Value tensor) {
    auto type = cast<RankedTensorType>(tensor.getType());
    Value buffer = bufferization::ToBufferOp::create(
        builder, loc, MemRefType::get(type.getShape(), type.getElementType()),
        tensor, /*read_only=*/true);
    return addressOf(loc, buffer);
  }

  /// A new buffer shaped like `like`, for the runtime to write a result into.
  Value allocateLike(Location loc, Value like) {
    auto type = cast<RankedTensorType>(like.getType());
    return memref::AllocOp::create(
        builder, loc, MemRefType::get(type.getShape(), type.getElementType()),
        dynamicSizes(loc, like));
  }

  /// The result the runtime wrote into `buffer`, as a tensor that owns it.
  Value resultTensor(Location loc, Value buffer, Type type) {
    return bufferization::ToTensorOp::create(builder, loc, type, buffer,
                                             /*restrict=*/true,
                                             /*writable=*/true);
  }

  /// "@f: tp.op at file:line:col: <detail>", the `what` of a size check.
  std::string describeSite(Operation *op, StringRef detail) {
    std::string site = llvm::formatv(
        "@{0}: {1}", op->getParentOfType<func::FuncOp>().getSymName(),
        op->getName().getStringRef());
    if (auto fileLoc = op->getLoc()->findInstanceOf<FileLineColLoc>())
      site += llvm::formatv(" at {0}:{1}:{2}", fileLoc.getFilename().getValue(),
                            fileLoc.getLine(), fileLoc.getColumn());
    return site + ": " + detail.str();
  }

  /// Checks that the dynamic dimensions of `actual` equal those of
  /// `expected` (both of one type): each mismatch is reported through
  /// tpfuse_check_size into the status. Returns the pairs of sizes compared.
  SmallVector<std::pair<Value, Value>>
  checkDynamicSizes(Operation *op, const FunctionRuntime &runtime, Value actual,
                    Value expected, StringRef role) {
    Location loc = op->getLoc();
    auto type = cast<RankedTensorType>(expected.getType());
    SmallVector<std::pair<Value, Value>> compared;
    for (int64_t dim = 0; dim < type.getRank(); ++dim) {
      if (!type.isDynamicDim(dim))
        continue;
      Value actualSize = tensor::DimOp::create(builder, loc, actual, dim);
      Value expectedSize = tensor::DimOp::create(builder, loc, expected, dim);
      std::string what = describeSite(
          op, llvm::formatv("dimension {0} of the {1}", dim, role).str());
      checkSize(loc, runtime, what, actualSize, expectedSize);
      compared.emplace_back(actualSize, expectedSize);
    }
    return compared;
  }

  /// Reports `size` != `expected` (index values) through tpfuse_check_size.
  void checkSize(Location loc, const FunctionRuntime &runtime, StringRef what,
                 Value size, Value expected) {
    // Matching sizes cost a comparison (which folds away where they are one
    // value), not a call on every run.
    Value differs = arith::CmpIOp::create(
        builder, loc, arith::CmpIPredicate::ne, size, expected);
    auto mismatch =
        scf::IfOp::create(builder, loc, differs, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard insertion(builder);
    builder.setInsertionPointToStart(mismatch.thenBlock());
    guarded(loc, runtime, [&] {
      auto asI64 = [&](Value index) {
        return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                          index);
      };
      return callEntry(
          loc, kCheckSize,
          {messageAddress(loc, what), asI64(size), asI64(expected)});
    });
  }

  /// Whether every pair of sizes is equal.
  Value allEqual(Location loc, ArrayRef<std::pair<Value, Value>> sizes) {
    Value equal;
    for (auto [lhs, rhs] : sizes) {
      Value same = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq,
                                         lhs, rhs);
      equal = equal ? arith::AndIOp::create(builder, loc, equal, same) : same;
    }
    return equal;
  }

  void lowerTpOps() {
    SmallVector<Operation *> ops;
    module.walk([&](Operation *op) {
      if (isa_and_nonnull<TPDialect>(op->getDialect()))
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      builder.setInsertionPoint(op);
      // Null in a function that does not call the runtime, whose tp ops
      // (those that cannot fail) need none.
      auto found = runtimes.find(op->getParentOfType<func::FuncOp>());
      const FunctionRuntime *runtime =
          found == runtimes.end() ? nullptr : &found->second;
      llvm::TypeSwitch<Operation *>(op)
          .Case([&](MarkPartialOp mark) { lowerMarkPartial(mark); })
          .Case([&](PartialAddOp add) { lowerPartialAdd(add, runtime); })
          .Case([&](PartialScaleOp scale) { lowerPartialScale(scale); })
          .Case([&](PartialCastOp cast) { lowerPartialCast(cast, runtime); })
          .Case([&](AllReduceOp reduce) { lowerAllReduce(reduce, *runtime); })
          .Case([&](RmsNormOp norm) {
            lowerNorm(norm, *runtime,
                      {norm.getInput(), Value(), norm.getWeight(),
                       norm.getResult(), Value(), norm.getEpsilon(),
                       /*paysSum=*/false});
          })
          .Case([&](AddRmsNormOp norm) {
            lowerNorm(norm, *runtime,
                      {norm.getInput(), norm.getResidual(), norm.getWeight(),
                       norm.getNormed(), norm.getResidualOut(),
                       norm.getEpsilon(), /*paysSum=*/false});
          })
          .Case([&](AllReduceAddRmsNormOp norm) {
            lowerNorm(norm, *runtime,
                      {localTensor(norm.getLoc(), norm.getInput()),
                       norm.getResidual(), norm.getWeight(), norm.getNormed(),
                       norm.getResidualOut(), norm.getEpsilon(),
                       /*paysSum=*/true});
          })
          .Case([&](AllReduceRmsNormOp norm) {
            lowerNorm(norm, *runtime,
                      {localTensor(norm.getLoc(), norm.getInput()), Value(),
                       norm.getWeight(), norm.getResult(), Value(),
                       norm.getEpsilon(), /*paysSum=*/true});
          });
      op->erase();
    }
  }

  void lowerMarkPartial(MarkPartialOp mark) {
    mark.getResult().replaceAllUsesWith(
        asPartial(mark.getLoc(), mark.getInput(), mark.getResult().getType()));
  }

  void lowerPartialAdd(PartialAddOp add, const FunctionRuntime *runtime) {
    Location loc = add.getLoc();
    Value lhs = localTensor(loc, add.getLhs());
    Value rhs = localTensor(loc, add.getRhs());
    Value sum;
    if (!callsRuntime(add)) {
      sum = arith::AddFOp::create(builder, loc, lhs, rhs);
    } else {
      // Added only when the shapes agree; otherwise the status holds the
      // error and the left operand stands in for the sum.
      Value sameShape = allEqual(
          loc, checkDynamicSizes(add, *runtime, rhs, lhs, "right operand"));
      sum = scf::IfOp::create(
                builder, loc, sameShape,
                [&](OpBuilder &b, Location loc) {
                  scf::YieldOp::create(
                      b, loc,
                      ValueRange{arith::AddFOp::create(b, loc, lhs, rhs)});
                },
                [&](OpBuilder &b, Location loc) {
                  scf::YieldOp::create(b, loc, lhs);
                })
                .getResult(0);
    }
    add.getResult().replaceAllUsesWith(
        asPartial(loc, sum, add.getResult().getType()));
  }

  void lowerPartialScale(PartialScaleOp scale) {
    Location loc = scale.getLoc();
    Value input = localTensor(loc, scale.getInput());
    Value broadcast =
        tensor::SplatOp::create(builder, loc, scale.getScale(), input.getType(),
                                dynamicSizes(loc, input));
    Value scaled = arith::MulFOp::create(builder, loc, input, broadcast);
    scale.getResult().replaceAllUsesWith(
        asPartial(loc, scaled, scale.getResult().getType()));
  }

  void lowerPartialCast(PartialCastOp partialCast,
                        const FunctionRuntime *runtime) {
    Location loc = partialCast.getLoc();
    Value input = localTensor(loc, partialCast.getInput());
    auto from = cast<RankedTensorType>(input.getType());
    RankedTensorType to = partialCast.getResult().getType().getTensorType();
    SmallVector<int64_t> checked = dimensionsMadeStatic(from, to);
    Value result;
    if (checked.empty()) {
      result = tensor::CastOp::create(builder, loc, to, input);
    } else {
      SmallVector<std::pair<Value, Value>> compared;
      for (int64_t dim : checked) {
        Value size = tensor::DimOp::create(builder, loc, input, dim);
        Value expected =
            arith::ConstantIndexOp::create(builder, loc, to.getDimSize(dim));
        checkSize(loc, *runtime,
                  describeSite(partialCast,
                               llvm::formatv("dimension {0}", dim).str()),
                  size, expected);
        compared.emplace_back(size, expected);
      }
      // A tensor.cast to a size the tensor does not have would let later
      // code read past its buffer: on a mismatch, an empty tensor of the
      // promised shape stands in (the status holds the error).
      SmallVector<Value> toSizes;
      for (int64_t dim = 0; dim < to.getRank(); ++dim)
        if (to.isDynamicDim(dim))
          toSizes.push_back(tensor::DimOp::create(builder, loc, input, dim));
      result =
          scf::IfOp::create(
              builder, loc, allEqual(loc, compared),
              [&](OpBuilder &b, Location loc) {
                scf::YieldOp::create(
                    b, loc,
                    ValueRange{tensor::CastOp::create(b, loc, to, input)});
              },
              [&](OpBuilder &b, Location loc) {
                scf::YieldOp::create(
                    b, loc,
                    ValueRange{tensor::EmptyOp::create(b, loc, to, toSizes)});
              })
              .getResult(0);
    }
    partialCast.getResult().replaceAllUsesWith(
        asPartial(loc, result, partialCast.getResult().getType()));
  }

  void lowerAllReduce(AllReduceOp reduce, const FunctionRuntime &runtime) {
    Location loc = reduce.getLoc();
    Value input = localTensor(loc, reduce.getInput());
    auto type = cast<RankedTensorType>(input.getType());
    Value sum = allocateLike(loc, input);
    Value inputAddress = readAddress(loc, input);
    Value sumAddress = addressOf(loc, sum);
    Value count = productOfDimensions(loc, input, 0, type.getRank());
    Value dtype = i32Constant(loc, dtypeOf(type.getElementType()));
    guarded(loc, runtime, [&] {
      return callEntry(loc, kAllReduce,
                       {runtime.comm, inputAddress, sumAddress, count, dtype,
                        runtime.stream});
    });
    reduce.getResult().replaceAllUsesWith(
        resultTensor(loc, sum, reduce.getResult().getType()));
  }

  /// A norm, plain or paying a sum, in the runtime's terms.
  struct NormCall {
    /// This rank's tensor: already reduced, or its contribution.
    Value input;
    /// Null for the forms without residual.
    Value residual;
    Value weight;
    Value normed;
    /// Null for the forms without residual.
    Value residualOut;
    APFloat epsilon;
    /// Whether `input` still owes its sum (the fused forms).
    bool paysSum;
  };

  void lowerNorm(Operation *op, const FunctionRuntime &runtime, NormCall norm) {
    Location loc = op->getLoc();
    auto type = cast<RankedTensorType>(norm.input.getType());
    // A mismatch fails the status, so that the norm does not run.
    if (norm.residual)
      checkDynamicSizes(op, runtime, norm.residual, norm.input, "residual");

    Value normed = allocateLike(loc, norm.input);
    // A residual stream that ends here is not written at all.
    bool writesResidualOut = norm.residualOut && !norm.residualOut.use_empty();
    Value residualOut =
        writesResidualOut ? allocateLike(loc, norm.input) : Value();

    Value inputAddress = readAddress(loc, norm.input);
    Value residualAddress =
        norm.residual ? readAddress(loc, norm.residual) : runtime.null;
    Value weightAddress = readAddress(loc, norm.weight);
    Value normedAddress = addressOf(loc, normed);
    Value residualOutAddress =
        writesResidualOut ? addressOf(loc, residualOut) : runtime.null;
    Value tokens = productOfDimensions(loc, norm.input, 0, type.getRank() - 1);
    Value hidden = i64Constant(loc, type.getShape().back());
    Value dtype = i32Constant(loc, dtypeOf(type.getElementType()));
    Value epsilon = arith::ConstantFloatOp::create(
        builder, loc, builder.getF32Type(), norm.epsilon);

    // tpfuse_rms_norm of `input` (in place when it is `normed`).
    auto callNorm = [&](Value input) {
      return callEntry(loc, kRmsNorm,
                       {runtime.comm, input, residualAddress, weightAddress,
                        normedAddress, residualOutAddress, tokens, hidden,
                        dtype, epsilon, runtime.stream});
    };
    if (!norm.paysSum) {
      guarded(loc, runtime, [&] { return callNorm(inputAddress); });
    } else {
      Value count = arith::MulIOp::create(builder, loc, tokens, hidden);
      guarded(loc, runtime, [&] {
        Value fused = callEntry(
            loc, kFusedAllReduceRmsNorm,
            {runtime.comm, inputAddress, residualAddress, weightAddress,
             normedAddress, residualOutAddress, tokens, hidden, dtype, epsilon,
             i32Constant(loc, TPFUSE_ALGORITHM_AUTO), runtime.stream});
        Value declined =
            arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::eq, fused,
                                  i32Constant(loc, TPFUSE_DECLINED));
        // The decline touched nothing and the sum is still owed: pay it into
        // `normed`, then run the ordinary norm there, in place.
        return scf::IfOp::create(
                   builder, loc, declined,
                   [&](OpBuilder &, Location) {
                     Value reduced =
                         callEntry(loc, kAllReduce,
                                   {runtime.comm, inputAddress, normedAddress,
                                    count, dtype, runtime.stream});
                     Value paid = arith::CmpIOp::create(
                         builder, loc, arith::CmpIPredicate::eq, reduced,
                         i32Constant(loc, TPFUSE_SUCCESS));
                     Value status =
                         scf::IfOp::create(
                             builder, loc, paid,
                             [&](OpBuilder &, Location) {
                               scf::YieldOp::create(builder, loc,
                                                    callNorm(normedAddress));
                             },
                             [&](OpBuilder &, Location) {
                               scf::YieldOp::create(builder, loc, reduced);
                             })
                             .getResult(0);
                     scf::YieldOp::create(builder, loc, status);
                   },
                   [&](OpBuilder &, Location) {
                     scf::YieldOp::create(builder, loc, fused);
                   })
            .getResult(0);
      });
    }

    norm.normed.replaceAllUsesWith(
        resultTensor(loc, normed, norm.normed.getType()));
    if (writesResidualOut)
      norm.residualOut.replaceAllUsesWith(
          resultTensor(loc, residualOut, norm.residualOut.getType()));
  }

  /// Each matmul that tpfuse_matmul computes, into a new buffer shaped like
  /// its init. Where a dynamic size of an operand disagrees with another's,
  /// the status takes the error and the call does not run.
  void lowerRuntimeMatmuls() {
    SmallVector<std::pair<linalg::MatmulOp, RuntimeMatmul>> matmuls;
    module.walk([&](linalg::MatmulOp matmul) {
      if (std::optional<RuntimeMatmul> matched = runtimeMatmul(matmul))
        matmuls.emplace_back(matmul, *matched);
    });
    for (auto &[matmul, call] : matmuls) {
      builder.setInsertionPoint(matmul);
      lowerMatmul(matmul, call,
                  runtimes.lookup(matmul->getParentOfType<func::FuncOp>()));
    }
  }

  void lowerMatmul(linalg::MatmulOp matmul, const RuntimeMatmul &call,
                   const FunctionRuntime &runtime) {
    Location loc = matmul.getLoc();
    auto size = [&](Value tensor, int64_t dim) -> OpFoldResult {
      auto type = cast<RankedTensorType>(tensor.getType());
      if (!type.isDynamicDim(dim))
        return builder.getIndexAttr(type.getDimSize(dim));
      return tensor::DimOp::create(builder, loc, tensor, dim).getResult();
    };
    auto asIndex = [&](OpFoldResult size) -> Value {
      if (auto value = dyn_cast<Value>(size))
        return value;
      return arith::ConstantIndexOp::create(
          builder, loc, cast<IntegerAttr>(cast<Attribute>(size)).getInt());
    };
    // Reports `actual` != `expected` when either is known only at run time
    // (the verifier has compared the static ones).
    auto check = [&](OpFoldResult actual, OpFoldResult expected,
                     StringRef what) {
      if (isa<Attribute>(actual) && isa<Attribute>(expected))
        return;
      checkSize(loc, runtime, describeSite(matmul, what), asIndex(actual),
                asIndex(expected));
    };
    OpFoldResult m = size(call.a, 0);
    OpFoldResult k = size(call.a, 1);
    OpFoldResult n = size(call.b, call.bTransposed ? 0 : 1);
    check(size(call.b, call.bTransposed ? 1 : 0), k,
          "the reduced dimension of B");
    check(size(call.shape, 0), m, "dimension 0 of the result");
    check(size(call.shape, 1), n, "dimension 1 of the result");

    auto asI64 = [&](OpFoldResult size) {
      return arith::IndexCastOp::create(builder, loc, builder.getI64Type(),
                                        asIndex(size))
          .getResult();
    };
    auto aType = cast<RankedTensorType>(call.a.getType());
    auto cType = cast<RankedTensorType>(call.shape.getType());
    Value c = allocateLike(loc, call.shape);
    Value aAddress = readAddress(loc, call.a);
    Value bAddress = readAddress(loc, call.b);
    Value cAddress = addressOf(loc, c);
    Value mSize = asI64(m), nSize = asI64(n), kSize = asI64(k);
    guarded(loc, runtime, [&] {
      return callEntry(
          loc, kMatmul,
          {runtime.comm, aAddress, bAddress, cAddress, mSize, nSize, kSize,
           i32Constant(loc, dtypeOf(aType.getElementType())),
           i32Constant(loc, call.bTransposed),
           i32Constant(loc, dtypeOf(cType.getElementType())), runtime.stream});
    });
    matmul.getResult(0).replaceAllUsesWith(
        resultTensor(loc, c, matmul.getResult(0).getType()));
    matmul.erase();
    // The zeros are not needed any more, unless something else reads them
    // (another matmul erases them once it is lowered too).
    if (linalg::FillOp zeros = call.zeros; zeros->use_empty())
      zeros.erase();
  }

  //===--------------------------------------------------------------------===//
  // Step 3: !tp.partial -> tensor on signatures, calls and control flow
  //===--------------------------------------------------------------------===//

  /// Relabels every !tp.partial<T, G> left to T. Each such value already is
  /// this rank's tensor, so nothing needs to be materialized; and the ops that
  /// still carry one (func, call, return, scf and branches, checked up front)
  /// constrain its type only to equal that of another value carrying it,
  /// which relabeling all of them at once preserves. The bridging casts of
  /// step 2 become T -> T and fold.
  void erasePartialTypes() {
    auto relabel = [](Value value) {
      if (auto partial = dyn_cast<PartialType>(value.getType()))
        value.setType(partial.getTensorType());
    };
    auto relabelTypes = [](TypeRange types) {
      return llvm::map_to_vector(types, [](Type type) -> Type {
        if (auto partial = dyn_cast<PartialType>(type))
          return partial.getTensorType();
        return type;
      });
    };
    module.walk([&](Operation *op) {
      llvm::for_each(op->getResults(), relabel);
      for (Region &region : op->getRegions())
        for (Block &block : region)
          llvm::for_each(block.getArguments(), relabel);
      if (auto function = dyn_cast<func::FuncOp>(op))
        function.setType(
            builder.getFunctionType(relabelTypes(function.getArgumentTypes()),
                                    relabelTypes(function.getResultTypes())));
    });
    for (UnrealizedConversionCastOp cast : bridges) {
      cast.getResult(0).replaceAllUsesWith(cast.getInputs()[0]);
      cast.erase();
    }
  }

  ModuleOp module;
  MLIRContext *context;
  OpBuilder builder;
  SymbolTable symbolTable{module};
  RuntimeCalls calls{module, builder, symbolTable};
  bool streamArgument;
  bool lowerMatmuls;
  bool deviceCodeStatus;
  /// The size of every group, which the communicator must have.
  std::optional<int64_t> worldSize;
  llvm::SetVector<func::FuncOp> runtimeFunctions;
  DenseMap<func::FuncOp, FunctionRuntime> runtimes;
  /// The casts between a partial and its tensor that step 2 creates.
  llvm::SetVector<UnrealizedConversionCastOp> bridges;
};

struct TPLowerToRuntimePass
    : public tpfuse::impl::TPLowerToRuntimeBase<TPLowerToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Lowering erases !tp.partial, the only trace of a sum still owed: a
    // module whose sums are not paid exactly once must not get past here.
    OpPassManager verify(ModuleOp::getOperationName());
    verify.addPass(createTPVerifyOwnership());
    LogicalResult verified = failure();
    {
      // Says, on each of the checker's errors, why the lowering stops.
      ScopedDiagnosticHandler explain(&getContext(), [](Diagnostic &diag) {
        if (diag.getSeverity() == DiagnosticSeverity::Error)
          diag.attachNote() << "tp-lower-to-runtime lowers only modules whose "
                               "sums tp-verify-ownership accepts";
        return failure();
      });
      verified = runPipeline(verify, module);
    }
    if (failed(verified))
      return signalPassFailure();
    LoweringOptions options{streamArgument, lowerMatmuls, deviceCodeStatus};
    if (failed(RuntimeLowering(module, options).run()))
      signalPassFailure();
  }
};

} // namespace
