#!/usr/bin/env python3
"""Differential test of random RMSNorm boundaries: as written = raised = fused.

Writes random residual RMSNorm boundaries the way frontends do (a
tp.all_reduce of the partial sum, then linalg.generic ops: the square, the
sum, the mean, epsilon, rsqrt, the weight, the casts between the storage type
and the compute type, in any of the forms PyTorch code and its exporters
produce), optionally fused by upstream's -linalg-fuse-elementwise-ops into
multi-op bodies, and compiles each three ways through tp-aot-pipeline:

  written   as the frontend wrote it (its explicit all-reduce, then the ops)
  raised    after -tp-raise-rms-norm (the runtime's norm entry, if raised)
  fused     after -tp-raise-rms-norm -tp-fuse-allreduce-norm; also run with
            the fused path forced to decline (the fallback)

then runs the three objects on 2, 3 or 4 CPU ranks (tpfuse-launch) for
several token counts on random inputs and requires the same bits from every
form, the decline, and every rank (NaNs compare equal). Any difference, any
failed call, any compiler failure on the generated IR is a finding.

  norm_differential.py --seed 1 --cases 12       # what CI runs
  norm_differential.py --seed 7 --time 3600      # a campaign
Python standard library only.
"""

import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))

FLOAT_BITS = {"bf16": "bf16", "f16": "f16", "f32": "f32"}
MAP_ID = "affine_map<(d0, d1) -> (d0, d1)>"
MAP_ROW = "affine_map<(d0, d1) -> (d0, 0)>"
MAP_COL = "affine_map<(d0, d1) -> (d1)>"


class Recipe:
    """The random choices that make one norm."""

    def __init__(self, rng, world):
        self.world = world
        self.dtype = rng.choice(["bf16", "bf16", "f16", "f32"])
        # Where the norm computes: f32 (HF), or the storage type
        # (F.rms_norm on bf16, a norm written without casts).
        self.compute = "f32" if self.dtype == "f32" else rng.choice(
            ["f32", "f32", self.dtype])
        self.hidden = rng.choice([8, 16, 24, 32, 64, 96, 128, 200, 256])
        # An empty batch (0 tokens) now and then, static or dynamic.
        self.static_tokens = rng.choice([None, None, None, rng.randint(1, 9),
                                         rng.choice([0, 1, 5])])
        residuals = ["none", "dtype"]
        if self.compute == "f32" and self.dtype != "f32":
            residuals.append("f32")
        self.residual = rng.choice(residuals)
        self.square = rng.choice(["mul", "powi", "powf"])
        self.mean = rng.choice(["div", "div", "div", "reciprocal"])
        self.inverse = rng.choice(["rsqrt", "rsqrt", "rsqrt",
                                   "reciprocal_sqrt", "divide_sqrt"])
        self.epsilon = rng.choice([1e-5, 1e-6, 1e-6, 3.1e-4 * rng.random()
                                   + 1e-9])
        self.epsilon_f64 = rng.random() < 0.5
        # hf: normalize in the compute type, round, multiply by the weight
        # in the storage type; weight_in_compute: multiply in the compute
        # type (optionally by 1 + weight, as Gemma), then round.
        self.weighting = rng.choice(["hf", "weight_in_compute"])
        self.offset = self.weighting == "weight_in_compute" and \
            rng.random() < 0.5
        self.weight_first = rng.random() < 0.5
        self.fuse_elementwise = rng.random() < 0.35
        self.scale = rng.choice([0.5, 1.0, 4.0, 2.0 ** rng.randint(-8, 8)])

    def describe(self):
        return {k: v for k, v in self.__dict__.items()}


class Builder:
    """Emits the norm's function body: one linalg.generic per step."""

    def __init__(self, recipe):
        self.r = recipe
        self.lines = []
        self.counter = 0
        t = "?" if recipe.static_tokens is None else str(recipe.static_tokens)
        self.tokens = t

    def fresh(self):
        self.counter += 1
        return "%v{}".format(self.counter)

    def tensor(self, columns, element):
        return "tensor<{}x{}x{}>".format(self.tokens, columns, element)

    def empty(self, columns, element):
        name = self.fresh()
        if self.tokens == "?":
            self.lines.append("{} = tensor.empty(%dim) : {}".format(
                name, self.tensor(columns, element)))
        else:
            self.lines.append("{} = tensor.empty() : {}".format(
                name, self.tensor(columns, element)))
        return name

    def generic(self, inputs, out_columns, out_element, body, maps=None,
                iterators="parallel", init=None):
        """inputs: [(value, type, map)]; body: a function from the block's
        argument names to (lines, yielded value)."""
        out = init if init is not None else self.empty(out_columns,
                                                       out_element)
        out_type = self.tensor(out_columns, out_element)
        out_map = MAP_ROW if out_columns == 1 and iterators == "reduction" \
            else MAP_ID
        args = ["%in{}".format(i) for i in range(len(inputs))]
        block_args = ", ".join("{}: {}".format(a, self.element_of(t))
                               for a, (_, t, _) in zip(args, inputs))
        block_args += ", %out: {}".format(out_element)
        body_lines, result = body(args)
        name = self.fresh()
        iter_types = '["parallel", "parallel"]' if iterators == "parallel" \
            else '["parallel", "reduction"]'
        self.lines.append(
            "{} = linalg.generic {{indexing_maps = [{}], iterator_types = {}}}"
            " ins({} : {}) outs({} : {}) {{".format(
                name, ", ".join([m for (_, _, m) in inputs] + [out_map]),
                iter_types, ", ".join(v for (v, _, _) in inputs),
                ", ".join(t for (_, t, _) in inputs), out, out_type))
        self.lines.append("^bb0({}):".format(block_args))
        self.lines.extend("  " + line for line in body_lines)
        self.lines.append("  linalg.yield {} : {}".format(result, out_element))
        self.lines.append("}} -> {}".format(out_type))
        return name

    @staticmethod
    def element_of(tensor_type):
        return tensor_type.rsplit("x", 1)[1].rstrip(">")

    def unary(self, value, columns, element, out_element, op_lines):
        """An elementwise map of one tensor: op_lines(arg) -> (lines, r)."""
        in_type = self.tensor(columns, element)
        return self.generic([(value, in_type, MAP_ID)], columns, out_element,
                            lambda a: op_lines(a[0]))

    def cast(self, value, columns, source, target):
        if source == target:
            return value
        op = "arith.extf" if bits(target) > bits(source) else "arith.truncf"
        return self.unary(value, columns, source, target, lambda a: (
            ["%c = {} {} : {} to {}".format(op, a, source, target)], "%c"))

    def constant(self, value, element):
        """A float constant in `element`, written as torch-mlir does (an f64
        truncated inside the body) or directly."""
        if self.r.epsilon_f64 and element != "f64":
            return (["%k64 = arith.constant {} : f64".format(literal(value)),
                     "%k = arith.truncf %k64 : f64 to {}".format(element)],
                    "%k")
        return (["%k = arith.constant {} : {}".format(literal(value),
                                                       element)], "%k")


def literal(value):
    """A float literal MLIR parses, exact for an f64 value."""
    return "{:.17e}".format(float(value))


def bits(element):
    return {"bf16": 16, "f16": 16, "f32": 32, "f64": 64}[element]


def build_norm(recipe):
    """The module text of the boundary for `recipe`."""
    r = recipe
    b = Builder(r)
    d, c, h = r.dtype, r.compute, r.hidden
    t = b.tokens
    row_type = "tensor<{}x{}x{}>".format(t, h, d)
    b.lines.append("%c0 = arith.constant 0 : index")
    if t == "?":
        b.lines.append("%dim = tensor.dim %x, %c0 : " + row_type)

    residual_out = None
    if r.residual == "dtype":
        x = b.generic([("%x", row_type, MAP_ID), ("%res", row_type, MAP_ID)],
                      h, d, lambda a: (["%s = arith.addf {}, {} : {}".format(
                          a[0], a[1], d)], "%s"))
        residual_out = x
        xc = b.cast(x, h, d, c)
    elif r.residual == "f32":
        xf = b.cast("%x", h, d, "f32")
        rf = b.cast("%res", h, d, "f32")
        ft = b.tensor(h, "f32")
        xc = b.generic([(xf, ft, MAP_ID), (rf, ft, MAP_ID)], h, "f32",
                       lambda a: (["%s = arith.addf {}, {} : f32".format(
                           a[0], a[1])], "%s"))
        residual_out = b.cast(xc, h, "f32", d)
    else:
        xc = b.cast("%x", h, d, c)

    ct = b.tensor(h, c)
    if r.square == "mul":
        sq = b.generic([(xc, ct, MAP_ID), (xc, ct, MAP_ID)], h, c,
                       lambda a: (["%s = arith.mulf {}, {} : {}".format(
                           a[0], a[1], c)], "%s"))
    elif r.square == "powi":
        sq = b.unary(xc, h, c, c, lambda a: (
            ["%two = arith.constant 2 : i64",
             "%s = math.fpowi {}, %two : {}, i64".format(a, c)], "%s"))
    else:
        sq = b.unary(xc, h, c, c, lambda a: (
            ["%two = arith.constant 2.0 : {}".format(c),
             "%s = math.powf {}, %two : {}".format(a, c)], "%s"))

    zero = b.fresh()
    b.lines.append("{} = arith.constant 0.0 : {}".format(zero, c))
    acc = b.empty(1, c)
    filled = b.fresh()
    b.lines.append("{} = linalg.fill ins({} : {}) outs({} : {}) -> {}".format(
        filled, zero, c, acc, b.tensor(1, c), b.tensor(1, c)))
    total = b.generic([(sq, ct, MAP_ID)], 1, c,
                      lambda a: (["%s = arith.addf {}, %out : {}".format(
                          a[0], c)], "%s"), iterators="reduction",
                      init=filled)
    one = b.tensor(1, c)

    def mean_body(a):
        if r.mean == "div":
            lines, k = b.constant(float(h), c)
            return lines + ["%m = arith.divf {}, {} : {}".format(a, k, c)], \
                "%m"
        lines, k = b.constant(1.0 / h, c)
        return lines + ["%m = arith.mulf {}, {} : {}".format(a, k, c)], "%m"
    mean = b.unary(total, 1, c, c, mean_body)

    def eps_body(a):
        lines, k = b.constant(r.epsilon, c)
        return lines + ["%e = arith.addf {}, {} : {}".format(a, k, c)], "%e"
    var = b.unary(mean, 1, c, c, eps_body)

    if r.inverse == "rsqrt":
        inv = b.unary(var, 1, c, c, lambda a: (
            ["%i = math.rsqrt {} : {}".format(a, c)], "%i"))
        normed = b.generic([(xc, ct, MAP_ID), (inv, one, MAP_ROW)], h, c,
                           lambda a: (["%n = arith.mulf {}, {} : {}".format(
                               a[0], a[1], c)], "%n"))
    elif r.inverse == "reciprocal_sqrt":
        root = b.unary(var, 1, c, c, lambda a: (
            ["%q = math.sqrt {} : {}".format(a, c)], "%q"))
        inv = b.unary(root, 1, c, c, lambda a: (
            ["%one = arith.constant 1.0 : {}".format(c),
             "%i = arith.divf %one, {} : {}".format(a, c)], "%i"))
        normed = b.generic([(xc, ct, MAP_ID), (inv, one, MAP_ROW)], h, c,
                           lambda a: (["%n = arith.mulf {}, {} : {}".format(
                               a[0], a[1], c)], "%n"))
    else:
        root = b.unary(var, 1, c, c, lambda a: (
            ["%q = math.sqrt {} : {}".format(a, c)], "%q"))
        normed = b.generic([(xc, ct, MAP_ID), (root, one, MAP_ROW)], h, c,
                           lambda a: (["%n = arith.divf {}, {} : {}".format(
                               a[0], a[1], c)], "%n"))

    weight_type = "tensor<{}x{}>".format(h, d)

    def times_weight(element):
        def body(a):
            first, second = (a[1], a[0]) if r.weight_first else (a[0], a[1])
            return ["%y = arith.mulf {}, {} : {}".format(first, second,
                                                         element)], "%y"
        return body

    if r.weighting == "hf":
        rounded = b.cast(normed, h, c, d)
        out = b.generic([(rounded, row_type, MAP_ID),
                         ("%w", weight_type, MAP_COL)], h, d,
                        times_weight(d))
    else:
        wc = "%w"
        wtype = weight_type
        if c != d:
            wc = b.fresh()
            b.lines.append("{} = tensor.empty() : tensor<{}x{}>".format(
                wc + "e", h, c))
            b.lines.append(
                "{} = linalg.generic {{indexing_maps = [affine_map<(d0) -> "
                "(d0)>, affine_map<(d0) -> (d0)>], iterator_types = "
                "[\"parallel\"]}} ins(%w : {}) outs({}e : tensor<{}x{}>) {{\n"
                "^bb0(%a: {}, %o: {}):\n  %e = arith.extf %a : {} to {}\n"
                "  linalg.yield %e : {}\n}} -> tensor<{}x{}>".format(
                    wc, weight_type, wc, h, c, d, c, d, c, c, h, c))
            wtype = "tensor<{}x{}>".format(h, c)
        if r.offset:
            shifted = b.fresh()
            b.lines.append("{}e = tensor.empty() : {}".format(shifted, wtype))
            b.lines.append(
                "{} = linalg.generic {{indexing_maps = [affine_map<(d0) -> "
                "(d0)>, affine_map<(d0) -> (d0)>], iterator_types = "
                "[\"parallel\"]}} ins({} : {}) outs({}e : {}) {{\n"
                "^bb0(%a: {}, %o: {}):\n  %one = arith.constant 1.0 : {}\n"
                "  %e = arith.addf %a, %one : {}\n  linalg.yield %e : {}\n"
                "}} -> {}".format(shifted, wc, wtype, shifted, wtype, c, c,
                                  c, c, c, wtype))
            wc = shifted
        product = b.generic([(normed, ct, MAP_ID), (wc, wtype, MAP_COL)], h,
                            c, times_weight(c))
        out = b.cast(product, h, c, d)

    results = [out] + ([residual_out] if residual_out else [])
    result_types = [row_type] * len(results)
    params = ["%x: " + row_type]
    if r.residual != "none":
        params.append("%res: " + row_type)
    params.append("%w: " + weight_type)

    group = '#tp.group<"tp", size = {}>'.format(r.world)
    config = ("#tp.parallel_config<group = {}, ep = 1, cp = 1, "
              "dp_attention = false, moe_a2a = \"none\", moe_cp_all_gather = "
              "false, attention_input = full, mlp_input = full>").format(group)
    partial = "!tp.partial<{}, {}>".format(row_type, group)
    norm_args = ["%sum"] + (["%residual"] if r.residual != "none" else []) \
        + ["%weight"]
    boundary_params = ["%partial: " + row_type] + \
        (["%residual: " + row_type] if r.residual != "none" else []) + \
        ["%weight: " + weight_type]
    arg_types = [row_type] * (2 if r.residual != "none" else 1) + \
        [weight_type]
    text = ["module attributes {{tp.parallel_config = {}}} {{".format(config),
            "func.func private @norm({}) -> ({}) {{".format(
                ", ".join(params), ", ".join(result_types))]
    text += ["  " + line for line in b.lines]
    text.append("  return {} : {}".format(", ".join(results),
                                          ", ".join(result_types)))
    text.append("}")
    text.append("func.func @boundary({}) -> ({}) {{".format(
        ", ".join(boundary_params), ", ".join(result_types)))
    text.append("  %owed = tp.mark_partial %partial : {} -> {}".format(
        row_type, partial))
    text.append("  %sum = tp.all_reduce %owed : {} -> {}".format(partial,
                                                                 row_type))
    outs = ", ".join("%r{}".format(i) for i in range(len(results)))
    text.append("  {} = func.call @norm({}) : ({}) -> ({})".format(
        outs, ", ".join(norm_args), ", ".join(arg_types),
        ", ".join(result_types)))
    text.append("  return {} : {}".format(outs, ", ".join(result_types)))
    text.append("}")
    text.append("}")
    return "\n".join(text) + "\n"


FORMS = [
    ("written", []),
    ("raised", ["-tp-raise-rms-norm"]),
    ("fused", ["-tp-raise-rms-norm", "-tp-fuse-allreduce-norm"]),
]


class Tools:
    def __init__(self, args):
        self.opt = args.tpfuse_opt
        self.translate = args.mlir_translate
        self.llc = args.llc
        self.cc = args.cc
        self.driver = args.driver
        self.launch = args.launch


def run(command, timeout, **kwargs):
    return subprocess.run(command, capture_output=True, text=True,
                          timeout=timeout, **kwargs)


def compile_form(tools, source, passes, workdir, name, timeout):
    """Compiles `source` with `passes` into workdir/name.so; returns
    (path, lowered IR of the passes alone, error)."""
    mlir = os.path.join(workdir, name + ".llvm.mlir")
    ll = os.path.join(workdir, name + ".ll")
    obj = os.path.join(workdir, name + ".o")
    lib = os.path.join(workdir, name + ".so")
    staged = run([tools.opt, source] + passes, timeout)
    if staged.returncode != 0:
        return None, None, "tpfuse-opt {}: {}".format(" ".join(passes),
                                                     staged.stderr[-2000:])
    steps = [
        [tools.opt, "-", "-tp-aot-pipeline", "-o", mlir],
        [tools.translate, "--mlir-to-llvmir", mlir, "-o", ll],
        [tools.llc, "-O2", "-filetype=obj", "-relocation-model=pic", ll,
         "-o", obj],
        [tools.cc, "-shared", "-Wl,-Bsymbolic", obj, "-o", lib],
    ]
    for i, step in enumerate(steps):
        result = run(step, timeout, input=staged.stdout if i == 0 else None)
        if result.returncode != 0:
            return None, staged.stdout, "{}: {}".format(
                os.path.basename(step[0]), result.stderr[-2000:])
    return lib, staged.stdout, None


def token_counts(recipe, rng):
    if recipe.static_tokens is not None:
        return [recipe.static_tokens]
    counts = {1, rng.randint(2, 9), rng.randint(10, 70)}
    if rng.random() < 0.3:
        counts.add(0)
    return sorted(counts)


def make_case(seed, world):
    """The random case of `seed`: its module text and what runs it."""
    rng = random.Random(seed)
    recipe = Recipe(rng, world)
    text = build_norm(recipe)
    return text, {"seed": seed, "world": world, "recipe": recipe.describe(),
                  "tokens": token_counts(recipe, rng)}


def run_case(tools, text, case, workdir, timeout):
    """Compiles and runs one case; returns (finding, compiled calls), the
    finding's "kind" None when every form agreed."""
    recipe = case["recipe"]
    seed, world, tokens = case["seed"], case["world"], case["tokens"]
    source = os.path.join(workdir, "written.mlir")
    with open(source, "w") as f:
        f.write(text)
    finding = dict(case)
    # Inline the norm into the boundary, as the e2e tests do; optionally let
    # upstream fuse the elementwise generics into multi-op bodies. The result
    # is the IR "as written" for all three forms.
    prepare = ["-inline", "-canonicalize"]
    if recipe["fuse_elementwise"]:
        prepare.append("-linalg-fuse-elementwise-ops")
    prepared = run([tools.opt, source] + prepare + ["-o", source + ".in"],
                   timeout)
    if prepared.returncode != 0:
        finding.update(kind="prepare-failed", detail=prepared.stderr[-2000:])
        return finding, 0
    libs = []
    raised = fused = False
    for name, passes in FORMS:
        lib, staged, error = compile_form(tools, source + ".in", passes,
                                          workdir, name, timeout)
        if error:
            finding.update(kind="compile-failed", form=name, detail=error)
            return finding, 0
        if name == "raised":
            raised = re.search(r"\btp\.(?:add_)?rms_norm\b", staged) \
                is not None
        if name == "fused":
            fused = re.search(r"tp\.all_reduce(?:_add)?_rms_norm", staged) \
                is not None
        libs.append("{}={}".format(name, lib))
    command = [tools.launch, "-n", str(world), "--timeout", str(timeout),
               "--", tools.driver, "--element", recipe["dtype"],
               "--hidden", str(recipe["hidden"]),
               "--residual", "0" if recipe["residual"] == "none" else "1",
               "--tokens", ",".join(map(str, tokens)),
               "--seed", str(seed), "--scale", repr(recipe["scale"]),
               "--entry", "_mlir_ciface_boundary",
               "--fused-form", "fused"] + libs
    result = run(command, timeout + 30)
    finding.update(raised=raised, fused=fused)
    calls = len(re.findall(r"^rank \d+ tokens .* hash ", result.stdout,
                           re.MULTILINE))
    if result.returncode != 0:
        finding.update(kind="differs" if "MISMATCH" in result.stdout
                       else "run-failed",
                       detail=(result.stdout + result.stderr)[-3000:])
        return finding, calls
    # Every rank must have computed the same bits.
    hashes = {}
    for rank, count, form, hashed in re.findall(
            r"^rank (\d+) tokens (\d+) form (\S+) status \S+ hash (\w+)",
            result.stdout, re.MULTILINE):
        hashes.setdefault((count, form), set()).add(hashed)
    split = [key for key, values in hashes.items() if len(values) > 1]
    if split:
        finding.update(kind="ranks-differ", detail=str(split))
        return finding, calls
    if fused and world in (2, 4, 8):
        fused_calls = re.findall(r"counters explicit \d+ fused (\d+)",
                                 result.stdout)
        if not fused_calls or min(int(n) for n in fused_calls) == 0:
            finding.update(kind="never-fused", detail=result.stdout[-2000:])
            return finding, calls
    finding["kind"] = None
    return finding, calls


FINDINGS = os.path.join(HERE, "findings")


def recorded_cases(directory):
    """The recorded differential findings: (name, text, case, status) of each
    findings/*/ holding a case.json (the fuzzer's own findings hold none)."""
    cases = []
    for name in sorted(os.listdir(directory)):
        meta = os.path.join(directory, name, "case.json")
        if not os.path.isfile(meta):
            continue
        with open(meta) as f:
            case = json.load(f)
        with open(os.path.join(directory, name, "input.mlir")) as f:
            text = f.read()
        cases.append((name, text, case, case.get("status", "fixed")))
    return cases


def record(directory, name, text, finding):
    """Saves `finding` for --replay-findings (status open until fixed)."""
    target = os.path.join(directory, name)
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "input.mlir"), "w") as f:
        f.write(text)
    case = {key: finding[key] for key in ("seed", "world", "recipe",
                                          "tokens")}
    case.update(kind=finding["kind"], status="open")
    with open(os.path.join(target, "case.json"), "w") as f:
        json.dump(case, f, indent=1, sort_keys=True)
        f.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tpfuse-opt", required=True)
    parser.add_argument("--mlir-translate", required=True)
    parser.add_argument("--llc", required=True)
    parser.add_argument("--cc", default="cc")
    parser.add_argument("--driver", required=True)
    parser.add_argument("--launch", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cases", type=int, default=0,
                        help="stop after this many cases")
    parser.add_argument("--time", type=float, default=0,
                        help="stop after this many seconds")
    parser.add_argument("--worlds", default="2,3,4")
    parser.add_argument("--timeout", type=int, default=120)
    parser.add_argument("--replay", type=int, metavar="CASE_SEED",
                        help="run the one case of a finding's seed (with the "
                        "first of --worlds ranks)")
    parser.add_argument("--replay-findings", action="store_true",
                        help="run the findings recorded in findings/*/"
                        "case.json: a fixed one must pass, an open one is "
                        "reported")
    parser.add_argument("--record", metavar="DIR",
                        help="save each new finding under DIR/<kind>-<seed>")
    parser.add_argument("--out", help="write the findings and a summary here")
    args = parser.parse_args()
    if not args.cases and not args.time:
        args.cases = 12
    tools = Tools(args)
    worlds = [int(w) for w in args.worlds.split(",")]

    if args.replay_findings:
        failed = 0
        for name, text, case, status in recorded_cases(FINDINGS):
            with tempfile.TemporaryDirectory(prefix="tpfuse-normdiff-") as work:
                finding, _ = run_case(tools, text, case, work, args.timeout)
            reproduces = finding["kind"] is not None
            print("  {:40} {:6} {}".format(
                name, status, "reproduces" if reproduces
                else "does not reproduce"))
            if reproduces and status != "open":
                failed += 1
                print(finding.get("detail", "")[-1500:])
        return 1 if failed else 0

    start = time.time()
    stats = {"cases": 0, "calls": 0, "empty": 0, "raised": 0, "fused": 0,
             "findings": 0}
    findings = []
    case_index = 0
    while True:
        if args.replay is not None:
            if case_index == 1:
                break
            seed, world = args.replay, worlds[0]
        else:
            if args.cases and case_index >= args.cases:
                break
            if args.time and time.time() - start > args.time:
                break
            seed = args.seed * 1000003 + case_index
            world = worlds[case_index % len(worlds)]
        case_index += 1
        text, case = make_case(seed, world)
        with tempfile.TemporaryDirectory(prefix="tpfuse-normdiff-") as work:
            finding, calls = run_case(tools, text, case, work, args.timeout)
        stats["cases"] += 1
        stats["calls"] += calls
        stats["empty"] += 0 in case["tokens"]
        stats["raised"] += bool(finding.get("raised"))
        stats["fused"] += bool(finding.get("fused"))
        if not finding["kind"]:
            continue
        stats["findings"] += 1
        findings.append(finding)
        print("FINDING {} (seed {}, world {}): {}".format(
            finding["kind"], seed, world,
            json.dumps(finding["recipe"], sort_keys=True)))
        print(finding.get("detail", "")[-1500:])
        if args.record:
            record(args.record, "{}-{}".format(finding["kind"], seed), text,
                   finding)
    stats["seconds"] = round(time.time() - start, 1)
    print("norm differential: {cases} cases ({empty} with an empty batch), "
          "{calls} compiled calls, {raised} raised, {fused} fused, "
          "{findings} findings, "
          "{seconds} s".format(**stats))
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "norm-differential.json"), "w") as f:
            json.dump({"stats": stats, "findings": findings}, f, indent=1)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
