//===- CudaBackendOptions.cpp - Options and their overrides ---------------===//
//
// CudaBackendOptions as the backend runs with them: checked, with the
// environment's overrides (TPFUSE_SPIN_TIMEOUT_MS, TPFUSE_PDL,
// TPFUSE_PDL_IN_CAPTURES, TPFUSE_NORM_ROW_SPLIT, TPFUSE_NORM_ROW_PER_BLOCK,
// TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS) applied, and the size table
// they select (built-in rows, TPFUSE_SIZE_TABLE, then the options' rows). Also
// the fingerprint the ranks compare, since the fused path is only on if every
// rank's decline decisions are the same.
//
//===----------------------------------------------------------------------===//

#include "CudaBackendImpl.h"
#include "InDtypeChainRule.h"

#include <cstdlib>
#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

/// Reads an integer environment variable; false if set but malformed.
bool readIntegerVariable(const char *name, int64_t &value) {
  const char *text = std::getenv(name);
  if (!text || !*text)
    return true;
  char *end = nullptr;
  long long parsed = std::strtoll(text, &end, 10);
  if (*end != '\0' || parsed < 0)
    return false;
  value = parsed;
  return true;
}

uint64_t fnv1a(const std::string &bytes) {
  uint64_t hash = 14695981039346656037ull;
  for (unsigned char c : bytes) {
    hash ^= c;
    hash *= 1099511628211ull;
  }
  return hash;
}

} // namespace

tpfuse_status
tpfuse::runtime::cuda::resolveOptions(const CudaBackendOptions &requested,
                                      CudaBackendOptions &resolved,
                                      SizeTable &sizeTable) {
  resolved = requested;
  if (requested.maxTokens < 0 || requested.maxHidden < 0 ||
      requested.maxTokens > INT32_MAX || requested.maxHidden > INT32_MAX ||
      (requested.maxElementBytes != 2 && requested.maxElementBytes != 4) ||
      requested.spinTimeout.count() < 0 || requested.setupTimeout.count() <= 0)
    return fail(
        TPFUSE_ERROR_INVALID_ARGUMENT,
        "CUDA backend options: max_tokens and max_hidden must be in "
        "[0, 2^31), max_element_bytes 2 or 4, the spin timeout >= 0, the "
        "setup timeout > 0");
  int64_t timeoutMs = requested.spinTimeout.count();
  if (!readIntegerVariable("TPFUSE_SPIN_TIMEOUT_MS", timeoutMs))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_SPIN_TIMEOUT_MS must be a non-negative integer");
  resolved.spinTimeout = std::chrono::milliseconds(timeoutMs);
  int64_t pdl = requested.programmaticDependentLaunch ? 1 : 0;
  if (!readIntegerVariable("TPFUSE_PDL", pdl) || pdl > 1)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, "TPFUSE_PDL must be 0 or 1");
  resolved.programmaticDependentLaunch = pdl == 1;
  int64_t inCaptures = requested.programmaticEdgesInCaptures ? 1 : 0;
  if (!readIntegerVariable("TPFUSE_PDL_IN_CAPTURES", inCaptures) ||
      inCaptures > 1)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_PDL_IN_CAPTURES must be 0 or 1");
  resolved.programmaticEdgesInCaptures = inCaptures == 1;
  int64_t rowSplit = requested.normRowSplit;
  if (!readIntegerVariable("TPFUSE_NORM_ROW_SPLIT", rowSplit) ||
      (rowSplit != 0 && rowSplit != 1 && rowSplit != 2 && rowSplit != 4 &&
       rowSplit != 8))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_ROW_SPLIT (or the normRowSplit option) must be "
                "0 (the rule), 1, 2, 4 or 8");
  resolved.normRowSplit = int(rowSplit);
  int64_t rowPerBlock = requested.normRowPerBlock;
  if (!readIntegerVariable("TPFUSE_NORM_ROW_PER_BLOCK", rowPerBlock) ||
      rowPerBlock < 0 || rowPerBlock > 2)
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_ROW_PER_BLOCK (or the normRowPerBlock option) "
                "must be 0 (the rule), 1 (never) or 2 (always)");
  resolved.normRowPerBlock = int(rowPerBlock);
  int64_t chainRows = requested.inDtypeChainRows;
  if (!readIntegerVariable("TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS", chainRows) ||
      (chainRows != 0 && !validChainRows(chainRows)))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS (or the inDtypeChainRows "
                "option) must be 0 (the rule), 1, 2, 4, 8 or 16");
  resolved.inDtypeChainRows = int(chainRows);

  sizeTable = SizeTable::builtIn();
  std::string error;
  const char *variable = std::getenv("TPFUSE_SIZE_TABLE");
  if (variable && !sizeTable.append(variable, error))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT, "TPFUSE_SIZE_TABLE: " + error);
  if (!sizeTable.append(requested.sizeTable, error))
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                "CudaBackendOptions::sizeTable: " + error);
  return TPFUSE_SUCCESS;
}

uint64_t
tpfuse::runtime::cuda::optionsFingerprint(const CudaBackendOptions &options,
                                          const SizeTable &sizeTable) {
  return fnv1a(std::to_string(options.maxTokens) + ':' +
               std::to_string(options.maxHidden) + ':' +
               std::to_string(options.maxElementBytes) + ':' +
               std::to_string(options.forceDecline) + ':' +
               sizeTable.canonical());
}
