//===- SizeTable.cpp - Which algorithm runs a fused call ------------------===//

#include "SizeTable.h"

#include "common/Dtype.h"

#include <cctype>
#include <cstdint>
#include <sstream>

using namespace tpfuse::runtime::cuda;

namespace {

constexpr int64_t KiB = 1024, MiB = 1024 * KiB;
constexpr int64_t kNoLimit = INT64_MAX;
constexpr int kAnyDtype = -1;
constexpr int64_t kAnyHidden = 0;
constexpr int kBf16 = TPFUSE_DTYPE_BF16, kF16 = TPFUSE_DTYPE_F16,
              kF32 = TPFUSE_DTYPE_F32;

/// World size 2: measured on 2x H200 with NVLink with the row-split
/// two-shot (bench/results/allreduce-norm-2xH200.md): one-shot up to the
/// largest measured token count where its median is the lower, two-shot
/// above; both beat NCCL + norm, and NCCL alone, at every size measured, so
/// nothing declines. f16 rows copy bf16's (same kernels, same bytes). Other
/// world sizes: not measured here; the fused caps of vLLM's SM90 table, split
/// between one-shot and two-shot.
const SizeTableRow kBuiltInRows[] = {
    {2, kAnyDtype, kAnyHidden, 2 * MiB, kNoLimit},
    {2, kBf16, 1024, 2 * MiB, kNoLimit}, // one-shot to 1024 tokens
    {2, kBf16, 4096, 2 * MiB, kNoLimit}, // one-shot to 256 tokens
    {2, kBf16, 7168, 3 * MiB, kNoLimit}, // one-shot to 128 (219) tokens
    {2, kBf16, 8192, 3 * MiB, kNoLimit}, // one-shot to 128 (192) tokens
    {2, kF16, 1024, 2 * MiB, kNoLimit},
    {2, kF16, 4096, 2 * MiB, kNoLimit},
    {2, kF16, 7168, 3 * MiB, kNoLimit},
    {2, kF16, 8192, 3 * MiB, kNoLimit},
    {2, kF32, 4096, 4 * MiB, kNoLimit}, // one-shot to 256 tokens
    {4, kAnyDtype, kAnyHidden, 1 * MiB, 2 * MiB},
    {8, kAnyDtype, kAnyHidden, 256 * KiB, 512 * KiB},
};

std::string trim(const std::string &text) {
  size_t begin = 0, end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin])))
    ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1])))
    --end;
  return text.substr(begin, end - begin);
}

std::vector<std::string> split(const std::string &text, char separator) {
  std::vector<std::string> parts;
  std::string part;
  std::istringstream stream(text);
  while (std::getline(stream, part, separator))
    parts.push_back(trim(part));
  return parts;
}

/// A non-negative decimal number with an optional K/M/G suffix.
bool parseBytes(const std::string &text, int64_t &bytes) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text[0])))
    return false;
  size_t digits = 0;
  int64_t value = 0;
  while (digits < text.size() &&
         std::isdigit(static_cast<unsigned char>(text[digits]))) {
    value = value * 10 + (text[digits] - '0');
    if (value > (int64_t(1) << 40))
      return false;
    ++digits;
  }
  std::string suffix = text.substr(digits);
  int64_t scale = 1;
  if (suffix == "K" || suffix == "k")
    scale = KiB;
  else if (suffix == "M" || suffix == "m")
    scale = MiB;
  else if (suffix == "G" || suffix == "g")
    scale = 1024 * MiB;
  else if (!suffix.empty())
    return false;
  bytes = value * scale;
  return true;
}

bool parseDtype(const std::string &text, int &dtype) {
  if (text == "*")
    dtype = kAnyDtype;
  else if (text == "bf16")
    dtype = TPFUSE_DTYPE_BF16;
  else if (text == "f16")
    dtype = TPFUSE_DTYPE_F16;
  else if (text == "f32")
    dtype = TPFUSE_DTYPE_F32;
  else
    return false;
  return true;
}

/// A row's dtype as the override syntax writes it.
const char *rowDtypeName(int dtype) {
  return dtype == kAnyDtype
             ? "*"
             : tpfuse::runtime::dtypeName(static_cast<tpfuse_dtype>(dtype));
}

} // namespace

SizeTable SizeTable::builtIn() {
  SizeTable table;
  table.rows.assign(std::begin(kBuiltInRows), std::end(kBuiltInRows));
  return table;
}

bool SizeTable::append(const std::string &spec, std::string &error) {
  std::vector<SizeTableRow> parsed;
  for (const std::string &rowText : split(spec, ';')) {
    if (rowText.empty())
      continue;
    std::vector<std::string> fields = split(rowText, ':');
    SizeTableRow row;
    int64_t worldSize = 0;
    bool valid = fields.size() == 5 && parseBytes(fields[0], worldSize) &&
                 worldSize >= 1 && worldSize <= 1024 &&
                 parseDtype(fields[1], row.dtype) &&
                 (fields[2] == "*"
                      ? (row.hidden = kAnyHidden, true)
                      : parseBytes(fields[2], row.hidden) && row.hidden > 0) &&
                 parseBytes(fields[3], row.oneShotMaxBytes) &&
                 parseBytes(fields[4], row.twoShotMaxBytes);
    if (!valid) {
      error = "bad size-table row '" + rowText +
              "' (expected WORLD_SIZE:DTYPE:HIDDEN:ONE_SHOT_MAX_BYTES:"
              "TWO_SHOT_MAX_BYTES, e.g. 2:bf16:7168:2M:16M)";
      return false;
    }
    row.worldSize = int(worldSize);
    parsed.push_back(row);
  }
  rows.insert(rows.end(), parsed.begin(), parsed.end());
  return true;
}

FusedStrategy SizeTable::choose(int worldSize, tpfuse_dtype dtype,
                                int64_t hidden, int64_t messageBytes) const {
  const SizeTableRow *best = nullptr;
  int bestSpecificity = -1;
  for (const SizeTableRow &row : rows) {
    if (row.worldSize != worldSize ||
        (row.dtype != kAnyDtype && row.dtype != dtype) ||
        (row.hidden != kAnyHidden && row.hidden != hidden))
      continue;
    int specificity =
        (row.hidden != kAnyHidden ? 2 : 0) + (row.dtype != kAnyDtype ? 1 : 0);
    if (specificity >= bestSpecificity) {
      best = &row;
      bestSpecificity = specificity;
    }
  }
  if (!best)
    return FusedStrategy::NcclThenNorm;
  if (messageBytes <= best->oneShotMaxBytes)
    return FusedStrategy::OneShot;
  if (messageBytes <= best->twoShotMaxBytes)
    return FusedStrategy::TwoShot;
  return FusedStrategy::NcclThenNorm;
}

std::string SizeTable::canonical() const {
  std::ostringstream text;
  for (const SizeTableRow &row : rows)
    text << row.worldSize << ':' << rowDtypeName(row.dtype) << ':' << row.hidden
         << ':' << row.oneShotMaxBytes << ':' << row.twoShotMaxBytes << ';';
  return text.str();
}
