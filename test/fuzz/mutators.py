"""Text-level mutations of MLIR modules for the tpfuse fuzzer.

Each mutator takes a `random.Random` and the text of a module and returns the
mutated text, or None when it finds nothing to mutate. They work on the text,
not on parsed IR, so that they can also produce what no builder would: wrong
types, missing attributes, out-of-range sizes, malformed configurations.
"""

import re

# Integers that sit on the edges of the types the passes compute with.
INTERESTING_INTS = [
    0, 1, -1, 2, 3, 4, 7, 8, 16, 64, 100, 255, 256, 4096, 7168, 65535,
    2**31 - 1, 2**31, 2**32, 2**32 + 2, 2**62, 2**63 - 1, 2**63, 2**64,
    2**65 + 2, -(2**63), -(2**31),
]

INTERESTING_FLOATS = [
    "0.0", "-0.0", "1.0", "-1.0", "2.0", "1.0e-06", "9.99999997E-7",
    "1.0e-45", "3.40282347E+38", "1.0e+39", "1.0e+308", "-1.0e-06",
    "0x7FC00000", "0x7F800000", "0xFF800000", "0x0001",
]

ELEMENT_TYPES = [
    "bf16", "f16", "f32", "f64", "i1", "i8", "i16", "i32", "i64", "i128",
    "index", "f8E4M3FN", "f8E5M2", "complex<f32>",
]

OP_FAMILIES = [
    ["arith.addf", "arith.subf", "arith.mulf", "arith.divf",
     "arith.maximumf", "arith.minimumf", "arith.remf"],
    ["arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.divui",
     "arith.maxsi", "arith.minsi"],
    ["arith.extf", "arith.truncf"],
    ["math.rsqrt", "math.sqrt", "math.exp", "math.log", "math.tanh",
     "math.absf", "math.powf"],
    ["tp.rms_norm", "tp.all_reduce_rms_norm"],
    ["tp.add_rms_norm", "tp.all_reduce_add_rms_norm"],
    ["tp.all_reduce", "tp.mark_partial", "tp.partial_cast"],
    ["tp.partial_add", "tp.partial_scale"],
    ["linalg.matmul", "linalg.batch_matmul", "linalg.matvec"],
    ["linalg.add", "linalg.mul", "linalg.sub", "linalg.div"],
    ["sum", "max", "min", "product", "average"],
    ["parallel", "reduction"],
    ["scf.yield", "linalg.yield"],
]

NORM_ATTRIBUTES = {
    "weight_multiply": ["before_rounding", "after_rounding", "rounded"],
    "residual_add": ["rounded", "f32", "storage"],
    "compute": ["f32", "storage", "bf16"],
    "weight_offset": INTERESTING_FLOATS,
    "epsilon": INTERESTING_FLOATS,
}

# The keys of #tp.parallel_config, and of the deprecated dictionary it
# replaces (still read, with a warning).
TYPED_CONFIG_KEYS = [
    "group", "ep", "cp", "dp_attention", "moe_a2a", "moe_cp_all_gather",
    "attention_input", "mlp_input",
]
CONFIG_KEYS = [
    "tp_group", "tp", "ep", "cp", "dp_attention", "moe_a2a",
    "moe_cp_all_gather", "attention_input", "mlp_input",
]

CONFIG_VALUES = [
    "1", "2", "3", "4", "0", "-1", "-2", str(2**31), str(2**32 + 2),
    str(2**63 - 1), str(2**64 + 2), str(2**65 + 2),
    "2 : i128", str(2**65 + 2) + " : i128", str(2**64 + 2) + " : i128",
    "2 : i8", "258 : i8", "-254 : i8", "2 : i1", "2 : ui64", "2 : index",
    "2 : si32", "2.0", "\"2\"", "true", "false", "unit", "[2]", "{}",
    "\"tp\"", "\"\"", "\"full\"", "\"scattered\"", "\"none\"", "\"deepep\"",
    "\"attn\"", "dense<2> : tensor<1xi64>",
]

TYPED_CONFIG_VALUES = [
    "1", "2", "3", "4", "0", "-1", "01", "0x2", str(2**31), str(2**63 - 1),
    str(2**63), str(2**65 + 2), str(-(2**63) - 1), "2 : i64", "2.0", "\"2\"",
    "true", "false", "unit", "full", "scattered", "partial", "\"full\"",
    "\"scattered\"", "\"none\"", "\"deepep\"", "\"\"", "none",
    "#tp.group<\"tp\", size = 2>", "#tp.group<\"tp\", size = 1>",
    "#tp.group<\"tp\", size = 4>", "#tp.group<\"attn\", size = 2>",
    "#tp.group<\"\", size = 2>", "#tp.group<\"tp\", size = 0>",
    "#tp.parallel_config<>", "\"tp\"", "[2]", "{}",
]

GROUP_NAMES = [
    "", "tp", "tp2", "attn", "mesh_0_1", "a b", "\\22", "\\00", "tp\\0A",
    "x" * 300, "\u00e9t\u00e9",
]

NUMBER = re.compile(
    r"(?<![\w.%#@$\"^!-])(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?)(?![\w.])")
SHAPED = re.compile(r"\b(tensor|memref|vector)<")
GROUP = re.compile(r'#tp\.group<"((?:[^"\\]|\\.)*)", size = (-?\d+)>')
SSA_USE = re.compile(r"%[\w.$-]+(?:#\d+)?")
FUNC = re.compile(r"func\.func (?:private |public )?@[\w.$]+\(")
ELEMENT = re.compile(
    r"\b(bf16|f16|f32|f64|i1|i8|i16|i32|i64|index)\b(?![\w.-])")


def balanced_end(text, start):
    """Index just past the `>` that closes the `<` at or after `start`."""
    depth = 0
    for i in range(text.index("<", start), len(text)):
        if text[i] == "<":
            depth += 1
        elif text[i] == ">" and text[i - 1] != "-":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def replace_one_or_all(rng, text, old, new):
    """Replaces one occurrence of `old`, or every one (which keeps types
    consistent between a definition and its uses)."""
    if rng.random() < 0.5:
        return text.replace(old, new)
    positions = [m.start() for m in re.finditer(re.escape(old), text)]
    if not positions:
        return None
    at = rng.choice(positions)
    return text[:at] + new + text[at + len(old):]


def choose_int(rng, current=None):
    choices = list(INTERESTING_INTS)
    if current is not None:
        choices += [current + 1, current - 1, current * 2, -current]
    return rng.choice(choices)


def mutate_number(rng, text):
    matches = list(NUMBER.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    literal = m.group(1)
    if "." in literal or "e" in literal or "E" in literal:
        new = rng.choice(INTERESTING_FLOATS)
    else:
        new = str(choose_int(rng, int(literal)))
    return text[:m.start(1)] + new + text[m.end(1):]


def mutate_shape(rng, text):
    matches = list(SHAPED.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    end = balanced_end(text, m.start())
    if end is None:
        return None
    old = text[m.start():end]
    inner = old[old.index("<") + 1:-1]
    dims = re.match(r"((?:(?:\d+|\?)x)*)(.*)", inner, re.S)
    shape = [d for d in dims.group(1).split("x") if d]
    element = dims.group(2)
    action = rng.randrange(5)
    if action == 0 and shape:
        shape[rng.randrange(len(shape))] = rng.choice(
            ["0", "1", "?", "3", "16", "100", str(2**31), str(2**62),
             str(2**63 - 1), "4611686018427387904"])
    elif action == 1 and shape:
        del shape[rng.randrange(len(shape))]
    elif action == 2:
        shape.insert(rng.randrange(len(shape) + 1),
                     rng.choice(["1", "2", "?"]))
    elif action == 3 and "," not in element:
        element = rng.choice(ELEMENT_TYPES)
    elif len(shape) >= 2:
        i = rng.randrange(len(shape) - 1)
        shape[i], shape[i + 1] = shape[i + 1], shape[i]
    else:
        return None
    kind = old[:old.index("<")]
    new = kind + "<" + "".join(d + "x" for d in shape) + element + ">"
    return replace_one_or_all(rng, text, old, new)


def mutate_element_type(rng, text):
    found = sorted({m.group(1) for m in ELEMENT.finditer(text)})
    if not found:
        return None
    old = rng.choice(found)
    new = rng.choice([t for t in ELEMENT_TYPES if t != old])
    if rng.random() < 0.5:
        return ELEMENT.sub(lambda m: new if m.group(1) == old else m.group(0),
                           text)
    matches = [m for m in ELEMENT.finditer(text) if m.group(1) == old]
    m = rng.choice(matches)
    return text[:m.start()] + new + text[m.end():]


def mutate_group(rng, text):
    matches = list(GROUP.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    name, size = m.group(1), int(m.group(2))
    if rng.random() < 0.5:
        size = choose_int(rng, size)
    else:
        name = rng.choice(GROUP_NAMES)
    new = '#tp.group<"%s", size = %d>' % (name, size)
    return replace_one_or_all(rng, text, m.group(0), new)


def mutate_grid(rng, text):
    """Sizes and axes of upstream shard grids and all-reduces."""
    grids = list(re.finditer(r"shape = ([\dx?]+)\)", text))
    axes = list(re.finditer(r"grid_axes = \[([\d, ]*)\]", text))
    if not grids and not axes:
        return None
    if grids and (not axes or rng.random() < 0.6):
        m = rng.choice(grids)
        dims = m.group(1).split("x")
        action = rng.randrange(3)
        if action == 0:
            dims[rng.randrange(len(dims))] = str(rng.choice(
                [0, 1, 2, 3, -1, 2**32, 2**62, 2**63 - 1, 4294967296]))
        elif action == 1:
            dims.append(rng.choice(["2", "4294967296", "?", "0"]))
        else:
            dims = [rng.choice(["4294967296", "3037000500", "2"])
                    for _ in range(rng.randint(2, 3))]
        return text[:m.start(1)] + "x".join(dims) + text[m.end(1):]
    m = rng.choice(axes)
    new = rng.choice(["", "0", "1", "0, 1", "1, 0", "0, 0", "2", "-1"])
    return text[:m.start(1)] + new + text[m.end(1):]


def find_config(text):
    """Where tp.parallel_config's value is: (form, start, body_start,
    body_end, end) with form "typed" (#tp.parallel_config<body>) or "dict"
    ({body}), or None."""
    m = re.search(r"tp\.parallel_config = (#tp\.parallel_config<|\{)", text)
    if not m:
        return None
    if m.group(1) == "{":
        close_at = text.find("}", m.end())
        if close_at < 0:
            return None
        return "dict", m.start(1), m.end(), close_at, close_at + 1
    depth, quoted, i = 1, False, m.end()
    while i < len(text):
        c = text[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
            if depth == 0:
                return "typed", m.start(1), m.end(), i, i + 1
        i += 1
    return None


def split_entries(body):
    """The comma-separated entries of `body`, split at the top level only
    (not inside <>, [], {}, () or strings), stripped, empty ones dropped."""
    entries, depth, quoted, current = [], 0, False, ""
    i = 0
    while i < len(body):
        c = body[i]
        if quoted:
            if c == "\\" and i + 1 < len(body):
                current += c
                i += 1
                c = body[i]
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in "<[{(":
            depth += 1
        elif c in ">]})":
            depth -= 1
        elif c == "," and depth == 0:
            entries.append(current)
            current = ""
            i += 1
            continue
        current += c
        i += 1
    entries.append(current)
    return [e.strip() for e in entries if e.strip()]


def mutate_parallel_config(rng, text):
    found = find_config(text)
    if found is None:
        return None
    form, start, body_start, body_end, end = found
    typed = form == "typed"
    keys = TYPED_CONFIG_KEYS if typed else CONFIG_KEYS
    values = TYPED_CONFIG_VALUES if typed else CONFIG_VALUES
    entries = split_entries(text[body_start:body_end])
    action = rng.randrange(8 if typed else 6)
    if action == 0 and entries:
        i = rng.randrange(len(entries))
        key = entries[i].split("=")[0].strip()
        entries[i] = "%s = %s" % (key, rng.choice(values))
    elif action == 1 and entries:
        del entries[rng.randrange(len(entries))]
    elif action == 2 and entries:
        entries.insert(rng.randrange(len(entries) + 1), rng.choice(entries))
    elif action == 3:
        key = rng.choice(keys + ["dp_atention", "pp", "tp_size", "tp",
                                 "tp_group", "group"])
        entries.append("%s = %s" % (key, rng.choice(values)))
    elif action == 4 and entries:
        i = rng.randrange(len(entries))
        value = entries[i].split("=", 1)[-1].strip()
        entries[i] = "%s = %s" % (rng.choice(keys), value)
    elif action == 6:
        # The same entries in another order: the same configuration.
        rng.shuffle(entries)
    elif action == 7:
        # The deprecated dictionary the typed entries stand for.
        dictionary = []
        for entry in entries:
            key, _, value = entry.partition("=")
            key, value = key.strip(), value.strip()
            group = GROUP.fullmatch(value)
            if key == "group" and group:
                dictionary.append('tp_group = "%s"' % group.group(1))
                dictionary.append("tp = %s" % group.group(2))
            elif key in ("attention_input", "mlp_input"):
                dictionary.append('%s = "%s"' % (key, value.strip('"')))
            else:
                dictionary.append("%s = %s" % (key, value))
        return text[:start] + "{" + ", ".join(dictionary) + "}" + text[end:]
    else:
        whole = rng.choice(['"tp"', "[1]", "unit", "{}", "2",
                            "#tp.group<\"tp\", size = 2>"])
        return text[:start] + whole + text[end:]
    return text[:body_start] + ", ".join(entries) + text[body_end:]


def mutate_norm_attribute(rng, text):
    pattern = re.compile(
        r"\b(%s) = ([\w.+-]+)" % "|".join(NORM_ATTRIBUTES))
    matches = [m for m in pattern.finditer(text)
               if not m.group(2).startswith("%")]
    if not matches:
        return None
    m = rng.choice(matches)
    name = m.group(1)
    action = rng.randrange(3)
    if action == 0:
        new = "%s = %s" % (name, rng.choice(NORM_ATTRIBUTES[name]))
    elif action == 1 and name != "epsilon":
        new = ""
    else:
        extra = rng.choice([k for k in NORM_ATTRIBUTES if k != "epsilon"])
        new = "%s %s = %s" % (m.group(0), extra,
                              rng.choice(NORM_ATTRIBUTES[extra]))
    return text[:m.start()] + new + text[m.end():]


def code_lines(text):
    lines = text.split("\n")
    return lines, [i for i, line in enumerate(lines) if line.strip()]


def mutate_delete_line(rng, text):
    lines, candidates = code_lines(text)
    if not candidates:
        return None
    del lines[rng.choice(candidates)]
    return "\n".join(lines)


def mutate_duplicate_line(rng, text):
    """Duplicates a line; an op that defines values is repeated right after
    itself under fresh names, so that the module still parses."""
    lines, candidates = code_lines(text)
    if not candidates:
        return None
    i = rng.choice(candidates)
    line = lines[i]
    m = re.match(r"(\s*)(%[\w.$-]+)((?::\d+)?\s*=)", line)
    if m:
        copy = m.group(1) + m.group(2) + "_dup" + line[m.end(2):]
        lines.insert(i + 1, copy)
    else:
        lines.insert(rng.randrange(len(lines) + 1), line)
    return "\n".join(lines)


def mutate_swap_lines(rng, text):
    lines, candidates = code_lines(text)
    if len(candidates) < 2:
        return None
    i, j = rng.sample(candidates, 2)
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def mutate_swap_operands(rng, text):
    lines, candidates = code_lines(text)
    with_uses = []
    for i in candidates:
        rhs_at = lines[i].find("= ") + 2 if "= " in lines[i] else 0
        uses = [m for m in SSA_USE.finditer(lines[i]) if m.start() >= rhs_at]
        if len(uses) >= 2:
            with_uses.append((i, uses))
    if not with_uses:
        return None
    i, uses = rng.choice(with_uses)
    a, b = sorted(rng.sample(uses, 2), key=lambda m: m.start())
    line = lines[i]
    lines[i] = (line[:a.start()] + b.group(0) + line[a.end():b.start()] +
                a.group(0) + line[b.end():])
    return "\n".join(lines)


def mutate_replace_use(rng, text):
    names = sorted(set(SSA_USE.findall(text)))
    if len(names) < 2:
        return None
    old, new = rng.sample(names, 2)
    positions = [m.start() for m in re.finditer(re.escape(old) + r"\b", text)]
    at = rng.choice(positions[1:] or positions)
    return text[:at] + new + text[at + len(old):]


def mutate_op_name(rng, text):
    present = []
    for family in OP_FAMILIES:
        for name in family:
            if re.search(r"\b%s\b" % re.escape(name), text):
                present.append((family, name))
    if not present:
        return None
    family, old = rng.choice(present)
    new = rng.choice([n for n in family if n != old])
    matches = list(re.finditer(r"\b%s\b(?![\w.])" % re.escape(old), text))
    if not matches:
        return None
    m = rng.choice(matches)
    return text[:m.start()] + new + text[m.end():]


def mutate_wrap_type(rng, text):
    """Gives a function a new argument whose type wraps a tp type (or a
    shaped one) in an aggregate or another type."""
    starts = [m.start() for m in re.finditer(r"!tp\.partial<", text)]
    if not starts:
        starts = [m.start() for m in SHAPED.finditer(text)]
    funcs = [m for m in FUNC.finditer(text)
             if text[m.end():m.end() + 1] in ("%", ")")]
    if not starts or not funcs:
        return None
    at = rng.choice(starts)
    end = balanced_end(text, at)
    if end is None:
        return None
    wrapper = rng.choice(["tuple<%s>", "tuple<%s, i32>", "vector<2x%s>",
                          "tensor<2x%s>", "memref<2x%s>", "complex<%s>",
                          "!llvm.struct<(%s)>"])
    m = rng.choice(funcs)
    argument = "%%fuzz_arg: %s" % (wrapper % text[at:end])
    if text[m.end()] != ")":
        argument += ", "
    return text[:m.end()] + argument + text[m.end():]


def mutate_function(rng, text):
    """Signatures and ABI attributes of functions: drop the results and the
    returned values, mark or unmark a function as lowered."""
    matches = list(FUNC.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    body_at = text.find("{", m.end())
    header_end = text.find("\n", m.end())
    if body_at < 0:
        return None
    header = text[m.start():body_at]
    action = rng.randrange(4)
    if action == 0 and "->" in header:
        arrow = header.rfind("->")
        attrs_at = header.find("attributes", arrow)
        rest = header[attrs_at:] if attrs_at >= 0 else ""
        new_header = header[:arrow].rstrip() + " " + rest
        end = text.find("\n}", body_at)
        body = text[body_at:end if end >= 0 else len(text)]
        body = re.sub(r"(\b(?:func\.)?return)\b[^\n]*", r"\1", body)
        return (text[:m.start()] + new_header + body +
                text[end if end >= 0 else len(text):])
    if action == 1 and "tp.runtime_abi" not in header:
        if "attributes {" in header:
            new_header = header.replace("attributes {",
                                        "attributes {tp.runtime_abi, ", 1)
        else:
            new_header = header.rstrip() + " attributes {tp.runtime_abi} "
        return text[:m.start()] + new_header + text[body_at:]
    if action == 2 and "tp.runtime_abi" in header:
        new_header = re.sub(r"tp\.runtime_abi,? ?", "", header)
        return text[:m.start()] + new_header + text[body_at:]
    if header_end > 0 and "->" in header:
        return replace_one_or_all(rng, text, "-> i32", rng.choice(
            ["-> i8", "-> i64", "-> index", "-> f32", "-> (i32, i32)"]))
    return None


def mutate_splice(rng, text, donors):
    """Inserts a line of another corpus case."""
    donor = rng.choice(donors)
    donor_lines = [line for line in donor.split("\n") if line.strip()]
    if not donor_lines:
        return None
    lines = text.split("\n")
    lines.insert(rng.randrange(len(lines) + 1), rng.choice(donor_lines))
    return "\n".join(lines)


MUTATORS = [
    (mutate_number, 6),
    (mutate_shape, 5),
    (mutate_element_type, 3),
    (mutate_group, 3),
    (mutate_grid, 2),
    (mutate_parallel_config, 4),
    (mutate_norm_attribute, 4),
    (mutate_delete_line, 3),
    (mutate_duplicate_line, 2),
    (mutate_swap_lines, 1),
    (mutate_swap_operands, 3),
    (mutate_replace_use, 2),
    (mutate_op_name, 4),
    (mutate_wrap_type, 2),
    (mutate_function, 2),
    (mutate_splice, 1),
]


def mutate(rng, text, donors, rounds):
    """Applies `rounds` mutations; returns the text and their names."""
    names = []
    functions = [f for f, _ in MUTATORS]
    weights = [w for _, w in MUTATORS]
    for _ in range(rounds):
        for _attempt in range(8):
            mutator = rng.choices(functions, weights)[0]
            if mutator is mutate_splice:
                result = mutator(rng, text, donors)
            else:
                result = mutator(rng, text)
            if result is not None and result != text:
                text = result
                names.append(mutator.__name__[len("mutate_"):])
                break
    return text, names
