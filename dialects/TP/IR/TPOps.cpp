//===- TPOps.cpp - tp dialect operations ----------------------------------===//
//
// Verifiers check local facts only: element types, shapes, epsilon, and that
// no value owing a sum reaches an op that needs a whole tensor. Whether every
// sum is paid exactly once is a property of the whole function and belongs to
// an analysis, not to these verifiers.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

using namespace mlir;
using namespace tpfuse::tp;

#define GET_OP_CLASSES
#include "tpfuse/Dialect/TP/IR/TPOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Ownership ops
//===----------------------------------------------------------------------===//

LogicalResult MarkPartialOp::verify() {
  RankedTensorType owed = getResult().getType().getTensorType();
  if (owed != getInput().getType())
    return emitOpError() << "result owes a sum of " << owed
                         << " but the input is " << getInput().getType();
  return success();
}

LogicalResult AllReduceOp::verify() {
  RankedTensorType owed = getInput().getType().getTensorType();
  if (getResult().getType() != owed)
    return emitOpError() << "result type " << getResult().getType()
                         << " must be the owed tensor type " << owed;
  return success();
}

LogicalResult PartialAddOp::verify() {
  PartialType lhs = getLhs().getType(), rhs = getRhs().getType();
  if (lhs.getGroup() != rhs.getGroup())
    return emitOpError() << "operands owe sums over different groups: "
                         << lhs.getGroup() << " and " << rhs.getGroup();
  if (lhs.getTensorType() != rhs.getTensorType())
    return emitOpError() << "operands owe sums of different tensor types: "
                         << lhs.getTensorType() << " and "
                         << rhs.getTensorType();
  return success();
}

LogicalResult PartialAddOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange operands, DictionaryAttr,
    OpaqueProperties, RegionRange, SmallVectorImpl<Type> &inferredReturnTypes) {
  // Matching operand types are the verifier's to check, with a message that
  // names the mismatch; the sum owes what its left operand owes.
  inferredReturnTypes.push_back(operands[0].getType());
  return success();
}

LogicalResult PartialScaleOp::verify() {
  Type element = getInput().getType().getElementType();
  if (getScale().getType() != element)
    return emitOpError() << "scale type " << getScale().getType()
                         << " must be the element type " << element
                         << " of the owed tensor";
  return success();
}

LogicalResult PartialCastOp::verify() {
  PartialType from = getInput().getType(), to = getResult().getType();
  if (from.getGroup() != to.getGroup())
    return emitOpError() << "cannot move a sum from group " << from.getGroup()
                         << " to group " << to.getGroup();
  if (from.getElementType() != to.getElementType())
    return emitOpError() << "cannot change the element type of an owed sum "
                            "(from "
                         << from.getElementType() << " to "
                         << to.getElementType()
                         << "): rounding would change the sum";
  if (failed(verifyCompatibleShape(from.getTensorType(), to.getTensorType())))
    return emitOpError() << "shapes " << from.getTensorType() << " and "
                         << to.getTensorType() << " are not compatible";
  return success();
}

//===----------------------------------------------------------------------===//
// Group rank
//===----------------------------------------------------------------------===//

LogicalResult GroupRankOp::verify() {
  int64_t size = getGroup().getSize();
  if (size > kMaxGroupSize)
    return emitOpError() << "group of " << size
                         << " ranks: the runtime numbers ranks with a 32-bit "
                            "int";
  return success();
}

//===----------------------------------------------------------------------===//
// Norm ops
//===----------------------------------------------------------------------===//

RmsNormOpInterface tpfuse::tp::createRmsNorm(
    OpBuilder &builder, Location loc, Value input, Value residual, Value weight,
    const RmsNormNumerics &numerics, const NormQuantization &quantization) {
  Type f32 = builder.getF32Type();
  FloatAttr epsilon = builder.getFloatAttr(f32, numerics.epsilon);
  auto weightMultiply =
      WeightMultiplyAttr::get(builder.getContext(), numerics.weightMultiply);
  FloatAttr weightOffset = builder.getFloatAttr(f32, numerics.weightOffset);
  auto residualAdd =
      ResidualAddAttr::get(builder.getContext(), numerics.residualAdd);
  auto compute = NormComputeAttr::get(builder.getContext(), numerics.compute);
  auto owed = dyn_cast<PartialType>(input.getType());
  auto type =
      owed ? owed.getTensorType() : cast<RankedTensorType>(input.getType());
  SmallVector<Type, 2> quantTypes;
  if (QuantAttr quant = quantization.attr) {
    quantTypes.push_back(quant.getQuantizedType(type));
    if (RankedTensorType scales = quant.getScalesType(type))
      quantTypes.push_back(scales);
  }
  Value scale = quantization.scale;
  QuantAttr quant = quantization.attr;
  if (owed) {
    if (residual)
      return AllReduceAddRmsNormOp::create(
          builder, loc, type, type, quantTypes, input, residual, weight, scale,
          epsilon, weightMultiply, weightOffset, residualAdd, compute, quant);
    return AllReduceRmsNormOp::create(builder, loc, type, quantTypes, input,
                                      weight, scale, epsilon, weightMultiply,
                                      weightOffset, compute, quant);
  }
  if (residual)
    return AddRmsNormOp::create(
        builder, loc, type, type, quantTypes, input, residual, weight, scale,
        epsilon, weightMultiply, weightOffset, residualAdd, compute, quant);
  return RmsNormOp::create(builder, loc, type, quantTypes, input, weight, scale,
                           epsilon, weightMultiply, weightOffset, compute,
                           quant);
}

RmsNormOpInterface tpfuse::tp::createPayThenNorm(
    OpBuilder &builder, Location loc, Value owed, Value residual, Value weight,
    const RmsNormNumerics &numerics, const NormQuantization &quantization) {
  auto partial = cast<PartialType>(owed.getType());
  Value sum = AllReduceOp::create(builder, loc, partial.getTensorType(), owed);
  return createRmsNorm(builder, loc, sum, residual, weight, numerics,
                       quantization);
}
