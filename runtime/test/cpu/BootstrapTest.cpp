//===- BootstrapTest.cpp - Launch conventions from the environment --------===//

#include "common/Bootstrap.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace tpfuse::runtime;

namespace {

class BootstrapTest : public ::testing::Test {
protected:
  void SetUp() override {
    for (const char *name :
         {"RANK", "WORLD_SIZE", "LOCAL_RANK", "OMPI_COMM_WORLD_RANK",
          "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK", "MASTER_ADDR",
          "MASTER_PORT", "TPFUSE_STORE", "TPFUSE_FORCE_DECLINE"})
      unsetenv(name);
  }
  void TearDown() override { SetUp(); }

  static void set(const char *name, const char *value) {
    ASSERT_EQ(setenv(name, value, 1), 0);
  }
};

TEST_F(BootstrapTest, TorchrunConventions) {
  set("RANK", "3");
  set("WORLD_SIZE", "8");
  set("LOCAL_RANK", "1");
  set("MASTER_ADDR", "10.0.0.7");
  set("MASTER_PORT", "29500");
  LaunchEnvironment environment;
  ASSERT_EQ(readLaunchEnvironment(environment), TPFUSE_SUCCESS);
  EXPECT_EQ(environment.rank, 3);
  EXPECT_EQ(environment.worldSize, 8);
  EXPECT_EQ(environment.localRank, 1);
  // MASTER_PORT itself belongs to torch's own store.
  EXPECT_EQ(environment.store, "tcp://10.0.0.7:29501");
}

TEST_F(BootstrapTest, OpenMpiConventionsAndTpfuseStore) {
  set("OMPI_COMM_WORLD_RANK", "1");
  set("OMPI_COMM_WORLD_SIZE", "2");
  set("OMPI_COMM_WORLD_LOCAL_RANK", "1");
  set("TPFUSE_STORE", "file:/tmp/somewhere");
  LaunchEnvironment environment;
  ASSERT_EQ(readLaunchEnvironment(environment), TPFUSE_SUCCESS);
  EXPECT_EQ(environment.rank, 1);
  EXPECT_EQ(environment.worldSize, 2);
  EXPECT_EQ(environment.localRank, 1);
  EXPECT_EQ(environment.store, "file:/tmp/somewhere");
}

TEST_F(BootstrapTest, TorchrunVariablesWinAndDefaults) {
  set("RANK", "0");
  set("WORLD_SIZE", "2");
  set("OMPI_COMM_WORLD_RANK", "1");
  set("OMPI_COMM_WORLD_SIZE", "4");
  set("MASTER_PORT", "1234");
  LaunchEnvironment environment;
  ASSERT_EQ(readLaunchEnvironment(environment), TPFUSE_SUCCESS);
  EXPECT_EQ(environment.rank, 0);
  EXPECT_EQ(environment.worldSize, 2);
  EXPECT_EQ(environment.localRank, 0); // defaults to the rank
  EXPECT_EQ(environment.store, "tcp://127.0.0.1:1235");
}

TEST_F(BootstrapTest, MissingOrBadVariables) {
  LaunchEnvironment environment;
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(tpfuse_last_error_message(),
               "neither WORLD_SIZE nor OMPI_COMM_WORLD_SIZE is set");
  set("WORLD_SIZE", "2");
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
  EXPECT_STREQ(tpfuse_last_error_message(),
               "neither RANK nor OMPI_COMM_WORLD_RANK is set");
  set("RANK", "2"); // out of range
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
  set("RANK", "1x");
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
  set("RANK", "1");
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT)
      << "no store configured";
  set("MASTER_PORT", "65535"); // the store would need 65536
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
  set("MASTER_PORT", "29500");
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_SUCCESS);
  set("WORLD_SIZE", "0");
  EXPECT_EQ(readLaunchEnvironment(environment), TPFUSE_ERROR_INVALID_ARGUMENT);
}

TEST_F(BootstrapTest, ForceDeclineVariable) {
  bool forced = true;
  EXPECT_EQ(readForceDeclineVariable(forced), TPFUSE_SUCCESS);
  EXPECT_FALSE(forced);
  set("TPFUSE_FORCE_DECLINE", "1");
  EXPECT_EQ(readForceDeclineVariable(forced), TPFUSE_SUCCESS);
  EXPECT_TRUE(forced);
  set("TPFUSE_FORCE_DECLINE", "0");
  EXPECT_EQ(readForceDeclineVariable(forced), TPFUSE_SUCCESS);
  EXPECT_FALSE(forced);
  set("TPFUSE_FORCE_DECLINE", "true");
  EXPECT_EQ(readForceDeclineVariable(forced), TPFUSE_ERROR_INVALID_ARGUMENT);
}

} // namespace
