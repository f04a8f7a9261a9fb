//===- CudaBackendOptionsTest.cpp - The CUDA backend's env overrides ------===//
//
// resolveOptions is host code: how TPFUSE_PDL, TPFUSE_PDL_IN_CAPTURES,
// TPFUSE_NORM_ROW_SPLIT, TPFUSE_NORM_ROW_PER_BLOCK and
// TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS reach the
// options the launches read, and that a malformed value is an argument
// error rather than a silent default. Runs without a GPU.
//
//===----------------------------------------------------------------------===//

#include "common/Status.h"
#include "cuda/CudaBackendImpl.h"

#include <gtest/gtest.h>

#include <initializer_list>

#include <cstdlib>
#include <string>

using namespace tpfuse::runtime;
using namespace tpfuse::runtime::cuda;

namespace {

/// Sets an environment variable for one test, restoring it after.
class ScopedVariable {
public:
  ScopedVariable(const char *name, const char *value) : name(name) {
    if (const char *old = std::getenv(name))
      previous = old, hadPrevious = true;
    if (value)
      setenv(name, value, /*overwrite=*/1);
    else
      unsetenv(name);
  }
  ~ScopedVariable() {
    if (hadPrevious)
      setenv(name, previous.c_str(), 1);
    else
      unsetenv(name);
  }
  ScopedVariable(const ScopedVariable &) = delete;
  ScopedVariable &operator=(const ScopedVariable &) = delete;

private:
  const char *name;
  std::string previous;
  bool hadPrevious = false;
};

tpfuse_status resolve(const CudaBackendOptions &requested,
                      CudaBackendOptions &resolved) {
  SizeTable sizeTable;
  return resolveOptions(requested, resolved, sizeTable);
}

TEST(CudaBackendOptionsTest, PdlInCapturesFollowsTheOptionWhenUnset) {
  ScopedVariable pdl("TPFUSE_PDL", nullptr);
  ScopedVariable inCaptures("TPFUSE_PDL_IN_CAPTURES", nullptr);
  CudaBackendOptions requested, resolved;
  ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
  EXPECT_TRUE(resolved.programmaticDependentLaunch);
  EXPECT_TRUE(resolved.programmaticEdgesInCaptures);
  requested.programmaticEdgesInCaptures = false;
  ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
  EXPECT_TRUE(resolved.programmaticDependentLaunch);
  EXPECT_FALSE(resolved.programmaticEdgesInCaptures);
}

TEST(CudaBackendOptionsTest, TheEnvironmentOverridesEachPdlSetting) {
  // Each variable set against the option's own value.
  struct Case {
    const char *pdl;
    const char *inCaptures;
    bool requestedInCaptures;
  };
  for (const Case &c : {Case{"1", "0", true}, Case{"0", "1", false}}) {
    ScopedVariable pdl("TPFUSE_PDL", c.pdl);
    ScopedVariable inCaptures("TPFUSE_PDL_IN_CAPTURES", c.inCaptures);
    CudaBackendOptions requested, resolved;
    requested.programmaticEdgesInCaptures = c.requestedInCaptures;
    ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
    EXPECT_EQ(resolved.programmaticDependentLaunch, *c.pdl == '1')
        << "TPFUSE_PDL=" << c.pdl;
    EXPECT_EQ(resolved.programmaticEdgesInCaptures, *c.inCaptures == '1')
        << "TPFUSE_PDL_IN_CAPTURES=" << c.inCaptures;
  }
}

/// With `variable` set to `value`, resolving the default options is an
/// argument error whose message names the variable.
void expectRejected(const char *variable, const char *value) {
  ScopedVariable scoped(variable, value);
  CudaBackendOptions requested, resolved;
  EXPECT_EQ(resolve(requested, resolved), TPFUSE_ERROR_INVALID_ARGUMENT)
      << variable << '=' << value;
  const std::string message = lastErrorMessage();
  EXPECT_NE(message.find(variable), std::string::npos) << message;
}

TEST(CudaBackendOptionsTest, MalformedPdlSettingsAreArgumentErrors) {
  for (const char *value : {"2", "-1", "yes", "1x"}) {
    expectRejected("TPFUSE_PDL_IN_CAPTURES", value);
    expectRejected("TPFUSE_PDL", value);
  }
}

/// An integer option that the variable `variable` overrides: 0 (the rule)
/// by default, `requestedValue` when the options ask for it, and every one
/// of `accepted` when the variable says it.
void expectOverridable(const char *variable, int CudaBackendOptions::*field,
                       int requestedValue,
                       std::initializer_list<int> accepted) {
  CudaBackendOptions requested, resolved;
  {
    ScopedVariable unset(variable, nullptr);
    ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
    EXPECT_EQ(resolved.*field, 0) << variable << ": the rule, by default";
    requested.*field = requestedValue;
    ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
    EXPECT_EQ(resolved.*field, requestedValue) << variable;
  }
  for (int value : accepted) {
    const std::string text = std::to_string(value);
    ScopedVariable set(variable, text.c_str());
    ASSERT_EQ(resolve(requested, resolved), TPFUSE_SUCCESS);
    EXPECT_EQ(resolved.*field, value) << variable << '=' << value;
  }
}

/// The same option rejects `rejectedValue` from the options themselves.
void expectRequestRejected(const char *variable, int CudaBackendOptions::*field,
                           int rejectedValue) {
  ScopedVariable unset(variable, nullptr);
  CudaBackendOptions requested, resolved;
  requested.*field = rejectedValue;
  EXPECT_EQ(resolve(requested, resolved), TPFUSE_ERROR_INVALID_ARGUMENT)
      << variable << ": the option " << rejectedValue;
}

TEST(CudaBackendOptionsTest, RowSplitFollowsTheOptionOrTheEnvironment) {
  expectOverridable("TPFUSE_NORM_ROW_SPLIT", &CudaBackendOptions::normRowSplit,
                    4, {0, 1, 2, 4, 8});
}

TEST(CudaBackendOptionsTest, RowSplitsThatAreNotClusterSizesAreArgumentErrors) {
  for (const char *value : {"3", "16", "-2", "two"})
    expectRejected("TPFUSE_NORM_ROW_SPLIT", value);
  expectRequestRejected("TPFUSE_NORM_ROW_SPLIT",
                        &CudaBackendOptions::normRowSplit, 3);
}

TEST(CudaBackendOptionsTest, RowPerBlockFollowsTheOptionOrTheEnvironment) {
  expectOverridable("TPFUSE_NORM_ROW_PER_BLOCK",
                    &CudaBackendOptions::normRowPerBlock, 2, {0, 1, 2});
}

TEST(CudaBackendOptionsTest,
     RowPerBlockOutsideRuleNeverAlwaysIsAnArgumentError) {
  for (const char *value : {"3", "-1", "always"})
    expectRejected("TPFUSE_NORM_ROW_PER_BLOCK", value);
  for (int value : {3, -1})
    expectRequestRejected("TPFUSE_NORM_ROW_PER_BLOCK",
                          &CudaBackendOptions::normRowPerBlock, value);
}

TEST(CudaBackendOptionsTest, ChainRowsFollowTheOptionOrTheEnvironment) {
  expectOverridable("TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS",
                    &CudaBackendOptions::inDtypeChainRows, 8,
                    {0, 1, 2, 4, 8, 16});
}

TEST(CudaBackendOptionsTest, ChainRowsThatABlockCannotOwnAreArgumentErrors) {
  for (const char *value : {"3", "32", "-4", "many"})
    expectRejected("TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS", value);
  expectRequestRejected("TPFUSE_NORM_IN_DTYPE_CHAIN_ROWS",
                        &CudaBackendOptions::inDtypeChainRows, 12);
}

} // namespace
