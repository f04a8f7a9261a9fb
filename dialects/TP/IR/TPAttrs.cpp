//===- TPAttrs.cpp - tp dialect attributes --------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace tpfuse::tp;

#define GET_ATTRDEF_CLASSES
#include "tpfuse/Dialect/TP/IR/TPAttrs.cpp.inc"

LogicalResult GroupAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                StringRef name, int64_t size) {
  if (name.empty())
    return emitError() << "group name must not be empty";
  if (size < 1)
    return emitError() << "group size must be at least 1, got " << size;
  return success();
}

//===----------------------------------------------------------------------===//
// #tp.parallel_config
//===----------------------------------------------------------------------===//

namespace {

/// The keys of #tp.parallel_config, in the order it prints them.
enum class ConfigKey : unsigned {
  Group,
  Ep,
  Cp,
  DpAttention,
  MoeA2a,
  MoeCpAllGather,
  AttentionInput,
  MlpInput,
};
constexpr llvm::StringLiteral kConfigKeys[] = {
    "group",           "ep",       "cp",
    "dp_attention",    "moe_a2a",  "moe_cp_all_gather",
    "attention_input", "mlp_input"};
constexpr unsigned kNumConfigKeys = std::size(kConfigKeys);
static_assert(kNumConfigKeys == unsigned(ConfigKey::MlpInput) + 1,
              "one name per key");

/// "group, ep, cp, ...", for the diagnostics that list the keys.
std::string joinConfigKeys() {
  return llvm::join(std::begin(kConfigKeys), std::end(kConfigKeys), ", ");
}

/// A size: an integer that fits in 64 bits (the verifier checks that it is
/// at least 1). `true` and `false`, which MLIR would read as 1 and 0, are not
/// sizes.
ParseResult parseConfigSize(AsmParser &parser, StringRef key, int64_t &size) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (succeeded(parser.parseOptionalKeyword(&keyword)))
    return parser.emitError(loc)
           << "'" << key << "' must be an integer, got '" << keyword << "'";
  APInt value;
  OptionalParseResult parsed = parser.parseOptionalInteger(value);
  if (!parsed.has_value())
    return parser.emitError(loc) << "'" << key << "' must be an integer";
  if (failed(*parsed))
    return failure();
  if (value.getSignificantBits() > 64)
    return parser.emitError(loc) << "'" << key << "' must fit in 64 bits, got "
                                 << llvm::toString(value, 10, /*Signed=*/true);
  size = value.getSExtValue();
  return success();
}

/// A boolean: `true` or `false`, never an integer.
ParseResult parseConfigFlag(AsmParser &parser, StringRef key, bool &flag) {
  SMLoc loc = parser.getCurrentLocation();
  StringRef keyword;
  if (failed(parser.parseOptionalKeyword(&keyword)) ||
      (keyword != "true" && keyword != "false"))
    return parser.emitError(loc) << "'" << key << "' must be true or false";
  flag = keyword == "true";
  return success();
}

} // namespace

Attribute ParallelConfigAttr::parse(AsmParser &parser, Type) {
  SMLoc start = parser.getCurrentLocation();
  GroupAttr group;
  int64_t ep = 0, cp = 0;
  bool dpAttention = false, moeCpAllGather = false;
  std::string moeA2a;
  ActivationLayout attentionInput = ActivationLayout::Full;
  ActivationLayout mlpInput = ActivationLayout::Full;
  std::array<bool, kNumConfigKeys> seen = {};

  auto parseLayout = [&](StringRef key,
                         ActivationLayout &layout) -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    std::string name;
    std::optional<ActivationLayout> parsed;
    if (succeeded(parser.parseOptionalKeywordOrString(&name)))
      parsed = symbolizeActivationLayout(name);
    if (!parsed)
      return parser.emitError(loc)
             << "'" << key << "' must be full or scattered";
    layout = *parsed;
    return success();
  };

  auto parseEntry = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef key;
    if (failed(parser.parseOptionalKeyword(&key)))
      return parser.emitError(loc) << "expected a key of #tp.parallel_config ("
                                   << joinConfigKeys() << ")";
    const auto *known = llvm::find(kConfigKeys, key);
    if (known == std::end(kConfigKeys))
      return parser.emitError(loc)
             << "unknown key '" << key
             << "' in #tp.parallel_config; the keys are " << joinConfigKeys();
    unsigned index = known - std::begin(kConfigKeys);
    if (seen[index])
      return parser.emitError(loc)
             << "key '" << key << "' appears twice in #tp.parallel_config";
    seen[index] = true;
    if (parser.parseEqual())
      return failure();
    SMLoc valueLoc = parser.getCurrentLocation();
    switch (static_cast<ConfigKey>(index)) {
    case ConfigKey::Group: {
      Attribute value;
      if (parser.parseAttribute(value))
        return failure();
      group = dyn_cast<GroupAttr>(value);
      if (!group)
        return parser.emitError(valueLoc)
               << "'group' must be a #tp.group attribute (e.g. "
                  "#tp.group<\"tp\", size = 2>), got "
               << value;
      return success();
    }
    case ConfigKey::Ep:
      return parseConfigSize(parser, key, ep);
    case ConfigKey::Cp:
      return parseConfigSize(parser, key, cp);
    case ConfigKey::DpAttention:
      return parseConfigFlag(parser, key, dpAttention);
    case ConfigKey::MoeA2a:
      if (failed(parser.parseOptionalString(&moeA2a)))
        return parser.emitError(valueLoc)
               << "'moe_a2a' must be a string: \"none\" or the name of the "
                  "MoE all-to-all backend";
      return success();
    case ConfigKey::MoeCpAllGather:
      return parseConfigFlag(parser, key, moeCpAllGather);
    case ConfigKey::AttentionInput:
      return parseLayout(key, attentionInput);
    case ConfigKey::MlpInput:
      return parseLayout(key, mlpInput);
    }
    llvm_unreachable("every key is handled");
  };

  if (parser.parseCommaSeparatedList(AsmParser::Delimiter::LessGreater,
                                     parseEntry, " in #tp.parallel_config"))
    return {};

  SmallVector<std::string> missing;
  for (auto [key, present] : llvm::zip_equal(kConfigKeys, seen))
    if (!present)
      missing.push_back(("'" + key + "'").str());
  if (!missing.empty()) {
    parser.emitError(start)
        << "#tp.parallel_config is missing " << llvm::join(missing, ", ")
        << ": every key is required (" << joinConfigKeys() << ")";
    return {};
  }
  return parser.getChecked<ParallelConfigAttr>(
      start, parser.getContext(), group, ep, cp, dpAttention, StringRef(moeA2a),
      moeCpAllGather, attentionInput, mlpInput);
}

void ParallelConfigAttr::print(AsmPrinter &printer) const {
  printer << "<group = ";
  printer.printAttribute(getGroup());
  printer << ", ep = " << getEp() << ", cp = " << getCp()
          << ", dp_attention = " << getDpAttention() << ", moe_a2a = ";
  printer.printString(getMoeA2a());
  printer << ", moe_cp_all_gather = " << getMoeCpAllGather()
          << ", attention_input = "
          << stringifyActivationLayout(getAttentionInput())
          << ", mlp_input = " << stringifyActivationLayout(getMlpInput())
          << ">";
}

LogicalResult ParallelConfigAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, GroupAttr group, int64_t ep,
    int64_t cp, bool dpAttention, StringRef moeA2a, bool moeCpAllGather,
    ActivationLayout attentionInput, ActivationLayout mlpInput) {
  if (!group)
    return emitError() << "#tp.parallel_config needs its 'group', the "
                          "tensor-parallel #tp.group";
  if (ep < 1)
    return emitError() << "'ep' (the expert-parallel size) must be at least "
                          "1, got "
                       << ep;
  if (cp < 1)
    return emitError() << "'cp' (the context-parallel size) must be at least "
                          "1, got "
                       << cp;
  // Experts are split over ep ranks within the TP ranks (SGLang's
  // moe_tp_size = tp_size / ep_size).
  if (group.getSize() % ep != 0)
    return emitError() << "'ep' (" << ep << ") must divide the size of the "
                       << "TP group " << group << " (" << group.getSize()
                       << ")";
  if (moeA2a.empty())
    return emitError() << "'moe_a2a' must not be empty: write \"none\" when "
                          "no MoE all-to-all backend is used";
  for (auto [key, layout] :
       {std::pair(StringRef("attention_input"), attentionInput),
        std::pair(StringRef("mlp_input"), mlpInput)})
    if (stringifyActivationLayout(layout).empty())
      return emitError() << "'" << key << "' must be full or scattered, got "
                         << static_cast<uint32_t>(layout);
  return success();
}

void TPDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tpfuse/Dialect/TP/IR/TPAttrs.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// #tp.quant
//===----------------------------------------------------------------------===//

/// The block of the FP4 schemes, fixed by their formats.
static int64_t fp4BlockSize(QuantScheme scheme) {
  return scheme == QuantScheme::Nvfp4 ? 16 : 32;
}

LogicalResult QuantAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                QuantScheme scheme, int64_t groupSize,
                                FloatAttr minScale, ScaleFormat scaleFormat,
                                ScaleLayout scaleLayout, Scaling scaling) {
  StringRef name = stringifyQuantScheme(scheme);
  bool fp4 = scheme == QuantScheme::Nvfp4 || scheme == QuantScheme::Mxfp4;
  if (fp4 && scaling != Scaling::Divide)
    return emitError() << "scaling = " << stringifyScaling(scaling)
                       << " is for the FP8 schemes; " << name
                       << " has its own fixed scaling";
  bool computedFp8 =
      scheme == QuantScheme::Fp8PerToken || scheme == QuantScheme::Fp8PerGroup;
  if (scheme == QuantScheme::Fp8PerGroup) {
    if (groupSize <= 0)
      return emitError() << name << " needs a group_size > 0, got "
                         << groupSize;
  } else if (fp4) {
    // One spelling per meaning: the block is the format's.
    if (groupSize != 0)
      return emitError() << name << " quantizes blocks of "
                         << fp4BlockSize(scheme) << ": it takes no group_size";
  } else if (groupSize != 0) {
    return emitError() << name << " takes no group_size";
  }

  if (computedFp8) {
    if (!minScale)
      return emitError() << name
                         << " needs a min_scale (the floor of its "
                            "scales)";
    if (!minScale.getType().isF32())
      return emitError() << "min_scale must be an f32, got "
                         << minScale.getType();
    APFloat floor = minScale.getValue();
    if (!floor.isFinite() || floor.isNegative() || floor.isZero())
      return emitError() << "min_scale must be finite and positive";
    // A packed UE8M0 byte holds the exponents -127 .. 127.
    if (scaleLayout == ScaleLayout::PackedUe8m0 &&
        floor < APFloat(std::ldexp(1.0f, -127)))
      return emitError() << "scale_layout = packed_ue8m0 stores exponents "
                            "from -127: min_scale must be at least 2^-127";
  } else if (minScale) {
    return emitError() << name << " takes no min_scale";
  }

  if (scaleFormat == ScaleFormat::Ue8m0 && scheme != QuantScheme::Fp8PerGroup)
    return emitError() << "scale_format = ue8m0 is for fp8_per_group; " << name
                       << " has its own scale format";

  switch (scaleLayout) {
  case ScaleLayout::RowMajor:
    return success();
  case ScaleLayout::ColumnMajor:
    if (scheme == QuantScheme::Fp8PerGroup)
      return success();
    break;
  case ScaleLayout::PackedUe8m0:
    if (scheme == QuantScheme::Fp8PerGroup) {
      if (scaleFormat == ScaleFormat::Ue8m0)
        return success();
      return emitError() << "scale_layout = packed_ue8m0 packs UE8M0 scales: "
                            "it needs scale_format = ue8m0";
    }
    break;
  case ScaleLayout::Swizzled128x4:
    if (fp4)
      return success();
    break;
  }
  return emitError() << "scale_layout = " << stringifyScaleLayout(scaleLayout)
                     << " is not a layout of " << name << "'s scales";
}

bool QuantAttr::takesScale() const {
  return getScheme() == QuantScheme::Fp8Static ||
         getScheme() == QuantScheme::Nvfp4;
}

bool QuantAttr::computesScales() const {
  return getScheme() != QuantScheme::Fp8Static;
}

bool QuantAttr::isFp4() const {
  return getScheme() == QuantScheme::Nvfp4 || getScheme() == QuantScheme::Mxfp4;
}

int64_t QuantAttr::getBlockSize() const {
  if (isFp4())
    return fp4BlockSize(getScheme());
  return getGroupSize();
}

RankedTensorType QuantAttr::getQuantizedType(RankedTensorType input) const {
  if (!isFp4())
    return RankedTensorType::get(input.getShape(),
                                 Float8E4M3FNType::get(getContext()));
  SmallVector<int64_t> shape(input.getShape());
  // Two e2m1 values per byte; a dynamic or odd hidden size is refused by
  // the norm's verifier.
  if (!ShapedType::isDynamic(shape.back()))
    shape.back() /= 2;
  return RankedTensorType::get(shape, IntegerType::get(getContext(), 8));
}

/// `size` rounded up to a multiple of `multiple`, or dynamic.
static int64_t roundUp(int64_t size, int64_t multiple) {
  if (ShapedType::isDynamic(size))
    return size;
  return llvm::divideCeil(size, multiple) * multiple;
}

RankedTensorType QuantAttr::getScalesType(RankedTensorType input) const {
  if (!computesScales())
    return nullptr;
  MLIRContext *context = getContext();
  ArrayRef<int64_t> shape = input.getShape();
  int64_t hidden = shape.back();
  int64_t block = getBlockSize();
  int64_t perToken = 1;
  if (block != 0 && !ShapedType::isDynamic(hidden))
    perToken = hidden / block;
  else if (block != 0)
    perToken = ShapedType::kDynamic;
  Type element = Float32Type::get(context);
  if (getScheme() == QuantScheme::Nvfp4)
    element = Float8E4M3FNType::get(context);
  else if (getScheme() == QuantScheme::Mxfp4)
    element = Float8E8M0FNUType::get(context);

  int64_t tokens = 1;
  for (int64_t size : shape.drop_back())
    tokens = ShapedType::isDynamic(size) || ShapedType::isDynamic(tokens)
                 ? ShapedType::kDynamic
                 : tokens * size;
  switch (getScaleLayout()) {
  case ScaleLayout::RowMajor: {
    SmallVector<int64_t> scales(shape.drop_back());
    scales.push_back(perToken);
    return RankedTensorType::get(scales, element);
  }
  case ScaleLayout::ColumnMajor:
    return RankedTensorType::get({perToken, roundUp(tokens, 4)}, element);
  case ScaleLayout::PackedUe8m0:
    return RankedTensorType::get({ShapedType::isDynamic(perToken)
                                      ? perToken
                                      : int64_t(llvm::divideCeil(perToken, 4)),
                                  roundUp(tokens, 4)},
                                 IntegerType::get(context, 32));
  case ScaleLayout::Swizzled128x4:
    return RankedTensorType::get({roundUp(tokens, 128), roundUp(perToken, 4)},
                                 element);
  }
  llvm_unreachable("a scale layout");
}
