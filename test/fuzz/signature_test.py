#!/usr/bin/env python3
"""fuzz.crash_signature names one crash alike in every build.

The recorded findings (findings/known.json) are matched by signature, so the
sanitizer build's trace (ASan's "in NAME FILE:LINE", the sanitizer runtime's
and the C library's frames first) must give what LLVM's handler gives in the
plain build, and a frame is the project's by its name, not by a path that
happens to contain "tpfuse".
"""

import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
import fuzz  # noqa: E402

LLVM_TRACE = """\
 #0 0x00007f1a20ab8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb8786)
 #1 0x00007f1a20ab94f4 (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb94f4)
 #2 0x00007f1a2ac83a83 mlir::Attribute::getContext() const (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x6083a83)
 #3 0x00007f1a2ad2e81f mlir::NamedAttrList::set(llvm::StringRef, mlir::Attribute) (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x612e81f)
 #4 0x0000559dad71fb90 main /work/main/tools/tpfuse-opt/tpfuse-opt.cpp:39:10
"""

ASAN_TRACE = """\
 #0 0x00007f1a2b451f31 __interceptor_backtrace.part.0 /build/gcc-12/src/libsanitizer/sanitizer_common/sanitizer_common_interceptors.inc:4277:28
 #1 0x00007f1a20ab8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb8786)
==1==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000
    #0 0x7f73f051f829 in syscall ../sysdeps/unix/sysv/linux/x86_64/syscall.S:38
    #1 0x7f73f54b951e  (/usr/lib/llvm-22/lib/libLLVM.so.22.1+0x4eb951e)
    #2 0x7f73f045a04f  (/lib/x86_64-linux-gnu/libc.so.6+0x3c04f)
    #3 0x7f73ff683a82 in mlir::Attribute::getContext() const (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x6083a82)
    #4 0x7f73ff72e81e in mlir::NamedAttrList::set(llvm::StringRef, mlir::Attribute) (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x612e81e)
    #5 0x559dad71fb90 in main /work/main/tools/tpfuse-opt/tpfuse-opt.cpp:39
"""

PROJECT_TRACE = """\
    #0 0x7f73ff683a82 in mlir::Operation::getParentOp() (/usr/lib/llvm-22/lib/libMLIR.so.22.1+0x6083a82)
    #1 0x559dad71fb90 in (anonymous namespace)::NormLowering::matchAndRewrite() const /work/main/passes/Conversion/TPToRuntime/TPToRuntime.cpp:300
    #2 0x559dad71fb90 in main /work/main/tools/tpfuse-opt/tpfuse-opt.cpp:39
"""


class CrashSignatureTest(unittest.TestCase):
    def test_plain_and_sanitized_traces_agree(self):
        self.assertEqual(fuzz.crash_signature(LLVM_TRACE, -11),
                         "frame: mlir::Attribute::getContext() const")
        self.assertEqual(fuzz.crash_signature(ASAN_TRACE, -6),
                         "frame: mlir::Attribute::getContext() const")

    def test_project_frame_by_name(self):
        self.assertEqual(
            fuzz.crash_signature(PROJECT_TRACE, -11),
            "frame: (anonymous namespace)::NormLowering::matchAndRewrite() const")


if __name__ == "__main__":
    unittest.main()
