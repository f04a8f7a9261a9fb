//===- ExpandFp8Casts.cpp - f8E4M3FN casts as integer arithmetic ----------===//
//
// LLVM has no FP8 type: arith-to-llvm leaves `arith.truncf` to f8E4M3FN and
// `arith.extf` from it, which an FP8 model's quantization (and a frontend's
// decoding of FP8 weights) needs. This expands them, on scalars, into
// integer operations on the f32 bits that compute exactly what the casts
// mean: the nearest f8E4M3FN, ties to even, NaN where the rounded magnitude
// exceeds 448 (the format has no infinity) or the input is NaN; and the
// exact f32 value of an f8E4M3FN.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "tpfuse/Pipelines/Passes.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPEXPANDFP8CASTS
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

/// Builds i32 arithmetic at one location.
struct Bits {
  OpBuilder &b;
  Location loc;

  Value constant(int64_t value) {
    return arith::ConstantIntOp::create(b, loc, b.getI32Type(), value);
  }
  Value shr(Value value, int64_t amount) {
    return arith::ShRUIOp::create(b, loc, value, constant(amount));
  }
  Value shl(Value value, int64_t amount) {
    return arith::ShLIOp::create(b, loc, value, constant(amount));
  }
  Value band(Value lhs, int64_t mask) {
    return arith::AndIOp::create(b, loc, lhs, constant(mask));
  }
  Value bor(Value lhs, Value rhs) {
    return arith::OrIOp::create(b, loc, lhs, rhs);
  }
  Value add(Value lhs, Value rhs) {
    return arith::AddIOp::create(b, loc, lhs, rhs);
  }
  Value sub(Value lhs, int64_t rhs) {
    return arith::SubIOp::create(b, loc, lhs, constant(rhs));
  }
  Value ult(Value lhs, int64_t rhs) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, lhs,
                                 constant(rhs));
  }
  Value ugt(Value lhs, int64_t rhs) {
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ugt, lhs,
                                 constant(rhs));
  }
  Value select(Value condition, Value lhs, Value rhs) {
    return arith::SelectOp::create(b, loc, condition, lhs, rhs);
  }
};

/// f32 -> f8E4M3FN bits (in an i32), to nearest even.
Value truncateToFp8(OpBuilder &b, Location loc, Value value) {
  Bits i{b, loc};
  Value bits = arith::BitcastOp::create(b, loc, b.getI32Type(), value);
  Value sign = i.shl(i.shr(bits, 31), 7);
  Value magnitude = i.band(bits, 0x7FFFFFFF);

  // Normal in f8 (|x| >= 2^-6): round the 23 mantissa bits to 3, ties to
  // even, then rebias the exponent from 127 to 7. A carry into the exponent
  // is the right result.
  Value lsb = i.band(i.shr(magnitude, 20), 1);
  Value rounded = i.add(magnitude, i.add(i.constant(0x7FFFF), lsb));
  Value normal = i.sub(i.shr(rounded, 20), (127 - 7) << 3);

  // Subnormal in f8 (|x| < 2^-6): the multiple of 2^-9 nearest |x|, ties to
  // even, as f32 arithmetic rounds |x| * 2^9 + 2^23 (exact scaling, then one
  // rounding to an integer); 8 is the smallest normal, 0x08.
  Type f32 = b.getF32Type();
  Value absolute = arith::BitcastOp::create(b, loc, f32, magnitude);
  Value scaled =
      arith::MulFOp::create(b, loc, absolute,
                            arith::ConstantFloatOp::create(
                                b, loc, cast<FloatType>(f32), APFloat(512.0f)));
  Value shifted = arith::AddFOp::create(
      b, loc, scaled,
      arith::ConstantFloatOp::create(b, loc, cast<FloatType>(f32),
                                     APFloat(8388608.0f)));
  Value subnormal = i.sub(
      arith::BitcastOp::create(b, loc, b.getI32Type(), shifted), 0x4B000000);

  // 2^-6 is 121 << 23 in f32.
  Value code = i.select(i.ult(magnitude, 121 << 23), subnormal, normal);
  // Past 448 after rounding (0x7E), or NaN: NaN, 0x7F.
  // 464, a tie, rounds to 448 (even); anything larger to 480, which is not
  // finite in f8E4M3FN.
  Value tooLarge = i.ugt(magnitude, 0x43E80000);
  code = i.select(tooLarge, i.constant(0x7F), code);
  Value result = i.bor(sign, code);
  return arith::TruncIOp::create(b, loc, b.getI8Type(), result);
}

/// f8E4M3FN bits (an i8) -> f32, exactly.
Value extendFromFp8(OpBuilder &b, Location loc, Value byte) {
  Bits i{b, loc};
  Value bits = arith::ExtUIOp::create(b, loc, b.getI32Type(), byte);
  Value sign = i.shl(i.shr(bits, 7), 31);
  Value exponent = i.band(i.shr(bits, 3), 0xF);
  Value mantissa = i.band(bits, 7);
  // Normal: rebias the exponent from 7 to 127.
  Value normal = i.bor(i.shl(i.add(exponent, i.constant(127 - 7)), 23),
                       i.shl(mantissa, 20));
  // Subnormal: mantissa * 2^-9, exact in f32.
  Type f32 = b.getF32Type();
  Value count = arith::UIToFPOp::create(b, loc, f32, mantissa);
  Value subnormalValue = arith::MulFOp::create(
      b, loc, count,
      arith::ConstantFloatOp::create(b, loc, cast<FloatType>(f32),
                                     APFloat(0.001953125f)));
  Value subnormal =
      arith::BitcastOp::create(b, loc, b.getI32Type(), subnormalValue);
  Value isSubnormal = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                            exponent, i.constant(0));
  Value magnitude = i.select(isSubnormal, subnormal, normal);
  // 0x7F and 0xFF are NaN.
  Value isNaN = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                                      i.band(bits, 0x7F), i.constant(0x7F));
  magnitude = i.select(isNaN, i.constant(0x7FC00000), magnitude);
  return arith::BitcastOp::create(b, loc, f32, i.bor(sign, magnitude));
}

/// arith.truncf of an f32 (or a narrower float, extended exactly) to
/// f8E4M3FN.
struct ExpandTruncF : public OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<Float8E4M3FNType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "not a scalar cast to f8E4M3FN");
    if (auto mode = op.getRoundingmode();
        mode && *mode != arith::RoundingMode::to_nearest_even)
      return rewriter.notifyMatchFailure(op, "not rounded to nearest even");
    Value input = op.getIn();
    auto type = dyn_cast<FloatType>(input.getType());
    // From f64, an f32 step would round twice.
    if (!type || type.getWidth() > 32)
      return rewriter.notifyMatchFailure(op, "not from f32 or narrower");
    Location loc = op.getLoc();
    if (!type.isF32())
      input =
          arith::ExtFOp::create(rewriter, loc, rewriter.getF32Type(), input);
    Value byte = truncateToFp8(rewriter, loc, input);
    rewriter.replaceOpWithNewOp<arith::BitcastOp>(op, op.getType(), byte);
    return success();
  }
};

/// arith.extf of an f8E4M3FN (to f32, or through f32 to a wider or
/// narrower float that holds every f8E4M3FN value).
struct ExpandExtF : public OpRewritePattern<arith::ExtFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtFOp op,
                                PatternRewriter &rewriter) const override {
    if (!isa<Float8E4M3FNType>(op.getIn().getType()))
      return rewriter.notifyMatchFailure(op, "not a scalar f8E4M3FN");
    Location loc = op.getLoc();
    Value byte = arith::BitcastOp::create(rewriter, loc, rewriter.getI8Type(),
                                          op.getIn());
    Value value = extendFromFp8(rewriter, loc, byte);
    auto type = cast<FloatType>(op.getType());
    if (type.getWidth() > 32)
      value = arith::ExtFOp::create(rewriter, loc, type, value);
    else if (!type.isF32())
      value = arith::TruncFOp::create(rewriter, loc, type, value);
    rewriter.replaceOp(op, value);
    return success();
  }
};

struct TPExpandFp8CastsPass
    : public tpfuse::impl::TPExpandFp8CastsBase<TPExpandFp8CastsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<ExpandTruncF, ExpandExtF>(&getContext());
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};

} // namespace
