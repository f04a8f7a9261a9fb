//===- ShardPartitionedDriver.cpp - Upstream-partitioned layers, on CPU ranks //
//
// Runs test/e2e/shard_partitioned.mlir on this rank two ways, both linked in
// (ShardPartitioned.cmake):
// - tpfuse_shard_layers_partitioned: the model as upstream sharding
//   partitioned it, imported by tp-import-shard and compiled fused or
//   unfused, on this rank's shards;
// - tpfuse_shard_layers_reference: the model stripped of its annotations,
//   compiled on its own: the unsharded model, run on this rank alone on the
//   whole tensors;
// and checks both against a float64 reference computed here.
//
// The inputs make every sum exact: activations are multiples of 1/2 in
// [-1, 1], weights of 1/4 in [-1, 1], biases and the residual of 1/8, so
// each product is a multiple of 1/8, and a multiple of 1/8 below 32 in
// magnitude is a bf16 (8 significant bits). The driver checks that every
// running sum of the matmuls' loops, in the unsharded and in each rank's
// order, and every residual sum stay below 32; the matmuls then compute in
// bf16 exactly, whichever rank adds the bias and however the ranks' parts
// are summed. So:
// - the residual stream h2 equals the float64 reference bit for bit, and
//   a bias added on no rank or on two shows up exactly;
// - the norms round once, from an f32 computation on exact values: within
//   one bf16 unit in the last place of the float64 reference (half a unit
//   for the rounding, and the f32 computation's error may cross a rounding
//   boundary), which is the tolerance for the partitioned and the unsharded
//   builds alike, and for the two against each other;
// - forcing the fused build to decline changes no bit (the CPU backend's
//   promise).
//
//===----------------------------------------------------------------------===//

#include "Driver.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

using namespace tpfuse::e2e;

namespace {

constexpr int64_t kTokens = 4;
/// The reduced (K) dimension of both projections, split over the ranks.
constexpr int64_t kReduced = 64;
constexpr int64_t kHidden = 32;
constexpr double kEpsilon = 1e-6;
/// Each projection's sums are owed once per call.
constexpr uint64_t kBoundaries = 2;
/// Multiples of 1/8 below this magnitude are exact in bf16.
constexpr double kExactLimit = 32;

using Descriptor1 = StridedMemRefType<Bf16, 1>;
using Descriptor2 = StridedMemRefType<Bf16, 2>;

/// @shard_layers(x1, w1, b1, residual, n1, x2, w2, b2, n2), then the
/// results' buffers (normed1, normed2, h2).
using Entry = EntryPoint<Descriptor2, Descriptor2, Descriptor1, Descriptor2,
                         Descriptor1, Descriptor2, Descriptor2, Descriptor1,
                         Descriptor1, Descriptor2, Descriptor2, Descriptor2>;

} // namespace

extern "C" Entry::Host tpfuse_shard_layers_reference;
extern "C" Entry::Host tpfuse_shard_layers_partitioned;

namespace {

/// The whole model's inputs, the same on every rank.
struct Inputs {
  Inputs() {
    Values(seedOf(0)).fill(x1, 2, 1.0);
    Values(seedOf(1)).fill(w1, 4, 1.0);
    Values(seedOf(2)).fill(b1, 8, 1.0);
    Values(seedOf(3)).fill(residual, 8, 2.0);
    Values(seedOf(4)).fillWeights(n1);
    Values(seedOf(5)).fill(x2, 2, 1.0);
    Values(seedOf(6)).fill(w2, 4, 1.0);
    Values(seedOf(7)).fill(b2, 8, 1.0);
    Values(seedOf(8)).fillWeights(n2);
  }

  Tensor<2> x1{{kTokens, kReduced}}, w1{{kReduced, kHidden}};
  Tensor<1> b1{{kHidden}};
  Tensor<2> residual{{kTokens, kHidden}};
  Tensor<1> n1{{kHidden}};
  Tensor<2> x2{{kTokens, kReduced}}, w2{{kReduced, kHidden}};
  Tensor<1> b2{{kHidden}}, n2{{kHidden}};
};

/// Columns [begin, begin + count) of `tensor`.
Tensor<2> columns(const Tensor<2> &tensor, int64_t begin, int64_t count) {
  Tensor<2> part({tensor.shape[0], count});
  for (int64_t row = 0; row < tensor.shape[0]; ++row)
    for (int64_t column = 0; column < count; ++column)
      part.values[row * count + column] =
          tensor.values[row * tensor.shape[1] + begin + column];
  return part;
}

/// Rows [begin, begin + count) of `tensor`.
Tensor<2> rows(const Tensor<2> &tensor, int64_t begin, int64_t count) {
  Tensor<2> part({count, tensor.shape[1]});
  std::copy_n(tensor.values.begin() + begin * tensor.shape[1],
              count * tensor.shape[1], part.values.begin());
  return part;
}

struct Outputs {
  Tensor<2> normed1{{kTokens, kHidden}}, normed2{{kTokens, kHidden}},
      h2{{kTokens, kHidden}};

  static constexpr const char *kNames[3] = {"normed1", "normed2", "h2"};

  std::array<const std::vector<Bf16> *, 3> all() const {
    return {&normed1.values, &normed2.values, &h2.values};
  }

  void poisonAll() {
    poison(normed1.values);
    poison(normed2.values);
    poison(h2.values);
  }
};

/// The float64 reference of each output, and whether the inputs keep every
/// sum exact in bf16 (see the file comment).
struct Reference {
  std::vector<double> normed1, normed2, h2;
  std::string inexact;
};

/// Whether each running sum of `x @ w + bias` over the reduced dimension,
/// in the order of the unsharded loop and of each of `worldSize` ranks (the
/// bias on rank 0 only), stays exact; returns the exact sums.
std::vector<double> exactProjection(const Tensor<2> &x, const Tensor<2> &w,
                                    const Tensor<1> &bias, int worldSize,
                                    std::string &inexact) {
  std::vector<double> xs = x.exact(), ws = w.exact(), bs = bias.exact();
  std::vector<double> result(kTokens * kHidden);
  auto check = [&](double value, const char *where) {
    if (std::fabs(value) >= kExactLimit && inexact.empty())
      inexact = std::string(where) + " reaches " + std::to_string(value);
  };
  int64_t part = kReduced / worldSize;
  for (int64_t t = 0; t < kTokens; ++t)
    for (int64_t j = 0; j < kHidden; ++j) {
      double whole = bs[j];
      for (int rank = 0; rank < worldSize; ++rank) {
        double local = rank == 0 ? bs[j] : 0.0;
        for (int64_t k = rank * part; k < (rank + 1) * part; ++k) {
          double product = xs[t * kReduced + k] * ws[k * kHidden + j];
          whole += product;
          local += product;
          check(whole, "a running sum of the unsharded matmul");
          check(local, "a running sum of a rank's matmul");
        }
      }
      result[t * kHidden + j] = whole;
    }
  return result;
}

/// h = projection + residual, the residual stream, which the inputs make
/// exact (checked: `inexact` says where it is not); and the norm of h,
/// rounded to bf16.
std::vector<double> residualNorm(const std::vector<double> &projection,
                                 const std::vector<double> &residual,
                                 const std::vector<double> &weight,
                                 std::vector<double> &h, std::string &inexact) {
  h = residual;
  std::vector<double> normed = residualRmsNorm(projection, h, weight, kEpsilon);
  for (size_t i = 0; i < h.size(); ++i)
    if ((h[i] != projection[i] + residual[i] ||
         std::fabs(h[i]) >= kExactLimit) &&
        inexact.empty())
      inexact = "a residual sum reaches " +
                std::to_string(projection[i] + residual[i]);
  return normed;
}

Reference referenceOf(const Inputs &in, int worldSize) {
  Reference ref;
  std::vector<double> h1;
  ref.normed1 =
      residualNorm(exactProjection(in.x1, in.w1, in.b1, worldSize, ref.inexact),
                   in.residual.exact(), in.n1.exact(), h1, ref.inexact);
  ref.normed2 =
      residualNorm(exactProjection(in.x2, in.w2, in.b2, worldSize, ref.inexact),
                   h1, in.n2.exact(), ref.h2, ref.inexact);
  return ref;
}

/// A unit in the last place of bf16 at `value`'s magnitude.
double bf16Ulp(double value) {
  int exponent = 0;
  std::frexp(value == 0 ? 1.0 : value, &exponent);
  // value = m * 2^exponent with 0.5 <= |m| < 1; bf16 keeps 8 bits of m.
  return std::ldexp(1.0, exponent - 8);
}

/// Every element within `ulps` bf16 units of `expected` (0: bit for bit);
/// prints the largest difference. NaN, the poison of an unwritten element,
/// never is.
void expectWithinUlps(const Session &session, const std::vector<Bf16> &actual,
                      const std::vector<double> &expected, int ulps,
                      const std::string &what) {
  size_t bad = 0;
  double worst = 0, worstUlps = 0;
  std::string first;
  for (size_t i = 0; i < expected.size(); ++i) {
    double got = fromBf16(actual[i]);
    double difference = std::fabs(got - expected[i]);
    double inUlps = difference / bf16Ulp(expected[i]);
    if (std::isnan(got) || inUlps > ulps) {
      if (bad++ == 0)
        first = "element " + std::to_string(i) + " is " + std::to_string(got) +
                ", expected " + std::to_string(expected[i]);
      continue;
    }
    worst = std::fmax(worst, difference);
    worstUlps = std::fmax(worstUlps, inUlps);
  }
  if (bad > 0)
    fail(session, what + ": " + std::to_string(bad) + " of " +
                      std::to_string(expected.size()) + " elements beyond " +
                      std::to_string(ulps) + " bf16 ulp; " + first);
  else
    std::printf("rank %d: %s: max |difference| %g (%g bf16 ulp; allowed %d)\n",
                session.rank, what.c_str(), worst, worstUlps, ulps);
}

/// Checks `out` against the float64 reference: h2 bit for bit, the norms
/// within one ulp.
void expectReference(const Session &session, const Outputs &out,
                     const Reference &ref, const std::string &what) {
  expectWithinUlps(session, out.normed1.values, ref.normed1, 1,
                   what + ": normed1 vs float64");
  expectWithinUlps(session, out.normed2.values, ref.normed2, 1,
                   what + ": normed2 vs float64");
  expectWithinUlps(session, out.h2.values, ref.h2, 0, what + ": h2 vs float64");
}

} // namespace

int main(int argc, char **argv) {
  Options options = parseOptions(argc, argv);
  if (options.mode != Mode::Fused && options.mode != Mode::Unfused &&
      options.mode != Mode::Declined) {
    std::fprintf(stderr, "expected --expect fused, unfused or declined\n");
    return 2;
  }
  Session session(/*timeoutMs=*/60000);
  if (kReduced % session.worldSize != 0)
    fatal("the reduced dimension does not split over the ranks");

  Inputs in;
  Reference ref = referenceOf(in, session.worldSize);
  if (!ref.inexact.empty())
    fatal("the inputs do not keep the sums exact in bf16: " + ref.inexact);

  // The unsharded model on this rank alone.
  Outputs unsharded;
  unsharded.poisonAll();
  expectStatus(session,
               tpfuse_shard_layers_reference(
                   session.comm, in.x1.descriptor(), in.w1.descriptor(),
                   in.b1.descriptor(), in.residual.descriptor(),
                   in.n1.descriptor(), in.x2.descriptor(), in.w2.descriptor(),
                   in.b2.descriptor(), in.n2.descriptor(),
                   unsharded.normed1.descriptor(),
                   unsharded.normed2.descriptor(), unsharded.h2.descriptor()),
               TPFUSE_SUCCESS, "unsharded");
  expectReference(session, unsharded, ref, "unsharded");
  expectCounters(session, {0, 0, 0}, "unsharded (no collective)");

  // This rank's shards: its columns of x1, its rows of the weights; x2 whole.
  int64_t part = kReduced / session.worldSize;
  int64_t begin = session.rank * part;
  Tensor<2> x1 = columns(in.x1, begin, part);
  Tensor<2> w1 = rows(in.w1, begin, part);
  Tensor<2> w2 = rows(in.w2, begin, part);
  Outputs out;
  auto run = [&](const std::string &what, tpfuse_counters counters) {
    out.poisonAll();
    expectStatus(session,
                 tpfuse_shard_layers_partitioned(
                     session.comm, x1.descriptor(), w1.descriptor(),
                     in.b1.descriptor(), in.residual.descriptor(),
                     in.n1.descriptor(), in.x2.descriptor(), w2.descriptor(),
                     in.b2.descriptor(), in.n2.descriptor(),
                     out.normed1.descriptor(), out.normed2.descriptor(),
                     out.h2.descriptor()),
                 TPFUSE_SUCCESS, what);
    expectCounters(session, counters, what);
    expectReference(session, out, ref, what);
    for (int i = 0; i < 3; ++i)
      expectWithinUlps(session, *out.all()[i], exactValues(*unsharded.all()[i]),
                       i == 2 ? 0 : 1,
                       what + ": " + Outputs::kNames[i] + " vs unsharded");
  };

  switch (options.mode) {
  case Mode::Fused: {
    run("fused", {0, kBoundaries, 0});
    Outputs fused = out;
    // The same call forced to decline: each sum paid explicitly, the same
    // bits.
    expectStatus(session, tpfuse_comm_set_force_decline(session.comm, 1),
                 TPFUSE_SUCCESS, "forcing declines");
    expectStatus(session, tpfuse_comm_reset_counters(session.comm),
                 TPFUSE_SUCCESS, "resetting the counters");
    run("forced decline", {kBoundaries, 0, kBoundaries});
    for (int i = 0; i < 3; ++i) {
      size_t differing = countDifferences(*out.all()[i], *fused.all()[i]);
      if (differing != 0)
        fail(session, std::string("forced decline: ") + Outputs::kNames[i] +
                          ": " + std::to_string(differing) +
                          " elements differ from the fused run's");
    }
    if (failures() == 0)
      std::printf("rank %d: forced decline: bit-identical to the fused run\n",
                  session.rank);
    break;
  }
  case Mode::Unfused:
    run("unfused", {kBoundaries, 0, 0});
    break;
  case Mode::Declined:
    expectForcedDeclines(session);
    run("declined", {kBoundaries, 0, kBoundaries});
    break;
  default:
    break;
  }
  return failures() == 0 ? 0 : 1;
}
