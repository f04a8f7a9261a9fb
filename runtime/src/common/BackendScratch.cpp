//===- BackendScratch.cpp - A backend's default scratch: host memory ------===//
//
// Host backends run a call's work before returning, so plain heap memory,
// released after the work, is ordered as Backend::acquireScratch requires.
//
//===----------------------------------------------------------------------===//

#include "common/Backend.h"
#include "common/Status.h"

#include <cstdlib>
#include <string>

using namespace tpfuse::runtime;

tpfuse_status Backend::acquireScratch(int64_t bytes, void * /*stream*/,
                                      void **scratch) {
  *scratch = std::malloc(static_cast<size_t>(bytes));
  if (!*scratch)
    return fail(TPFUSE_ERROR_BACKEND, "out of host memory for " +
                                          std::to_string(bytes) +
                                          " bytes of scratch");
  return TPFUSE_SUCCESS;
}

tpfuse_status Backend::releaseScratch(void *scratch, void * /*stream*/) {
  std::free(scratch);
  return TPFUSE_SUCCESS;
}
