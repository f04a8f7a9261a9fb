//===- RuntimeAbi.cpp - Functions that call the tpfuse runtime ------------===//

#include "tpfuse/Conversion/RuntimeCommon/RuntimeAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/Transforms/FuncConversions.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/ShapedOpInterfaces.h"
#include "tpfuse/Analysis/ParallelConfig.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeBuilder.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;

namespace {

std::string describe(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

Type pointerType(MLIRContext *context) {
  return LLVM::LLVMPointerType::get(context);
}

} // namespace

RuntimeAbi::RuntimeAbi(ModuleOp module, StringRef passName,
                       RuntimeAbiOptions options)
    : module(module), passName(passName.str()), options(options),
      symbolTable(module), calls(module, symbolTable) {}

//===----------------------------------------------------------------------===//
// Which functions get the ABI
//===----------------------------------------------------------------------===//

LogicalResult
RuntimeAbi::analyze(function_ref<bool(Operation *)> callsRuntime) {
  if (failed(calls.checkEntryDeclarations(passName)) ||
      failed(checkStaticSizes()) || failed(readWorldSize()))
    return failure();

  llvm::SetVector<func::FuncOp> needing;
  llvm::MapVector<func::FuncOp, SmallVector<func::CallOp>> callsTo;
  SmallVector<func::FuncOp> worklist;
  for (auto function : module.getOps<func::FuncOp>()) {
    function.walk([&](Operation *op) {
      if (callsRuntime(op) && needing.insert(function))
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
      if (caller && needing.insert(caller))
        worklist.push_back(caller);
    }
  }

  for (func::FuncOp function : needing) {
    if (!function->hasAttr(kRuntimeAbiAttrName)) {
      gaining.insert(function);
      originalArity[function] = {function.getNumArguments(),
                                 function.getNumResults()};
      continue;
    }
    // Given the ABI by an earlier conversion: its runtime values are found
    // there.
    bool hasSlot = false;
    function.front().walk<WalkOrder::PreOrder>([&](memref::AllocaOp alloca) {
      hasSlot |= alloca->hasAttr(kStatusSlotAttrName);
      return WalkResult::skip();
    });
    if (!hasSlot || function.getNumArguments() == 0 ||
        !isa<LLVM::LLVMPointerType>(function.getArgumentTypes().front()))
      return function.emitError()
             << passName << ": @" << function.getSymName() << " carries "
             << kRuntimeAbiAttrName
             << " but not the runtime ABI (a leading communicator and a "
                "status slot marked "
             << kStatusSlotAttrName << ")";
  }
  return checkReferences();
}

/// Every buffer of the module is addressed with 64-bit sizes: the element
/// counts and byte sizes the lowering computes from static dimensions must
/// fit (a dynamic one is checked at run time, RuntimeCallBuilder).
LogicalResult RuntimeAbi::checkStaticSizes() {
  auto check = [&](Operation *op, Type type) -> LogicalResult {
    // Shapes inside other types too (an LLVM struct of memrefs).
    Type oversized;
    type.walk([&](ShapedType shaped) {
      if (!oversized && shaped.hasRank() && !staticByteSize(shaped))
        oversized = shaped;
    });
    if (!oversized)
      return success();
    return op->emitError() << passName << ": " << oversized
                           << " takes more bytes than a 64-bit size can "
                              "count";
  };
  // Outermost first: a function's signature before the ops in its body.
  WalkResult walk = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    SmallVector<Type> types(op->getResultTypes());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        llvm::append_range(types, block.getArgumentTypes());
    if (auto function = dyn_cast<FunctionOpInterface>(op)) {
      llvm::append_range(types, function.getArgumentTypes());
      llvm::append_range(types, function.getResultTypes());
    }
    for (Type type : types)
      if (failed(check(op, type)))
        return WalkResult::interrupt();
    // A dimension that does not exist is undefined at run time; upstream's
    // folds of memref.dim read the shape at that index.
    if (auto dim = dyn_cast<ShapedDimOpInterface>(op)) {
      auto shaped = dyn_cast<ShapedType>(dim.getShapedValue().getType());
      std::optional<int64_t> index = getConstantIntValue(dim.getDimension());
      if (shaped && shaped.hasRank() && index &&
          (*index < 0 || *index >= shaped.getRank())) {
        op->emitError() << passName << ": dimension " << *index << " of "
                        << shaped << " does not exist";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// The world size the module is compiled for: the size of every group its
/// sums are owed over and its ranks are counted in (all of them: one
/// communicator serves them all), and the size of tp.parallel_config's group
/// when the module states it.
LogicalResult RuntimeAbi::readWorldSize() {
  tp::GroupAttr first;
  WalkResult walk = module.walk([&](Operation *op) {
    SmallVector<tp::GroupAttr> groups;
    if (auto groupRank = dyn_cast<tp::GroupRankOp>(op))
      groups.push_back(groupRank.getGroup());
    SmallVector<Type> types(op->getOperandTypes());
    llvm::append_range(types, op->getResultTypes());
    if (auto function = dyn_cast<FunctionOpInterface>(op))
      llvm::append_range(types, function.getArgumentTypes());
    for (Type type : types)
      if (auto partial = dyn_cast<tp::PartialType>(type))
        groups.push_back(partial.getGroup());
    for (tp::GroupAttr group : groups) {
      if (!first) {
        first = group;
        continue;
      }
      if (group.getSize() != first.getSize()) {
        op->emitError() << passName << ": the module uses groups "
                        << describe(first) << " and " << describe(group)
                        << ", but one communicator serves every group: all "
                           "must have its size";
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
  tp::GroupAttr configured = reading.config.group;
  if (worldSize && *worldSize != configured.getSize())
    return module.emitError()
           << passName << ": " << ParallelConfig::kAttrName
           << " says the TP group is " << describe(configured)
           << ", but the sums are owed over " << describe(first);
  worldSize = configured.getSize();
  return success();
}

/// A function that gets the ABI may only be called, by func.call from a
/// func.func: any other reference would keep the old signature.
LogicalResult RuntimeAbi::checkReferences() {
  for (func::FuncOp function : gaining) {
    std::optional<SymbolTable::UseRange> uses =
        SymbolTable::getSymbolUses(function, module);
    if (!uses)
      return module.emitError()
             << passName << ": cannot enumerate the uses of @"
             << function.getSymName();
    for (const SymbolTable::SymbolUse &use : *uses) {
      Operation *user = use.getUser();
      if (isa<func::CallOp>(user) && user->getParentOfType<func::FuncOp>())
        continue;
      InFlightDiagnostic diag =
          user->emitError()
          << passName << ": '" << user->getName() << "' refers to @"
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

//===----------------------------------------------------------------------===//
// The runtime values of a function
//===----------------------------------------------------------------------===//

FunctionRuntime RuntimeAbi::runtimeOf(OpBuilder &builder,
                                      func::FuncOp function) {
  auto found = runtimes.find(function);
  if (found != runtimes.end())
    return found->second;
  assert(!gains(function) && "the function is converted before its body");
  Block &entry = function.front();
  FunctionRuntime runtime;
  runtime.comm = entry.getArgument(0);
  entry.walk<WalkOrder::PreOrder>([&](memref::AllocaOp alloca) {
    if (alloca->hasAttr(kStatusSlotAttrName))
      runtime.status = alloca;
    return WalkResult::skip();
  });
  OpBuilder::InsertionGuard insertion(builder);
  builder.setInsertionPointToStart(&entry);
  runtime.null = LLVM::ZeroOp::create(builder, function.getLoc(),
                                      pointerType(builder.getContext()));
  runtime.stream =
      function.getNumArguments() > 1 && function.getArgAttr(1, kStreamAttrName)
          ? entry.getArgument(1)
          : runtime.null;
  runtimes[function] = runtime;
  return runtime;
}

void RuntimeAbi::buildEntry(OpBuilder &builder, func::FuncOp function,
                            Block &entry) {
  Location loc = function.getLoc();
  builder.setInsertionPointToStart(&entry);
  FunctionRuntime &runtime = runtimes[function];
  runtime.comm = entry.getArgument(0);
  runtime.null =
      LLVM::ZeroOp::create(builder, loc, pointerType(builder.getContext()));
  runtime.stream = options.streamArgument ? entry.getArgument(1) : runtime.null;
  auto slot = memref::AllocaOp::create(
      builder, loc, MemRefType::get({}, builder.getI32Type()));
  slot->setAttr(kStatusSlotAttrName, builder.getUnitAttr());
  runtime.status = slot;

  // A null communicator is an invalid argument, found without calling the
  // runtime (a callee gets one once its caller has failed: it must then run
  // nothing and leave the caller's error message alone).
  RuntimeCallBuilder rt(builder, calls, runtime);
  Value noComm = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::eq,
                                      runtime.comm, runtime.null);
  Value initial = arith::SelectOp::create(
      builder, loc, noComm, rt.i32Constant(loc, TPFUSE_ERROR_INVALID_ARGUMENT),
      rt.i32Constant(loc, TPFUSE_SUCCESS));
  memref::StoreOp::create(builder, loc, initial, runtime.status);
  // Then, in a C entry point, the world size the module is compiled for. A
  // private function is only ever called by lowered functions
  // (checkReferences), whose entry has checked it.
  if (!worldSize || !function.isPublic())
    return;
  Value worldSizeSlot = memref::AllocaOp::create(
      builder, loc, MemRefType::get({}, builder.getI32Type()));
  rt.guarded(loc, [&] {
    return rt.call(loc, kCommWorldSize,
                   {runtime.comm, rt.addressOf(loc, worldSizeSlot)});
  });
  rt.guarded(loc, [&] {
    Value actual = arith::ExtSIOp::create(
        builder, loc, builder.getI64Type(),
        memref::LoadOp::create(builder, loc, worldSizeSlot));
    std::string what = llvm::formatv("@{0}: the communicator's world size",
                                     function.getSymName())
                           .str();
    return rt.call(loc, kCheckSize,
                   {rt.messageAddress(loc, what), actual,
                    rt.i64Constant(loc, *worldSize)});
  });
}

//===----------------------------------------------------------------------===//
// The patterns
//===----------------------------------------------------------------------===//

namespace tpfuse {

/// A function's signature in converted types; for a function that gets the
/// ABI, with the communicator (and stream) first and the status last. Public
/// functions that get it are C entry points whose inputs stay the caller's.
struct FuncAbiLowering : public RuntimeConversionPattern<func::FuncOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(func::FuncOp function, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    FunctionType type = function.getFunctionType();
    bool gains = abi.gains(function);
    unsigned leading = gains ? abi.leadingArguments() : 0;
    Type pointer = pointerType(getContext());

    TypeConverter::SignatureConversion signature(type.getNumInputs());
    signature.addInputs(SmallVector<Type>(leading, pointer));
    for (auto [index, input] : llvm::enumerate(type.getInputs())) {
      Type converted = converter.convertType(input);
      if (!converted)
        return rewriter.notifyMatchFailure(function, "unconvertible input");
      signature.addInputs(index, converted);
    }
    SmallVector<Type> results;
    if (failed(converter.convertTypes(type.getResults(), results)))
      return rewriter.notifyMatchFailure(function, "unconvertible result");
    if (gains)
      results.push_back(rewriter.getI32Type());

    Block *entry = nullptr;
    if (!function.isExternal()) {
      FailureOr<Block *> converted = rewriter.convertRegionTypes(
          &function.getBody(), converter, &signature);
      if (failed(converted))
        return rewriter.notifyMatchFailure(function, "unconvertible block");
      entry = *converted;
    }

    rewriter.modifyOpInPlace(function, [&] {
      DictionaryAttr none = rewriter.getDictionaryAttr({});
      SmallVector<DictionaryAttr> argAttrs(leading, none);
      function.getAllArgAttrs(argAttrs);
      if (gains && abi.options.streamArgument)
        argAttrs[1] = rewriter.getDictionaryAttr(
            rewriter.getNamedAttr(kStreamAttrName, rewriter.getUnitAttr()));
      SmallVector<DictionaryAttr> resultAttrs;
      function.getAllResultAttrs(resultAttrs);
      if (gains)
        resultAttrs.push_back(none);
      function.setType(
          rewriter.getFunctionType(signature.getConvertedTypes(), results));
      function.setAllArgAttrs(argAttrs);
      function.setAllResultAttrs(resultAttrs);
      if (!gains)
        return;
      function->setAttr(kRuntimeAbiAttrName, rewriter.getUnitAttr());
      if (!function.isPublic())
        return;
      // A C entry point: _mlir_ciface_<name>, whose inputs stay the
      // caller's (bufferization must not write into them).
      function->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                        rewriter.getUnitAttr());
      for (unsigned arg = leading; arg < function.getNumArguments(); ++arg)
        if (isa<RankedTensorType>(function.getArgumentTypes()[arg]))
          function.setArgAttr(
              arg, bufferization::BufferizationDialect::kWritableAttrName,
              rewriter.getBoolAttr(false));
    });
    if (gains && entry) {
      OpBuilder::InsertionGuard insertion(rewriter);
      abi.buildEntry(rewriter, function, *entry);
    }
    return success();
  }
};

/// A call of a function that gets the ABI passes the communicator, or a null
/// one once the caller has failed (the callee then runs nothing), and keeps
/// the caller's first failure. Other calls only convert their types.
struct CallAbiLowering : public RuntimeConversionPattern<func::CallOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(func::CallOp call, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> results;
    if (failed(
            getTypeConverter()->convertTypes(call.getResultTypes(), results)))
      return rewriter.notifyMatchFailure(call, "unconvertible result");
    auto callee = abi.symbolTable.lookup<func::FuncOp>(call.getCallee());
    if (!callee || !abi.gains(callee)) {
      rewriter.replaceOpWithNewOp<func::CallOp>(call, call.getCallee(), results,
                                                adaptor.getOperands());
      return success();
    }

    Location loc = call.getLoc();
    FunctionRuntime runtime = runtimeOf(call, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.calls, runtime);
    Value before = memref::LoadOp::create(rewriter, loc, runtime.status);
    Value succeeded = rt.isSuccess(loc, before);
    SmallVector<Value> operands{arith::SelectOp::create(
        rewriter, loc, succeeded, runtime.comm, runtime.null)};
    if (abi.options.streamArgument)
      operands.push_back(runtime.stream);
    llvm::append_range(operands, adaptor.getOperands());
    results.push_back(rewriter.getI32Type());
    auto lowered = func::CallOp::create(rewriter, loc, call.getCallee(),
                                        results, operands);
    Value calleeStatus = lowered.getResults().back();
    memref::StoreOp::create(
        rewriter, loc,
        arith::SelectOp::create(rewriter, loc, succeeded, calleeStatus, before),
        runtime.status);
    rewriter.replaceOp(call, lowered.getResults().drop_back());
    return success();
  }
};

/// A function that gets the ABI returns its status last. A C entry point
/// compiled for the GPU also collects the failures of its own kernels and
/// temporaries there, once per call, where the call leaves compiled code (a
/// private callee's reach its public caller anyway).
struct ReturnAbiLowering : public RuntimeConversionPattern<func::ReturnOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(func::ReturnOp ret, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> operands(adaptor.getOperands());
    auto function = ret->getParentOfType<func::FuncOp>();
    if (abi.gains(function)) {
      Location loc = ret.getLoc();
      FunctionRuntime runtime = abi.runtimeOf(rewriter, function);
      RuntimeCallBuilder rt(rewriter, abi.calls, runtime);
      Value status = memref::LoadOp::create(rewriter, loc, runtime.status);
      if (abi.options.deviceCodeStatus && function.isPublic()) {
        // The first failure stays the one returned.
        status = scf::IfOp::create(
                     rewriter, loc, rt.isSuccess(loc, status),
                     [&](OpBuilder &b, Location loc) {
                       scf::YieldOp::create(
                           b, loc, rt.call(loc, kTakeDeviceCodeError, {}));
                     },
                     [&](OpBuilder &b, Location loc) {
                       scf::YieldOp::create(b, loc, status);
                     })
                     .getResult(0);
      }
      operands.push_back(status);
    }
    rewriter.replaceOpWithNewOp<func::ReturnOp>(ret, operands);
    return success();
  }
};

} // namespace tpfuse

namespace {

/// scf.execute_region with its result and block types converted; upstream's
/// structural scf conversions leave it out.
struct ExecuteRegionTypeConversion
    : public OpConversionPattern<scf::ExecuteRegionOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(scf::ExecuteRegionOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Type> results;
    if (failed(getTypeConverter()->convertTypes(op.getResultTypes(), results)))
      return rewriter.notifyMatchFailure(op, "unconvertible result");
    auto converted =
        scf::ExecuteRegionOp::create(rewriter, op.getLoc(), results);
    converted->setAttrs(op->getAttrs());
    rewriter.inlineRegionBefore(op.getRegion(), converted.getRegion(),
                                converted.getRegion().end());
    if (failed(rewriter.convertRegionTypes(&converted.getRegion(),
                                           *getTypeConverter())))
      return rewriter.notifyMatchFailure(op, "unconvertible block");
    rewriter.replaceOp(op, converted.getResults());
    return success();
  }
};

} // namespace

void RuntimeAbi::populateConversion(const TypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    ConversionTarget &target) {
  MLIRContext *context = module.getContext();
  patterns.add<FuncAbiLowering, CallAbiLowering, ReturnAbiLowering>(
      typeConverter, context, *this);
  scf::populateSCFStructuralTypeConversionsAndLegality(typeConverter, patterns,
                                                       target);
  patterns.add<ExecuteRegionTypeConversion>(typeConverter, context);
  target.addDynamicallyLegalOp<scf::ExecuteRegionOp>(
      [&](scf::ExecuteRegionOp op) {
        return typeConverter.isLegal(op) &&
               typeConverter.isLegal(&op.getRegion());
      });
  // Every scf.yield, whatever its parent (execute_region too), yields values
  // of legal types.
  target.addDynamicallyLegalOp<scf::YieldOp>(
      [&](scf::YieldOp op) { return typeConverter.isLegal(op); });
  populateBranchOpInterfaceTypeConversionPattern(patterns, typeConverter);

  target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp function) {
    return typeConverter.isSignatureLegal(function.getFunctionType()) &&
           typeConverter.isLegal(&function.getBody()) &&
           (!gains(function) || function->hasAttr(kRuntimeAbiAttrName));
  });
  target.addDynamicallyLegalOp<func::CallOp>([&](func::CallOp call) {
    if (!typeConverter.isLegal(call))
      return false;
    auto callee = symbolTable.lookup<func::FuncOp>(call.getCallee());
    return !callee || !gains(callee) ||
           call.getNumOperands() ==
               originalArity.lookup(callee).first + leadingArguments();
  });
  target.addDynamicallyLegalOp<func::ReturnOp>([&](func::ReturnOp ret) {
    if (!typeConverter.isLegal(ret))
      return false;
    auto function = ret->getParentOfType<func::FuncOp>();
    return !gains(function) ||
           ret.getNumOperands() == originalArity.lookup(function).second + 1;
  });
  target.markUnknownOpDynamicallyLegal([&](Operation *op) {
    return !isa<BranchOpInterface>(op) ||
           isLegalForBranchOpInterfaceTypeConversionPattern(op, typeConverter);
  });
}
