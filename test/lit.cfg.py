# -*- Python -*-
# lit configuration of the tpfuse regression tests.

import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import FindTool, ToolSubst

config.name = "TPFUSE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.tpfuse_obj_root, "test")
config.excludes = ["CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]

llvm_config.use_default_substitutions()
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

config.substitutions.append(
    (
        "%tpfuse_plugin",
        os.path.join(config.tpfuse_lib_dir, "TPFusePlugin" + config.llvm_shlib_ext),
    )
)
config.substitutions.append(
    ("%examples", os.path.join(config.tpfuse_src_root, "examples"))
)
config.substitutions.append(
    ("%frontends", os.path.join(config.tpfuse_src_root, "frontends"))
)

# `mlir-opt` is always Debian's upstream tool: the plugin tests load tpfuse
# into it. `tpfuse-opt` is ours, with tpfuse linked in, and so is
# `tpfuse-launch`. `mlir-translate` is LLVM 22's (the PATH may hold older LLVM
# tools first).
tools = [
    ToolSubst("tpfuse-opt", unresolved="fatal"),
    ToolSubst("mlir-opt", unresolved="fatal"),
    ToolSubst("mlir-translate", unresolved="fatal"),
    ToolSubst("tpfuse-launch", unresolved="fatal"),
]
# In a sanitizer build (TPFUSE_SANITIZE), TPFusePlugin.so is instrumented
# but Debian's mlir-opt is not: the ASan runtime must be loaded before
# anything else there, so `mlir-opt` preloads it. tpfuse-opt and
# tpfuse-launch are instrumented themselves.
if config.tpfuse_sanitizer_preload:
    config.available_features.add("sanitizers")
    mlir_opt = FindTool("mlir-opt").resolve(llvm_config, config.llvm_tools_dir)
    if not mlir_opt:
        lit_config.fatal("mlir-opt not found in " + config.llvm_tools_dir)
    tools[1] = ToolSubst(
        "mlir-opt",
        command="env",
        extra_args=["LD_PRELOAD=" + config.tpfuse_sanitizer_preload, mlir_opt],
    )
llvm_config.add_tool_substitutions(
    tools, [config.tpfuse_tools_dir, config.llvm_tools_dir]
)

# Kernels that call math functions link the CUDA toolkit's libdevice: what
# compiles them for the GPU needs the toolkit (CI has none; compile-only).
cuda_toolkit = os.environ.get("TPFUSE_CUDA_TOOLKIT", "/usr/local/cuda")
if os.path.isfile(os.path.join(cuda_toolkit, "nvvm", "libdevice", "libdevice.10.bc")):
    config.available_features.add("cuda-toolkit")
    config.substitutions.append(("%cuda_toolkit", cuda_toolkit))

# The PyTorch exports under Frontends/Torch are committed; re-exporting them
# needs torch and torch-mlir, which CI does not install. Point
# TPFUSE_TORCH_PYTHON at a Python that has them to run that check too.
torch_python = os.environ.get("TPFUSE_TORCH_PYTHON")
if torch_python:
    import subprocess

    probe = subprocess.run(
        [torch_python, "-c", "import torch_mlir, transformers, ml_dtypes"],
        capture_output=True,
    )
    if probe.returncode == 0:
        config.available_features.add("torch-mlir")
        config.substitutions.append(("%torch_python", torch_python))
    else:
        # Asked for and not there: fail, rather than skip the tests asked for.
        lit_config.fatal(
            "TPFUSE_TORCH_PYTHON=%s cannot import torch_mlir, transformers "
            "and ml_dtypes:\n%s" % (torch_python, probe.stderr.decode(errors="replace"))
        )
