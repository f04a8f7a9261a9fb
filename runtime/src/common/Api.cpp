//===- Api.cpp - The C entry points ---------------------------------------===//
//
// Each entry validates its arguments, looks up its communicator and calls
// into Comm, inside `guarded`: no exception crosses the C boundary, and a
// successful call clears the thread's last error. A collective entry then
// agrees on its call with its peers (Comm::agreeOnCall) before it runs, or
// returns the error of its own checks, of a peer's, or of the disagreement.
//
//===----------------------------------------------------------------------===//

#include "tpfuse/runtime.h"

#include "common/Arguments.h"
#include "common/Bootstrap.h"
#include "common/CallAgreement.h"
#include "common/Comm.h"
#include "common/CommHandle.h"
#include "common/DeviceCodeError.h"
#include "common/Dtype.h"
#include "common/Status.h"

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

using namespace tpfuse::runtime;

namespace {
constexpr int64_t kDefaultMaxTokens = 2048;
constexpr int64_t kDefaultMaxHidden = 8192;
constexpr int64_t kDefaultTimeoutMs = 300000;

template <typename Body>
tpfuse_status guarded(const char *entry, Body &&body) noexcept {
  try {
    tpfuse_status status = body();
    if (status == TPFUSE_SUCCESS)
      clearLastError();
    return status;
  } catch (...) {
    return statusFromCurrentException(entry);
  }
}

/// Runs `body` on the live communicator behind `comm`, under guarded(). The
/// shared pointer keeps it alive for the call even if another thread
/// destroys the handle meanwhile.
template <typename Body>
tpfuse_status withComm(const char *entry, const tpfuse_comm *comm,
                       Body &&body) noexcept {
  return guarded(entry, [&] {
    std::shared_ptr<Comm> live;
    if (tpfuse_status status = lookUpComm(comm, entry, live))
      return status;
    return body(*live);
  });
}

tpfuse_status invalid(const char *entry, const std::string &what) {
  return fail(TPFUSE_ERROR_INVALID_ARGUMENT, std::string(entry) + ": " + what);
}

/// The entries that read one property of a live communicator: `read` of it
/// into `*out`, named `outName` in the error when it is null.
template <typename T, typename Read>
tpfuse_status readInto(const char *entry, const tpfuse_comm *comm, T *out,
                       const char *outName, Read &&read) noexcept {
  return withComm(entry, comm, [&](Comm &live) {
    if (!out)
      return invalid(entry, std::string(outName) + " is null");
    *out = read(live);
    return TPFUSE_SUCCESS;
  });
}

/// Checks `options` (null means defaults) and turns it into a CommConfig.
tpfuse_status readOptions(const char *entry, const tpfuse_comm_options *options,
                          tpfuse_comm_options &checked) {
  tpfuse_comm_options_init(&checked);
  if (!options)
    return TPFUSE_SUCCESS;
  if (options->struct_size != sizeof(tpfuse_comm_options))
    return invalid(entry, "options->struct_size is not "
                          "sizeof(tpfuse_comm_options): call "
                          "tpfuse_comm_options_init first");
  int backend = enumValue(options->backend);
  if (backend != TPFUSE_BACKEND_CPU && backend != TPFUSE_BACKEND_CUDA)
    return invalid(entry, "unknown backend " + std::to_string(backend));
  if (options->max_tokens < 0 || options->max_hidden < 0)
    return invalid(entry, "max_tokens and max_hidden must be >= 0");
  if (tpfuse_status status =
          checkDtype(entry, "workspace_dtype", options->workspace_dtype))
    return status;
  if (options->device < -1)
    return invalid(entry, "device must be >= -1");
  if (options->timeout_ms <= 0)
    return invalid(entry, "timeout_ms must be > 0");
  checked = *options;
  return TPFUSE_SUCCESS;
}

CommConfig makeConfig(const tpfuse_comm_options &options, int rank,
                      int worldSize, int localRank) {
  CommConfig config;
  config.rank = rank;
  config.worldSize = worldSize;
  config.device = options.device >= 0 ? options.device : localRank;
  config.maxTokens = options.max_tokens;
  config.maxHidden = options.max_hidden;
  config.workspaceDtype = options.workspace_dtype;
  config.timeout = std::chrono::milliseconds(options.timeout_ms);
  return config;
}

tpfuse_status createAndRegister(const tpfuse_comm_options &options,
                                const CommConfig &config,
                                const std::string &store, tpfuse_comm **comm) {
  std::unique_ptr<Comm> created;
  if (tpfuse_status status = createComm(options.backend, config, store,
                                        options.force_decline != 0, created))
    return status;
  *comm = registerComm(std::move(created));
  return TPFUSE_SUCCESS;
}

// tpfuse_rms_norm_args as API version 3 released it. Callers compiled against
// it fill it by offset, so its fields never move: a new field is appended,
// making a new released size that readNormArgs must accept beside this one.
constexpr uint32_t kRmsNormArgsSizeV3 = 80;
// Version 4 appended the quantized output.
constexpr uint32_t kRmsNormArgsSizeV4 = 128;
// Then the FP8 schemes' scaling (the reciprocal), within version 5.
constexpr uint32_t kRmsNormArgsSizeScaling = 136;
static_assert(sizeof(void *) == 8, "the released layout is the 64-bit one");
static_assert(sizeof(tpfuse_rms_norm_args) == kRmsNormArgsSizeScaling &&
                  offsetof(tpfuse_rms_norm_args, scaling) ==
                      kRmsNormArgsSizeV4 &&
                  offsetof(tpfuse_rms_norm_args, quant) == kRmsNormArgsSizeV3 &&
                  offsetof(tpfuse_rms_norm_args, scale_format) == 84 &&
                  offsetof(tpfuse_rms_norm_args, scale_layout) == 88 &&
                  offsetof(tpfuse_rms_norm_args, min_scale) == 92 &&
                  offsetof(tpfuse_rms_norm_args, group_size) == 96 &&
                  offsetof(tpfuse_rms_norm_args, scale_in) == 104 &&
                  offsetof(tpfuse_rms_norm_args, quantized) == 112 &&
                  offsetof(tpfuse_rms_norm_args, scales) == 120 &&
                  offsetof(tpfuse_rms_norm_args, struct_size) == 0 &&
                  offsetof(tpfuse_rms_norm_args, dtype) == 4 &&
                  offsetof(tpfuse_rms_norm_args, input) == 8 &&
                  offsetof(tpfuse_rms_norm_args, residual) == 16 &&
                  offsetof(tpfuse_rms_norm_args, weight) == 24 &&
                  offsetof(tpfuse_rms_norm_args, normed) == 32 &&
                  offsetof(tpfuse_rms_norm_args, residual_out) == 40 &&
                  offsetof(tpfuse_rms_norm_args, tokens) == 48 &&
                  offsetof(tpfuse_rms_norm_args, hidden) == 56 &&
                  offsetof(tpfuse_rms_norm_args, epsilon) == 64 &&
                  offsetof(tpfuse_rms_norm_args, variant) == 68 &&
                  offsetof(tpfuse_rms_norm_args, weight_offset) == 72 &&
                  offsetof(tpfuse_rms_norm_args, algorithm) == 76,
              "a released field of tpfuse_rms_norm_args moved: append instead");

/// Reads a norm entry's argument struct: non-null, a struct_size this
/// library knows, then its enum fields by their integer values before
/// anything reads them as enums (algorithm only for the all-reduce entries,
/// which use it; the quantization fields only when struct_size has them),
/// then the problem itself and the stream.
tpfuse_status readNormArgs(const char *entry, const Comm &comm,
                           const tpfuse_rms_norm_args *args,
                           bool readsAlgorithm, const void *stream,
                           NormProblem &problem, tpfuse_algorithm &algorithm) {
  if (!args)
    return invalid(entry, "args is null");
  // Every size released: a caller compiled against an older header passes
  // its size, and the fields past it read as their defaults.
  if (args->struct_size != kRmsNormArgsSizeV3 &&
      args->struct_size != kRmsNormArgsSizeV4 &&
      args->struct_size != kRmsNormArgsSizeScaling)
    return invalid(entry, "args->struct_size is " +
                              std::to_string(args->struct_size) +
                              ", not sizeof(tpfuse_rms_norm_args) (" +
                              std::to_string(sizeof(tpfuse_rms_norm_args)) +
                              "): call tpfuse_rms_norm_args_init first");
  if (tpfuse_status status = checkDtype(entry, "dtype", args->dtype))
    return status;
  algorithm = TPFUSE_ALGORITHM_AUTO;
  if (readsAlgorithm) {
    if (tpfuse_status status = checkAlgorithm(entry, args->algorithm))
      return status;
    algorithm = args->algorithm;
  }
  problem = NormProblem{};
  problem.input = args->input;
  problem.residual = args->residual;
  problem.weight = args->weight;
  problem.normed = args->normed;
  problem.residualOut = args->residual_out;
  problem.tokens = args->tokens;
  problem.hidden = args->hidden;
  problem.dtype = args->dtype;
  problem.epsilon = args->epsilon;
  problem.variant = args->variant;
  problem.weightOffset = args->weight_offset;
  // A version-3 struct ends before the quantized output: TPFUSE_QUANT_NONE,
  // the defaults NormProblem starts with.
  if (args->struct_size >= kRmsNormArgsSizeV4) {
    if (tpfuse_status status = checkQuantEnums(
            entry, args->quant, args->scale_format, args->scale_layout))
      return status;
    problem.quant = args->quant;
    problem.scaleFormat = args->scale_format;
    problem.scaleLayout = args->scale_layout;
    problem.minScale = args->min_scale;
    problem.groupSize = args->group_size;
    problem.scaleIn = args->scale_in;
    problem.quantized = args->quantized;
    problem.scales = args->scales;
  }
  // A smaller struct ends before it: TPFUSE_SCALING_DIVIDE.
  if (args->struct_size >= kRmsNormArgsSizeScaling) {
    if (tpfuse_status status = checkScalingEnum(entry, args->scaling))
      return status;
    problem.scaling = args->scaling;
  }
  if (tpfuse_status status = checkNormProblem(entry, problem))
    return status;
  return checkStream(entry, comm.kind(), stream);
}
/// A norm entry: `body` on the live communicator and the checked problem,
/// under withComm(). A `collective` one (an all-reduce entry, which reads
/// the algorithm) agrees on its call with its peers first.
template <typename Body>
tpfuse_status withNormArgs(const char *entry, const tpfuse_comm *comm,
                           const tpfuse_rms_norm_args *args,
                           std::optional<CallKind> collective, void *stream,
                           Body &&body) noexcept {
  return withComm(entry, comm, [&](Comm &live) {
    NormProblem problem;
    tpfuse_algorithm algorithm;
    tpfuse_status checked = readNormArgs(
        entry, live, args, /*readsAlgorithm=*/collective.has_value(), stream,
        problem, algorithm);
    if (collective) {
      CallDescriptor call =
          checked == TPFUSE_SUCCESS
              ? describeNormCall(*collective, problem, algorithm)
              : describeInvalidCall(*collective);
      if (tpfuse_status status = live.agreeOnCall(entry, checked, call))
        return status;
    } else if (checked != TPFUSE_SUCCESS) {
      return checked;
    }
    return body(live, problem, algorithm);
  });
}
} // namespace

extern "C" {

int tpfuse_runtime_api_version(void) { return TPFUSE_RUNTIME_API_VERSION; }

const char *tpfuse_status_name(tpfuse_status status) {
  // By its integer value: a caller may pass any int.
  switch (enumValue(status)) {
  case TPFUSE_SUCCESS:
    return "TPFUSE_SUCCESS";
  case TPFUSE_DECLINED:
    return "TPFUSE_DECLINED";
  case TPFUSE_ERROR_INVALID_ARGUMENT:
    return "TPFUSE_ERROR_INVALID_ARGUMENT";
  case TPFUSE_ERROR_UNSUPPORTED:
    return "TPFUSE_ERROR_UNSUPPORTED";
  case TPFUSE_ERROR_BACKEND:
    return "TPFUSE_ERROR_BACKEND";
  case TPFUSE_ERROR_TIMEOUT:
    return "TPFUSE_ERROR_TIMEOUT";
  case TPFUSE_ERROR_DESTROYED:
    return "TPFUSE_ERROR_DESTROYED";
  case TPFUSE_ERROR_INTERNAL:
    return "TPFUSE_ERROR_INTERNAL";
  }
  return "unknown tpfuse_status";
}

const char *tpfuse_last_error_message(void) { return lastErrorMessage(); }

void tpfuse_comm_options_init(tpfuse_comm_options *options) {
  if (!options)
    return;
  *options = tpfuse_comm_options{};
  options->struct_size = sizeof(tpfuse_comm_options);
  options->backend = TPFUSE_BACKEND_CPU;
  options->max_tokens = kDefaultMaxTokens;
  options->max_hidden = kDefaultMaxHidden;
  options->workspace_dtype = TPFUSE_DTYPE_BF16;
  options->force_decline = 0;
  options->device = -1;
  options->timeout_ms = kDefaultTimeoutMs;
}

tpfuse_status tpfuse_comm_create(const tpfuse_comm_options *options, int rank,
                                 int world_size, const char *store,
                                 tpfuse_comm **comm) {
  const char *entry = "tpfuse_comm_create";
  return guarded(entry, [&] {
    if (!comm)
      return invalid(entry, "comm is null");
    *comm = nullptr;
    tpfuse_comm_options checked;
    if (tpfuse_status status = readOptions(entry, options, checked))
      return status;
    if (world_size < 1)
      return invalid(entry, "world_size must be >= 1");
    if (rank < 0 || rank >= world_size)
      return invalid(entry, "rank must be in [0, world_size)");
    if (!store)
      return invalid(entry, "store is null");
    return createAndRegister(
        checked, makeConfig(checked, rank, world_size, rank), store, comm);
  });
}

tpfuse_status tpfuse_comm_create_from_env(const tpfuse_comm_options *options,
                                          tpfuse_comm **comm) {
  const char *entry = "tpfuse_comm_create_from_env";
  return guarded(entry, [&] {
    if (!comm)
      return invalid(entry, "comm is null");
    *comm = nullptr;
    tpfuse_comm_options checked;
    if (tpfuse_status status = readOptions(entry, options, checked))
      return status;
    LaunchEnvironment environment;
    if (tpfuse_status status = readLaunchEnvironment(environment))
      return fail(status, std::string(entry) + ": " + lastErrorMessage());
    return createAndRegister(checked,
                             makeConfig(checked, environment.rank,
                                        environment.worldSize,
                                        environment.localRank),
                             environment.store, comm);
  });
}

tpfuse_status tpfuse_comm_create_from_nccl(const tpfuse_comm_options *options,
                                           void *nccl_comm,
                                           tpfuse_comm **comm) {
  const char *entry = "tpfuse_comm_create_from_nccl";
  return guarded(entry, [&] {
    if (!comm)
      return invalid(entry, "comm is null");
    *comm = nullptr;
    tpfuse_comm_options checked;
    if (tpfuse_status status = readOptions(entry, options, checked))
      return status;
    if (checked.backend != TPFUSE_BACKEND_CUDA)
      return invalid(entry, "options->backend must be TPFUSE_BACKEND_CUDA");
    if (!nccl_comm)
      return invalid(entry, "nccl_comm is null");
    std::unique_ptr<Comm> created;
    if (tpfuse_status status =
            createCommFromNccl(nccl_comm, makeConfig(checked, 0, 1, 0),
                               checked.force_decline != 0, created))
      return status;
    *comm = registerComm(std::move(created));
    return TPFUSE_SUCCESS;
  });
}

tpfuse_status tpfuse_comm_destroy(tpfuse_comm *comm) {
  const char *entry = "tpfuse_comm_destroy";
  return guarded(entry, [&] { return unregisterComm(comm, entry); });
}

tpfuse_status tpfuse_comm_rank(const tpfuse_comm *comm, int *rank) {
  return readInto("tpfuse_comm_rank", comm, rank, "rank",
                  [](Comm &live) { return live.backend().rank(); });
}

tpfuse_status tpfuse_comm_world_size(const tpfuse_comm *comm, int *world_size) {
  return readInto("tpfuse_comm_world_size", comm, world_size, "world_size",
                  [](Comm &live) { return live.backend().worldSize(); });
}

tpfuse_status tpfuse_comm_set_force_decline(tpfuse_comm *comm,
                                            int force_decline) {
  const char *entry = "tpfuse_comm_set_force_decline";
  return withComm(entry, comm, [&](Comm &live) {
    return live.setForceDecline(force_decline != 0);
  });
}

tpfuse_status tpfuse_comm_force_decline(const tpfuse_comm *comm,
                                        int *force_decline) {
  return readInto("tpfuse_comm_force_decline", comm, force_decline,
                  "force_decline",
                  [](Comm &live) { return live.forceDecline() ? 1 : 0; });
}

tpfuse_status tpfuse_comm_get_counters(const tpfuse_comm *comm,
                                       tpfuse_counters *counters) {
  return readInto("tpfuse_comm_get_counters", comm, counters, "counters",
                  [](Comm &live) { return live.counters(); });
}

tpfuse_status tpfuse_comm_reset_counters(tpfuse_comm *comm) {
  const char *entry = "tpfuse_comm_reset_counters";
  return withComm(entry, comm, [&](Comm &live) {
    live.resetCounters();
    return TPFUSE_SUCCESS;
  });
}

tpfuse_status tpfuse_check_size(const char *what, int64_t size,
                                int64_t expected) {
  const char *entry = "tpfuse_check_size";
  return guarded(entry, [&] {
    if (size == expected)
      return TPFUSE_SUCCESS;
    return fail(TPFUSE_ERROR_INVALID_ARGUMENT,
                std::string(what ? what : "a size") + " is " +
                    std::to_string(size) + ", expected " +
                    std::to_string(expected));
  });
}

tpfuse_status tpfuse_all_reduce(tpfuse_comm *comm, const void *in, void *out,
                                int64_t count, tpfuse_dtype dtype,
                                void *stream) {
  const char *entry = "tpfuse_all_reduce";
  return withComm(entry, comm, [&](Comm &live) {
    tpfuse_status checked =
        checkAllReduceArguments(entry, in, out, count, dtype);
    if (checked == TPFUSE_SUCCESS)
      checked = checkStream(entry, live.kind(), stream);
    CallDescriptor call = checked == TPFUSE_SUCCESS
                              ? describeAllReduce(count, dtype)
                              : describeInvalidCall(CallKind::AllReduce);
    if (tpfuse_status status = live.agreeOnCall(entry, checked, call))
      return status;
    return live.allReduce(in, out, count, dtype, stream);
  });
}

void tpfuse_rms_norm_args_init(tpfuse_rms_norm_args *args) {
  if (!args)
    return;
  *args = tpfuse_rms_norm_args{};
  args->struct_size = sizeof(tpfuse_rms_norm_args);
  args->dtype = TPFUSE_DTYPE_BF16;
  args->epsilon = 1e-6f;
  args->variant = TPFUSE_NORM_DEFAULT;
  args->algorithm = TPFUSE_ALGORITHM_AUTO;
}

tpfuse_status tpfuse_rms_norm(tpfuse_comm *comm,
                              const tpfuse_rms_norm_args *args, void *stream) {
  return withNormArgs(
      "tpfuse_rms_norm", comm, args, /*collective=*/std::nullopt, stream,
      [&](Comm &live, const NormProblem &problem, tpfuse_algorithm) {
        return live.rmsNorm(problem, stream);
      });
}

tpfuse_status tpfuse_fused_all_reduce_rms_norm(tpfuse_comm *comm,
                                               const tpfuse_rms_norm_args *args,
                                               void *stream) {
  return withNormArgs(
      "tpfuse_fused_all_reduce_rms_norm", comm, args, CallKind::FusedNorm,
      stream,
      [&](Comm &live, const NormProblem &problem, tpfuse_algorithm algorithm) {
        return live.fusedAllReduceRmsNorm(problem, algorithm, stream);
      });
}

tpfuse_status tpfuse_all_reduce_residual_rms_norm(
    tpfuse_comm *comm, const tpfuse_rms_norm_args *args, void *stream) {
  return withNormArgs(
      "tpfuse_all_reduce_residual_rms_norm", comm, args, CallKind::ConsumerNorm,
      stream,
      [&](Comm &live, const NormProblem &problem, tpfuse_algorithm algorithm) {
        return live.allReduceResidualRmsNorm(problem, algorithm, stream);
      });
}

tpfuse_status tpfuse_matmul(tpfuse_comm *comm, const void *a, const void *b,
                            void *c, int64_t m, int64_t n, int64_t k,
                            tpfuse_dtype ab_dtype, int b_transposed,
                            tpfuse_dtype c_dtype, void *stream) {
  const char *entry = "tpfuse_matmul";
  return withComm(entry, comm, [&](Comm &live) {
    if (tpfuse_status status = checkDtype(entry, "ab_dtype", ab_dtype))
      return status;
    if (tpfuse_status status = checkDtype(entry, "c_dtype", c_dtype))
      return status;
    MatmulProblem problem{a,      b, c, m, n, k, ab_dtype, b_transposed != 0,
                          c_dtype};
    if (tpfuse_status status = checkMatmulProblem(entry, problem))
      return status;
    if (tpfuse_status status = checkStream(entry, live.kind(), stream))
      return status;
    return live.matmul(problem, stream);
  });
}

tpfuse_status tpfuse_take_device_code_error(void) {
  return guarded("tpfuse_take_device_code_error", [] {
    std::string message;
    tpfuse_status status = takeDeviceCodeError(message);
    if (status == TPFUSE_SUCCESS)
      return status;
    return fail(status, std::move(message));
  });
}

} // extern "C"
