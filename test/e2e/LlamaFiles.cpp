//===- LlamaFiles.cpp - The exported Llama model's files ------------------===//

#include "LlamaFiles.h"

#include <cerrno>
#include <cstdio>
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
