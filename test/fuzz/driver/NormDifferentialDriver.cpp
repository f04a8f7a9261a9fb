//===- NormDifferentialDriver.cpp - One random norm, compiled several ways ===//
//
// The runner of norm_differential.py, started on each rank by tpfuse-launch.
// It loads one shared object per form of a random norm boundary (as written,
// raised, fused: the same IR through different passes of tp-aot-pipeline),
// calls each on this rank's inputs for every requested token count, the
// fused form a second time with the fused path forced to decline, and checks
// that every form and the decline give the same bits (NaNs compare equal,
// whatever their payload). It prints one line per call with a hash of the
// outputs, which the script compares across ranks. Exit status: 0 when every
// call succeeded and agreed, 1 on a difference, 2 on a usage or setup error.
//
// The boundary's C interface (docs/AOT.md): the communicator, then partial
// [tokens, hidden], [residual [tokens, hidden],] weight [hidden], then the
// results' buffers: normed [tokens, hidden][, residual_out [tokens, hidden]].
//
//===----------------------------------------------------------------------===//

#include "mlir/ExecutionEngine/CRunnerUtils.h"
#include "tpfuse/runtime.h"

#include <dlfcn.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {
using Tokens = StridedMemRefType<char, 2>;
using Hidden = StridedMemRefType<char, 1>;
using PlainEntry = int32_t(tpfuse_comm *, Tokens *, Hidden *, Tokens *);
using ResidualEntry = int32_t(tpfuse_comm *, Tokens *, Tokens *, Hidden *,
                              Tokens *, Tokens *);

enum class Element { Bf16, F16, F32 };

struct Options {
  Element element = Element::Bf16;
  int64_t hidden = 0;
  bool residual = false;
  std::vector<int64_t> tokens;
  uint64_t seed = 0;
  double scale = 1.0;
  std::string entry = "_mlir_ciface_boundary";
  /// name=path of each form's shared object, the first is the reference.
  std::vector<std::pair<std::string, std::string>> forms;
  /// The form that is also run with the fused path forced to decline.
  std::string fusedForm;
};

[[noreturn]] void usage(const std::string &why) {
  std::fprintf(stderr,
               "norm-differential-driver: %s\n"
               "usage: --element bf16|f16|f32 --hidden H --residual 0|1 "
               "--tokens T[,T...] --seed S [--scale X] [--entry SYMBOL] "
               "[--fused-form NAME] NAME=LIB.so...\n",
               why.c_str());
  std::exit(2);
}

Options parse(int argc, char **argv) {
  Options options;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc)
        usage(arg + " needs a value");
      return argv[++i];
    };
    if (arg == "--element") {
      std::string name = value();
      if (name == "bf16")
        options.element = Element::Bf16;
      else if (name == "f16")
        options.element = Element::F16;
      else if (name == "f32")
        options.element = Element::F32;
      else
        usage("unknown element type " + name);
    } else if (arg == "--hidden") {
      options.hidden = std::stoll(value());
    } else if (arg == "--residual") {
      options.residual = value() == "1";
    } else if (arg == "--tokens") {
      std::string list = value();
      for (size_t start = 0; start <= list.size();) {
        size_t comma = list.find(',', start);
        if (comma == std::string::npos)
          comma = list.size();
        options.tokens.push_back(std::stoll(list.substr(start, comma - start)));
        start = comma + 1;
      }
    } else if (arg == "--seed") {
      options.seed = std::stoull(value());
    } else if (arg == "--scale") {
      options.scale = std::stod(value());
    } else if (arg == "--entry") {
      options.entry = value();
    } else if (arg == "--fused-form") {
      options.fusedForm = value();
    } else if (size_t equals = arg.find('='); equals != std::string::npos) {
      options.forms.emplace_back(arg.substr(0, equals), arg.substr(equals + 1));
    } else {
      usage("unknown argument " + arg);
    }
  }
  if (options.hidden <= 0 || options.tokens.empty() || options.forms.empty())
    usage("--hidden, --tokens and at least one form are required");
  return options;
}

size_t elementSize(Element element) { return element == Element::F32 ? 4 : 2; }

/// splitmix64: a seeded stream, identical on every rank and platform.
struct Random {
  uint64_t state;
  uint64_t next() {
    uint64_t z = (state += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  /// Uniform in [-1, 1).
  double uniform() { return static_cast<double>(next() >> 11) * 0x1p-52 - 1; }
};

uint16_t toBf16(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  if (std::isnan(value))
    return 0x7fc0;
  bits += 0x7fff + ((bits >> 16) & 1); // round to nearest, ties to even
  return static_cast<uint16_t>(bits >> 16);
}

uint16_t toF16(float value) {
  _Float16 half = static_cast<_Float16>(value);
  uint16_t bits;
  std::memcpy(&bits, &half, sizeof bits);
  return bits;
}

/// `count` random values of `element`, uniform in [-scale, scale).
std::vector<char> randomTensor(Element element, int64_t count, double scale,
                               Random random) {
  std::vector<char> bytes(static_cast<size_t>(count) * elementSize(element));
  for (int64_t i = 0; i < count; ++i) {
    float value = static_cast<float>(random.uniform() * scale);
    if (element == Element::F32) {
      std::memcpy(bytes.data() + 4 * i, &value, 4);
    } else {
      uint16_t bits = element == Element::Bf16 ? toBf16(value) : toF16(value);
      std::memcpy(bytes.data() + 2 * i, &bits, 2);
    }
  }
  return bytes;
}

bool isNan(Element element, const char *data) {
  if (element == Element::F32) {
    float value;
    std::memcpy(&value, data, 4);
    return std::isnan(value);
  }
  uint16_t bits;
  std::memcpy(&bits, data, 2);
  uint16_t exponent = element == Element::Bf16 ? 0x7f80 : 0x7c00;
  uint16_t mantissa = element == Element::Bf16 ? 0x007f : 0x03ff;
  return (bits & exponent) == exponent && (bits & mantissa) != 0;
}

/// Index of the first element whose bits differ (NaNs equal), or -1.
int64_t firstDifference(Element element, const std::vector<char> &a,
                        const std::vector<char> &b) {
  size_t size = elementSize(element);
  for (size_t offset = 0; offset < a.size(); offset += size) {
    if (std::memcmp(a.data() + offset, b.data() + offset, size) == 0)
      continue;
    if (isNan(element, a.data() + offset) && isNan(element, b.data() + offset))
      continue;
    return static_cast<int64_t>(offset / size);
  }
  return -1;
}

/// The bits of element `index`, in hexadecimal.
std::string bitsOf(Element element, const std::vector<char> &values,
                   int64_t index) {
  size_t size = elementSize(element);
  uint32_t bits = 0;
  std::memcpy(&bits, values.data() + index * size, size);
  char text[16];
  std::snprintf(text, sizeof text, size == 2 ? "0x%04x" : "0x%08x", bits);
  return text;
}

/// FNV-1a over the outputs, every NaN hashed as one value.
uint64_t hashOf(Element element,
                const std::vector<std::vector<char>> &outputs) {
  uint64_t hash = 0xcbf29ce484222325ull;
  size_t size = elementSize(element);
  for (const std::vector<char> &output : outputs)
    for (size_t offset = 0; offset < output.size(); offset += size) {
      bool nan = isNan(element, output.data() + offset);
      for (size_t byte = 0; byte < size; ++byte) {
        hash ^= nan ? 0xffu : static_cast<uint8_t>(output[offset + byte]);
        hash *= 0x100000001b3ull;
      }
    }
  return hash;
}

Tokens describeTokens(std::vector<char> &bytes, int64_t tokens,
                      int64_t hidden) {
  Tokens view;
  view.basePtr = view.data = bytes.data();
  view.offset = 0;
  view.sizes[0] = tokens;
  view.sizes[1] = hidden;
  view.strides[0] = hidden;
  view.strides[1] = 1;
  return view;
}

Hidden describeHidden(std::vector<char> &bytes, int64_t hidden) {
  Hidden view;
  view.basePtr = view.data = bytes.data();
  view.offset = 0;
  view.sizes[0] = hidden;
  view.strides[0] = 1;
  return view;
}

struct Inputs {
  std::vector<char> partial, residual, weight;
};

/// Outputs filled with a pattern of `form`'s own, so that an element a form
/// leaves unwritten differs from the reference's.
std::vector<std::vector<char>> poisonedOutputs(const Options &options,
                                               int64_t tokens, int form) {
  size_t bytes = static_cast<size_t>(tokens * options.hidden) *
                 elementSize(options.element);
  std::vector<std::vector<char>> outputs(options.residual ? 2 : 1);
  for (std::vector<char> &output : outputs)
    output.assign(bytes, static_cast<char>(0x3b + 16 * form));
  return outputs;
}

int32_t call(void *entry, const Options &options, tpfuse_comm *comm,
             Inputs &inputs, std::vector<std::vector<char>> &outputs,
             int64_t tokens) {
  Tokens partial = describeTokens(inputs.partial, tokens, options.hidden);
  Hidden weight = describeHidden(inputs.weight, options.hidden);
  Tokens normed = describeTokens(outputs[0], tokens, options.hidden);
  if (!options.residual)
    return reinterpret_cast<PlainEntry *>(entry)(comm, &partial, &weight,
                                                 &normed);
  Tokens residual = describeTokens(inputs.residual, tokens, options.hidden);
  Tokens residualOut = describeTokens(outputs[1], tokens, options.hidden);
  return reinterpret_cast<ResidualEntry *>(entry)(
      comm, &partial, &residual, &weight, &normed, &residualOut);
}

bool check(tpfuse_status status, const char *what) {
  if (status == TPFUSE_SUCCESS)
    return true;
  std::fprintf(stderr, "%s: %s: %s\n", what, tpfuse_status_name(status),
               tpfuse_last_error_message());
  return false;
}
} // namespace

int main(int argc, char **argv) {
  Options options = parse(argc, argv);
  std::vector<void *> entries;
  for (auto &[name, path] : options.forms) {
    void *library = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!library) {
      std::fprintf(stderr, "cannot load %s: %s\n", path.c_str(), dlerror());
      return 2;
    }
    void *entry = dlsym(library, options.entry.c_str());
    if (!entry) {
      std::fprintf(stderr, "%s defines no %s\n", path.c_str(),
                   options.entry.c_str());
      return 2;
    }
    entries.push_back(entry);
  }

  tpfuse_comm_options commOptions;
  tpfuse_comm_options_init(&commOptions);
  commOptions.max_tokens = 4096;
  commOptions.max_hidden = 8192;
  commOptions.workspace_dtype = TPFUSE_DTYPE_F32;
  commOptions.timeout_ms = 60000;
  tpfuse_comm *comm = nullptr;
  if (!check(tpfuse_comm_create_from_env(&commOptions, &comm), "create"))
    return 2;
  int rank = 0;
  if (!check(tpfuse_comm_rank(comm, &rank), "rank"))
    return 2;

  int failures = 0;
  for (int64_t tokens : options.tokens) {
    int64_t count = tokens * options.hidden;
    // The residual and the weight are replicated (one seed on every rank),
    // the partial sums are this rank's own.
    Random replicated{options.seed * 1000003u + static_cast<uint64_t>(tokens)};
    Random own{replicated.state ^ (0x5851f42d4c957f2dull * (rank + 1))};
    Inputs inputs;
    inputs.partial = randomTensor(options.element, count, options.scale, own);
    inputs.residual = randomTensor(options.element, count, options.scale,
                                   Random{replicated.next()});
    inputs.weight = randomTensor(options.element, options.hidden, 1.0,
                                 Random{replicated.next()});

    std::vector<std::vector<char>> reference;
    auto run = [&](size_t form, bool declined) {
      std::string name =
          options.forms[form].first + (declined ? "+declined" : "");
      std::vector<std::vector<char>> outputs =
          poisonedOutputs(options, tokens, static_cast<int>(form) + declined);
      int32_t status =
          call(entries[form], options, comm, inputs, outputs, tokens);
      std::printf(
          "rank %d tokens %lld form %s status %s hash %016llx\n", rank,
          static_cast<long long>(tokens), name.c_str(),
          tpfuse_status_name(static_cast<tpfuse_status>(status)),
          static_cast<unsigned long long>(hashOf(options.element, outputs)));
      if (status != TPFUSE_SUCCESS) {
        std::printf("rank %d tokens %lld form %s FAILED: %s\n", rank,
                    static_cast<long long>(tokens), name.c_str(),
                    tpfuse_last_error_message());
        ++failures;
        return;
      }
      if (reference.empty()) {
        reference = std::move(outputs);
        return;
      }
      for (size_t output = 0; output < outputs.size(); ++output) {
        int64_t index = firstDifference(options.element, reference[output],
                                        outputs[output]);
        if (index < 0)
          continue;
        std::printf("rank %d tokens %lld form %s MISMATCH output %zu element "
                    "%lld (row %lld): bits %s, reference %s\n",
                    rank, static_cast<long long>(tokens), name.c_str(), output,
                    static_cast<long long>(index),
                    static_cast<long long>(index / options.hidden),
                    bitsOf(options.element, outputs[output], index).c_str(),
                    bitsOf(options.element, reference[output], index).c_str());
        ++failures;
      }
    };
    for (size_t form = 0; form < entries.size(); ++form) {
      run(form, false);
      if (options.forms[form].first != options.fusedForm)
        continue;
      if (!check(tpfuse_comm_set_force_decline(comm, 1), "force decline"))
        return 2;
      run(form, true);
      if (!check(tpfuse_comm_set_force_decline(comm, 0), "force decline"))
        return 2;
    }
  }
  tpfuse_counters counters;
  if (!check(tpfuse_comm_get_counters(comm, &counters), "counters"))
    return 2;
  std::printf("rank %d counters explicit %llu fused %llu declines %llu\n", rank,
              static_cast<unsigned long long>(counters.explicit_all_reduces),
              static_cast<unsigned long long>(counters.fused_calls),
              static_cast<unsigned long long>(counters.declines));
  if (!check(tpfuse_comm_destroy(comm), "destroy"))
    return 2;
  return failures == 0 ? 0 : 1;
}
