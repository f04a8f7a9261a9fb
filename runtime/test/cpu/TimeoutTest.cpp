//===- TimeoutTest.cpp - Missing peers give TIMEOUT, not a hang -----------===//

#include "FreePort.h"
#include "TestSupport.h"

#include <chrono>
#include <condition_variable>
#include <mutex>

using namespace tpfuse::test;

namespace {
using Clock = std::chrono::steady_clock;

constexpr int64_t kShortTimeoutMs = 1000;

tpfuse_comm_options shortTimeoutOptions() {
  tpfuse_comm_options options = testOptions();
  options.timeout_ms = kShortTimeoutMs;
  return options;
}

/// Creates rank `rank` of a world of 2 whose other rank never shows up,
/// with a timeout of 500 ms: the creation gives up within 500 .. 650 ms
/// (the bound holds to the poll, not to the second), saying why.
void expectCreationTimesOut(int rank, const std::string &store,
                            const std::string &why) {
  tpfuse_comm_options options = testOptions();
  options.timeout_ms = 500;
  tpfuse_comm *comm = nullptr;
  Clock::time_point start = Clock::now();
  EXPECT_EQ(tpfuse_comm_create(&options, rank, 2, store.c_str(), &comm),
            TPFUSE_ERROR_TIMEOUT)
      << tpfuse_last_error_message();
  auto elapsed = Clock::now() - start;
  EXPECT_GE(elapsed, std::chrono::milliseconds(500));
  EXPECT_LT(elapsed, std::chrono::milliseconds(650))
      << std::chrono::duration_cast<std::chrono::milliseconds>(elapsed).count()
      << " ms";
  EXPECT_NE(std::string(tpfuse_last_error_message()).find(why),
            std::string::npos)
      << tpfuse_last_error_message();
  EXPECT_EQ(comm, nullptr);
}

TEST(TimeoutTest, MissingPeerInFileStore) {
  TempDirectory store;
  expectCreationTimesOut(0, store.storeUri(),
                         "rank 1 of world size 2 never joined");
}

TEST(TimeoutTest, MissingTcpStoreServer) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  expectCreationTimesOut(1, "tcp://127.0.0.1:" + std::to_string(port),
                         "no server at 127.0.0.1");
}

TEST(TimeoutTest, MissingPeerBehindTcpStore) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  expectCreationTimesOut(0, "tcp://127.0.0.1:" + std::to_string(port),
                         "rank 1 of world size 2 never joined");
}

TEST(TimeoutTest, PeerSkippingACollective) {
  std::mutex mutex;
  std::condition_variable changed;
  bool rankZeroDone = false;
  runRanks(
      2, [](int) { return shortTimeoutOptions(); },
      [&](int rank, tpfuse_comm *comm) {
        if (rank == 1) {
          // Stays connected but never joins, until rank 0 has given up.
          std::unique_lock<std::mutex> lock(mutex);
          changed.wait(lock, [&] { return rankZeroDone; });
          return;
        }
        Tensor values = makeTensor(TPFUSE_DTYPE_F32, {1.0, 2.0});
        Clock::time_point start = Clock::now();
        EXPECT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), 2,
                                    TPFUSE_DTYPE_F32, nullptr),
                  TPFUSE_ERROR_TIMEOUT)
            << tpfuse_last_error_message();
        EXPECT_LT(Clock::now() - start, std::chrono::seconds(15));
        EXPECT_EQ(countersOf(comm).explicit_all_reduces, 0u);
        std::lock_guard<std::mutex> lock(mutex);
        rankZeroDone = true;
        changed.notify_all();
      });
}

/// A collective that timed out leaves Gloo's transfers half done, on a slot
/// that every later collective shares (Gloo closes the context's connections
/// then, but says only "Application timeout caused pair closure"): the
/// communicator refuses every later collective at once, saying why, and
/// local calls still work. The late peer gets an error of its own, and no
/// process aborts on a transfer of another size.
TEST(TimeoutTest, AfterATimeoutTheCommunicatorRefusesCollectives) {
  std::mutex mutex;
  std::condition_variable changed;
  bool rankZeroTimedOut = false;
  runRanks(
      2, [](int) { return shortTimeoutOptions(); },
      [&](int rank, tpfuse_comm *comm) {
        std::vector<double> ones(100, 1.0);
        Tensor values = makeTensor(TPFUSE_DTYPE_F32, ones);
        if (rank == 1) {
          std::unique_lock<std::mutex> lock(mutex);
          changed.wait(lock, [&] { return rankZeroTimedOut; });
          lock.unlock();
          tpfuse_status late =
              tpfuse_all_reduce(comm, values.data(), values.data(), 100,
                                TPFUSE_DTYPE_F32, nullptr);
          EXPECT_NE(late, TPFUSE_SUCCESS) << tpfuse_last_error_message();
          return;
        }
        EXPECT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), 8,
                                    TPFUSE_DTYPE_F32, nullptr),
                  TPFUSE_ERROR_TIMEOUT)
            << tpfuse_last_error_message();
        {
          std::lock_guard<std::mutex> lock(mutex);
          rankZeroTimedOut = true;
          changed.notify_all();
        }
        for (int call = 0; call < 2; ++call) {
          Clock::time_point start = Clock::now();
          EXPECT_EQ(tpfuse_all_reduce(comm, values.data(), values.data(), 8,
                                      TPFUSE_DTYPE_F32, nullptr),
                    TPFUSE_ERROR_TIMEOUT);
          EXPECT_NE(std::string(tpfuse_last_error_message())
                        .find("the communicator is unusable"),
                    std::string::npos)
              << tpfuse_last_error_message();
          EXPECT_LT(Clock::now() - start, std::chrono::milliseconds(200))
              << "refused at once, not after another timeout";
        }
        EXPECT_EQ(tpfuse_comm_set_force_decline(comm, 1), TPFUSE_ERROR_TIMEOUT);
        EXPECT_EQ(countersOf(comm), (tpfuse_counters{0, 0, 0}));
        // Local calls communicate nothing: they still run.
        Tensor a = makeTensor(TPFUSE_DTYPE_F32, {1.0, 2.0});
        Tensor c(TPFUSE_DTYPE_F32, 1);
        EXPECT_EQ(tpfuse_matmul(comm, a.data(), a.data(), c.data(), 1, 1, 2,
                                TPFUSE_DTYPE_F32, 0, TPFUSE_DTYPE_F32, nullptr),
                  TPFUSE_SUCCESS)
            << tpfuse_last_error_message();
        EXPECT_EQ(c.get(0), 5.0);
      });
}

} // namespace
