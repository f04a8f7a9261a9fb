//===- TPToRuntime.cpp - tp ops to calls of the tpfuse runtime ------------===//
//
// On one rank, a contribution to a sum is just the local tensor: the type
// converter turns !tp.partial<T, G> into T, the ownership ops become tensor
// ops, and the ops that pay a sum or normalize become calls of the runtime's
// C entries on buffers. Functions whose ops call the runtime, and their
// callers, get the runtime ABI (RuntimeAbi.h): every call is guarded by the
// function's status, so a rank that failed never enters another collective.
// One dialect conversion does all of it; scf and branches carrying a partial
// convert their types structurally.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Conversion/TPToRuntime/TPToRuntime.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/Pass/PassManager.h"
#include "tpfuse/Analysis/Passes.h"
#include "tpfuse/Conversion/Passes.h"
#include "tpfuse/Conversion/RuntimeCommon/RuntimeBuilder.h"
#include "tpfuse/Dialect/TP/IR/TPOps.h"
#include "llvm/Support/FormatVariadic.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPLOWERTORUNTIME
#include "tpfuse/Conversion/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;
using namespace tpfuse;
using namespace tpfuse::tp;

namespace {

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

/// The contribution is the tensor itself.
struct MarkPartialLowering : public RuntimeConversionPattern<MarkPartialOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(MarkPartialOp mark, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOp(mark, adaptor.getInput());
    return success();
  }
};

/// arith.addf; with dynamic shapes, only when they agree (otherwise the
/// status holds the error and the left operand stands in for the sum).
struct PartialAddLowering : public RuntimeConversionPattern<PartialAddOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(PartialAddOp add, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = add.getLoc();
    Value lhs = adaptor.getLhs();
    Value rhs = adaptor.getRhs();
    if (!tpOpCallsRuntime(add)) {
      rewriter.replaceOpWithNewOp<arith::AddFOp>(add, lhs, rhs);
      return success();
    }
    FunctionRuntime runtime = runtimeOf(add, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);
    Value sameShape =
        rt.allEqual(loc, rt.checkDynamicSizes(add, rhs, lhs, "right operand"));
    rewriter.replaceOp(
        add, scf::IfOp::create(
                 rewriter, loc, sameShape,
                 [&](OpBuilder &b, Location loc) {
                   scf::YieldOp::create(
                       b, loc,
                       ValueRange{arith::AddFOp::create(b, loc, lhs, rhs)});
                 },
                 [&](OpBuilder &b, Location loc) {
                   scf::YieldOp::create(b, loc, lhs);
                 }));
    return success();
  }
};

/// arith.mulf by the scalar broadcast to the contribution's shape.
struct PartialScaleLowering : public RuntimeConversionPattern<PartialScaleOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(PartialScaleOp scale, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = scale.getLoc();
    Value input = adaptor.getInput();
    Value broadcast = tensor::SplatOp::create(
        rewriter, loc, adaptor.getScale(), input.getType(),
        tensor::createDynamicDimValues(rewriter, loc, input));
    rewriter.replaceOpWithNewOp<arith::MulFOp>(scale, input, broadcast);
    return success();
  }
};

/// tensor.cast; a dimension it makes static is checked first.
struct PartialCastLowering : public RuntimeConversionPattern<PartialCastOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(PartialCastOp partialCast, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = partialCast.getLoc();
    Value input = adaptor.getInput();
    auto from = cast<RankedTensorType>(input.getType());
    RankedTensorType to = partialCast.getResult().getType().getTensorType();
    SmallVector<int64_t> checked = dimensionsMadeStatic(from, to);
    if (checked.empty()) {
      rewriter.replaceOpWithNewOp<tensor::CastOp>(partialCast, to, input);
      return success();
    }
    FunctionRuntime runtime = runtimeOf(partialCast, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);
    SmallVector<std::pair<Value, Value>> compared;
    for (int64_t dim : checked) {
      Value size = tensor::DimOp::create(rewriter, loc, input, dim);
      Value expected =
          arith::ConstantIndexOp::create(rewriter, loc, to.getDimSize(dim));
      rt.checkSize(
          loc,
          describeSite(partialCast, llvm::formatv("dimension {0}", dim).str()),
          size, expected);
      compared.emplace_back(size, expected);
    }
    // A tensor.cast to a size the tensor does not have would let later code
    // read past its buffer: on a mismatch, an empty tensor of the promised
    // shape stands in (the status holds the error).
    SmallVector<Value> toSizes;
    for (int64_t dim = 0; dim < to.getRank(); ++dim)
      if (to.isDynamicDim(dim))
        toSizes.push_back(tensor::DimOp::create(rewriter, loc, input, dim));
    rewriter.replaceOp(
        partialCast,
        scf::IfOp::create(
            rewriter, loc, rt.allEqual(loc, compared),
            [&](OpBuilder &b, Location loc) {
              scf::YieldOp::create(
                  b, loc,
                  ValueRange{tensor::CastOp::create(b, loc, to, input)});
            },
            [&](OpBuilder &b, Location loc) {
              scf::YieldOp::create(
                  b, loc,
                  ValueRange{tensor::EmptyOp::create(b, loc, to, toSizes)});
            }));
    return success();
  }
};

/// tpfuse_all_reduce into a new buffer.
struct AllReduceLowering : public RuntimeConversionPattern<AllReduceOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(AllReduceOp reduce, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = reduce.getLoc();
    FunctionRuntime runtime = runtimeOf(reduce, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);
    Value input = adaptor.getInput();
    auto type = cast<RankedTensorType>(input.getType());
    rt.checkByteSize(reduce, input, "input");
    Value sum = rt.allocateLike(loc, input);
    Value inputAddress = rt.readAddress(loc, input);
    Value sumAddress = rt.addressOf(loc, sum);
    Value count = rt.productOfDimensions(loc, input, 0, type.getRank());
    Value dtype = rt.i32Constant(loc, dtypeOf(type.getElementType()));
    rt.guarded(loc, [&] {
      return rt.call(loc, kAllReduce,
                     {runtime.comm, inputAddress, sumAddress, count, dtype,
                      runtime.stream});
    });
    rewriter.replaceOp(reduce,
                       rt.resultTensor(loc, sum, reduce.getResult().getType()));
    return success();
  }
};

/// tpfuse_comm_rank into an i32 slot, checked against the group's size: the
/// communicator's ranks are the group's (the entry point checked its world
/// size), so a rank outside the group is an error, and 0 stands in for it,
/// as for a rank the runtime did not give (the status holds the error), so
/// that code indexing by rank stays in bounds.
struct GroupRankLowering : public RuntimeConversionPattern<GroupRankOp> {
  using RuntimeConversionPattern::RuntimeConversionPattern;

  LogicalResult
  matchAndRewrite(GroupRankOp groupRank, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = groupRank.getLoc();
    FunctionRuntime runtime = runtimeOf(groupRank, rewriter);
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);
    Value slot;
    {
      // At the function's entry: a slot per query, not per loop iteration.
      OpBuilder::InsertionGuard insertion(rewriter);
      rewriter.setInsertionPointAfter(runtime.status.getDefiningOp());
      slot = memref::AllocaOp::create(
          rewriter, loc, MemRefType::get({}, rewriter.getI32Type()));
    }
    memref::StoreOp::create(rewriter, loc, rt.i32Constant(loc, 0), slot);
    rt.guarded(loc, [&] {
      return rt.call(loc, kCommRank, {runtime.comm, rt.addressOf(loc, slot)});
    });
    Value rank =
        arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                   memref::LoadOp::create(rewriter, loc, slot));
    int64_t size = groupRank.getGroup().getSize();
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value last = arith::ConstantIndexOp::create(rewriter, loc, size - 1);
    // Unsigned: a negative rank is out of range too.
    Value inGroup = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::ule, rank, last);
    rt.checkSize(
        loc,
        describeSite(groupRank, llvm::formatv("this rank's index in a group of "
                                              "{0} ranks (at most {1})",
                                              size, size - 1)
                                    .str()),
        arith::SelectOp::create(rewriter, loc, inGroup, last, rank), last);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(groupRank, inGroup, rank,
                                                 zero);
    return success();
  }
};

/// The tpfuse_norm_variant flags that round where `numerics` says.
int32_t runtimeVariantOf(const RmsNormNumerics &numerics) {
  uint32_t flags = TPFUSE_NORM_DEFAULT;
  if (numerics.compute == NormCompute::Storage)
    return TPFUSE_NORM_COMPUTE_IN_DTYPE;
  if (numerics.weightMultiply == WeightMultiply::AfterRounding)
    flags |= TPFUSE_NORM_WEIGHT_AFTER_ROUNDING;
  if (numerics.residualAdd == ResidualAdd::F32)
    flags |= TPFUSE_NORM_RESIDUAL_ADD_IN_F32;
  return static_cast<int32_t>(flags);
}

/// The runtime's names for a #tp.quant's scheme, scale format and layout.
int32_t runtimeSchemeOf(QuantScheme scheme) {
  switch (scheme) {
  case QuantScheme::Fp8Static:
    return TPFUSE_QUANT_FP8_STATIC;
  case QuantScheme::Fp8PerToken:
    return TPFUSE_QUANT_FP8_PER_TOKEN;
  case QuantScheme::Fp8PerGroup:
    return TPFUSE_QUANT_FP8_PER_GROUP;
  case QuantScheme::Nvfp4:
    return TPFUSE_QUANT_NVFP4;
  case QuantScheme::Mxfp4:
    return TPFUSE_QUANT_MXFP4;
  }
  llvm_unreachable("a quantization scheme");
}

int32_t runtimeLayoutOf(ScaleLayout layout) {
  switch (layout) {
  case ScaleLayout::RowMajor:
    return TPFUSE_SCALE_ROW_MAJOR;
  case ScaleLayout::ColumnMajor:
    return TPFUSE_SCALE_COLUMN_MAJOR;
  case ScaleLayout::PackedUe8m0:
    return TPFUSE_SCALE_PACKED_UE8M0;
  case ScaleLayout::Swizzled128x4:
    return TPFUSE_SCALE_SWIZZLED_128X4;
  }
  llvm_unreachable("a scale layout");
}

/// The dynamic sizes of `type`, a quantized output of a norm of `input`:
/// the input's leading sizes where the output keeps them (the values,
/// row-major scales), or the token count rounded up to the layout's
/// padding (a 2-D padded scale layout).
SmallVector<Value> quantOutputSizes(OpBuilder &b, Location loc,
                                    RankedTensorType type, Value input,
                                    ScaleLayout layout, bool isScales) {
  SmallVector<Value> sizes;
  auto inputType = cast<RankedTensorType>(input.getType());
  if (!isScales || layout == ScaleLayout::RowMajor) {
    for (int64_t dim = 0; dim < type.getRank(); ++dim)
      if (type.isDynamicDim(dim))
        sizes.push_back(tensor::DimOp::create(b, loc, input, dim));
    return sizes;
  }
  if (type.hasStaticShape())
    return sizes;
  Value tokens = arith::ConstantIndexOp::create(b, loc, 1);
  for (int64_t dim = 0; dim + 1 < inputType.getRank(); ++dim)
    tokens = arith::MulIOp::create(b, loc, tokens,
                                   tensor::DimOp::create(b, loc, input, dim));
  int64_t multiple = layout == ScaleLayout::Swizzled128x4 ? 128 : 4;
  Value step = arith::ConstantIndexOp::create(b, loc, multiple);
  Value blocks = arith::CeilDivUIOp::create(b, loc, tokens, step);
  sizes.push_back(arith::MulIOp::create(b, loc, blocks, step));
  return sizes;
}

/// tpfuse_rms_norm of the input into new buffers; for the fused forms
/// tpfuse_fused_all_reduce_rms_norm, and when that returns TPFUSE_DECLINED,
/// the decline fallback in an scf.if: createPayThenNorm's tp.all_reduce and
/// plain norm, which this conversion lowers in turn.
struct NormLowering : public OpInterfaceConversionPattern<RmsNormOpInterface> {
  NormLowering(const TypeConverter &converter, MLIRContext *context,
               RuntimeAbi &abi)
      : OpInterfaceConversionPattern(converter, context), abi(abi) {
    // A fused norm's fallback holds a plain norm, which this pattern lowers
    // too; a plain norm creates no norm.
    setHasBoundedRewriteRecursion();
  }

  /// A buffer the runtime writes one output into: a new one, or the one
  /// the output is materialized in (the fused call's, when this norm is its
  /// fallback), and the result that stands for it.
  struct Output {
    Value buffer;
    bufferization::MaterializeInDestinationOp into;
  };

  LogicalResult
  matchAndRewrite(RmsNormOpInterface norm, ArrayRef<Value>,
                  ConversionPatternRewriter &rewriter) const override {
    Operation *op = norm;
    Location loc = op->getLoc();
    FunctionRuntime runtime =
        abi.runtimeOf(rewriter, op->getParentOfType<func::FuncOp>());
    RuntimeCallBuilder rt(rewriter, abi.getCalls(), runtime);
    // The converted operands (the fused input is a tensor now).
    Value input = rewriter.getRemappedValue(norm.getInput());
    Value residual = norm.getResidual()
                         ? rewriter.getRemappedValue(norm.getResidual())
                         : Value();
    Value weight = rewriter.getRemappedValue(norm.getWeight());
    NormQuantization quantization = norm.getQuantization();
    if (quantization.scale)
      quantization.scale = rewriter.getRemappedValue(quantization.scale);
    Value residualOutResult = norm.getResidualOut();
    // A mismatch fails the status, so that the norm does not run.
    rt.checkByteSize(op, input, "input");
    if (residual)
      rt.checkDynamicSizes(op, residual, input, "residual");

    // Each output goes into a new buffer, or into the one its value is
    // materialized in.
    auto outputFor = [&](Value result, auto allocate) -> Output {
      if (auto into = destinationOf(result))
        return {into.getDest(), into};
      return {allocate(), {}};
    };
    // A quantizing norm whose normed value nothing reads leaves it out:
    // only the quantized output is written (runtime API 5).
    Value normedResult = norm.getNormed();
    Output normed;
    if (!quantization.attr || !normedResult.use_empty())
      normed =
          outputFor(normedResult, [&] { return rt.allocateLike(loc, input); });
    // A residual stream that ends here is not written at all.
    bool writesResidualOut =
        residualOutResult && !residualOutResult.use_empty();
    Output residualOut;
    if (writesResidualOut || destinationOf(residualOutResult))
      residualOut = outputFor(residualOutResult,
                              [&] { return rt.allocateLike(loc, input); });
    // The quantized values and scales are always written: the runtime
    // computes them together.
    SmallVector<Output, 2> quantOutputs;
    for (Value result : {norm.getQuantized(), norm.getScales()}) {
      if (!result)
        continue;
      quantOutputs.push_back(outputFor(result, [&] {
        auto type = cast<RankedTensorType>(result.getType());
        return memref::AllocOp::create(
            rewriter, loc,
            MemRefType::get(type.getShape(), type.getElementType()),
            quantOutputSizes(rewriter, loc, type, input,
                             quantization.attr.getScaleLayout(),
                             /*isScales=*/result == norm.getScales()));
      }));
    }
    Value quantized = quantOutputs.empty() ? Value() : quantOutputs[0].buffer;
    Value scales = quantOutputs.size() < 2 ? Value() : quantOutputs[1].buffer;
    Value args = rt.argumentStruct(loc, kRmsNormArgs,
                                   normArgs(rt, loc, norm, input, residual,
                                            weight, normed.buffer,
                                            residualOut.buffer, quantization,
                                            quantized, scales, runtime.null));

    // The outputs as tensors, in the op's result order. One materialized
    // into a buffer is read there and nowhere else: the op's result is
    // replaced by a value of its type that nothing reads (a second restrict
    // tensor of that buffer would break bufferization's assumptions).
    auto resultsOf = [&] {
      auto resultOf = [&](const Output &output, Value result) -> Value {
        if (!output.into && output.buffer)
          return rt.resultTensor(loc, output.buffer, result.getType());
        auto type = cast<RankedTensorType>(result.getType());
        if (type == input.getType())
          return input;
        return tensor::EmptyOp::create(
            rewriter, loc, type,
            quantOutputSizes(rewriter, loc, type, input,
                             quantization.attr.getScaleLayout(),
                             /*isScales=*/result == norm.getScales()));
      };
      SmallVector<Value> results{resultOf(normed, norm.getNormed())};
      // An unused residual_out is replaced by a value of its type that
      // nothing reads.
      if (residualOutResult)
        results.push_back(resultOf(residualOut, residualOutResult));
      for (auto [output, result] :
           llvm::zip(quantOutputs,
                     norm->getResults().drop_front(residualOutResult ? 2 : 1)))
        results.push_back(resultOf(output, result));
      return results;
    };
    if (!norm.paysSum()) {
      rt.guarded(loc, [&] {
        return rt.call(loc, kRmsNorm, {runtime.comm, args, runtime.stream});
      });
    } else {
      // A decline is not an error: the status stays a success, and the sum,
      // still owed, is paid by the fallback.
      Value declined = rt.guardedFlag(loc, [&] {
        Value fused = rt.call(loc, kFusedAllReduceRmsNorm,
                              {runtime.comm, args, runtime.stream});
        Value isDecline =
            arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                  fused, rt.i32Constant(loc, TPFUSE_DECLINED));
        Value status =
            arith::SelectOp::create(rewriter, loc, isDecline,
                                    rt.i32Constant(loc, TPFUSE_SUCCESS), fused);
        return std::make_pair(status, isDecline);
      });
      // The fallback writes the fused call's outputs (so that both paths
      // leave the results in one place): its norm writes them directly, see
      // destinationOf.
      auto fallback = [&](OpBuilder &b, Location loc) {
        Value owed =
            MarkPartialOp::create(b, loc, norm.getInput().getType(), input);
        RmsNormOpInterface plain = createPayThenNorm(
            b, loc, owed, residual, weight, norm.getNumerics(), quantization);
        auto materialize = [&](Value value, Value buffer) {
          bufferization::MaterializeInDestinationOp::create(
              b, loc, TypeRange{}, value, buffer, /*restrict=*/true,
              /*writable=*/true);
        };
        if (normed.buffer)
          materialize(plain.getNormed(), normed.buffer);
        if (residualOut.buffer)
          materialize(plain.getResidualOut(), residualOut.buffer);
        if (quantized)
          materialize(plain.getQuantized(), quantized);
        if (scales)
          materialize(plain.getScales(), scales);
        scf::YieldOp::create(b, loc);
      };
      scf::IfOp::create(rewriter, loc, declined, fallback);
    }
    SmallVector<Value> results = resultsOf();
    for (const Output &output : {normed, residualOut})
      if (output.into)
        rewriter.eraseOp(output.into);
    for (const Output &output : quantOutputs)
      if (output.into)
        rewriter.eraseOp(output.into);
    rewriter.replaceOp(op, results);
    return success();
  }

  /// The materialization of `result` into a buffer when that is its one use
  /// and the buffer a new allocation (the fallback of a fused norm, above):
  /// the norm then writes that buffer, instead of a new one then copied.
  static bufferization::MaterializeInDestinationOp destinationOf(Value result) {
    if (!result || !result.hasOneUse())
      return {};
    auto materialize = dyn_cast<bufferization::MaterializeInDestinationOp>(
        *result.user_begin());
    if (!materialize || !materialize.getDest().getDefiningOp<memref::AllocOp>())
      return {};
    return materialize;
  }

  /// The fields of tpfuse_rms_norm_args for `norm` on the converted tensors,
  /// writing into the buffers `normed`, `residualOut`, `quantized` and
  /// `scales` (null: not written; normed only with a quantization).
  static SmallVector<Value>
  normArgs(RuntimeCallBuilder &rt, Location loc, RmsNormOpInterface norm,
           Value input, Value residual, Value weight, Value normed,
           Value residualOut, const NormQuantization &quantization,
           Value quantized, Value scales, Value null) {
    auto type = cast<RankedTensorType>(input.getType());
    RmsNormNumerics numerics = norm.getNumerics();
    SmallVector<Value> fields(kRmsNormArgs.fields.size());
    auto set = [&](RmsNormArgsField field, Value value) {
      fields[static_cast<unsigned>(field)] = value;
    };
    set(RmsNormArgsField::StructSize,
        rt.i32Constant(loc, abiStructSize(kRmsNormArgs)));
    set(RmsNormArgsField::Dtype,
        rt.i32Constant(loc, dtypeOf(type.getElementType())));
    set(RmsNormArgsField::Input, rt.readAddress(loc, input));
    set(RmsNormArgsField::Residual,
        residual ? rt.readAddress(loc, residual) : null);
    set(RmsNormArgsField::Weight, rt.readAddress(loc, weight));
    set(RmsNormArgsField::Normed, normed ? rt.addressOf(loc, normed) : null);
    set(RmsNormArgsField::ResidualOut,
        residualOut ? rt.addressOf(loc, residualOut) : null);
    set(RmsNormArgsField::Tokens,
        rt.productOfDimensions(loc, input, 0, type.getRank() - 1));
    set(RmsNormArgsField::Hidden, rt.i64Constant(loc, type.getShape().back()));
    set(RmsNormArgsField::Epsilon, rt.f32Constant(loc, norm.getEpsilon()));
    set(RmsNormArgsField::Variant,
        rt.i32Constant(loc, runtimeVariantOf(numerics)));
    set(RmsNormArgsField::WeightOffset,
        rt.f32Constant(loc, numerics.weightOffset));
    set(RmsNormArgsField::Algorithm,
        rt.i32Constant(loc, TPFUSE_ALGORITHM_AUTO));

    // The quantization; a field the scheme does not use is 0 or null, as
    // the runtime requires.
    QuantAttr quant = quantization.attr;
    set(RmsNormArgsField::Quant,
        rt.i32Constant(loc, quant ? runtimeSchemeOf(quant.getScheme())
                                  : TPFUSE_QUANT_NONE));
    set(RmsNormArgsField::ScaleFormat,
        rt.i32Constant(loc,
                       quant && quant.getScaleFormat() == ScaleFormat::Ue8m0
                           ? TPFUSE_SCALE_UE8M0
                           : TPFUSE_SCALE_F32));
    set(RmsNormArgsField::ScaleLayout,
        rt.i32Constant(loc, quant ? runtimeLayoutOf(quant.getScaleLayout())
                                  : TPFUSE_SCALE_ROW_MAJOR));
    FloatAttr minScale = quant ? quant.getMinScale() : FloatAttr();
    set(RmsNormArgsField::MinScale,
        rt.f32Constant(loc, minScale ? minScale.getValue() : APFloat(0.0f)));
    set(RmsNormArgsField::GroupSize,
        rt.i64Constant(loc, quant ? quant.getBlockSize() : 0));
    set(RmsNormArgsField::ScaleIn,
        quantization.scale ? rt.readAddress(loc, quantization.scale) : null);
    set(RmsNormArgsField::Quantized,
        quantized ? rt.addressOf(loc, quantized) : null);
    set(RmsNormArgsField::Scales, scales ? rt.addressOf(loc, scales) : null);
    set(RmsNormArgsField::Scaling,
        rt.i32Constant(loc, quant && quant.getScaling() == Scaling::Reciprocal
                                ? TPFUSE_SCALING_RECIPROCAL
                                : TPFUSE_SCALING_DIVIDE));
    return fields;
  }

  RuntimeAbi &abi;
};

//===----------------------------------------------------------------------===//
// What the lowering supports
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

/// The ops between a tp op and its function that run their regions in
/// program order, once or in sequence: a collective inside them keeps the
/// same order on every rank.
bool isSequentialRegionOp(Operation *op) {
  return isa<scf::IfOp, scf::ForOp, scf::WhileOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp>(op);
}

/// The ops whose partial values the conversion converts: the tp ops, and
/// those that only pass a value on (func, scf, branches), whose types it
/// converts structurally.
bool convertsPartialOf(Operation *op) {
  return isa_and_nonnull<TPDialect>(op->getDialect()) ||
         isa<func::FuncOp, func::CallOp, func::ReturnOp, scf::IfOp, scf::ForOp,
             scf::WhileOp, scf::ConditionOp, scf::YieldOp, scf::IndexSwitchOp,
             scf::ExecuteRegionOp, BranchOpInterface>(op);
}

LogicalResult checkPlacement(Operation *op, ModuleOp module) {
  auto function = op->getParentOfType<func::FuncOp>();
  if (!function || function->getParentOp() != module)
    return op->emitError() << "tp-lower-to-runtime: '" << op->getName()
                           << "' must be in a func.func of the top-level "
                              "module";
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

/// Nothing is left of upstream sharding, whose collectives and rank queries
/// would run outside the runtime's communicator. The first op that uses a
/// grid is named, rather than the grid, as it is what the import left.
LogicalResult checkNoShardLeft(ModuleOp module) {
  Operation *left = nullptr;
  module.walk([&](Operation *op) {
    if (!isa_and_nonnull<shard::ShardDialect>(op->getDialect()))
      return WalkResult::advance();
    if (!left || isa<shard::GridOp>(left))
      left = op;
    return isa<shard::GridOp>(left) ? WalkResult::advance()
                                    : WalkResult::interrupt();
  });
  if (!left)
    return success();
  return left->emitError()
         << "tp-lower-to-runtime: '" << left->getName()
         << "' is left from upstream sharding, which the runtime does not "
            "run: tp-import-shard imports the sums and the rank queries over "
            "the tensor-parallel axes (with remarks=true it says why it "
            "leaves a shard.all_reduce)";
}

/// Every tp op sits, through sequential control flow only, in a func.func of
/// this module; every op carrying a value owing a sum is one the conversion
/// converts; no function without a body takes or returns one.
LogicalResult checkSupported(ModuleOp module) {
  if (failed(checkNoShardLeft(module)))
    return failure();
  WalkResult walk = module.walk([&](Operation *op) {
    if (isa_and_nonnull<TPDialect>(op->getDialect()) &&
        failed(checkPlacement(op, module)))
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
    if (!convertsPartialOf(op)) {
      op->emitError() << "tp-lower-to-runtime: '" << op->getName()
                      << "' carries a value owing a sum, which the lowering "
                         "cannot convert";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

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
    if (failed(verified) || failed(checkSupported(module)))
      return signalPassFailure();

    RuntimeAbi abi(module, getArgument(), {streamArgument, deviceCodeStatus});
    if (failed(abi.analyze(tpOpCallsRuntime)))
      return signalPassFailure();

    TypeConverter converter;
    populateTPToRuntimeTypeConversion(converter);
    RewritePatternSet patterns(&getContext());
    ConversionTarget target(getContext());
    target.addIllegalDialect<TPDialect>();
    abi.populateConversion(converter, patterns, target);
    populateTPToRuntimeConversionPatterns(converter, patterns, abi);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void tpfuse::populateTPToRuntimeTypeConversion(TypeConverter &converter) {
  converter.addConversion([](Type type) { return type; });
  converter.addConversion(
      [](PartialType partial) -> Type { return partial.getTensorType(); });
}

bool tpfuse::tpOpCallsRuntime(Operation *op) {
  if (isa<AllReduceOp, GroupRankOp, RmsNormOpInterface>(op))
    return true;
  if (auto add = dyn_cast<PartialAddOp>(op))
    return !add.getLhs().getType().getTensorType().hasStaticShape();
  if (auto cast = dyn_cast<PartialCastOp>(op))
    return !dimensionsMadeStatic(cast.getInput().getType().getTensorType(),
                                 cast.getResult().getType().getTensorType())
                .empty();
  return false;
}

void tpfuse::populateTPToRuntimeConversionPatterns(
    const TypeConverter &converter, RewritePatternSet &patterns,
    RuntimeAbi &abi) {
  patterns.add<MarkPartialLowering, PartialAddLowering, PartialScaleLowering,
               PartialCastLowering, AllReduceLowering, GroupRankLowering,
               NormLowering>(converter, patterns.getContext(), abi);
}
