//===- LlamaFiles.cpp - The exported Llama model's files ------------------===//

#include "LlamaFiles.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace tpfuse::e2e;

namespace {
/// The `count` values of `path`, which must hold exactly their bytes.
template <typename T>
std::vector<T> readArray(const std::string &path, size_t count) {
  std::FILE *file = std::fopen(path.c_str(), "rb");
  if (!file)
    fatal("cannot open " + path + ": " + std::strerror(errno));
  std::vector<T> values(count);
  size_t read = std::fread(values.data(), sizeof(T), count, file);
  // One more byte means the file is longer than expected.
  bool longer = std::fgetc(file) != EOF;
  bool failed = std::ferror(file) != 0;
  if (std::fclose(file) != 0 || failed)
    fatal("cannot read " + path);
  if (read != count || longer)
    fatal(path + " does not hold exactly " + std::to_string(count) +
          " elements of " + std::to_string(sizeof(T)) + " bytes");
  return values;
}
} // namespace

std::vector<Bf16> tpfuse::e2e::llama::readBf16(const std::string &path,
                                               size_t count) {
  return readArray<Bf16>(path, count);
}

std::vector<int64_t> tpfuse::e2e::llama::readInt64(const std::string &path,
                                                   size_t count) {
  return readArray<int64_t>(path, count);
}

std::vector<uint8_t> tpfuse::e2e::llama::readBytes(const std::string &path,
                                                   size_t count) {
  return readArray<uint8_t>(path, count);
}

void tpfuse::e2e::llama::writeBf16(const std::string &path,
                                   const std::vector<Bf16> &values) {
  std::FILE *file = std::fopen(path.c_str(), "wb");
  if (!file)
    fatal("cannot create " + path + ": " + std::strerror(errno));
  size_t written =
      std::fwrite(values.data(), sizeof(Bf16), values.size(), file);
  if (std::fclose(file) != 0 || written != values.size())
    fatal("cannot write " + path);
}

std::string tpfuse::e2e::llama::outputPath(const std::string &directory,
                                           const std::string &model,
                                           int64_t tokens) {
  return directory + "/" + model + "_" + std::to_string(tokens) + ".bin";
}

namespace {
/// "1,5,16" as {1, 5, 16}; empty if an item is not a positive integer.
std::vector<int64_t> parseTokenCounts(const std::string &text) {
  std::vector<int64_t> counts;
  size_t start = 0;
  while (start <= text.size()) {
    size_t end = text.find(',', start);
    if (end == std::string::npos)
      end = text.size();
    std::string item = text.substr(start, end - start);
    char *rest = nullptr;
    long long count = std::strtoll(item.c_str(), &rest, 10);
    if (item.empty() || *rest != '\0' || count < 1)
      return {};
    counts.push_back(count);
    start = end + 1;
  }
  return counts;
}
} // namespace

tpfuse::e2e::llama::LlamaFileOptions::Taken
tpfuse::e2e::llama::LlamaFileOptions::take(const std::string &option,
                                           const std::string &value) {
  if (option == "--data")
    data = value;
  else if (option == "--tokens") {
    tokenCounts = parseTokenCounts(value);
    if (tokenCounts.empty())
      return Taken::BadValue;
  } else if (option == "--unsharded-weights")
    unshardedWeights = value;
  else if (option == "--rank-weights")
    rankWeights.push_back(value);
  else
    return Taken::NotThisOption;
  return Taken::Yes;
}
