//===- LaunchLocal.cpp - Run N ranks of a command on this machine ---------===//
//
//   tpfuse_launch_local --ranks N --store file|tcp [--timeout SECONDS]
//                       COMMAND [ARGS...]
//
// Starts N processes of COMMAND with torchrun's variables (RANK, WORLD_SIZE,
// LOCAL_RANK, LOCAL_WORLD_SIZE) and a fresh rendezvous: TPFUSE_STORE=file:DIR
// with a new directory, or MASTER_ADDR/MASTER_PORT such that tpfuse's TCP
// store (MASTER_PORT + 1) lands on a free port. Kills every rank still
// running after the timeout. Exits 0 only if every rank exited 0.
//
//===----------------------------------------------------------------------===//

#include "FreePort.h"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

namespace {
using Clock = std::chrono::steady_clock;

int usage() {
  std::fprintf(stderr, "usage: tpfuse_launch_local --ranks N --store file|tcp "
                       "[--timeout SECONDS] COMMAND [ARGS...]\n");
  return 2;
}

[[noreturn]] void runRank(int rank, int ranks, char **command) {
  std::string rankText = std::to_string(rank);
  std::string ranksText = std::to_string(ranks);
  setenv("RANK", rankText.c_str(), 1);
  setenv("LOCAL_RANK", rankText.c_str(), 1);
  setenv("WORLD_SIZE", ranksText.c_str(), 1);
  setenv("LOCAL_WORLD_SIZE", ranksText.c_str(), 1);
  execvp(command[0], command);
  std::perror("tpfuse_launch_local: exec");
  _exit(127);
}
} // namespace

int main(int argc, char **argv) {
  int ranks = 0;
  int timeoutSeconds = 120;
  std::string storeKind;
  int arg = 1;
  for (; arg + 1 < argc && std::strncmp(argv[arg], "--", 2) == 0; arg += 2) {
    if (std::strcmp(argv[arg], "--ranks") == 0)
      ranks = std::atoi(argv[arg + 1]);
    else if (std::strcmp(argv[arg], "--store") == 0)
      storeKind = argv[arg + 1];
    else if (std::strcmp(argv[arg], "--timeout") == 0)
      timeoutSeconds = std::atoi(argv[arg + 1]);
    else
      return usage();
  }
  if (ranks < 1 || timeoutSeconds < 1 || arg >= argc ||
      (storeKind != "file" && storeKind != "tcp"))
    return usage();

  std::string storeDirectory;
  unsetenv("TPFUSE_STORE");
  if (storeKind == "file") {
    std::string pattern =
        (std::filesystem::temp_directory_path() / "tpfuse-launch-XXXXXX")
            .string();
    if (!mkdtemp(pattern.data())) {
      std::perror("tpfuse_launch_local: mkdtemp");
      return 1;
    }
    storeDirectory = pattern;
    setenv("TPFUSE_STORE", ("file:" + storeDirectory).c_str(), 1);
  } else {
    int port = tpfuse::test::freeLoopbackPort();
    if (port < 2) {
      std::fprintf(stderr, "tpfuse_launch_local: no free port\n");
      return 1;
    }
    setenv("MASTER_ADDR", "127.0.0.1", 1);
    setenv("MASTER_PORT", std::to_string(port - 1).c_str(), 1);
  }

  std::vector<pid_t> children;
  for (int rank = 0; rank < ranks; ++rank) {
    pid_t pid = fork();
    if (pid < 0) {
      std::perror("tpfuse_launch_local: fork");
      break;
    }
    if (pid == 0)
      runRank(rank, ranks, argv + arg);
    children.push_back(pid);
  }

  bool allPassed = static_cast<int>(children.size()) == ranks;
  std::vector<bool> exited(children.size(), false);
  size_t running = children.size();
  Clock::time_point deadline =
      Clock::now() + std::chrono::seconds(timeoutSeconds);
  while (running > 0) {
    if (Clock::now() >= deadline) {
      std::fprintf(stderr, "tpfuse_launch_local: timed out after %d s; "
                           "killing the remaining ranks\n",
                   timeoutSeconds);
      for (size_t rank = 0; rank < children.size(); ++rank)
        if (!exited[rank]) {
          kill(children[rank], SIGKILL);
          waitpid(children[rank], nullptr, 0);
        }
      allPassed = false;
      break;
    }
    for (size_t rank = 0; rank < children.size(); ++rank) {
      int status = 0;
      if (exited[rank] || waitpid(children[rank], &status, WNOHANG) <= 0)
        continue;
      exited[rank] = true;
      --running;
      if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        allPassed = false;
        std::fprintf(stderr, "tpfuse_launch_local: rank %zu failed (%s %d)\n",
                     rank, WIFEXITED(status) ? "exit" : "signal",
                     WIFEXITED(status) ? WEXITSTATUS(status)
                                       : WTERMSIG(status));
      }
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }

  if (!storeDirectory.empty()) {
    std::error_code ignored;
    std::filesystem::remove_all(storeDirectory, ignored);
  }
  return allPassed ? 0 : 1;
}
