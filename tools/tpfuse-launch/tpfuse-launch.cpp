//===- tpfuse-launch.cpp - Run the ranks of a program on this machine -----===//
//
//   tpfuse-launch -n N [--store file|tcp] [--timeout SECONDS] [--] PROGRAM
//   [ARGS...]
//
// Starts N processes of PROGRAM with torchrun's variables (RANK, WORLD_SIZE,
// LOCAL_RANK, LOCAL_WORLD_SIZE) and a fresh rendezvous for the tpfuse
// runtime: TPFUSE_STORE=file:DIR with a new directory (removed afterwards), or
// MASTER_ADDR/MASTER_PORT such that tpfuse's TCP store (MASTER_PORT + 1) lands
// on a port that was free. When a rank fails, the others are terminated, as
// torchrun does; with a timeout, every rank still running then is too. Exits
// 0 when every rank exited 0, else with the first failure's code (128 +
// signal for a signal), 124 on a timeout, 2 on a usage error.
//
// Under mpirun (OMPI_COMM_WORLD_SIZE set) or torchrun (RANK and WORLD_SIZE
// set) each process already is a rank and the runtime reads those variables:
// tpfuse-launch then runs PROGRAM in its place, checking -n, if given,
// against the world size.
//
//===----------------------------------------------------------------------===//

#include "FreePort.h"

#include <signal.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {
using Clock = std::chrono::steady_clock;

constexpr int kUsageError = 2;
constexpr int kTimedOut = 124;
constexpr int kExecFailed = 127;
/// How long terminated ranks get to exit before they are killed.
constexpr std::chrono::seconds kTerminationGrace(5);

/// Set by SIGINT/SIGTERM: the launcher then terminates the ranks and exits.
volatile sig_atomic_t interruptedBy = 0;

void onInterrupt(int signal) { interruptedBy = signal; }

int usage(const char *problem) {
  std::fprintf(stderr,
               "tpfuse-launch: %s\n"
               "usage: tpfuse-launch -n N [--store file|tcp] "
               "[--timeout SECONDS] [--] PROGRAM [ARGS...]\n",
               problem);
  return kUsageError;
}

/// A positive decimal integer, or nothing.
std::optional<int> parsePositive(const char *text) {
  char *end = nullptr;
  long value = std::strtol(text, &end, 10);
  if (*text == '\0' || *end != '\0' || value < 1 || value > 1 << 20)
    return std::nullopt;
  return static_cast<int>(value);
}

/// The world size of the launcher this process already runs under, if any.
std::optional<int> launcherWorldSize() {
  if (const char *size = std::getenv("OMPI_COMM_WORLD_SIZE"))
    return parsePositive(size).value_or(0);
  if (std::getenv("RANK") && std::getenv("WORLD_SIZE"))
    return parsePositive(std::getenv("WORLD_SIZE")).value_or(0);
  return std::nullopt;
}

[[noreturn]] void runRank(int rank, int ranks, pid_t launcher, char **command) {
  // A rank must not outlive the launcher (killed by a test driver's timeout,
  // say) and wait for its peers forever.
  if (::prctl(PR_SET_PDEATHSIG, SIGKILL) != 0 || ::getppid() != launcher)
    ::_exit(kExecFailed);
  std::string rankText = std::to_string(rank);
  std::string ranksText = std::to_string(ranks);
  ::setenv("RANK", rankText.c_str(), 1);
  ::setenv("LOCAL_RANK", rankText.c_str(), 1);
  ::setenv("WORLD_SIZE", ranksText.c_str(), 1);
  ::setenv("LOCAL_WORLD_SIZE", ranksText.c_str(), 1);
  ::execvp(command[0], command);
  std::fprintf(stderr, "tpfuse-launch: rank %d: cannot run %s: %s\n", rank,
               command[0], std::strerror(errno));
  ::_exit(kExecFailed);
}

/// The exit code a process status stands for, as a shell reports it.
int exitCodeOf(int status) {
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/// The ranks of one launch, and what became of them.
class Ranks {
public:
  /// Forks `count` ranks of `command`; false if a fork failed (the ranks
  /// started so far keep running).
  bool start(int count, char **command) {
    pid_t launcher = ::getpid();
    for (int rank = 0; rank < count; ++rank) {
      pid_t pid = ::fork();
      if (pid < 0) {
        std::perror("tpfuse-launch: fork");
        return false;
      }
      if (pid == 0)
        runRank(rank, count, launcher, command);
      pids.push_back(pid);
      exitCodes.emplace_back();
    }
    return true;
  }

  /// Waits until every rank has exited, the first one fails, `deadline`
  /// passes or the launcher is interrupted. Returns the launcher's exit code
  /// for the first of these (0 when every rank succeeded).
  int wait(std::optional<Clock::time_point> deadline) {
    while (running() > 0) {
      if (interruptedBy) {
        std::fprintf(stderr, "tpfuse-launch: interrupted; terminating the "
                             "ranks\n");
        return 128 + interruptedBy;
      }
      if (deadline && Clock::now() >= *deadline)
        return kTimedOut;
      for (size_t rank = 0; rank < pids.size(); ++rank) {
        int status = 0;
        if (exitCodes[rank] || ::waitpid(pids[rank], &status, WNOHANG) <= 0)
          continue;
        exitCodes[rank] = exitCodeOf(status);
        if (*exitCodes[rank] == 0)
          continue;
        std::fprintf(stderr, "tpfuse-launch: rank %zu failed (%s %d)\n", rank,
                     WIFEXITED(status) ? "exit" : "signal",
                     WIFEXITED(status) ? WEXITSTATUS(status)
                                       : WTERMSIG(status));
        return *exitCodes[rank];
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    return 0;
  }

  /// Terminates the ranks still running: SIGTERM, then SIGKILL after a grace
  /// period. Reaps them all.
  void terminate() {
    reapExited();
    if (running() == 0)
      return;
    std::fprintf(stderr, "tpfuse-launch: terminating %zu rank(s)\n", running());
    signalRunning(SIGTERM);
    Clock::time_point grace = Clock::now() + kTerminationGrace;
    while (running() > 0 && Clock::now() < grace) {
      reapExited();
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    signalRunning(SIGKILL);
    for (size_t rank = 0; rank < pids.size(); ++rank)
      if (!exitCodes[rank]) {
        int status = 0;
        ::waitpid(pids[rank], &status, 0);
        exitCodes[rank] = exitCodeOf(status);
      }
  }

private:
  size_t running() const {
    size_t count = 0;
    for (const std::optional<int> &code : exitCodes)
      count += !code;
    return count;
  }

  void signalRunning(int signal) {
    for (size_t rank = 0; rank < pids.size(); ++rank)
      if (!exitCodes[rank])
        ::kill(pids[rank], signal);
  }

  void reapExited() {
    for (size_t rank = 0; rank < pids.size(); ++rank) {
      int status = 0;
      if (!exitCodes[rank] && ::waitpid(pids[rank], &status, WNOHANG) > 0)
        exitCodes[rank] = exitCodeOf(status);
    }
  }

  std::vector<pid_t> pids;
  /// Per rank: its exit code once it has exited.
  std::vector<std::optional<int>> exitCodes;
};

} // namespace

int main(int argc, char **argv) {
  std::optional<int> ranks;
  int timeoutSeconds = 0;
  std::string storeKind = "file";
  int arg = 1;
  for (; arg < argc && argv[arg][0] == '-'; ++arg) {
    std::string option = argv[arg];
    if (option == "--") {
      ++arg;
      break;
    }
    if (arg + 1 >= argc)
      return usage(("missing value for " + option).c_str());
    const char *value = argv[++arg];
    if (option == "-n") {
      ranks = parsePositive(value);
      if (!ranks)
        return usage("the number of ranks must be a positive integer");
    } else if (option == "--store") {
      storeKind = value;
      if (storeKind != "file" && storeKind != "tcp")
        return usage("--store must be file or tcp");
    } else if (option == "--timeout") {
      std::optional<int> seconds = parsePositive(value);
      if (!seconds)
        return usage("--timeout must be a positive number of seconds");
      timeoutSeconds = *seconds;
    } else {
      return usage(("unknown option " + option).c_str());
    }
  }
  if (arg >= argc)
    return usage("no program to run");
  char **command = argv + arg;

  if (std::optional<int> worldSize = launcherWorldSize()) {
    if (*worldSize == 0) {
      std::fprintf(stderr, "tpfuse-launch: the launcher's world size "
                           "(OMPI_COMM_WORLD_SIZE or WORLD_SIZE) is not a "
                           "positive integer\n");
      return kUsageError;
    }
    if (ranks && *ranks != *worldSize) {
      std::fprintf(stderr,
                   "tpfuse-launch: already one of %d ranks (mpirun or "
                   "torchrun), but -n asks for %d\n",
                   *worldSize, *ranks);
      return kUsageError;
    }
    ::execvp(command[0], command);
    std::fprintf(stderr, "tpfuse-launch: cannot run %s: %s\n", command[0],
                 std::strerror(errno));
    return kExecFailed;
  }
  if (!ranks)
    return usage("-n is required outside mpirun and torchrun");

  // A new job gets a new rendezvous: keys an earlier job left in a store
  // would be read as this job's.
  std::string storeDirectory;
  ::unsetenv("TPFUSE_STORE");
  if (storeKind == "file") {
    std::error_code error;
    std::filesystem::path temp = std::filesystem::temp_directory_path(error);
    std::string pattern = (temp / "tpfuse-launch-XXXXXX").string();
    if (error || !::mkdtemp(pattern.data())) {
      std::fprintf(stderr,
                   "tpfuse-launch: cannot create a store directory "
                   "under %s\n",
                   temp.c_str());
      return 1;
    }
    storeDirectory = pattern;
    ::setenv("TPFUSE_STORE", ("file:" + storeDirectory).c_str(), 1);
  } else {
    int port = tpfuse::freeLoopbackPort();
    if (port < 2) {
      std::fprintf(stderr, "tpfuse-launch: no free loopback port\n");
      return 1;
    }
    ::setenv("MASTER_ADDR", "127.0.0.1", 1);
    ::setenv("MASTER_PORT", std::to_string(port - 1).c_str(), 1);
  }

  struct sigaction action{};
  action.sa_handler = onInterrupt;
  ::sigaction(SIGINT, &action, nullptr);
  ::sigaction(SIGTERM, &action, nullptr);

  Ranks launched;
  int exitCode = 1;
  if (launched.start(*ranks, command)) {
    std::optional<Clock::time_point> deadline;
    if (timeoutSeconds > 0)
      deadline = Clock::now() + std::chrono::seconds(timeoutSeconds);
    exitCode = launched.wait(deadline);
    if (exitCode == kTimedOut)
      std::fprintf(stderr, "tpfuse-launch: timed out after %d s\n",
                   timeoutSeconds);
  }
  launched.terminate();

  if (!storeDirectory.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(storeDirectory, ignored);
  }
  return exitCode;
}
