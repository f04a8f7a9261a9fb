//===- Backend.h - What the common layer asks of a backend ------*- C++ -*-===//
//
// The common layer (Api.cpp, Comm.cpp) validates arguments, keeps counters and
// owns the decline/fallback logic; a backend only moves and computes data.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_BACKEND_H
#define TPFUSE_RUNTIME_BACKEND_H

#include "tpfuse/runtime.h"

#include <cstdint>
#include <vector>

namespace tpfuse::runtime {

struct CallDescriptor;

/// One [tokens, hidden] residual RMSNorm problem, row-major, contiguous: the
/// runtime's one struct for a norm call, read from the C entries'
/// tpfuse_rms_norm_args once they are checked (Api.cpp), and what Comm, the
/// backends and the CUDA kernels' parameters (which embed it) take.
/// Semantics (see runtime.h): a null `residual` is a residual of zeros, so
/// `residualOut` then receives the (reduced) input itself.
struct NormProblem {
  const void
      *input; // reduced input (plain norm) or this rank's partial sum (fused)
  const void *residual; // [tokens, hidden], or null: no residual add
  const void *weight;   // [hidden]
  void *normed;         // [tokens, hidden]
  void *residualOut; // [tokens, hidden], or null: the residual stream ends here
  int64_t tokens;
  int64_t hidden;
  tpfuse_dtype dtype;
  float epsilon;
  /// tpfuse_norm_variant flags: where the norm rounds (runtime.h).
  uint32_t variant;
  /// Added to the weight in fp32 (Gemma's 1 + weight).
  float weightOffset;
  /// The quantized output of each row of `normed` as written (runtime.h,
  /// "Quantization"). With TPFUSE_QUANT_NONE (a version-3 caller's too) the
  /// fields below are zero. Checked by checkNormProblem before any is used.
  tpfuse_quant_scheme quant = TPFUSE_QUANT_NONE;
  tpfuse_scale_format scaleFormat = TPFUSE_SCALE_F32;
  tpfuse_scale_layout scaleLayout = TPFUSE_SCALE_ROW_MAJOR;
  /// The floor of a computed FP8 scale.
  float minScale = 0.0f;
  /// FP8 per group: the group; the FP4 schemes: their block (16, 32).
  int64_t groupSize = 0;
  /// One f32: FP8_STATIC's scale or NVFP4's global scale; else null.
  const void *scaleIn = nullptr;
  void *quantized = nullptr;
  void *scales = nullptr;
  /// How the FP8 schemes apply their scale: y / s, or y * (1 / s).
  tpfuse_scaling scaling = TPFUSE_SCALING_DIVIDE;

  bool has(tpfuse_norm_variant flag) const { return (variant & flag) != 0; }
  bool quantizes() const { return quant != TPFUSE_QUANT_NONE; }
};

/// c [m, n] = a [m, k] . op(b), row-major, contiguous: b is [k, n], or
/// [n, k] when `bTransposed`. Products are summed in fp32 and rounded once
/// to `cDtype` (abDtype or f32). Any size may be 0.
struct MatmulProblem {
  const void *a;
  const void *b;
  void *c;
  int64_t m;
  int64_t n;
  int64_t k;
  tpfuse_dtype abDtype;
  bool bTransposed;
  tpfuse_dtype cDtype;
};

class Backend {
public:
  virtual ~Backend() = default;
  virtual int rank() const = 0;
  virtual int worldSize() const = 0;
  /// out = sum over ranks of in (out may equal in). A collective.
  virtual tpfuse_status allReduceSum(const void *in, void *out, int64_t count,
                                     tpfuse_dtype dtype, void *stream) = 0;
  /// Why this backend cannot run `problem` at all (a static string: the
  /// norm entries then return TPFUSE_ERROR_UNSUPPORTED before anything
  /// moves), or nullptr. A pure function of the problem's parameters, so
  /// every rank answers alike.
  virtual const char *unsupportedReason(const NormProblem & /*problem*/) const {
    return nullptr;
  }
  /// Local residual (+optional) RMSNorm; no communication.
  virtual tpfuse_status rmsNorm(const NormProblem &problem, void *stream) = 0;
  /// Whether rmsNorm and fusedAllReduceRmsNorm run a quantizing `problem`
  /// whose normed is null as it is (storing only the quantized output). If
  /// not, Comm lends them scratch for normed (acquireScratch).
  virtual bool writesWithoutNormed(const NormProblem & /*problem*/) const {
    return false;
  }
  /// `bytes` of memory that the work queued on `stream` after this call may
  /// use until releaseScratch(*scratch, stream); host memory here, device
  /// memory ordered on the stream in a GPU backend.
  virtual tpfuse_status acquireScratch(int64_t bytes, void *stream,
                                       void **scratch);
  virtual tpfuse_status releaseScratch(void *scratch, void *stream);
  /// Local matmul; no communication.
  virtual tpfuse_status matmul(const MatmulProblem &problem, void *stream) = 0;
  /// Why the fused path cannot run `problem` (a static string), or nullptr if
  /// it can. Must be a pure function of (problem sizes/dtype, algorithm, state
  /// agreed at creation), so every rank reaches the same answer without
  /// communicating.
  virtual const char *fusedDeclineReason(const NormProblem &problem,
                                         tpfuse_algorithm algorithm) const = 0;
  /// The fused all-reduce + residual add + RMSNorm; only called after
  /// fusedDeclineReason returned nullptr.
  virtual tpfuse_status fusedAllReduceRmsNorm(const NormProblem &problem,
                                              tpfuse_algorithm algorithm,
                                              void *stream) = 0;
  /// Logical AND of `local` over all ranks (a collective; used for setup
  /// votes).
  virtual tpfuse_status allAgree(bool local, bool *all) = 0;
  /// Whether this backend checks each collective call against its peers'
  /// (CallAgreement.h) before moving data. The CPU backend does; the CUDA
  /// backend compares the fused calls' shapes in its kernels instead.
  virtual bool checksCalls() const { return false; }
  /// Every rank's descriptor of this collective call, indexed by rank, in
  /// one fixed-size exchange. Only called when checksCalls().
  virtual tpfuse_status gatherCalls(const CallDescriptor &mine,
                                    std::vector<CallDescriptor> &all);
};

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_BACKEND_H
