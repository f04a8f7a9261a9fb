//===- ParallelConfig.h - The parallel configuration contract ---*- C++ -*-===//
//
// How a model is parallelized decides whether an owed sum may move into its
// consumer. Ahead-of-time compilers state it on the module, as the
// `tp.parallel_config` attribute (#tp.parallel_config, documented in
// docs/ParallelConfig.md); the fusion pass reads it, fail-closed.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_ANALYSIS_PARALLELCONFIG_H
#define TPFUSE_ANALYSIS_PARALLELCONFIG_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "tpfuse/Dialect/TP/IR/TPAttrs.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace tpfuse {

/// Whether a layer's input holds all tokens (full) or a slice per rank.
using ActivationLayout = tp::ActivationLayout;

struct ParallelConfig {
  /// The tensor-parallel group: its name and size are the TP group's.
  tp::GroupAttr group;
  int64_t expertParallelSize = 1;
  int64_t contextParallelSize = 1;
  bool dataParallelAttention = false;
  /// "none", or the MoE all-to-all backend in use (e.g. "deepep").
  std::string moeAllToAllBackend = "none";
  bool moeContextParallelAllGather = false;
  ActivationLayout attentionInput = ActivationLayout::Full;
  ActivationLayout mlpInput = ActivationLayout::Full;

  /// The name of the module attribute.
  static constexpr llvm::StringLiteral kAttrName = "tp.parallel_config";

  /// The configuration as the #tp.parallel_config attribute a module
  /// carries; null, with an error, when it is not a valid one (no group, a
  /// size below 1, `ep` not dividing the TP size, an empty backend).
  tp::ParallelConfigAttr toAttr(mlir::MLIRContext *context) const;

  /// The configuration `attr` states.
  static ParallelConfig fromAttr(tp::ParallelConfigAttr attr);
};

/// What a module says about its parallel configuration.
struct ParallelConfigReading {
  enum class Kind { Missing, Malformed, Valid } kind;
  /// The configuration when Valid.
  ParallelConfig config;
  /// What is wrong when Malformed.
  std::string problem;
};

/// Reads `tp.parallel_config` from `module`: a #tp.parallel_config is Valid
/// (the dialect has verified it). For one release it also reads the
/// deprecated dictionary form (`{tp_group = "tp", tp = 2, ...}`), with a
/// warning on the module that gives the equivalent #tp.parallel_config: every
/// key is required and no other key is allowed, so that a typo can never
/// fall back to a default; a dictionary that breaks a rule is Malformed, with
/// a warning on the module that the form is deprecated. Anything else is
/// Malformed.
ParallelConfigReading readParallelConfig(mlir::ModuleOp module);

} // namespace tpfuse

#endif // TPFUSE_ANALYSIS_PARALLELCONFIG_H
