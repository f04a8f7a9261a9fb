#!/usr/bin/env python3
"""Mutation fuzzer of tpfuse-opt's passes and pipelines.

Mutates the cases of corpus/ (the test, example and exporter IR, split at
`// -----`), runs each mutant that parses through a few passes or pipelines
and checks oracles on every run:

  crash           a signal, an assertion, "PLEASE submit a bug report",
                  "LLVM ERROR" (also while re-parsing an output)
  timeout         a run that takes longer than --timeout seconds
  silent-failure  a non-zero exit without an error diagnostic
  invalid-output  the tool exits 0 but its output does not re-parse/verify
  invalid-ir-built  a pass fails on an op it built (absent from the input)
                  that does not verify
  ownership       a fused output fails tp-verify-ownership, its input passed
  aot-not-llvm    tp-aot-pipeline output holds ops outside the LLVM dialect
  aot-translate   mlir-translate --mlir-to-llvmir rejects that output
  gate-open       the fusion fuses under a tp.parallel_config that must keep
                  it closed (malformed, or a value that is not exactly
                  representable)
  oversize        tp-aot-pipeline accepts a static shape whose size in bytes
                  does not fit in int64 (not after -inline, whose
                  canonicalization may drop a dead value of that type)

Findings are deduplicated by kind and signature (the crashing frame, the
normalized diagnostic). Those listed in findings/known.json with status
"open" are reported but do not fail the run; any other finding does (a
"fixed" one that comes back is a regression). Python standard library only.

Starting the tools costs far more than running them on a mutant, so by
default mutants are made in rounds (--round) and their runs of one tool with
the same arguments go through one process, --batch at a time, with
--split-input-file; outputs and diagnostics are attributed to each mutant.
Anything a batch cannot tell per mutant (a crash, a timeout, an error it
cannot attribute) runs alone, and every finding is confirmed by runs of its
mutant alone. --batch 0 runs one process per tool run, the reference: for a
seed, --iterations and --round, both modes give the same outcomes (the
summary's digest) and findings. The counts of pipeline runs are the same.

  fuzz.py --seed 1 --time 75 --batch 0       # what CI runs (ctest -L fuzz)
  fuzz.py --seed 7 --time 3600 --jobs 2      # a longer run, in batches
  fuzz.py --seed 7 --iterations 2048 --batch 0 --round 2048
                                             # the reference for that run
  fuzz.py --replay                           # re-check the recorded findings
  fuzz.py --update-corpus                    # rebuild corpus/ from the repo
"""

import argparse
import concurrent.futures
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import mutators  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(HERE, "corpus")
FINDINGS = os.path.join(HERE, "findings")
KNOWN = os.path.join(FINDINGS, "known.json")

# Where the seeds come from (relative to the repository root).
SEED_SOURCES = ["test", "examples"]
SEED_EXCLUDES = [os.path.join("test", "fuzz")]

FUSED_OPS = re.compile(r"\btp\.all_reduce(?:_add)?_rms_norm\b")
OP_NAME = re.compile(
    r"^\s*(?:%[\w.$-]+(?::\d+)?(?:\s*,\s*%[\w.$-]+(?::\d+)?)*\s*=\s*)?"
    r"\"?([a-z_][\w$]*)\.([\w$.]+)\"?(?=[\s(<{:\"]|$)(?!\s*=)")


class Pipeline:
    def __init__(self, name, args, fuses=False, aot=False):
        self.name = name
        self.args = args
        self.fuses = fuses
        self.aot = aot


def discover_pipelines(tpfuse_opt):
    """Every tp-* pass alone (from --help), its option variants, and the
    sequences the documentation uses."""
    help_text = subprocess.run([tpfuse_opt, "--help"], capture_output=True,
                               text=True).stdout
    passes = sorted(set(re.findall(r"^\s+--(tp-[\w-]+)\s", help_text,
                                   re.M)))
    pipelines = []
    for name in passes:
        pipelines.append(Pipeline(
            name, ["-" + name], fuses=name == "tp-fuse-allreduce-norm",
            aot=name == "tp-aot-pipeline"))
    variants = [
        ("tp-fuse-allreduce-norm{scope=final remarks=true}", True, False),
        ("tp-fuse-allreduce-norm{backend=none}", True, False),
        ("tp-import-shard{axes=0,1}", False, False),
        ("tp-import-shard{grid=mesh axes=1 group=tp}", False, False),
        ("tp-raise-rms-norm{remarks=true}", False, False),
        ("tp-raise-norm-quantization{remarks=true}", False, False),
    ]
    for spec, fuses, aot in variants:
        name, options = spec.split("{")
        if name in passes:
            pipelines.append(Pipeline(
                spec, ["-%s=%s" % (name, options.rstrip("}"))], fuses, aot))
    sequences = [
        ("import-raise-fuse-verify",
         ["-tp-import-shard", "-tp-raise-rms-norm",
          "-tp-fuse-allreduce-norm", "-tp-verify-ownership"], True, False),
        ("inline-raise-fuse-aot",
         ["-inline", "-tp-raise-rms-norm", "-tp-fuse-allreduce-norm",
          "-tp-aot-pipeline"], True, True),
        ("inline-raise-quantization-fuse-aot",
         ["-inline", "-tp-raise-rms-norm", "-tp-raise-norm-quantization",
          "-tp-fuse-allreduce-norm", "-tp-aot-pipeline"], True, True),
        ("fuse-aot", ["-tp-fuse-allreduce-norm", "-tp-aot-pipeline"], True,
         True),
        ("fuse-aot-cuda", ["-tp-fuse-allreduce-norm",
                           "-tp-aot-pipeline=target=cuda"], True, True),
        ("aot-cuda", ["-tp-aot-pipeline=target=cuda"], False, True),
        ("fuse-canonicalize-verify",
         ["-tp-fuse-allreduce-norm", "-canonicalize",
          "-tp-verify-ownership"], True, False),
        ("decompose-verify", ["-tp-decompose-fused-norms",
                              "-tp-verify-ownership"], False, False),
        ("raise-fuse-decompose",
         ["-tp-raise-rms-norm", "-tp-fuse-allreduce-norm",
          "-tp-decompose-fused-norms"], True, False),
    ]
    for name, args, fuses, aot in sequences:
        pipelines.append(Pipeline(name, args, fuses, aot))
    return pipelines


# --- Running the tools -------------------------------------------------------


class Result:
    def __init__(self, rc, stdout, stderr, timed_out):
        self.rc = rc
        self.stdout = stdout
        self.stderr = stderr
        self.timed_out = timed_out

    @property
    def crashed(self):
        return (self.rc < 0 or "PLEASE submit a bug report" in self.stderr or
                "Assertion `" in self.stderr or "LLVM ERROR" in self.stderr or
                "UNREACHABLE executed" in self.stderr)


class Request:
    """One tool run an oracle needs: `tool` is "opt" (tpfuse-opt with `args`)
    or "translate" (mlir-translate --mlir-to-llvmir), `text` its input.
    A `shared` request asks about the mutant itself, not about one pipeline's
    output: its result is computed at most once per mutant."""

    def __init__(self, tool, args, text, shared=False):
        self.tool = tool
        self.args = args
        self.text = text
        self.shared = shared

    @property
    def key(self):
        return (self.tool, tuple(self.args), self.text)


class Runner:
    def __init__(self, tpfuse_opt, mlir_translate, timeout):
        self.tpfuse_opt = tpfuse_opt
        self.mlir_translate = mlir_translate
        self.timeout = timeout
        self.invocations = 0
        self.lock = threading.Lock()

    def run(self, tool, args, stdin, env=None):
        with self.lock:
            self.invocations += 1
        try:
            p = subprocess.run([tool] + args, input=stdin, capture_output=True,
                               text=True, errors="replace",
                               timeout=self.timeout, env=env)
            return Result(p.returncode, p.stdout, p.stderr, False)
        except subprocess.TimeoutExpired as e:
            return Result(-9, "", str(e.stderr or ""), True)

    def opt(self, text, args):
        return self.run(self.tpfuse_opt, ["-"] + args, text)

    def translate(self, text):
        return self.run(self.mlir_translate, ["--mlir-to-llvmir", "-"], text)

    def execute(self, request):
        """A request, alone in its process: the reference for every oracle."""
        if request.tool == "translate":
            return self.translate(request.text)
        return self.opt(request.text, request.args)

    def drive(self, oracles, memo):
        """Runs an oracle generator to its end, one process per request;
        `memo` keeps the mutant's shared results. Returns its value."""
        try:
            request = next(oracles)
            while True:
                if not request.shared:
                    result = self.execute(request)
                elif request.key in memo:
                    result = memo[request.key]
                else:
                    result = memo[request.key] = self.execute(request)
                request = oracles.send(result)
        except StopIteration as stop:
            return stop.value


# --- Batches ----------------------------------------------------------------

# Batch mode puts many inputs in one process with --split-input-file, which
# splits at every occurrence of the marker less its last two characters (it
# warns of "near misses"), and joins the outputs with the output marker.
SPLIT_MARKER = "// tpfuse-fuzz-batch-split"
OUTPUT_MARKER = "// tpfuse-fuzz-batch-output"
# An input holding a marker could be cut; one with a line that starts like a
# diagnostic could, echoed in one, be taken for one: it runs alone. (The
# AOT lowering's messages name locations, "<stdin>:11:14", inside strings.)
NOT_BATCHABLE = re.compile(r"%s|%s|^(?:<stdin>|within split)" % (
    re.escape(SPLIT_MARKER[:-2]), re.escape(OUTPUT_MARKER)), re.M)
# Inputs per process are also bounded in size, so that a batch of the largest
# cases through tp-aot-pipeline (~1 s each) stays well within --timeout.
BATCH_BYTES = 512 * 1024
# A diagnostic of a chunk: tpfuse-opt gives the line in the whole input,
# mlir-translate the chunk's first line (its split marker's) and the line in
# the chunk.
CHUNK_DIAGNOSTIC = re.compile(
    r"^(?:<stdin>:(\d+)|within split at <stdin>:(\d+) offset :(\d+))"
    r":(\d+)(: (?:error|warning|note|remark): .*)$", re.S)
ERROR_LINE = re.compile(r"\berror: ")
# The stack trace of a batch that crashes is not read (its inputs run again),
# and symbolizing it takes several times as long as the run.
QUIET_CRASH = dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1")


def with_newline(text):
    # So that each marker has a line of its own; a trailing newline is
    # whitespace to the parser.
    return text if text.endswith("\n") else text + "\n"


def attribute(texts, stdout, stderr):
    """Splits a batch run's output and diagnostics by chunk. Returns, per
    chunk, (output, diagnostics as the chunk alone would have written them)
    and whether some line naming an error could not be attributed to one
    chunk (a location outside the input, like loc("name") or <unknown>, or
    an error inside another diagnostic's text), or None when the outputs do
    not match the chunks."""
    outputs = stdout.split(OUTPUT_MARKER + "\n")
    if len(outputs) != len(texts):
        return None
    # Chunk i's text holds the lines first[i] .. first[i] + count - 1 of the
    # input; chunks after the first start with the rest of their marker's
    # line, first[i] - 1. tpfuse-opt counts columns from the start of the
    # input's line, so a diagnostic in column 1 of the line after a text
    # (where the next chunk starts only after the marker) is at that text's
    # end; mlir-translate names the chunk by its first line.
    first, line = [], 1
    for text in texts:
        first.append(line)
        line += text.count("\n") + 1
    starts = {1 if i == 0 else first[i] - 1: i for i in range(len(texts))}

    def locate(m):
        """(chunk, line in its text) of a diagnostic, or None."""
        if m.group(1):
            line = int(m.group(1))
            for i, text in enumerate(texts):
                if first[i] <= line < first[i] + text.count("\n"):
                    return i, line - first[i] + 1
            for i, text in enumerate(texts):
                if line == first[i] + text.count("\n") and m.group(4) == "1":
                    return i, line - first[i] + 1
            return None
        i = starts.get(int(m.group(2)))
        if i is None:
            return None
        line = int(m.group(3)) - (1 if i else 0)
        if 1 <= line <= texts[i].count("\n") or (
                line == texts[i].count("\n") + 1 and m.group(4) == "1"):
            return i, line
        return None

    diagnostics = [[] for _ in texts]
    owner = None
    unattributed = False
    for entry in stderr.splitlines(keepends=True):
        m = CHUNK_DIAGNOSTIC.match(entry)
        if m:
            located = locate(m)
            owner = None
            if located:
                owner = located[0]
                entry = "<stdin>:%d:%s%s" % (located[1], m.group(4),
                                             m.group(5))
            if owner is None and ERROR_LINE.search(entry):
                unattributed = True
        elif ERROR_LINE.search(entry):
            # Not a diagnostic of the input's: whose it is cannot be told.
            unattributed = True
        if owner is not None:
            diagnostics[owner].append(entry)
    return [(outputs[i], "".join(diagnostics[i]))
            for i in range(len(texts))], unattributed


class BatchRunner:
    """Runs the requests of many mutants: those with the same tool and
    arguments together, up to `size` per process, with --split-input-file.
    A chunk's result is that of a run alone: its output, its diagnostics,
    rc 0 when it has an output, else 1. Whatever cannot be told that way
    runs alone, through Runner.execute (the reference): a batch that crashes
    (halved until the crashing inputs run alone), that times out, that has
    more or fewer outputs than inputs; a chunk that fails without an error of
    its own, or while an error cannot be attributed.

    tpfuse-opt and mlir-translate give each chunk its own MLIRContext (and
    mlir-translate its own LLVMContext), so no attribute, type or interface
    of one chunk reaches the next; what chunks share is the process: LLVM's
    and the passes' static state (options, statistics, caches, the thread
    pool) and its heap. That could make a chunk fail, or crash, only after
    others: a crash or a timeout is always re-run alone, and every finding
    of a batch is confirmed by a run alone (evaluate_batched), so a batch
    cannot invent a finding. It could hide one only if static state left by
    an earlier chunk changed how a later one goes from failing to passing;
    the passes keep no such state that we know of.

    A chunk's locations are those of the whole input (its lines, and columns
    on a marker's line): an output that names one (the AOT lowering's
    runtime messages do, in strings) differs from the output alone in those
    digits, which no oracle reads."""

    def __init__(self, runner, size, executor):
        self.runner = runner
        self.size = size
        self.executor = executor
        self.stats = {"batches": 0, "batched": 0}
        self.lock = threading.Lock()

    def count(self, key, n=1):
        with self.lock:
            self.stats[key] = self.stats.get(key, 0) + n

    def alone(self, request, why):
        self.count("alone: " + why)
        return self.runner.execute(request)

    def run_batch(self, requests, why_alone="alone"):
        """The results of requests that share a tool and its arguments."""
        if len(requests) == 1:
            return [self.alone(requests[0], why_alone)]
        tool, args = requests[0].tool, requests[0].args
        texts = [with_newline(r.text) for r in requests]
        flags = ["--split-input-file=" + SPLIT_MARKER,
                 "--output-split-marker=" + OUTPUT_MARKER]
        if tool == "translate":
            command = [self.runner.mlir_translate, ["--mlir-to-llvmir"] +
                       flags + ["-"]]
        else:
            command = [self.runner.tpfuse_opt, flags + ["-"] + args]
        r = self.runner.run(command[0], command[1],
                            (SPLIT_MARKER + "\n").join(texts), QUIET_CRASH)
        self.count("batches")
        self.count("batched", len(requests))
        if r.timed_out:
            return [self.alone(q, "batch timed out") for q in requests]
        split = None
        if not r.crashed and r.rc in (0, 1) and "near miss" not in r.stderr:
            split = attribute(texts, r.stdout, r.stderr)
        if split is not None:
            chunks, unattributed = split
            failed = sum(1 for output, _ in chunks if not output)
            if (r.rc == 0) != (failed == 0):
                split = None
        if split is None:
            # A crash (or an output that cannot be split) loses the batch:
            # halves, until the inputs that crash run alone.
            half = len(requests) // 2
            return (self.run_batch(requests[:half], "batch crashed") +
                    self.run_batch(requests[half:], "batch crashed"))
        results = []
        for request, (output, diagnostics) in zip(requests, chunks):
            if output:
                results.append(Result(0, output, diagnostics, False))
            elif unattributed or not first_error(diagnostics):
                results.append(self.alone(request, "error not attributed"))
            else:
                results.append(Result(1, "", diagnostics, False))
        return results

    def partition(self, requests):
        """Splits requests with one tool and its arguments into batches of
        about equal counts, at most `size` and BATCH_BYTES each."""
        total = sum(len(r.text) for r in requests)
        parts = max(-(-len(requests) // self.size), -(-total // BATCH_BYTES))
        per_part = -(-len(requests) // parts)
        batches, current, size = [], [], 0
        for request in requests:
            if current and (len(current) >= per_part or
                            size + len(request.text) > BATCH_BYTES):
                batches.append(current)
                current, size = [], 0
            current.append(request)
            size += len(request.text)
        if current:
            batches.append(current)
        return batches

    def run_many(self, requests):
        """The results of any requests, in order; batches run in parallel."""
        groups = {}
        results = [None] * len(requests)
        alone = []
        for i, request in enumerate(requests):
            if NOT_BATCHABLE.search(request.text):
                alone.append(i)
            else:
                groups.setdefault((request.tool, tuple(request.args)),
                                  []).append(i)
        jobs = [([i], self.executor.submit(self.run_batch, [requests[i]],
                                           "not batchable"))
                for i in alone]
        for members in groups.values():
            for batch in self.partition([requests[i] for i in members]):
                indices, members = members[:len(batch)], members[len(batch):]
                jobs.append((indices, self.executor.submit(self.run_batch,
                                                           batch)))
        for indices, job in jobs:
            for i, result in zip(indices, job.result()):
                results[i] = result
        return results

    def drive_all(self, items):
        """Runs oracle generators, given as (generator, the mutant's memo),
        together: at each step the requests of all that wait run in batches,
        a mutant's shared request once. Returns their values, in order."""
        values = [None] * len(items)
        waiting = []

        def advance(k, result):
            try:
                waiting.append((k, items[k][0].send(result)))
            except StopIteration as stop:
                values[k] = stop.value

        for k in range(len(items)):
            advance(k, None)
        while waiting:
            step, waiting[:] = list(waiting), []
            to_run, slot = [], {}
            for k, request in step:
                memo = items[k][1]
                where = (id(memo), request.key) if request.shared else k
                if request.shared and request.key in memo:
                    continue
                if where not in slot:
                    slot[where] = len(to_run)
                    to_run.append(request)
            ran = self.run_many(to_run)
            for k, request in step:
                memo = items[k][1]
                if not request.shared:
                    advance(k, ran[slot[k]])
                    continue
                if request.key not in memo:
                    memo[request.key] = ran[slot[(id(memo), request.key)]]
                advance(k, memo[request.key])
        return values


# --- Signatures --------------------------------------------------------------


def normalize(message):
    message = re.sub(r"%[\w.$-]+", "%", message)
    message = re.sub(r"@[\w.$-]+", "@", message)
    message = re.sub(r"\d+", "N", message)
    message = re.sub(r"\s+", " ", message)
    return message.strip()[:200]


def first_error(stderr):
    for line in stderr.splitlines():
        m = re.search(r"\berror: (.*)", line)
        if m:
            return m.group(1)
    return ""


def crash_signature(stderr, rc):
    m = re.search(r"Assertion `(.*)' failed", stderr)
    if m:
        return "assertion: " + normalize(m.group(1))
    m = re.search(r"LLVM ERROR: (.*)", stderr)
    if m:
        return "fatal: " + normalize(m.group(1))
    frames = re.findall(r"^\s*#\d+ 0x[0-9a-f]+ (.*)$", stderr, re.M)
    names = []
    for frame in frames:
        # The C library's and the sanitizer runtime's frames (an ASan report's
        # syscall, its backtrace interceptor) say nothing.
        if "/sysdeps/" in frame or "libsanitizer" in frame:
            continue
        name = re.sub(r" \([^()]*\+0x[0-9a-f]+\)$", "", frame)
        # ASan writes "in NAME FILE:LINE", LLVM's handler "NAME FILE:LINE:COL":
        # the same name either way, so that a finding is recognized in the
        # sanitizer build too, and a path naming tpfuse does not make a frame
        # the project's.
        name = re.sub(r"^in ", "", name)
        name = re.sub(r" \S+:\d+(?::\d+)?$", "", name)
        if not name or name.startswith("(/") or name.startswith("llvm::sys::"):
            continue
        names.append(name)
    # The innermost frame of the project (a pass, a pattern, the dialect),
    # else the innermost named frame.
    for name in names:
        if "tpfuse" in name or "(anonymous namespace)" in name:
            return "frame: " + name
    if names:
        return "frame: " + names[0]
    return "signal %d" % -rc


class Finding:
    def __init__(self, kind, signature, pipeline, text, detail):
        self.kind = kind
        self.signature = signature
        self.pipeline = pipeline
        self.text = text
        self.detail = detail

    @property
    def key(self):
        return self.kind + ": " + self.signature

    @property
    def ident(self):
        digest = hashlib.sha1(self.key.encode()).hexdigest()[:8]
        return "%s-%s" % (self.kind, digest)


# --- Oracles -----------------------------------------------------------------


def parse_config(text):
    """tp.parallel_config as (form, {key: literal}), form "typed" or "dict",
    or None."""
    found = mutators.find_config(text)
    if found is None:
        return None
    form, _, body_start, body_end, _ = found
    entries = {}
    for entry in mutators.split_entries(text[body_start:body_end]):
        if "=" not in entry:
            return form, {"<malformed>": entry}
        key, value = entry.split("=", 1)
        if key.strip() in entries:
            entries["<duplicate>"] = key
        entries[key.strip()] = value.strip()
    return form, entries


def typed_integer(literal):
    """The value of an integer literal of the typed attribute, or None."""
    if re.fullmatch(r"-?0x[0-9a-fA-F]+", literal):
        return int(literal, 16)
    if re.fullmatch(r"-?\d+", literal):
        return int(literal)
    return None


def resolve_alias(text, value):
    """`value`, or what the attribute alias it names stands for."""
    m = re.fullmatch(r"#([\w.$-]+)", value)
    if m:
        definition = re.search(r"^#%s = (.*)$" % re.escape(m.group(1)), text,
                               re.M)
        if definition:
            return definition.group(1).strip()
    return value


def typed_config_must_close_gate(text, config):
    """config_must_close_gate for #tp.parallel_config (which parsed, so it
    holds every key once and nothing else)."""
    if set(config) != set(mutators.TYPED_CONFIG_KEYS):
        return "keys %s" % sorted(config)
    group = mutators.GROUP.fullmatch(resolve_alias(text, config["group"]))
    if not group or not group.group(1) or int(group.group(2)) == 1:
        return "group = %s" % config["group"]
    for key in ("ep", "cp"):
        if typed_integer(config[key]) != 1:
            return "%s = %s" % (key, config[key])
    expected = {"dp_attention": ["false"], "moe_a2a": ['"none"'],
                "moe_cp_all_gather": ["false"],
                "attention_input": ["full", '"full"'],
                "mlp_input": ["full", '"full"']}
    for key, values in expected.items():
        if config[key] not in values:
            return "%s = %s" % (key, config[key])
    return None


def config_must_close_gate(text):
    """Why the documented gate must not fuse under this module's
    configuration, or None when it may (pure TP, every value exact)."""
    parsed = parse_config(text)
    if parsed is None:
        return "no configuration"
    form, config = parsed
    if form == "typed":
        return typed_config_must_close_gate(text, config)
    if set(config) != set(mutators.CONFIG_KEYS):
        return "keys %s" % sorted(config)
    sizes = {}
    for key in ("tp", "ep", "cp"):
        m = re.fullmatch(r"(-?\d+)(?:\s*:\s*(i|si|ui)(\d+))?", config[key])
        if not m:
            return "%s = %s" % (key, config[key])
        value = int(m.group(1))
        if m.group(3):
            bits = int(m.group(3))
            signed = m.group(2) != "ui"
            low = -(2**(bits - 1)) if signed else 0
            high = 2**(bits - 1) - 1 if signed else 2**bits - 1
            if not low <= value <= high:
                return "%s = %s" % (key, config[key])
        if not 1 <= value <= 2**63 - 1:
            return "%s = %s" % (key, config[key])
        sizes[key] = value
    if sizes["tp"] == 1 or sizes["ep"] != 1 or sizes["cp"] != 1:
        return "tp %(tp)d ep %(ep)d cp %(cp)d" % sizes
    expected = {"dp_attention": "false", "moe_a2a": '"none"',
                "moe_cp_all_gather": "false", "attention_input": '"full"',
                "mlp_input": '"full"'}
    for key, value in expected.items():
        if config[key] != value:
            return "%s = %s" % (key, config[key])
    if not re.fullmatch(r'"[^"\\]+"', config["tp_group"]):
        return "tp_group = %s" % config["tp_group"]
    return None


ELEMENT_BYTES = {"i1": 1, "i8": 1, "bf16": 2, "f16": 2, "i16": 2, "f32": 4,
                 "i32": 4, "f64": 8, "i64": 8, "index": 8, "i128": 16}


def oversized_type(text):
    """A static shaped type whose size in bytes does not fit in int64."""
    for m in re.finditer(r"\b(?:tensor|memref)<((?:\d+x)+)(\w+)", text):
        count = 1
        for dim in m.group(1).split("x")[:-1]:
            count *= int(dim)
        if count * ELEMENT_BYTES.get(m.group(2), 1) > 2**63 - 1:
            return m.group(0)
    return None


def non_llvm_op(text):
    # gpu.binary and gpu.launch_func are what target=cuda leaves (and an
    # input may hold a binary already); mlir-translate translates them.
    allowed = {"llvm", "gpu"}
    for line in text.split("{-#")[0].splitlines():
        m = OP_NAME.match(line)
        if m and m.group(1) not in allowed and not (
                m.group(1) == "builtin" and m.group(2) == "module"):
            return "%s.%s" % (m.group(1), m.group(2))
    return None


def ownership_request(text):
    """Whether the mutant passes tp-verify-ownership: asked once per mutant."""
    return Request("opt", ["-tp-verify-ownership"], text, shared=True)


def pipeline_oracles(text, pipeline, input_owned=None):
    """The oracles of one pipeline on a mutant that parses, as a generator:
    it yields each tool run it needs (a Request), is sent its Result, and
    returns (findings, outcome). Runner.drive runs the requests one per
    process, BatchRunner.drive_all those of many mutants together; the
    oracles are the same. `input_owned` None asks tp-verify-ownership
    whether the input passes it, True assumes it does."""
    found = []

    def finding(kind, signature, detail):
        found.append(Finding(kind, signature, pipeline.name, text, detail))

    r = yield Request("opt", pipeline.args, text)
    if r.timed_out:
        finding("timeout", pipeline.name, "")
        return found, "timeout"
    if r.crashed:
        finding("crash", crash_signature(r.stderr, r.rc), r.stderr[-4000:])
        return found, "crash"
    if r.rc != 0:
        error = first_error(r.stderr)
        if not error:
            finding("silent-failure", pipeline.name, r.stderr[-2000:])
        built = re.match(r"'([\w.]+)' op ", error)
        if built and not re.search(r"\b%s\b" % re.escape(built.group(1)),
                                   text):
            # The pass built an op that does not verify.
            finding("invalid-ir-built", normalize(error), r.stderr[-2000:])
        return found, "error: " + normalize(error)
    output = r.stdout
    reparsed = yield Request("opt", [], output)
    if reparsed.crashed or reparsed.timed_out:
        finding("crash", "re-parse: " +
                crash_signature(reparsed.stderr, reparsed.rc),
                reparsed.stderr[-4000:])
        return found, "reparse-crash"
    if reparsed.rc != 0:
        finding("invalid-output", normalize(first_error(reparsed.stderr)),
                reparsed.stderr[-2000:])
        return found, "invalid-output"
    if pipeline.fuses and not pipeline.aot:
        if len(FUSED_OPS.findall(output)) > len(FUSED_OPS.findall(text)):
            why = config_must_close_gate(text)
            if why is not None:
                finding("gate-open", normalize(why), why)
        owned = input_owned
        if owned is None:
            owned = (yield ownership_request(text)).rc == 0
        if owned:
            checked = yield Request("opt", ["-tp-verify-ownership"], output)
            if checked.rc != 0:
                finding("ownership", normalize(first_error(checked.stderr)),
                        checked.stderr[-2000:])
    if pipeline.aot:
        # -inline's canonicalization may drop a dead value of such a type
        # before tp-aot-pipeline sees it.
        big = None if "-inline" in pipeline.args else oversized_type(text)
        if big:
            finding("oversize", pipeline.name, big)
        op = non_llvm_op(output)
        if op:
            finding("aot-not-llvm", op, op)
        else:
            translated = yield Request("translate", [], output)
            if translated.crashed or translated.timed_out:
                finding("crash", "mlir-translate: " + crash_signature(
                    translated.stderr, translated.rc),
                    translated.stderr[-4000:])
            elif translated.rc != 0:
                finding("aot-translate",
                        normalize(first_error(translated.stderr)),
                        translated.stderr[-2000:])
    return found, "ok"


def parse_oracles(text):
    """Whether a mutant parses, as a generator like pipeline_oracles;
    returns (parsed, findings): a crash or a timeout of the parser is one."""
    parsed = yield Request("opt", [], text)
    if parsed.crashed or parsed.timed_out:
        kind = "timeout" if parsed.timed_out else "crash"
        signature = ("parse" if parsed.timed_out else
                     crash_signature(parsed.stderr, parsed.rc))
        return False, [Finding(kind, signature, "parse", text,
                               parsed.stderr[-4000:])]
    return parsed.rc == 0, []


def check_pipeline(runner, text, pipeline, memo, input_owned=None):
    """Runs one pipeline on a mutant that parses, one process per tool run;
    returns (findings, outcome)."""
    return runner.drive(pipeline_oracles(text, pipeline, input_owned), memo)


def evaluate(runner, text, pipelines):
    """All oracles of one mutant, one process per tool run; returns (parsed,
    findings, outcomes)."""
    parsed, findings = runner.drive(parse_oracles(text), {})
    if not parsed:
        return False, findings, []
    memo = {}
    outcomes = []
    for pipeline in pipelines:
        found, outcome = check_pipeline(runner, text, pipeline, memo)
        findings += found
        outcomes.append((pipeline.name, outcome))
    return True, findings, outcomes


def evaluate_batched(batch, mutants):
    """evaluate() of many mutants, given as (text, pipelines), with their
    tool runs in batches; returns the same (parsed, findings, outcomes) per
    mutant. A crash or a timeout only ever comes from a run alone, and each
    pipeline that finds anything runs again alone, through check_pipeline,
    which gives its findings and outcome: a finding is always confirmed, and
    its signature computed, by runs of the mutant alone."""
    parses = batch.drive_all([(parse_oracles(text), {})
                              for text, _ in mutants])
    memos = [{} for _ in mutants]
    pairs = [(m, pipeline) for m, (parsed, _) in enumerate(parses) if parsed
             for pipeline in mutants[m][1]]
    checks = batch.drive_all([(pipeline_oracles(mutants[m][0], pipeline),
                               memos[m]) for m, pipeline in pairs])
    results = [(parsed, list(found), []) for parsed, found in parses]
    alone_memos = {}
    for (m, pipeline), (found, outcome) in zip(pairs, checks):
        if found:
            confirmed = check_pipeline(batch.runner, mutants[m][0], pipeline,
                                       alone_memos.setdefault(m, {}))
            batch.count("findings confirmed alone")
            if sorted(f.key for f in confirmed[0]) != sorted(
                    f.key for f in found):
                batch.count("findings not confirmed")
            found, outcome = confirmed
        results[m][1].extend(found)
        results[m][2].append((pipeline.name, outcome))
    return results


# --- Minimization ------------------------------------------------------------


def reproduces(runner, text, pipeline, key):
    if runner.opt(text, []).rc != 0:
        return False
    found, _ = check_pipeline(runner, text, pipeline, {}, input_owned=True)
    return any(f.key == key for f in found)


def minimize(runner, finding, pipeline, budget):
    """Greedy line deletion, in chunks, while the finding reproduces."""
    if pipeline is None or finding.kind == "timeout":
        return finding.text
    deadline = time.monotonic() + budget
    lines = finding.text.split("\n")
    chunk = max(1, len(lines) // 2)
    while chunk >= 1 and time.monotonic() < deadline:
        i = 0
        while i < len(lines) and time.monotonic() < deadline:
            candidate = lines[:i] + lines[i + chunk:]
            if reproduces(runner, "\n".join(candidate), pipeline,
                          finding.key):
                lines = candidate
            else:
                i += chunk
        chunk //= 2
    return "\n".join(lines)


# --- Known findings ----------------------------------------------------------


def load_known(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return json.load(f)


def match_known(known, finding):
    # "pipelines", where an entry has it, tells apart causes that crash in
    # the same frame (a pattern of upstream's, which has no name of its own).
    for entry in known:
        if entry["kind"] == finding.kind and re.search(
                entry["signature"], finding.signature) and (
                    finding.pipeline in entry.get("pipelines",
                                                  [finding.pipeline])):
            return entry
    return None


def command_line(pipeline):
    args = " ".join("'%s'" % a if "{" in a or "," in a else a
                    for a in pipeline.args)
    return "tpfuse-opt input.mlir %s" % args


def save_finding(directory, finding, text, pipeline):
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, "input.mlir"), "w") as f:
        f.write(text.rstrip("\n") + "\n")
    with open(os.path.join(directory, "finding.json"), "w") as f:
        json.dump({"kind": finding.kind, "signature": finding.signature,
                   "pipeline": finding.pipeline,
                   "args": pipeline.args if pipeline else [],
                   "command": command_line(pipeline) if pipeline else
                   "tpfuse-opt input.mlir",
                   "detail": finding.detail[-1500:]}, f, indent=2)
        f.write("\n")


# --- Corpus ------------------------------------------------------------------


def strip_case(case):
    lines = [line for line in case.split("\n")
             if not line.lstrip().startswith("//")]
    return "\n".join(lines).strip("\n") + "\n"


def update_corpus(runner):
    """Splits the repository's IR into cases; keeps those that parse."""
    if os.path.isdir(CORPUS):
        shutil.rmtree(CORPUS)
    os.makedirs(CORPUS)
    seen = set()
    kept = 0
    for source in SEED_SOURCES:
        for dirpath, dirnames, filenames in os.walk(os.path.join(ROOT,
                                                                 source)):
            rel_dir = os.path.relpath(dirpath, ROOT)
            if any(rel_dir.startswith(e) for e in SEED_EXCLUDES):
                dirnames[:] = []
                continue
            dirnames.sort()
            for name in sorted(filenames):
                if not name.endswith(".mlir"):
                    continue
                rel = os.path.join(rel_dir, name)
                with open(os.path.join(ROOT, rel)) as f:
                    cases = re.split(r"^// -----\s*$", f.read(), flags=re.M)
                for n, case in enumerate(cases):
                    case = strip_case(case)
                    digest = hashlib.sha1(case.encode()).hexdigest()
                    if not case.strip() or digest in seen:
                        continue
                    seen.add(digest)
                    if runner.opt(case, []).rc != 0:
                        continue
                    stem = rel[:-len(".mlir")].replace(os.sep, "__")
                    out = os.path.join(CORPUS, "%s__%d.mlir" % (stem, n))
                    with open(out, "w") as f:
                        f.write(case)
                    kept += 1
    print("corpus: %d cases that parse, in %s" % (kept, CORPUS))


def load_corpus(directory):
    cases = []
    for name in sorted(os.listdir(directory)):
        if name.endswith(".mlir"):
            with open(os.path.join(directory, name)) as f:
                cases.append(f.read())
    return cases


# --- The loop ----------------------------------------------------------------


def replay(runner, pipelines, known):
    """Re-runs each recorded finding's input; says which still reproduce."""
    by_name = {p.name: p for p in pipelines}
    failures = 0
    for entry in known:
        directory = os.path.join(FINDINGS, entry["id"])
        with open(os.path.join(directory, "finding.json")) as f:
            recorded = json.load(f)
        with open(os.path.join(directory, "input.mlir")) as f:
            text = f.read()
        pipeline = by_name.get(recorded["pipeline"])
        if pipeline is None:
            pipeline = Pipeline(recorded["pipeline"], recorded["args"])
        _, found, _ = evaluate(runner, text, [pipeline])
        still = any(f.kind == entry["kind"] and
                    re.search(entry["signature"], f.signature) for f in found)
        state = "reproduces" if still else "does not reproduce"
        print("  %-40s %-8s %s" % (entry["id"], entry["status"], state))
        if still and entry["status"] != "open":
            failures += 1
    return failures


def main():
    parser = argparse.ArgumentParser(
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tpfuse-opt", default=shutil.which("tpfuse-opt") or
                        os.path.join(ROOT, "build", "bin", "tpfuse-opt"))
    parser.add_argument("--mlir-translate",
                        default="/usr/lib/llvm-22/bin/mlir-translate")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time", type=float, default=75.0,
                        help="stop starting new rounds of mutants after "
                        "this many seconds (0: no limit); in batch mode a "
                        "round takes ~30 s")
    parser.add_argument("--iterations", type=int, default=0,
                        help="stop after this many mutants (0: no limit)")
    parser.add_argument("--jobs", type=int, default=min(2, os.cpu_count()))
    parser.add_argument("--timeout", type=float, default=20.0,
                        help="seconds one tool run may take")
    parser.add_argument("--batch", type=int, default=64,
                        help="mutants per process: their runs of one tool "
                        "with the same arguments go through one process "
                        "with --split-input-file (0: one process per run, "
                        "the reference)")
    parser.add_argument("--round", type=int, default=0,
                        help="mutants made per round; the pool of bases "
                        "grows between rounds (default: 32 x --batch, or 4 "
                        "per job with --batch 0)")
    parser.add_argument("--pipelines-per-mutant", type=int, default=3)
    parser.add_argument("--minimize-time", type=float, default=20.0,
                        help="seconds to minimize each new finding")
    parser.add_argument("--out", default=None,
                        help="where new findings go (default: a temporary "
                        "directory)")
    parser.add_argument("--record", action="store_true",
                        help="save new findings under findings/ and list "
                        "them in known.json as open")
    parser.add_argument("--replay", action="store_true",
                        help="re-check the recorded findings and exit")
    parser.add_argument("--update-corpus", action="store_true")
    parser.add_argument("--corpus", default=CORPUS,
                        help="the seeds' directory (default: corpus/)")
    parser.add_argument("--summary", default=None,
                        help="write the counts as JSON to this file")
    args = parser.parse_args()

    runner = Runner(args.tpfuse_opt, args.mlir_translate, args.timeout)
    if args.update_corpus:
        update_corpus(runner)
        return 0
    pipelines = discover_pipelines(args.tpfuse_opt)
    known = load_known(KNOWN)
    if args.replay:
        print("recorded findings:")
        return 1 if replay(runner, pipelines, known) else 0

    # The recorded findings first: a fixed one that is back fails the run,
    # an open one that no longer reproduces is worth marking fixed.
    print("recorded findings:")
    regressions = replay(runner, pipelines, known)

    corpus = load_corpus(args.corpus)
    pool = list(corpus)
    seen_outcomes = set()
    out_dir = args.out or tempfile.mkdtemp(prefix="tpfuse-fuzz-")
    start = time.monotonic()
    stats = {"seed": args.seed, "corpus": len(corpus), "mutants": 0,
             "parsed": 0, "pipeline_runs": 0, "pool": 0}
    findings = {}
    outcome_kinds = {}
    outcome_digest = hashlib.sha1()
    round_size = args.round or (32 * args.batch if args.batch else
                                max(1, args.jobs) * 4)
    index = 0

    def make_mutant(i, base):
        rng = random.Random("%d:%d" % (args.seed, i))
        text, _ = mutators.mutate(rng, base, corpus, rng.choice([1, 1, 1, 2]))
        chosen = rng.sample(pipelines, min(args.pipelines_per_mutant,
                                           len(pipelines)))
        return text, chosen

    print("tpfuse fuzz: seed %d, %d seeds, %d pipelines, %d jobs, %s" %
          (args.seed, len(corpus), len(pipelines), args.jobs,
           "batches of %d" % args.batch if args.batch else
           "one process per run"))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as executor:
        batch = BatchRunner(runner, args.batch, executor) if args.batch \
            else None
        while True:
            if args.time and time.monotonic() - start >= args.time:
                break
            if args.iterations and index >= args.iterations:
                break
            count = round_size
            if args.iterations:
                count = min(count, args.iterations - index)
            # The pool only changes between rounds, so a seed and a round
            # size give the same mutants whatever the mode or the jobs.
            mutants = []
            for i in range(index, index + count):
                pick = random.Random("pick:%d:%d" % (args.seed, i))
                mutants.append(make_mutant(i, pool[pick.randrange(len(pool))]))
            if batch:
                results = evaluate_batched(batch, mutants)
            else:
                results = executor.map(
                    lambda mutant: evaluate(runner, *mutant), mutants)
            for i, ((text, _), (parsed, found, outcomes)) in enumerate(
                    zip(mutants, results), index):
                stats["mutants"] += 1
                stats["parsed"] += parsed
                stats["pipeline_runs"] += len(outcomes)
                kinds = [o.split(":")[0] for _, o in outcomes] or [
                    "parse " + found[0].kind if found else "does not parse"]
                for kind in kinds:
                    outcome_kinds[kind] = outcome_kinds.get(kind, 0) + 1
                outcome_digest.update(("%d %r %s\n" % (
                    i, outcomes, sorted(f.key for f in found))).encode())
                for outcome in outcomes:
                    if outcome not in seen_outcomes:
                        seen_outcomes.add(outcome)
                        if parsed and len(pool) < len(corpus) + 5000:
                            pool.append(text)
                for f in found:
                    findings.setdefault(f.key, [f, 0])[1] += 1
            index += count

    stats["invocations"] = runner.invocations
    stats["pool"] = len(pool) - len(corpus)
    stats["seconds"] = round(time.monotonic() - start, 1)
    by_name = {p.name: p for p in pipelines}
    by_kind = {}
    failures = regressions
    stats["outcomes"] = outcome_kinds
    stats["outcome_digest"] = outcome_digest.hexdigest()[:12]
    print("%(mutants)d mutants (%(parsed)d parse), %(pipeline_runs)d "
          "pipeline runs, %(invocations)d tool invocations, %(seconds)ss"
          % stats)
    # What the runs gave, per kind; the digest covers each mutant's outcomes
    # and findings, so two runs can be compared (a mode against the other).
    print("outcomes (digest %s): %s" % (stats["outcome_digest"], json.dumps(
        outcome_kinds, sort_keys=True)))
    if batch:
        stats["batch"] = batch.stats
        print("batches: %s" % json.dumps(batch.stats, sort_keys=True))
    for key, (finding, hits) in sorted(findings.items()):
        entry = match_known(known, finding)
        status = entry["status"] if entry else "new"
        by_kind.setdefault(finding.kind, {}).setdefault(status, 0)
        by_kind[finding.kind][status] += 1
        pipeline = by_name.get(finding.pipeline)
        label = entry["id"] if entry else finding.ident
        print("  [%s] %s (%d hits, %s): %s" % (status, label, hits,
                                              finding.pipeline, key))
        if entry and entry["status"] == "open":
            continue
        failures += 1
        text = finding.text
        if failures <= 4:
            text = minimize(runner, finding, pipeline, args.minimize_time)
        if args.record and not entry:
            directory = os.path.join(FINDINGS, finding.ident)
            known.append({"id": finding.ident, "kind": finding.kind,
                          "signature": "^" + re.escape(finding.signature) +
                          "$", "status": "open", "description": ""})
        else:
            directory = os.path.join(out_dir, finding.ident)
        save_finding(directory, finding, text, pipeline)
        print("      saved to %s" % directory)
    stats["findings"] = by_kind
    if args.record:
        with open(KNOWN, "w") as f:
            json.dump(known, f, indent=2)
            f.write("\n")
        return 0
    if args.summary:
        with open(args.summary, "w") as f:
            json.dump(stats, f, indent=2)
            f.write("\n")
    print("findings by kind: %s" % json.dumps(by_kind, sort_keys=True))
    if failures:
        print("FAIL: %d finding(s) not recorded as open in %s" %
              (failures, os.path.relpath(KNOWN, os.getcwd())))
        return 1
    print("PASS: no finding beyond the open ones in findings/known.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
