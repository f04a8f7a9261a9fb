//===- Bootstrap.h - Launch conventions from the environment ----*- C++ -*-===//
//
// torchrun exports RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR and MASTER_PORT;
// OpenMPI's mpirun exports OMPI_COMM_WORLD_{RANK,SIZE,LOCAL_RANK}. tpfuse
// reads either, plus its own TPFUSE_STORE and TPFUSE_FORCE_DECLINE.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_BOOTSTRAP_H
#define TPFUSE_RUNTIME_BOOTSTRAP_H

#include "tpfuse/runtime.h"

#include <string>

namespace tpfuse::runtime {

struct LaunchEnvironment {
  int rank = 0;
  int worldSize = 0;
  int localRank = 0;
  /// A store URI for openStore.
  std::string store;
};

/// Reads this process's place in the job (see tpfuse_comm_create_from_env).
tpfuse_status readLaunchEnvironment(LaunchEnvironment &environment);

/// Reads TPFUSE_FORCE_DECLINE: unset, empty or "0" is false, "1" is true,
/// anything else is an invalid argument.
tpfuse_status readForceDeclineVariable(bool &forceDecline);

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_BOOTSTRAP_H
