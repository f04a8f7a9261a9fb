//===- MatmulToRuntime.cpp - linalg.matmul to tpfuse_matmul ---------------===//
//
// The matmuls the runtime computes (cuBLAS on the CUDA backend, a host loop
// on the CPU one) become calls of tpfuse_matmul on buffers, guarded by the
// function's status like every runtime call; the functions that hold them,
// and their callers, get the runtime ABI. Other matmuls are left for the code
// generator.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Conversion/LinalgToRuntime/MatmulToRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeBuilder.h"
#include "llvm/ADT/SetVector.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPLOWERMATMULTORUNTIME
#include "tpfuse/Conversion/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;

namespace {

/// A linalg.matmul that tpfuse_matmul computes: c = a . b, with b [K, N],
/// or c = a . b^T with b [N, K], and c's init a fill of zeros.
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

/// Whether `op` runs in program order in a function of the top-level module:
/// the call writes the function's status.
bool inProgramOrder(Operation *op) {
  auto function = op->getParentOfType<func::FuncOp>();
  if (!function || !isa_and_nonnull<ModuleOp>(function->getParentOp()) ||
      function->getParentOp()->getParentOp())
    return false;
  for (Operation *parent = op->getParentOp(); parent != function;
       parent = parent->getParentOp())
    if (!isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp>(parent))
      return false;
  return true;
}

/// tpfuse_matmul into a new buffer shaped like the init. Where a dynamic size
/// of an operand disagrees with another's, the status takes the error and the
/// call does not run.
struct MatmulLowering : public RuntimeConversionPattern<linalg::MatmulOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(linalg::MatmulOp matmul, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::optional<RuntimeMatmul> matched = matchRuntimeMatmul(matmul);
    if (!matched || !inProgramOrder(matmul))
      return rewriter.notifyMatchFailure(matmul, "not a runtime matmul");
    const RuntimeMatmul &call = *matched;
    Location loc = matmul.getLoc();
    FunctionRuntime runtime = runtimeOf(matmul, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);

    auto size = [&](Value tensor, int64_t dim) -> OpFoldResult {
      auto type = cast<RankedTensorType>(tensor.getType());
      if (!type.isDynamicDim(dim))
        return rewriter.getIndexAttr(type.getDimSize(dim));
      return tensor::DimOp::create(rewriter, loc, tensor, dim).getResult();
    };
    auto asIndex = [&](OpFoldResult size) -> Value {
      if (auto value = dyn_cast<Value>(size))
        return value;
      return arith::ConstantIndexOp::create(
          rewriter, loc, cast<IntegerAttr>(cast<Attribute>(size)).getInt());
    };
    // Reports `actual` != `expected` when either is known only at run time
    // (the verifier has compared the static ones).
    auto check = [&](OpFoldResult actual, OpFoldResult expected,
                     StringRef what) {
      if (isa<Attribute>(actual) && isa<Attribute>(expected))
        return;
      rt.checkSize(loc, describeSite(matmul, what), asIndex(actual),
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
      return arith::IndexCastOp::create(rewriter, loc, rewriter.getI64Type(),
                                        asIndex(size))
          .getResult();
    };
    rt.checkByteSize(matmul, call.a, "A operand");
    rt.checkByteSize(matmul, call.b, "B operand");
    rt.checkByteSize(matmul, call.shape, "result");
    auto aType = cast<RankedTensorType>(call.a.getType());
    auto cType = cast<RankedTensorType>(call.shape.getType());
    Value c = rt.allocateLike(loc, call.shape);
    Value aAddress = rt.readAddress(loc, call.a);
    Value bAddress = rt.readAddress(loc, call.b);
    Value cAddress = rt.addressOf(loc, c);
    Value mSize = asI64(m), nSize = asI64(n), kSize = asI64(k);
    rt.guarded(loc, [&] {
      return rt.call(loc, kMatmul,
                     {runtime.comm, aAddress, bAddress, cAddress, mSize, nSize,
                      kSize,
                      rt.i32Constant(loc, dtypeOf(aType.getElementType())),
                      rt.i32Constant(loc, call.bTransposed),
                      rt.i32Constant(loc, dtypeOf(cType.getElementType())),
                      runtime.stream});
    });
    rewriter.replaceOp(matmul,
                       rt.resultTensor(loc, c, matmul.getResult(0).getType()));
    return success();
  }
};

struct TPLowerMatmulToRuntimePass
    : public tpfuse::impl::TPLowerMatmulToRuntimeBase<
          TPLowerMatmulToRuntimePass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    RuntimeAbi abi(module, getArgument(), {streamArgument, deviceCodeStatus});
    if (failed(abi.analyze(isRuntimeMatmul)))
      return signalPassFailure();
    llvm::SetVector<linalg::FillOp> zeros;
    module.walk([&](linalg::MatmulOp matmul) {
      if (!inProgramOrder(matmul))
        return;
      if (std::optional<RuntimeMatmul> matched = matchRuntimeMatmul(matmul))
        zeros.insert(matched->zeros);
    });

    // The ABI changes signatures, not types.
    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    RewritePatternSet patterns(&getContext());
    ConversionTarget target(getContext());
    target.addDynamicallyLegalOp<linalg::MatmulOp>(
        [](linalg::MatmulOp matmul) { return !isRuntimeMatmul(matmul); });
    abi.populateConversion(converter, patterns, target);
    populateMatmulToRuntimeConversionPatterns(converter, patterns, abi);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      return signalPassFailure();

    // The zeros the lowered matmuls started from, unless something else
    // reads them.
    for (linalg::FillOp fill : zeros)
      if (fill->use_empty())
        fill.erase();
  }
};

} // namespace

bool tpfuse::isRuntimeMatmul(Operation *op) {
  auto matmul = dyn_cast<linalg::MatmulOp>(op);
  return matmul && inProgramOrder(matmul) &&
         matchRuntimeMatmul(matmul).has_value();
}

void tpfuse::populateMatmulToRuntimeConversionPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    RuntimeAbi &abi) {
  patterns.add<MatmulLowering>(converter, patterns.getContext(), abi);
}
