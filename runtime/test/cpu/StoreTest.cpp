//===- StoreTest.cpp - Rendezvous stores ----------------------------------===//

#include "store/Store.h"
#include "common/Status.h"
#include "store/FileStore.h"
#include "store/TcpStore.h"

#include "FreePort.h"
#include "TestSupport.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <thread>

using namespace tpfuse::runtime;
using namespace tpfuse::test;

namespace {
using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

std::vector<char> bytes(const std::string &text) {
  return std::vector<char>(text.begin(), text.end());
}

TEST(TcpStoreTest, ClientsSeeEachOthersKeys) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  TcpStore server("127.0.0.1", port, /*serve=*/true, milliseconds(5000));
  TcpStore client("127.0.0.1", port, /*serve=*/false, milliseconds(5000));
  server.set("a", bytes("from rank 0"));
  EXPECT_EQ(client.get("a"), bytes("from rank 0"));

  std::vector<char> large(1 << 20);
  for (size_t i = 0; i < large.size(); ++i)
    large[i] = static_cast<char>(i * 7);
  client.set("large", large);
  EXPECT_EQ(server.get("large"), large);
  client.set("empty", {});
  EXPECT_TRUE(server.get("empty").empty());
}

TEST(TcpStoreTest, WaitBlocksUntilAnotherClientSets) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  TcpStore server("127.0.0.1", port, /*serve=*/true, milliseconds(5000));
  std::thread writer([port] {
    TcpStore client("127.0.0.1", port, /*serve=*/false, milliseconds(5000));
    std::this_thread::sleep_for(milliseconds(100));
    client.set("late", bytes("here"));
  });
  server.wait({"late"});
  EXPECT_EQ(server.get("late"), bytes("here"));
  writer.join();
}

TEST(TcpStoreTest, ClientWaitsForALateServer) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  std::thread server([port] {
    std::this_thread::sleep_for(milliseconds(200));
    TcpStore store("127.0.0.1", port, /*serve=*/true, milliseconds(5000));
    store.set("ready", bytes("1"));
    store.wait({"done"});
  });
  TcpStore client("127.0.0.1", port, /*serve=*/false, milliseconds(5000));
  EXPECT_EQ(client.get("ready"), bytes("1"));
  client.set("done", {});
  server.join();
}

TEST(TcpStoreTest, MissingKeyTimesOut) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  TcpStore store("127.0.0.1", port, /*serve=*/true, milliseconds(300));
  Clock::time_point start = Clock::now();
  EXPECT_THROW(store.get("never"), TimeoutError);
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(5));
}

TEST(TcpStoreTest, NoServerTimesOut) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  EXPECT_THROW(TcpStore("127.0.0.1", port, /*serve=*/false, milliseconds(300)),
               TimeoutError);
}

TEST(StoreTest, FileStoreRoundTripAndBoundedWait) {
  TempDirectory directory;
  std::unique_ptr<RendezvousStore> store;
  ASSERT_EQ(openStore(directory.storeUri(), 0, milliseconds(300), store),
            TPFUSE_SUCCESS);
  store->set("key", bytes("value"));
  EXPECT_EQ(store->get("key"), bytes("value"));
  Clock::time_point start = Clock::now();
  try {
    store->get("missing");
    ADD_FAILURE() << "get of a missing key returned";
  } catch (...) {
    EXPECT_EQ(statusFromCurrentException("test"), TPFUSE_ERROR_TIMEOUT)
        << lastErrorMessage();
  }
  EXPECT_LT(Clock::now() - start, std::chrono::seconds(5));
}

TEST(FileStoreTest, SecondSetOfAKeyFailsAndKeepsTheFirstValue) {
  TempDirectory directory;
  WriteOnceFileStore first(directory.directory());
  WriteOnceFileStore second(directory.directory());
  first.set("key", bytes("first"));
  EXPECT_THROW(second.set("key", bytes("second")), KeyAlreadySetError);
  EXPECT_THROW(first.set("key", bytes("again")), KeyAlreadySetError);
  EXPECT_EQ(second.get("key"), bytes("first"));
  // Values need not be text, nor non-empty.
  std::vector<char> binary = {'\0', '\xff', '\n', '\0'};
  first.set("binary", binary);
  second.set("empty", {});
  EXPECT_EQ(second.get("binary"), binary);
  EXPECT_TRUE(second.contains("empty"));
  EXPECT_EQ(second.get("empty"), std::vector<char>{});
}

TEST(FileStoreTest, RacingWritersOfOneKeyPublishOneCompleteValue) {
  // Two callers claiming one rank write the same key at the same moment.
  // Exactly one write wins, the others are told the key is set, and a
  // reader polling the key sees the winner's value whole, never a torn or
  // empty one. Many rounds, since the race is narrow.
  constexpr int kWriters = 4;
  constexpr int kRounds = 300;
  TempDirectory directory;
  for (int round = 0; round < kRounds; ++round) {
    std::string key = "claim/" + std::to_string(round);
    std::atomic<int> ready{0};
    std::atomic<int> winners{0};
    std::atomic<int> refused{0};
    std::vector<std::vector<char>> values;
    for (int writer = 0; writer < kWriters; ++writer)
      values.push_back(
          std::vector<char>(4096, static_cast<char>('a' + writer)));
    std::vector<std::thread> threads;
    for (int writer = 0; writer < kWriters; ++writer)
      threads.emplace_back([&, writer] {
        WriteOnceFileStore store(directory.directory());
        ++ready;
        while (ready.load() < kWriters + 1)
          std::this_thread::yield();
        try {
          store.set(key, values[writer]);
          ++winners;
        } catch (const KeyAlreadySetError &) {
          ++refused;
        }
      });
    WriteOnceFileStore reader(directory.directory());
    ++ready;
    while (!reader.contains(key))
      std::this_thread::yield();
    std::vector<char> seen;
    std::string readError;
    try {
      seen = reader.get(key);
    } catch (const std::exception &error) {
      readError = error.what();
    }
    for (std::thread &thread : threads)
      thread.join();
    ASSERT_EQ(readError, "") << "round " << round;
    ASSERT_EQ(winners.load(), 1) << "round " << round;
    ASSERT_EQ(refused.load(), kWriters - 1) << "round " << round;
    ASSERT_EQ(seen.size(), 4096u) << "round " << round;
    EXPECT_NE(std::find(values.begin(), values.end(), seen), values.end())
        << "round " << round << ": a torn value";
    EXPECT_EQ(reader.get(key), seen) << "round " << round;
  }
  // Every temporary file is gone: only the published keys remain.
  int files = 0;
  for (const auto &entry :
       std::filesystem::directory_iterator(directory.directory())) {
    EXPECT_NE(entry.path().filename().string().front(), '.')
        << "left behind: " << entry.path();
    ++files;
  }
  EXPECT_EQ(files, kRounds);
}

/// A wait on `uri` (rank 0's view) for a key nobody sets, with a timeout
/// of 500 ms, must give up within 500 .. 650 ms.
void expectWaitHoldsItsBound(const std::string &uri) {
  std::unique_ptr<RendezvousStore> store;
  ASSERT_EQ(openStore(uri, 0, milliseconds(500), store), TPFUSE_SUCCESS)
      << lastErrorMessage();
  for (int attempt = 0; attempt < 2; ++attempt) {
    Clock::time_point start = Clock::now();
    EXPECT_THROW(store->get("missing"), TimeoutError);
    auto elapsed = Clock::now() - start;
    EXPECT_GE(elapsed, milliseconds(500));
    EXPECT_LT(elapsed, milliseconds(650))
        << std::chrono::duration_cast<milliseconds>(elapsed).count() << " ms";
  }
  // A shorter timeout asked for by the caller is kept too.
  Clock::time_point start = Clock::now();
  EXPECT_THROW(store->wait({"missing"}, milliseconds(100)), TimeoutError);
  EXPECT_LT(Clock::now() - start, milliseconds(250));
  EXPECT_FALSE(store->contains("missing"));
  store->set("present", bytes("1"));
  EXPECT_TRUE(store->contains("present"));
}

TEST(StoreTest, FileStoreWaitHoldsItsBound) {
  TempDirectory directory;
  expectWaitHoldsItsBound(directory.storeUri());
}

TEST(StoreTest, TcpStoreWaitHoldsItsBound) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  expectWaitHoldsItsBound("tcp://127.0.0.1:" + std::to_string(port));
}

TEST(StoreTest, TcpUriOpensAServerForRankZero) {
  int port = tpfuse::freeLoopbackPort();
  ASSERT_GT(port, 0);
  std::string uri = "tcp://127.0.0.1:" + std::to_string(port);
  std::unique_ptr<RendezvousStore> server, client;
  ASSERT_EQ(openStore(uri, 0, milliseconds(2000), server), TPFUSE_SUCCESS);
  ASSERT_EQ(openStore(uri, 1, milliseconds(2000), client), TPFUSE_SUCCESS);
  client->set("k", bytes("v"));
  EXPECT_EQ(server->get("k"), bytes("v"));
}

TEST(StoreTest, MalformedUris) {
  std::unique_ptr<RendezvousStore> store;
  for (const char *uri :
       {"", "file:", "tcp://", "tcp://host", "tcp://:80", "tcp://host:0",
        "tcp://host:65536", "tcp://host:8x", "http://host:80"}) {
    EXPECT_EQ(openStore(uri, 0, milliseconds(100), store),
              TPFUSE_ERROR_INVALID_ARGUMENT)
        << uri;
    EXPECT_FALSE(store);
  }
}

} // namespace
