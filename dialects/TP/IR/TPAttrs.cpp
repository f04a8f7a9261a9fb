//===- TPAttrs.cpp - tp dialect attributes --------------------------------===//

#include "tpfuse/Dialect/TP/IR/TPAttrs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "tpfuse/Dialect/TP/IR/TPDialect.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

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
