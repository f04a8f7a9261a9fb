//===- ParallelConfig.cpp - The parallel configuration contract -----------===//
//
// The contract is the #tp.parallel_config attribute, which the tp dialect
// parses and verifies. The dictionary it replaces is still read, with a
// deprecation warning, by the hand-written reader below.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/Analysis/ParallelConfig.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace tpfuse;

namespace {

constexpr llvm::StringLiteral kTpGroup = "tp_group";
constexpr llvm::StringLiteral kTp = "tp";
constexpr llvm::StringLiteral kEp = "ep";
constexpr llvm::StringLiteral kCp = "cp";
constexpr llvm::StringLiteral kDpAttention = "dp_attention";
constexpr llvm::StringLiteral kMoeA2A = "moe_a2a";
constexpr llvm::StringLiteral kMoeCpAllGather = "moe_cp_all_gather";
constexpr llvm::StringLiteral kAttentionInput = "attention_input";
constexpr llvm::StringLiteral kMlpInput = "mlp_input";

constexpr llvm::StringLiteral kAllKeys[] = {
    kTpGroup,        kTp,      kEp, kCp, kDpAttention, kMoeA2A, kMoeCpAllGather,
    kAttentionInput, kMlpInput};

/// Reads the dictionary one key at a time, keeping the first problem.
class DictionaryReader {
public:
  explicit DictionaryReader(DictionaryAttr dict) : dict(dict) {}

  bool ok() const { return problem.empty(); }
  const std::string &getProblem() const { return problem; }

  Attribute get(StringRef key) {
    if (!ok())
      return nullptr;
    Attribute value = dict.get(key);
    if (!value)
      problem = llvm::formatv("missing key '{0}'", key).str();
    return value;
  }

  int64_t readPositiveInteger(StringRef key) {
    Attribute value = get(key);
    if (!value)
      return 0;
    auto integer = dyn_cast<IntegerAttr>(value);
    if (!integer || isa<BoolAttr>(value) ||
        !integer.getType().isSignlessInteger()) {
      fail(key, "an integer", value);
      return 0;
    }
    // Read as the signed value it prints as; one that int64 cannot hold is
    // malformed, never truncated into a plausible size.
    const APInt &bits = integer.getValue();
    if (bits.getSignificantBits() > 64) {
      fail(key, "an integer that fits in 64 bits", value);
      return 0;
    }
    int64_t size = bits.getSExtValue();
    if (size < 1) {
      problem =
          llvm::formatv("'{0}' must be at least 1, got {1}", key, size).str();
      return 0;
    }
    return size;
  }

  bool readBool(StringRef key) {
    Attribute value = get(key);
    if (!value)
      return false;
    auto flag = dyn_cast<BoolAttr>(value);
    if (!flag) {
      fail(key, "a boolean (true or false)", value);
      return false;
    }
    return flag.getValue();
  }

  std::string readString(StringRef key) {
    Attribute value = get(key);
    if (!value)
      return {};
    auto string = dyn_cast<StringAttr>(value);
    if (!string || string.getValue().empty()) {
      fail(key, "a non-empty string", value);
      return {};
    }
    return string.getValue().str();
  }

  ActivationLayout readLayout(StringRef key) {
    std::string name = readString(key);
    if (!ok())
      return ActivationLayout::Full;
    if (name == "full")
      return ActivationLayout::Full;
    if (name == "scattered")
      return ActivationLayout::Scattered;
    problem = llvm::formatv("'{0}' must be \"full\" or \"scattered\", got "
                            "\"{1}\"",
                            key, name)
                  .str();
    return ActivationLayout::Full;
  }

private:
  void fail(StringRef key, StringRef expected, Attribute got) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    got.print(os);
    problem =
        llvm::formatv("'{0}' must be {1}, got {2}", key, expected, printed)
            .str();
  }

  DictionaryAttr dict;
  std::string problem;
};

/// Reads the deprecated dictionary form: every key is required and no other
/// key is allowed, so that a typo can never fall back to a default.
ParallelConfigReading readDictionary(DictionaryAttr dict) {
  using Kind = ParallelConfigReading::Kind;
  llvm::StringSet<> known;
  for (StringRef key : kAllKeys)
    known.insert(key);
  for (NamedAttribute entry : dict)
    if (!known.contains(entry.getName().getValue()))
      return {
          Kind::Malformed,
          {},
          llvm::formatv("unknown key '{0}'", entry.getName().getValue()).str()};

  DictionaryReader reader(dict);
  ParallelConfig config;
  std::string tpGroup = reader.readString(kTpGroup);
  int64_t tpSize = reader.readPositiveInteger(kTp);
  config.expertParallelSize = reader.readPositiveInteger(kEp);
  config.contextParallelSize = reader.readPositiveInteger(kCp);
  config.dataParallelAttention = reader.readBool(kDpAttention);
  config.moeAllToAllBackend = reader.readString(kMoeA2A);
  config.moeContextParallelAllGather = reader.readBool(kMoeCpAllGather);
  config.attentionInput = reader.readLayout(kAttentionInput);
  config.mlpInput = reader.readLayout(kMlpInput);
  if (!reader.ok())
    return {Kind::Malformed, {}, reader.getProblem()};

  // Experts are split over ep ranks within the TP ranks (SGLang's
  // moe_tp_size = tp_size / ep_size).
  if (tpSize % config.expertParallelSize != 0)
    return {Kind::Malformed,
            {},
            llvm::formatv("'ep' ({0}) must divide 'tp' ({1})",
                          config.expertParallelSize, tpSize)
                .str()};
  // A non-empty name and a size of at least 1: a valid group.
  config.group = tp::GroupAttr::get(dict.getContext(), tpGroup, tpSize);
  return {Kind::Valid, config, {}};
}

std::string printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

} // namespace

tp::ParallelConfigAttr ParallelConfig::toAttr(MLIRContext *context) const {
  return tp::ParallelConfigAttr::getChecked(
      mlir::detail::getDefaultDiagnosticEmitFn(context), context, group,
      expertParallelSize, contextParallelSize, dataParallelAttention,
      StringRef(moeAllToAllBackend), moeContextParallelAllGather,
      attentionInput, mlpInput);
}

ParallelConfig ParallelConfig::fromAttr(tp::ParallelConfigAttr attr) {
  ParallelConfig config;
  config.group = attr.getGroup();
  config.expertParallelSize = attr.getEp();
  config.contextParallelSize = attr.getCp();
  config.dataParallelAttention = attr.getDpAttention();
  config.moeAllToAllBackend = attr.getMoeA2a().str();
  config.moeContextParallelAllGather = attr.getMoeCpAllGather();
  config.attentionInput = attr.getAttentionInput();
  config.mlpInput = attr.getMlpInput();
  return config;
}

ParallelConfigReading tpfuse::readParallelConfig(ModuleOp module) {
  using Kind = ParallelConfigReading::Kind;
  Attribute attr = module->getAttr(ParallelConfig::kAttrName);
  if (!attr)
    return {Kind::Missing, {}, {}};
  if (auto typed = dyn_cast<tp::ParallelConfigAttr>(attr))
    return {Kind::Valid, ParallelConfig::fromAttr(typed), {}};
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return {Kind::Malformed,
            {},
            "it must be a #tp.parallel_config attribute, got " + printed(attr)};

  ParallelConfigReading reading = readDictionary(dict);
  InFlightDiagnostic warning = module.emitWarning()
                               << "the dictionary form of "
                               << ParallelConfig::kAttrName
                               << " is deprecated and will not be read after "
                                  "this release: ";
  if (reading.kind == Kind::Valid)
    warning << "write " << ParallelConfig::kAttrName << " = "
            << printed(reading.config.toAttr(module.getContext()));
  else
    warning << "write " << ParallelConfig::kAttrName
            << " = #tp.parallel_config<group = #tp.group<\"NAME\", size = N>, "
               "ep = N, cp = N, dp_attention = BOOL, moe_a2a = \"NAME\", "
               "moe_cp_all_gather = BOOL, attention_input = LAYOUT, "
               "mlp_input = LAYOUT> (LAYOUT: full or scattered)";
  return reading;
}
