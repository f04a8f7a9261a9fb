#!/usr/bin/env python3
"""The runtime ABI check fails the build on a one-sided change.

Compiles passes/Conversion/RuntimeCommon/RuntimeAbiCheck.cpp as it is (it must
compile), then once per mutation below with a mutated copy of one header put
ahead of the real one on the include path: each must fail with the
static_assert that names what disagrees. A mutation that still compiles means
the compiler's letters and tpfuse/runtime.h can drift apart unnoticed.
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile

RUNTIME_H = "tpfuse/runtime.h"
ENTRIES_H = "tpfuse/Conversion/RuntimeCommon/RuntimeEntries.h"

# (what, header, text, replacement, fragment of the expected error)
MUTATIONS = [
    ("a prototype's parameter type", RUNTIME_H,
     "int64_t count,\n                                           tpfuse_dtype dtype",
     "int32_t count,\n                                           tpfuse_dtype dtype",
     "kAllReduce is not tpfuse_all_reduce"),
    ("a parameter added to a prototype", RUNTIME_H,
     "tpfuse_rms_norm(tpfuse_comm *comm,",
     "tpfuse_rms_norm(tpfuse_comm *comm, int extra,",
     "kRmsNorm is not tpfuse_rms_norm"),
    ("a parameter dropped from a prototype", RUNTIME_H,
     "int b_transposed,",
     "",
     "kMatmul is not tpfuse_matmul"),
    ("a struct field's type", RUNTIME_H,
     "  float weight_offset;\n  /* The all-reduce",
     "  double weight_offset;\n  /* The all-reduce",
     "RmsNormArgsField::WeightOffset of kRmsNormArgs"),
    ("two struct fields swapped", RUNTIME_H,
     "  float epsilon;\n  /* 0 or an OR of tpfuse_norm_variant flags. */\n"
     "  uint32_t variant;\n",
     "  uint32_t variant;\n  /* 0 or an OR of tpfuse_norm_variant flags. */\n"
     "  float epsilon;\n",
     "RmsNormArgsField::Epsilon of kRmsNormArgs"),
    ("a field appended into the struct's tail", RUNTIME_H,
     "  tpfuse_scaling scaling;\n} tpfuse_rms_norm_args;",
     "  tpfuse_scaling scaling;\n  uint32_t extra;\n} tpfuse_rms_norm_args;",
     "differ in their fields"),
    ("an entry's letter", ENTRIES_H,
     '{"tpfuse_check_size", "pll"}',
     '{"tpfuse_check_size", "pli"}',
     "kCheckSize is not tpfuse_check_size"),
    ("an entry's name", ENTRIES_H,
     '{"tpfuse_comm_rank", "pp"}',
     '{"tpfuse_comm_ranks", "pp"}',
     "kCommRank is not tpfuse_comm_rank"),
    ("a struct's letter", ENTRIES_H,
     '"iipppppllfifiiiiflpppi"',
     '"iipppppllfiffiiiflpppi"',
     "RmsNormArgsField::Algorithm of kRmsNormArgs"),
]


def compile_check(args, overlay):
    command = [args.cxx, "-std=c++17", "-fsyntax-only"]
    if overlay:
        command.append(f"-I{overlay}")
    command += [f"-I{directory}" for directory in args.include]
    command.append(args.source)
    return subprocess.run(command, capture_output=True, text=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cxx", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--include", action="append", required=True,
                        help="an include directory, in search order")
    args = parser.parse_args()

    clean = compile_check(args, None)
    if clean.returncode != 0:
        print("the unmutated ABI check does not compile:\n" + clean.stderr)
        return 1

    failures = 0
    for what, header, text, replacement, expected in MUTATIONS:
        original = next((pathlib.Path(d) / header for d in args.include
                         if (pathlib.Path(d) / header).is_file()), None)
        if original is None:
            print(f"FAIL {what}: {header} is not on the include path")
            failures += 1
            continue
        source = original.read_text()
        if source.count(text) != 1:
            print(f"FAIL {what}: the text to mutate is not once in {header}; "
                  "update this test with the header")
            failures += 1
            continue
        with tempfile.TemporaryDirectory() as overlay:
            mutated = pathlib.Path(overlay) / header
            mutated.parent.mkdir(parents=True)
            mutated.write_text(source.replace(text, replacement))
            result = compile_check(args, overlay)
        if result.returncode == 0:
            print(f"FAIL {what}: still builds")
            failures += 1
        elif expected not in result.stderr:
            print(f"FAIL {what}: fails, but not with '{expected}':\n"
                  + result.stderr[:2000])
            failures += 1
        else:
            print(f"ok   {what}: does not build")
    print(f"{len(MUTATIONS) - failures} of {len(MUTATIONS)} mutations caught")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
