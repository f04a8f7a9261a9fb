//===- ParallelConfig.cpp - The parallel configuration contract -----------===//

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

StringRef layoutName(ActivationLayout layout) {
  return layout == ActivationLayout::Full ? "full" : "scattered";
}

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

} // namespace

DictionaryAttr ParallelConfig::toAttr(MLIRContext *context) const {
  Builder b(context);
  return b.getDictionaryAttr({
      b.getNamedAttr(kTpGroup, b.getStringAttr(tpGroup)),
      b.getNamedAttr(kTp, b.getI64IntegerAttr(tpSize)),
      b.getNamedAttr(kEp, b.getI64IntegerAttr(expertParallelSize)),
      b.getNamedAttr(kCp, b.getI64IntegerAttr(contextParallelSize)),
      b.getNamedAttr(kDpAttention, b.getBoolAttr(dataParallelAttention)),
      b.getNamedAttr(kMoeA2A, b.getStringAttr(moeAllToAllBackend)),
      b.getNamedAttr(kMoeCpAllGather,
                     b.getBoolAttr(moeContextParallelAllGather)),
      b.getNamedAttr(kAttentionInput,
                     b.getStringAttr(layoutName(attentionInput))),
      b.getNamedAttr(kMlpInput, b.getStringAttr(layoutName(mlpInput))),
  });
}

ParallelConfigReading tpfuse::readParallelConfig(ModuleOp module) {
  using Kind = ParallelConfigReading::Kind;
  Attribute attr = module->getAttr(ParallelConfig::kAttrName);
  if (!attr)
    return {Kind::Missing, {}, {}};
  auto dict = dyn_cast<DictionaryAttr>(attr);
  if (!dict)
    return {Kind::Malformed, {}, "it must be a dictionary"};

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
  config.tpGroup = reader.readString(kTpGroup);
  config.tpSize = reader.readPositiveInteger(kTp);
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
  if (config.tpSize % config.expertParallelSize != 0)
    return {Kind::Malformed,
            {},
            llvm::formatv("'ep' ({0}) must divide 'tp' ({1})",
                          config.expertParallelSize, config.tpSize)
                .str()};
  return {Kind::Valid, config, {}};
}
