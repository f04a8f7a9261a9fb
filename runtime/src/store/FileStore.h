//===- FileStore.h - Write-once rendezvous store in a directory -*- C++ -*-===//
//
// Gloo's FileStore, with the one race that matters here closed: Gloo writes
// every value of a key through the same temporary file and renames it into
// place after an existence check, so two writers of one key (two callers
// claiming the same rank, two ranks recording a conflict) can truncate each
// other's temporary file and publish an empty value, which Gloo's get then
// rejects with an internal error. Here each write goes to a file of its own
// and is published with link(2), which creates the key atomically or fails
// because it exists: a key is set at most once, and a reader only ever sees
// a complete value, empty values included.
//
//===----------------------------------------------------------------------===//

#ifndef TPFUSE_RUNTIME_FILESTORE_H
#define TPFUSE_RUNTIME_FILESTORE_H

#include <gloo/rendezvous/file_store.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace tpfuse::runtime {

/// A store in the directory `path` (which must exist), shared by every
/// process that opens the same directory. Thread-safe. set, get and
/// contains throw CommunicationError for I/O failures.
class WriteOnceFileStore final : public gloo::rendezvous::FileStore {
public:
  using gloo::rendezvous::FileStore::FileStore;

  /// Publishes `data` under `key`; throws KeyAlreadySetError, leaving the
  /// first value in place, when the key was set before, by any process.
  void set(const std::string &key, const std::vector<char> &data) override;

  /// Waits for `key` (Gloo's wait), then returns its whole value, which may
  /// be empty (Gloo's get refuses an empty value).
  std::vector<char> get(const std::string &key) override;

  /// Whether `key` is set, without waiting. (Gloo's own wait compares whole
  /// seconds with its timeout; bounded waits poll this instead.)
  bool contains(const std::string &key);
};

/// Thrown by WriteOnceFileStore::set for a key that is already set.
class KeyAlreadySetError : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

} // namespace tpfuse::runtime

#endif // TPFUSE_RUNTIME_FILESTORE_H
