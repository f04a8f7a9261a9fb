#!/usr/bin/env python3
"""fuzz.evaluate_batched gives what fuzz.evaluate gives, mutant by mutant.

The batch mode runs many mutants per tool process (--split-input-file) and
falls back to runs alone whenever a batch cannot be read chunk by chunk.
These cases go through both paths and must give the same parse result,
findings (kind and signature) and outcomes: crafted inputs (a parser crash,
an open finding, a split marker inside a mutant, errors at end of file or
with a location outside the input), corpus cases through every pipeline,
and batches made to crash, time out or lose their errors by a wrapper
around tpfuse-opt.

  batch_test.py --tpfuse-opt build/bin/tpfuse-opt
"""

import argparse
import concurrent.futures
import os
import pathlib
import shutil
import stat
import sys
import tempfile
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import fuzz  # noqa: E402

TOOLS = {}

TRANSPOSE_CRASH = (HERE / "findings" / "upstream-transpose-permutation-parse" /
                   "input.mlir").read_text()
EXPAND_SHAPE = (HERE / "findings" / "upstream-expand-shape-output-shape" /
                "input.mlir").read_text()
GOOD = """func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
"""
CRAFTED = [
    GOOD,
    TRANSPOSE_CRASH,
    "func.func @eof(",  # no newline: the error is at the end of the text
    "func.func @eof(%a: i32) {\n  %b = \n",  # an error in column 1, past it
    GOOD.replace("}\n", "}\n" + fuzz.SPLIT_MARKER + "\n"),
    # Errors at named locations cannot be attributed to a chunk.
    'func.func @g() -> i32 {\n  %0 = arith.constant 1 : i64 loc("c")\n'
    '  return %0 : i64 loc("r")\n}\n',
    "<stdin>:1:1: error: a line that looks like a diagnostic\n",
    EXPAND_SHAPE,
    GOOD.replace("@f", "@h"),
]


def corpus_sample(count):
    cases = fuzz.load_corpus(fuzz.CORPUS)
    step = max(1, len(cases) // count)
    # The largest cases (exported models) make the test slow, not stronger.
    return [c for c in cases[::step] if len(c) < 20000][:count]


def wrapper(directory, name, batch_behaviour):
    """A tpfuse-opt that behaves as `batch_behaviour` (shell) when given
    --split-input-file, and as itself otherwise."""
    path = os.path.join(directory, name)
    with open(path, "w") as f:
        f.write("#!/bin/sh\ncase \"$*\" in *--split-input-file*) %s ;; "
                "esac\nexec '%s' \"$@\"\n" % (batch_behaviour,
                                              TOOLS["tpfuse_opt"]))
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    return path


class BatchEquivalence(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.pipelines = {p.name: p for p in fuzz.discover_pipelines(
            TOOLS["tpfuse_opt"])}
        cls.tmp = tempfile.mkdtemp(prefix="tpfuse-batch-test-")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    def runner(self, tpfuse_opt=None, timeout=20.0):
        return fuzz.Runner(tpfuse_opt or TOOLS["tpfuse_opt"],
                           TOOLS["mlir_translate"], timeout)

    def compare(self, mutants, tpfuse_opt=None, timeout=20.0, size=8):
        """Both paths on `mutants` ((text, pipeline names)); returns the
        batch runner's counts."""
        named = [(text, [self.pipelines[n] for n in names])
                 for text, names in mutants]
        reference = [fuzz.evaluate(self.runner(), text, chosen)
                     for text, chosen in named]
        with concurrent.futures.ThreadPoolExecutor(2) as executor:
            batch = fuzz.BatchRunner(self.runner(tpfuse_opt, timeout), size,
                                     executor)
            batched = fuzz.evaluate_batched(batch, named)
        for (text, _), want, got in zip(mutants, reference, batched):
            with self.subTest(text=text[:60]):
                self.assertEqual(want[0], got[0])
                self.assertEqual([(f.kind, f.signature, f.pipeline)
                                  for f in want[1]],
                                 [(f.kind, f.signature, f.pipeline)
                                  for f in got[1]])
                self.assertEqual(want[2], got[2])
        return batch.stats, batched

    def test_crafted(self):
        names = ["tp-aot-pipeline", "fuse-aot", "tp-fuse-allreduce-norm"]
        stats, batched = self.compare([(text, names) for text in CRAFTED])
        crash = [f for f in batched[1][1] if f.kind == "crash"]
        self.assertEqual(["frame: mlir::Attribute::getContext() const"],
                         [f.signature for f in crash])
        self.assertIn("invalid-ir-built", [f.kind for f in batched[7][1]])
        self.assertGreater(stats["alone: batch crashed"], 0)
        self.assertGreater(stats["alone: not batchable"], 0)
        self.assertGreater(stats["alone: error not attributed"], 0)
        self.assertGreater(stats["findings confirmed alone"], 0)

    def test_corpus_every_pipeline(self):
        names = sorted(self.pipelines)
        mutants = [(text, names[i % 4::4])
                   for i, text in enumerate(corpus_sample(12))]
        stats, _ = self.compare(mutants, size=16)
        self.assertGreater(stats["batches"], 0)

    def test_batch_crash(self):
        tool = wrapper(self.tmp, "crashes", "kill -SEGV $$")
        stats, _ = self.compare([(t, ["tp-aot-pipeline"]) for t in CRAFTED],
                                tool)
        self.assertGreater(stats["alone: batch crashed"], len(CRAFTED) - 3)

    def test_batch_timeout(self):
        tool = wrapper(self.tmp, "hangs", "exec sleep 30")
        stats, _ = self.compare([(t, ["fuse-aot"]) for t in CRAFTED], tool,
                                timeout=3.0)
        self.assertGreater(stats["alone: batch timed out"], 0)

    def test_batch_loses_errors(self):
        # A batch whose diagnostics vanish: its failed chunks run alone.
        tool = wrapper(self.tmp, "quiet", "exec '%s' \"$@\" 2>/dev/null" %
                       TOOLS["tpfuse_opt"])
        stats, _ = self.compare([(t, ["tp-fuse-allreduce-norm"])
                                 for t in CRAFTED], tool)
        self.assertGreater(stats["alone: error not attributed"], 0)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tpfuse-opt", default=shutil.which("tpfuse-opt") or
                        os.path.join(fuzz.ROOT, "build", "bin", "tpfuse-opt"))
    parser.add_argument("--mlir-translate",
                        default="/usr/lib/llvm-22/bin/mlir-translate")
    args, rest = parser.parse_known_args()
    TOOLS["tpfuse_opt"] = os.path.abspath(args.tpfuse_opt)
    TOOLS["mlir_translate"] = args.mlir_translate
    unittest.main(argv=[sys.argv[0]] + rest)


if __name__ == "__main__":
    main()
