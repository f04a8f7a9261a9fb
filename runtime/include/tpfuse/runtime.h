/*===- tpfuse/runtime.h - tpfuse runtime C API ----------------------------===*\
|*                                                                            *|
|* Fused tensor-parallel all-reduce + residual add + RMSNorm, with a decline  *|
|* fallback that keeps the all-reduce exactly-once, plus the local matmul and *|
|* the device-code support that compiled models call. Plain C; no MLIR        *|
|* needed. The full contract is in docs/runtime.md.                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef TPFUSE_RUNTIME_H
#define TPFUSE_RUNTIME_H

#include <stdint.h>

#if defined(TPFUSE_RUNTIME_BUILDING)
#define TPFUSE_API __attribute__((visibility("default")))
#else
#define TPFUSE_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Bumped on any incompatible change of this header. Compare it with
 * tpfuse_runtime_api_version() to detect a mismatched shared library. */
#define TPFUSE_RUNTIME_API_VERSION 5

/*===-------------------------- Status and errors -------------------------===*/

typedef enum tpfuse_status {
  TPFUSE_SUCCESS = 0,
  /* The fused entry cannot run this call; no buffer was read or written and
   * no data moved. The caller still owes the all-reduce. */
  TPFUSE_DECLINED = 1,
  /* A bad argument; on the CPU backend also a peer's, or collective calls
   * that differ between ranks (docs/runtime.md, "Ranks that disagree"). */
  TPFUSE_ERROR_INVALID_ARGUMENT = 2,
  /* Valid, but not available in this build or on this backend. */
  TPFUSE_ERROR_UNSUPPORTED = 3,
  /* The collective library, CUDA or NCCL failed. */
  TPFUSE_ERROR_BACKEND = 4,
  /* A bounded wait (bootstrap, collective, peer flag) expired. */
  TPFUSE_ERROR_TIMEOUT = 5,
  /* The communicator was destroyed. */
  TPFUSE_ERROR_DESTROYED = 6,
  TPFUSE_ERROR_INTERNAL = 7
} tpfuse_status;

typedef enum tpfuse_dtype {
  TPFUSE_DTYPE_BF16 = 0,
  TPFUSE_DTYPE_F16 = 1,
  TPFUSE_DTYPE_F32 = 2
} tpfuse_dtype;

typedef enum tpfuse_algorithm {
  TPFUSE_ALGORITHM_AUTO = 0,
  TPFUSE_ALGORITHM_ONE_SHOT = 1,
  TPFUSE_ALGORITHM_TWO_SHOT = 2
} tpfuse_algorithm;

typedef enum tpfuse_backend {
  /* Host memory; collectives through Gloo. */
  TPFUSE_BACKEND_CPU = 0,
  /* Device memory; NCCL plus the fused CUDA kernels. */
  TPFUSE_BACKEND_CUDA = 1
} tpfuse_backend;

/* How an RMSNorm rounds, for the frontends that differ (the formulas are
 * with the operations below). */
typedef enum tpfuse_norm_variant {
  TPFUSE_NORM_DEFAULT = 0,
  /* Round the normalized value to the dtype before the weight multiplies it
   * (Hugging Face Llama, vLLM), instead of rounding once after. */
  TPFUSE_NORM_WEIGHT_AFTER_ROUNDING = 1 << 0,
  /* Normalize the fp32 sum of input and residual instead of its rounding
   * (the serving stacks' residual add in fp32); residual_out is rounded. */
  TPFUSE_NORM_RESIDUAL_ADD_IN_F32 = 1 << 1,
  /* Compute every step in the dtype (bf16, f16), accumulating in order. */
  TPFUSE_NORM_COMPUTE_IN_DTYPE = 1 << 2
} tpfuse_norm_variant;

/* How the normed row is quantized for the next GEMM, besides being written
 * to `normed` (the formulas are with the operations below). */
typedef enum tpfuse_quant_scheme {
  TPFUSE_QUANT_NONE = 0,
  /* FP8 e4m3 with one static f32 scale for the whole tensor (an input). */
  TPFUSE_QUANT_FP8_STATIC = 1,
  /* FP8 e4m3 with one f32 scale per token, computed (an output). */
  TPFUSE_QUANT_FP8_PER_TOKEN = 2,
  /* FP8 e4m3 with one scale per group of group_size consecutive hidden
   * elements of a token (DeepSeek-V3's block FP8: 128), computed. */
  TPFUSE_QUANT_FP8_PER_GROUP = 3,
  /* NVFP4: e2m1 values, one e4m3 scale per block of 16, under an f32
   * global scale (an input). */
  TPFUSE_QUANT_NVFP4 = 4,
  /* MXFP4 (OCP MX): e2m1 values, one UE8M0 scale per block of 32. */
  TPFUSE_QUANT_MXFP4 = 5
} tpfuse_quant_scheme;

/* How TPFUSE_QUANT_FP8_PER_GROUP rounds its scales. */
typedef enum tpfuse_scale_format {
  /* The f32 scale as computed. */
  TPFUSE_SCALE_F32 = 0,
  /* Rounded up to a power of two (UE8M0, as DeepGEMM reads on Blackwell and
   * DeepSeek-V3.1+ checkpoints use). */
  TPFUSE_SCALE_UE8M0 = 1
} tpfuse_scale_format;

/* How the FP8 schemes apply their scale s to a value y. */
typedef enum tpfuse_scaling {
  /* q = e4m3(y / s). */
  TPFUSE_SCALING_DIVIDE = 0,
  /* q = e4m3(y * r), r = 1 / s rounded to f32 once per scale: what vLLM's
   * QuantFP8 (`x * scale.reciprocal()`) and the peers' fused kernels compute.
   * It rounds twice, so some values differ from TPFUSE_SCALING_DIVIDE's by one
   * e4m3 step; with power-of-two scales (TPFUSE_SCALE_UE8M0) the two agree. */
  TPFUSE_SCALING_RECIPROCAL = 1
} tpfuse_scaling;

/* Where scale (t, g) of token t and group (or block) g is stored, with T
 * tokens, G scales per token and T4 = T rounded up to a multiple of 4. Slots
 * a layout pads with are written 0. */
typedef enum tpfuse_scale_layout {
  /* scales[t * G + g]. */
  TPFUSE_SCALE_ROW_MAJOR = 0,
  /* scales[g * T4 + t]: token-major, each group's column aligned to 16
   * bytes for TMA (DeepGEMM's and CUTLASS's block-FP8 GEMMs on Hopper). */
  TPFUSE_SCALE_COLUMN_MAJOR = 1,
  /* int32 words[(g / 4) * T4 + t], byte g % 4 (little-endian) holding the
   * biased exponent (e + 127) of the scale 2^e: UE8M0 scales packed as
   * DeepGEMM reads them. TPFUSE_SCALE_UE8M0 only. */
  TPFUSE_SCALE_PACKED_UE8M0 = 2,
  /* The FP4 GEMMs' swizzled layout: rows padded to 128 and scale columns to
   * 4, scale (t, g) at byte
   *   (t / 128) * (G4 / 4) * 512 + (g / 4) * 512 + (t % 32) * 16
   *   + ((t % 128) / 32) * 4 + g % 4,   G4 = G rounded up to 4.
   * The FP4 schemes only. */
  TPFUSE_SCALE_SWIZZLED_128X4 = 3
} tpfuse_scale_layout;

/* TPFUSE_RUNTIME_API_VERSION of the library actually loaded. */
TPFUSE_API int tpfuse_runtime_api_version(void);

/* A static name for `status`, e.g. "TPFUSE_DECLINED". */
TPFUSE_API const char *tpfuse_status_name(tpfuse_status status);

/* The message of the last call on this thread that did not return
 * TPFUSE_SUCCESS (for TPFUSE_DECLINED: the decline reason). Empty if none.
 * Valid until the next tpfuse call on this thread. */
TPFUSE_API const char *tpfuse_last_error_message(void);

/*===----------------------------- Communicator ---------------------------===*/

typedef struct tpfuse_comm tpfuse_comm;

typedef struct tpfuse_comm_options {
  /* sizeof(tpfuse_comm_options); set by tpfuse_comm_options_init. */
  uint32_t struct_size;
  tpfuse_backend backend;
  /* Capacity of the fused path's workspace, made at creation: a fused call
   * declines when tokens > max_tokens, hidden > max_hidden, or
   * tokens x hidden x sizeof(dtype) exceeds
   * max_tokens x max_hidden x sizeof(workspace_dtype). 0 means no workspace
   * (every fused call declines). All ranks must pass equal values; if they
   * do not, every fused call declines on every rank. */
  int64_t max_tokens;
  int64_t max_hidden;
  tpfuse_dtype workspace_dtype;
  /* Non-zero: the fused entry always declines (for tests). Agreed at creation
   * as the OR over ranks, together with TPFUSE_FORCE_DECLINE=1. */
  int force_decline;
  /* CUDA device ordinal; -1 means the local rank. Ignored by the CPU backend.
   */
  int device;
  /* Bound, in milliseconds, on host-side waits for peers: the store, the
   * rendezvous and votes of creation, tpfuse_comm_set_force_decline, and
   * every collective of the CPU backend. Expiry gives TPFUSE_ERROR_TIMEOUT;
   * the CPU backend then refuses every later collective. */
  int64_t timeout_ms;
} tpfuse_comm_options;

/* Defaults: CPU backend, max_tokens 2048, max_hidden 8192, workspace_dtype
 * bf16, no forced decline, device -1, timeout 300000 ms. */
TPFUSE_API void tpfuse_comm_options_init(tpfuse_comm_options *options);

/* Collective over `world_size` callers. `store` names the rendezvous used to
 * exchange setup data (the Gloo addresses, the NCCL unique id):
 *   "file:DIR"          a directory shared by all ranks (created if missing),
 *                       fresh for each job;
 *   "tcp://HOST:PORT"   rank 0 serves it on HOST:PORT, the others connect.
 * Several communicators may be created through one store, in the same order
 * on every rank. One process may create several, e.g. one per thread and GPU.
 * options may be null (the defaults).
 *
 * Same-device test mode (CUDA backend): with TPFUSE_SAME_DEVICE_TEST=1 in
 * the environment, the ranks must be threads of one process that all pass
 * the same options->device; they then share that one GPU without NCCL, so
 * the fused kernels' peer exchange runs on a machine with a single GPU.
 * Every kernel launch takes at most multiprocessors / world_size blocks (so
 * all ranks' waiting grids are resident together), and the explicit
 * all-reduce (tpfuse_all_reduce and the decline fallback's) meets the other
 * ranks on the host and cannot be captured in a CUDA graph. A call that
 * synchronizes the device (lazy kernel loading, CUDA's default, included) on
 * one rank's thread while another rank's fused kernel waits stalls both
 * until the spin bound: run with CUDA_MODULE_LOADING=EAGER. For tests only;
 * off unless the variable is "1" ("0" or unset: off; anything else:
 * TPFUSE_ERROR_INVALID_ARGUMENT). docs/runtime-cuda.md describes it. */
TPFUSE_API tpfuse_status tpfuse_comm_create(const tpfuse_comm_options *options,
                                            int rank, int world_size,
                                            const char *store,
                                            tpfuse_comm **comm);

/* tpfuse_comm_create with rank, size and store taken from the environment:
 * rank: RANK, else OMPI_COMM_WORLD_RANK; size: WORLD_SIZE, else
 * OMPI_COMM_WORLD_SIZE; local rank (default device): LOCAL_RANK, else
 * OMPI_COMM_WORLD_LOCAL_RANK, else the rank; store: TPFUSE_STORE, else
 * "tcp://MASTER_ADDR:(MASTER_PORT + 1)" (MASTER_ADDR defaults to 127.0.0.1;
 * torch serves its own store on MASTER_PORT). */
TPFUSE_API tpfuse_status tpfuse_comm_create_from_env(
    const tpfuse_comm_options *options, tpfuse_comm **comm);

/* Wraps an existing ncclComm_t (passed as void *; not owned, must outlive the
 * communicator), which gives rank, world size and device. Collective over its
 * ranks. options->backend must be TPFUSE_BACKEND_CUDA. CUDA builds only. */
TPFUSE_API tpfuse_status tpfuse_comm_create_from_nccl(
    const tpfuse_comm_options *options, void *nccl_comm, tpfuse_comm **comm);

/* Releases `comm`. Not a collective. Later calls with this handle return
 * TPFUSE_ERROR_DESTROYED; destroying it twice does too. Calls on one
 * communicator must not overlap (the caller serializes them). */
TPFUSE_API tpfuse_status tpfuse_comm_destroy(tpfuse_comm *comm);

TPFUSE_API tpfuse_status tpfuse_comm_rank(const tpfuse_comm *comm, int *rank);
TPFUSE_API tpfuse_status tpfuse_comm_world_size(const tpfuse_comm *comm,
                                                int *world_size);

/* Collective: every rank must call it, in the same order relative to the
 * other collectives. The setting becomes the OR over ranks. On the CPU
 * backend, a rank making another collective call instead fails the vote on
 * every rank (TPFUSE_ERROR_INVALID_ARGUMENT), and the setting stays. */
TPFUSE_API tpfuse_status tpfuse_comm_set_force_decline(tpfuse_comm *comm,
                                                       int force_decline);
TPFUSE_API tpfuse_status tpfuse_comm_force_decline(const tpfuse_comm *comm,
                                                   int *force_decline);

/* Per communicator, counted identically on every rank. */
typedef struct tpfuse_counters {
  /* All-reduces issued on their own: tpfuse_all_reduce calls plus the owed
   * all-reduce each decline fallback materializes. */
  uint64_t explicit_all_reduces;
  /* Successful runs of the fused all-reduce + norm. */
  uint64_t fused_calls;
  /* Calls to the fused path that returned TPFUSE_DECLINED (directly or inside
   * tpfuse_all_reduce_residual_rms_norm). */
  uint64_t declines;
} tpfuse_counters;

TPFUSE_API tpfuse_status tpfuse_comm_get_counters(const tpfuse_comm *comm,
                                                  tpfuse_counters *counters);
TPFUSE_API tpfuse_status tpfuse_comm_reset_counters(tpfuse_comm *comm);

/*===---------------------------- Size checks -----------------------------===*/

/* TPFUSE_SUCCESS when size == expected; otherwise
 * TPFUSE_ERROR_INVALID_ARGUMENT with the message "<what> is <size>, expected
 * <expected>" (`what` may be null). Code compiled by tp-lower-to-runtime
 * calls it to report a world size or a tensor shape it cannot run with
 * through the same channel as the runtime's own argument errors. */
TPFUSE_API tpfuse_status tpfuse_check_size(const char *what, int64_t size,
                                           int64_t expected);

/*===------------------------------ Operations ----------------------------===*/
/*
 * Tensors are row-major and contiguous: [tokens, hidden], weight [hidden].
 * The norm entries take their arguments in a tpfuse_rms_norm_args (below).
 * `stream` is a cudaStream_t on the CUDA backend and must be null on the CPU
 * backend. Collective entries must be called by every rank in the same order,
 * with the same sizes and parameters (pointers aside). On the CPU backend,
 * ranks whose calls differ, or one of which passes a bad argument, all get
 * TPFUSE_ERROR_INVALID_ARGUMENT, having moved no data, and stay in step; on
 * the CUDA backend they may wait on each other until a timeout
 * (docs/runtime.md, "Ranks that disagree").
 *
 * Empty batches: tokens (count) may be 0. Such a call succeeds, doing
 * nothing, on every rank together; it counts as any call does. A pointer may
 * be null when its tensor is empty; the weight ([hidden], hidden > 0) never
 * is.
 *
 * Residual RMSNorm. T is the dtype, rd() rounds to nearest-even in T, N is
 * hidden, w' = float(weight) + weight_offset (an f32 add; exactly the weight
 * when the offset is 0). x is `input` for tpfuse_rms_norm; for the all-reduce
 * entries x = rd(sum over ranks of input), summed in fp32 in an order the
 * collective library picks. `variant` is 0 or an OR of
 * tpfuse_norm_variant flags. Without TPFUSE_NORM_COMPUTE_IN_DTYPE, all
 * arithmetic is fp32:
 *   s            = x + residual                   (residual null: s = x)
 *   residual_out = rd(s)                          (skipped if null)
 *   h            = rd(s), or s with TPFUSE_NORM_RESIDUAL_ADD_IN_F32
 *   inv          = rsqrt(sum_j(h_j^2) / N + epsilon)
 *   normed       = rd(h * inv * w'), or rd(rd(h * inv) * w') with
 *                  TPFUSE_NORM_WEIGHT_AFTER_ROUNDING
 * epsilon must be finite and positive, as the IR verifier requires (0, a
 * negative value, NaN or an infinity: TPFUSE_ERROR_INVALID_ARGUMENT).
 * The products are (h * inv) * w', in that order. sum_j is accumulated in
 * fp32 in an order the backend picks, and rsqrt is the backend's fp32
 * reciprocal square root (the CPU's 1/sqrtf, CUDA's rsqrtf): results are
 * bit-identical across the entries and paths (fused, declined, unfused) of
 * one backend, not across backends.
 * With TPFUSE_NORM_COMPUTE_IN_DTYPE every step is rounded to T, as a model
 * computed in T without upcasting does (only for bf16 and f16):
 *   h = rd(x + residual), residual_out = h
 *   acc = 0; for j = 0 .. N-1 in order: acc = rd(acc + rd(h_j * h_j))
 *   inv = rd(rsqrt(rd(rd(acc / N) + rd(epsilon))))
 *   normed = rd(rd(h * inv) * weight)
 * It then takes no other flag and a weight_offset of 0.
 *
 * Quantization. With args->quant other than TPFUSE_QUANT_NONE the entry
 * also quantizes each row of `normed` as written (y_j = normed_j, exact in
 * f32), every step an f32 operation rounded to nearest-even:
 *   e4m3(v)  = clamp(v, -448, 448) rounded to FP8 e4m3fn; NaN gives -448
 *   e2m1(v)  = clamp(v, -6, 6) rounded to FP4 e2m1; NaN gives -6, and
 *              the sign is kept for v < 0 only (-0.0 gives +0)
 *   amax     = max |y_j| over the token, group or block (NaN if one is)
 *   FP8_STATIC:     s = scale_in; q_j = e4m3(y_j / s)
 *   FP8_PER_TOKEN, FP8_PER_GROUP:
 *                   s = max(amax / 448, min_scale), NaN giving
 *                   min_scale; with TPFUSE_SCALE_UE8M0, s = the least
 *                   power of two >= s;
 *                   q_j = e4m3(y_j / s); s stored
 *   The FP8 schemes with TPFUSE_SCALING_RECIPROCAL: r = 1 / s (one
 *                   rounding), then q_j = e4m3(y_j * r) instead
 *   NVFP4 (blocks of 16, gs = scale_in):
 *                   sf = e4m3(gs * (amax * r6)), r6 = 1 / 6.0f;
 *                   p = float(sf) * (gs == 0 ? 0 : 1 / gs);
 *                   o = p == 0 ? 0 : 1 / p;
 *                   q_j = e2m1(y_j * o); sf stored
 *   MXFP4 (blocks of 32): e = floor(log2(amax)) - 2, exactly, clamped to
 *                   [-127, 127] (-127 when amax is 0); q_j = e2m1(y_j / 2^e);
 *                   e + 127 stored (255 and q_j = +6 when amax is NaN)
 * Ranks compute every scale from the same normed rows, so they agree on it.
 * normed is written too, unless it is null (API version 5): the values
 * quantized are then the same, normed as it would have been written, and
 * only quantized and scales are stored (fewer bytes than the peers' fused
 * norm + quantization kernels; a backend that needs the row stored, and the
 * decline fallback's sum, take stream-ordered scratch instead).
 * `algorithm` (one-shot, two-shot, auto) is a hint for the CUDA kernels; the
 * CPU backend ignores it.
 *
 * Aliasing: normed may equal input, and residual_out may equal residual
 * (in place); any other overlap between an output and another buffer
 * (quantized, scales and scale_in included) is
 * TPFUSE_ERROR_INVALID_ARGUMENT.
 */

/* out = sum over ranks of in; out may equal in. Counts an explicit
 * all-reduce. count may be 0 (in and out may then be null). */
TPFUSE_API tpfuse_status tpfuse_all_reduce(tpfuse_comm *comm, const void *in,
                                           void *out, int64_t count,
                                           tpfuse_dtype dtype, void *stream);

/* The arguments of the three RMSNorm entries, in one versioned struct so
 * that the entries can grow (docs/runtime.md, "The ABI"): set struct_size
 * with tpfuse_rms_norm_args_init, then the fields. Fields are only ever
 * appended; a library accepts every struct_size it has released. */
typedef struct tpfuse_rms_norm_args {
  /* sizeof(tpfuse_rms_norm_args); set by tpfuse_rms_norm_args_init. */
  uint32_t struct_size;
  tpfuse_dtype dtype;
  /* [tokens, hidden]: the reduced input (tpfuse_rms_norm) or this rank's
   * partial sum (the all-reduce entries). */
  const void *input;
  /* [tokens, hidden], or null: no residual add. */
  const void *residual;
  /* [hidden]. */
  const void *weight;
  /* [tokens, hidden]; null (since API version 5) when `quant` is set and
   * only the quantized output is wanted. */
  void *normed;
  /* [tokens, hidden], or null: the residual stream ends here. */
  void *residual_out;
  /* tokens >= 0 (0: an empty batch), hidden > 0. */
  int64_t tokens;
  int64_t hidden;
  float epsilon;
  /* 0 or an OR of tpfuse_norm_variant flags. */
  uint32_t variant;
  float weight_offset;
  /* The all-reduce entries' kernel choice; tpfuse_rms_norm ignores it. */
  tpfuse_algorithm algorithm;
  /* Since API version 4: the quantized output ("Quantization" above). With
   * TPFUSE_QUANT_NONE the fields below are ignored. */
  tpfuse_quant_scheme quant;
  tpfuse_scale_format scale_format;
  tpfuse_scale_layout scale_layout;
  /* The floor of a computed FP8 scale: finite and > 0; at least 2^-127
   * with TPFUSE_SCALE_PACKED_UE8M0. */
  float min_scale;
  /* TPFUSE_QUANT_FP8_PER_GROUP: the group size, > 0, dividing hidden. The
   * FP4 schemes: their block size (16, 32). */
  int64_t group_size;
  /* One f32: the static FP8 scale, or NVFP4's global scale; else null. */
  const void *scale_in;
  /* [tokens, hidden] e4m3 bytes (FP8), or [tokens, hidden / 2] bytes of two
   * e2m1 values each, element 2i in the low nibble (FP4). */
  void *quantized;
  /* The computed scales in scale_layout: f32 (FP8 per token and per group;
   * int32 words with TPFUSE_SCALE_PACKED_UE8M0), e4m3 bytes (NVFP4) or UE8M0
   * bytes (MXFP4); null for TPFUSE_QUANT_FP8_STATIC. */
  void *scales;
  /* Appended after API version 5's first release (a struct of 136 bytes; a
   * library that predates it refuses that size): how the FP8 schemes apply
   * their scale. TPFUSE_SCALING_DIVIDE (0) for the others. */
  tpfuse_scaling scaling;
} tpfuse_rms_norm_args;

/* Zeros every field, then sets struct_size, dtype bf16, epsilon 1e-6,
 * variant TPFUSE_NORM_DEFAULT, algorithm TPFUSE_ALGORITHM_AUTO. */
TPFUSE_API void tpfuse_rms_norm_args_init(tpfuse_rms_norm_args *args);

/* Local residual RMSNorm of an already reduced input; no communication. */
TPFUSE_API tpfuse_status tpfuse_rms_norm(tpfuse_comm *comm,
                                         const tpfuse_rms_norm_args *args,
                                         void *stream);

/* The fused all-reduce of this rank's partial sum `input` + residual RMSNorm.
 * Returns TPFUSE_DECLINED, before reading or writing any buffer or moving any
 * data, when it cannot run; every rank then declines alike and the caller
 * still owes the all-reduce. The reason is in
 * tpfuse_last_error_message(). */
TPFUSE_API tpfuse_status tpfuse_fused_all_reduce_rms_norm(
    tpfuse_comm *comm, const tpfuse_rms_norm_args *args, void *stream);

/* The complete consumer: tries the fused path; on decline sums `input` over
 * ranks once and runs tpfuse_rms_norm on the sum. Never returns
 * TPFUSE_DECLINED. The sum goes to `normed` (to scratch when normed is
 * null), so `input` is only written if normed == input. */
TPFUSE_API tpfuse_status tpfuse_all_reduce_residual_rms_norm(
    tpfuse_comm *comm, const tpfuse_rms_norm_args *args, void *stream);

/* c = a . op(b), accumulated in fp32 and rounded once to c_dtype:
 * a [m, k]; b [k, n], or [n, k] when b_transposed is non-zero (nn.Linear's
 * weight layout); c [m, n]; row-major and contiguous. a and b share
 * ab_dtype; c_dtype is ab_dtype or TPFUSE_DTYPE_F32. c must not overlap a
 * or b. Local: no communication, not counted. m, n or k == 0 is valid
 * (k == 0 writes zeros); a pointer may be null when its tensor is empty. */
TPFUSE_API tpfuse_status tpfuse_matmul(tpfuse_comm *comm, const void *a,
                                       const void *b, void *c, int64_t m,
                                       int64_t n, int64_t k,
                                       tpfuse_dtype ab_dtype, int b_transposed,
                                       tpfuse_dtype c_dtype, void *stream);

/*===--------------------- Device code of the compiler --------------------===*/

/* Code compiled by tp-aot-pipeline for the CUDA target loads and launches its
 * kernels and allocates its temporaries through MLIR's GPU runtime ABI (the
 * mgpu* functions), which the CUDA build of this library implements; they
 * cannot return a status. The first of their failures in this process is
 * kept (and printed to stderr): this returns it (TPFUSE_ERROR_BACKEND, or
 * TPFUSE_ERROR_UNSUPPORTED, with its message in tpfuse_last_error_message())
 * and clears it; TPFUSE_SUCCESS if there was none. In a build without CUDA
 * it always returns TPFUSE_SUCCESS. */
TPFUSE_API tpfuse_status tpfuse_take_device_code_error(void);

#ifdef __cplusplus
}
#endif

#endif /* TPFUSE_RUNTIME_H */
