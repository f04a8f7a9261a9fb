//===- Npy.cpp - NumPy's .npy files, without NumPy ------------------------===//

#include "Npy.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstring>

using namespace tpfuse::run;
using llvm::Error;
using llvm::Expected;
using llvm::StringRef;

namespace {
constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;

/// The value of `key` in the header's dict literal: the text after
/// "'key':" up to the end of the value (a quoted string, a tuple or a
/// word).
std::optional<StringRef> headerValue(StringRef header, StringRef key) {
  std::string quoted = "'" + key.str() + "'";
  size_t at = header.find(quoted);
  if (at == StringRef::npos)
    return std::nullopt;
  StringRef rest = header.drop_front(at + quoted.size()).ltrim();
  if (!rest.consume_front(":"))
    return std::nullopt;
  rest = rest.ltrim();
  if (rest.starts_with("'")) {
    size_t end = rest.find('\'', 1);
    if (end == StringRef::npos)
      return std::nullopt;
    return rest.slice(1, end);
  }
  if (rest.starts_with("(")) {
    size_t end = rest.find(')');
    if (end == StringRef::npos)
      return std::nullopt;
    return rest.slice(1, end);
  }
  return rest.take_until([](char c) { return c == ',' || c == '}'; }).trim();
}
} // namespace

uint64_t NpyArray::elementCount() const {
  uint64_t count = 1;
  for (int64_t size : shape)
    count *= static_cast<uint64_t>(size);
  return count;
}

Expected<NpyArray> tpfuse::run::readNpy(StringRef path) {
  auto fail = [&](const std::string &problem) {
    return llvm::createStringError(path.str() + ": " + problem);
  };
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!buffer)
    return llvm::createStringError("cannot read " + path.str() + ": " +
                                   buffer.getError().message());
  StringRef contents = (*buffer)->getBuffer();
  if (!contents.starts_with(StringRef(kMagic, kMagicSize)) ||
      contents.size() < kMagicSize + 4)
    return fail("not a .npy file");
  auto major = static_cast<unsigned char>(contents[kMagicSize]);
  size_t headerLength, headerStart;
  auto byteAt = [&](size_t i) {
    return static_cast<size_t>(static_cast<unsigned char>(contents[i]));
  };
  if (major == 1) {
    headerLength = byteAt(8) | byteAt(9) << 8;
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (contents.size() < 12)
      return fail("not a .npy file");
    headerLength =
        byteAt(8) | byteAt(9) << 8 | byteAt(10) << 16 | byteAt(11) << 24;
    headerStart = 12;
  } else {
    return fail(".npy version " + std::to_string(major) + " is not supported");
  }
  if (contents.size() < headerStart + headerLength)
    return fail("the header is truncated");
  StringRef header = contents.substr(headerStart, headerLength);

  NpyArray array;
  std::optional<StringRef> descr = headerValue(header, "descr");
  std::optional<StringRef> fortran = headerValue(header, "fortran_order");
  std::optional<StringRef> shape = headerValue(header, "shape");
  if (!descr || !fortran || !shape)
    return fail("the header lacks descr, fortran_order or shape");
  if (*fortran != "False")
    return fail("Fortran order is not supported (save it in C order)");
  if (descr->starts_with(">"))
    return fail("big-endian data (" + descr->str() + ") is not supported");
  array.descr = descr->str();
  StringRef dims = *shape;
  while (!(dims = dims.trim()).empty()) {
    auto [dim, rest] = dims.split(',');
    int64_t size;
    if (dim.trim().getAsInteger(10, size) || size < 0)
      return fail("the shape (" + shape->str() + ") is malformed");
    array.shape.push_back(size);
    dims = rest;
  }

  uint64_t elementBytes = 0;
  if (descr->size() >= 3)
    descr->drop_front(2).getAsInteger(10, elementBytes);
  if (elementBytes == 0)
    return fail("the element type " + descr->str() + " is not supported");
  uint64_t bytes = array.elementCount() * elementBytes;
  uint64_t available = contents.size() - headerStart - headerLength;
  if (available != bytes)
    return fail("holds " + std::to_string(available) +
                " bytes of data; its header (" + descr->str() + ", shape (" +
                shape->str() + ")) says " + std::to_string(bytes));
  const char *data = contents.data() + headerStart + headerLength;
  array.data.assign(data, data + bytes);
  return array;
}

Error tpfuse::run::writeNpy(StringRef path, StringRef descr,
                            llvm::ArrayRef<int64_t> shape, const void *data,
                            uint64_t bytes) {
  std::string header =
      "{'descr': '" + descr.str() + "', 'fortran_order': False, 'shape': (";
  for (int64_t size : shape)
    header += std::to_string(size) + ", ";
  // A tuple of one element needs its comma; NumPy writes "(5,)".
  if (shape.size() >= 1)
    header.resize(header.size() - (shape.size() == 1 ? 1 : 2));
  header += "), }";
  // Magic, version and length (10 bytes), the header and its newline: a
  // multiple of 64 bytes, as NumPy aligns it.
  size_t total = kMagicSize + 4 + header.size() + 1;
  header.append((64 - total % 64) % 64, ' ');
  header += '\n';
  if (header.size() > 0xffff)
    return llvm::createStringError(path.str() +
                                   ": the shape is too long for .npy 1.0");

  std::error_code error;
  llvm::raw_fd_ostream out(path, error, llvm::sys::fs::OF_None);
  if (error)
    return llvm::createStringError("cannot write " + path.str() + ": " +
                                   error.message());
  out.write(kMagic, kMagicSize);
  out << '\x01' << '\x00';
  out << static_cast<char>(header.size() & 0xff)
      << static_cast<char>(header.size() >> 8);
  out << header;
  out.write(static_cast<const char *>(data), bytes);
  out.close();
  if (out.has_error()) {
    std::string message = out.error().message();
    // Else the stream's destructor reports it as a fatal error.
    out.clear_error();
    return llvm::createStringError("cannot write " + path.str() + ": " +
                                   message);
  }
  return Error::success();
}
