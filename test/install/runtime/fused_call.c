/*===- fused_call.c - the installed runtime from plain C99 ----------------===*\
|*                                                                            *|
|* Two CPU ranks, each a forked process, meet through a fresh file store and  *|
|* pay an owed all-reduce inside the residual RMSNorm, once on the fused path *|
|* and once through its decline fallback. Every rank checks its outputs      *|
|* against a reference and the communicator's counters.                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#define _POSIX_C_SOURCE 200809L

#include "tpfuse/runtime.h"

#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

enum { WORLD_SIZE = 2, TOKENS = 3, HIDDEN = 40 };
#define EPSILON 1e-6f

/* This rank's partial sum, the residual and the norm's weight. */
static float partial_value(int rank, int token, int j) {
  return (float)(rank + 1) * 0.125f * (float)((token * HIDDEN + j) % 11 - 5);
}
static float residual_value(int token, int j) {
  return 0.0625f * (float)((token + 3 * j) % 7 - 3);
}
static float weight_value(int j) { return 1.0f + (float)j / 64.0f; }

/* The one call of the fused entry. */
static tpfuse_status fused_call(tpfuse_comm *comm, const float *partial,
                                const float *residual, const float *weight,
                                float *normed, float *residual_out) {
  tpfuse_rms_norm_args args;
  tpfuse_rms_norm_args_init(&args);
  args.dtype = TPFUSE_DTYPE_F32;
  args.input = partial;
  args.residual = residual;
  args.weight = weight;
  args.normed = normed;
  args.residual_out = residual_out;
  args.tokens = TOKENS;
  args.hidden = HIDDEN;
  args.epsilon = EPSILON;
  args.variant = TPFUSE_NORM_DEFAULT;
  args.weight_offset = 0.0f;
  args.algorithm = TPFUSE_ALGORITHM_AUTO;
  return tpfuse_all_reduce_residual_rms_norm(comm, &args, NULL);
}

/* 0 if this rank's outputs are the reference's: residual_out exactly the
 * fp32 sum over ranks plus the residual, normed within rounding. */
static int check_outputs(int rank, const float *normed,
                         const float *residual_out) {
  int token, j, rank_of_sum, errors = 0;
  for (token = 0; token < TOKENS; ++token) {
    float h[HIDDEN];
    double sum_squares = 0.0, inverse_rms;
    for (j = 0; j < HIDDEN; ++j) {
      float sum = 0.0f;
      for (rank_of_sum = 0; rank_of_sum < WORLD_SIZE; ++rank_of_sum)
        sum += partial_value(rank_of_sum, token, j);
      h[j] = sum + residual_value(token, j);
      sum_squares += (double)h[j] * h[j];
    }
    inverse_rms = 1.0 / sqrt(sum_squares / HIDDEN + EPSILON);
    for (j = 0; j < HIDDEN; ++j) {
      double expected = h[j] * inverse_rms * weight_value(j);
      float got = normed[token * HIDDEN + j];
      if (residual_out[token * HIDDEN + j] != h[j]) {
        fprintf(stderr, "rank %d: residual_out[%d][%d] = %g, expected %g\n",
                rank, token, j, residual_out[token * HIDDEN + j], h[j]);
        ++errors;
      }
      if (fabs(got - expected) > 1e-5 * (1.0 + fabs(expected))) {
        fprintf(stderr, "rank %d: normed[%d][%d] = %.9g, expected %.9g\n", rank,
                token, j, got, expected);
        ++errors;
      }
    }
  }
  return errors;
}

#define CHECK_STATUS(call)                                                     \
  do {                                                                         \
    tpfuse_status status_ = (call);                                            \
    if (status_ != TPFUSE_SUCCESS) {                                           \
      fprintf(stderr, "rank %d: %s: %s (%s)\n", rank, #call,                   \
              tpfuse_status_name(status_), tpfuse_last_error_message());       \
      return 1;                                                                \
    }                                                                          \
  } while (0)

/* One rank: 0 if the call and its checks succeed. */
static int run_rank(int rank, const char *store, int force_decline) {
  static float partial[TOKENS * HIDDEN], residual[TOKENS * HIDDEN];
  static float weight[HIDDEN], normed[TOKENS * HIDDEN];
  static float residual_out[TOKENS * HIDDEN];
  tpfuse_comm_options options;
  tpfuse_comm *comm;
  tpfuse_counters counters;
  int token, j, errors;

  for (token = 0; token < TOKENS; ++token)
    for (j = 0; j < HIDDEN; ++j) {
      partial[token * HIDDEN + j] = partial_value(rank, token, j);
      residual[token * HIDDEN + j] = residual_value(token, j);
    }
  for (j = 0; j < HIDDEN; ++j)
    weight[j] = weight_value(j);

  tpfuse_comm_options_init(&options);
  options.backend = TPFUSE_BACKEND_CPU;
  options.force_decline = force_decline;
  options.timeout_ms = 60000;
  CHECK_STATUS(tpfuse_comm_create(&options, rank, WORLD_SIZE, store, &comm));
  CHECK_STATUS(
      fused_call(comm, partial, residual, weight, normed, residual_out));
  CHECK_STATUS(tpfuse_comm_get_counters(comm, &counters));
  CHECK_STATUS(tpfuse_comm_destroy(comm));

  errors = check_outputs(rank, normed, residual_out);
  /* Fused: one fused call. Declined: the fallback pays the sum once. */
  if (counters.fused_calls != (force_decline ? 0u : 1u) ||
      counters.declines != (force_decline ? 1u : 0u) ||
      counters.explicit_all_reduces != (force_decline ? 1u : 0u)) {
    fprintf(stderr,
            "rank %d: counters fused %lu, declines %lu, all-reduces %lu\n",
            rank, (unsigned long)counters.fused_calls,
            (unsigned long)counters.declines,
            (unsigned long)counters.explicit_all_reduces);
    ++errors;
  }
  return errors == 0 ? 0 : 1;
}

static void remove_store(const char *directory) {
  DIR *dir = opendir(directory);
  struct dirent *entry;
  char path[4096];
  if (dir) {
    while ((entry = readdir(dir)) != NULL) {
      if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
        continue;
      snprintf(path, sizeof path, "%s/%s", directory, entry->d_name);
      remove(path);
    }
    closedir(dir);
  }
  rmdir(directory);
}

/* Runs WORLD_SIZE ranks as child processes; 0 if all of them pass. */
static int run_ranks(int force_decline) {
  const char *tmp = getenv("TMPDIR");
  char directory[4096], store[4200];
  pid_t children[WORLD_SIZE];
  int rank, failed = 0;

  snprintf(directory, sizeof directory, "%s/tpfuse-c99-XXXXXX",
           tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(directory)) {
    perror("mkdtemp");
    return 1;
  }
  snprintf(store, sizeof store, "file:%s", directory);
  for (rank = 0; rank < WORLD_SIZE; ++rank) {
    children[rank] = fork();
    if (children[rank] == 0)
      _exit(run_rank(rank, store, force_decline));
    if (children[rank] < 0) {
      perror("fork");
      failed = 1;
    }
  }
  for (rank = 0; rank < WORLD_SIZE; ++rank) {
    int status;
    if (children[rank] <= 0 || waitpid(children[rank], &status, 0) < 0 ||
        !WIFEXITED(status) || WEXITSTATUS(status) != 0)
      failed = 1;
  }
  remove_store(directory);
  printf("%s: %s\n", force_decline ? "declined" : "fused",
         failed ? "FAILED" : "ok");
  return failed;
}

int main(void) {
  int failed;
  if (tpfuse_runtime_api_version() != TPFUSE_RUNTIME_API_VERSION) {
    fprintf(stderr, "header API version %d, library's %d\n",
            TPFUSE_RUNTIME_API_VERSION, tpfuse_runtime_api_version());
    return 1;
  }
  failed = run_ranks(0);
  failed |= run_ranks(1);
  return failed;
}
