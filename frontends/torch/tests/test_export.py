"""Tests of the PyTorch frontend: needs torch, torch-mlir, ml_dtypes and
transformers; run by the lit test test/Frontends/Torch/frontend.test, with
TPFUSE_OPT naming the tpfuse-opt to check the output with."""

import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import torch
import torch.distributed as dist
import torch.nn.functional as F

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

import tpfuse_torch  # noqa: E402
from tpfuse_torch.collectives import SPELLINGS, all_reduce_sum  # noqa: E402
from tpfuse_torch.decompositions import aten, decomposition_table  # noqa: E402
from tpfuse_torch.errors import ExportError  # noqa: E402

HIDDEN = 64
# A tiny decoder configuration every architecture here accepts.
TINY = dict(
    hidden_size=64,
    intermediate_size=128,
    num_hidden_layers=2,
    num_attention_heads=4,
    num_key_value_heads=2,
    head_dim=16,
    vocab_size=32,
)


def tpfuse_opt(mlir: str, *passes: str) -> str:
    """Runs tpfuse-opt on `mlir`: the output must be IR tpfuse reads."""
    result = subprocess.run(
        [os.environ.get("TPFUSE_OPT", "tpfuse-opt"), "-", *passes],
        input=mlir,
        capture_output=True,
        text=True,
        check=False,
    )
    if result.returncode:
        raise AssertionError(f"tpfuse-opt {' '.join(passes)} failed:\n{result.stderr}")
    return result.stdout


class RowParallelBlock(torch.nn.Module):
    """A row-parallel projection, its sum, a residual add and an RMSNorm, as
    serving code writes them, with the sum spelled `spelling`."""

    def __init__(self, group, spelling, reduce_op="sum"):
        super().__init__()
        self.group, self.spelling, self.reduce_op = group, spelling, reduce_op
        self.down = torch.nn.Parameter(torch.randn(HIDDEN, 2 * HIDDEN, dtype=torch.bfloat16))
        self.norm = torch.nn.RMSNorm(HIDDEN, eps=1e-6, dtype=torch.bfloat16)

    def forward(self, x, residual):
        y = F.linear(x, self.down)
        if self.reduce_op == "sum":
            y = all_reduce_sum(y, self.group, self.spelling)
        else:
            y = torch.ops._c10d_functional.all_reduce(
                y, self.reduce_op, self.group.process_group.group_name
            )
            y = torch.ops._c10d_functional.wait_tensor(y)
        return self.norm(y + residual)


def block_inputs():
    return (
        torch.randn(4, 2 * HIDDEN, dtype=torch.bfloat16),
        torch.randn(4, HIDDEN, dtype=torch.bfloat16),
    )


class ExportTest(unittest.TestCase):
    def test_every_spelling_is_one_owed_sum_that_fuses(self):
        with tpfuse_torch.tracing_group(2) as group:
            texts = set()
            for spelling in SPELLINGS:
                exported = tpfuse_torch.export(RowParallelBlock(group, spelling), block_inputs(), group=group)
                self.assertEqual(exported.all_reduces, 1, spelling)
                texts.add(exported.mlir)
        self.assertEqual(len(texts), 1, "the spellings export different IR")
        mlir = texts.pop()
        self.assertIn(
            'tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1,',
            mlir,
        )
        self.assertEqual(mlir.count('"tp.mark_partial"'), 1)
        self.assertNotIn("__tpfuse_all_reduce", mlir)
        fused = tpfuse_opt(mlir, "-tp-raise-rms-norm", "-tp-fuse-allreduce-norm")
        self.assertIn("tp.all_reduce_add_rms_norm", fused)
        self.assertNotRegex(fused, r"tp\.all_reduce %")

    def test_weights_are_the_last_argument_in_layout_order(self):
        with tpfuse_torch.tracing_group(2) as group:
            block = RowParallelBlock(group, "c10d_functional")
            exported = tpfuse_torch.export(block, block_inputs(), group=group)
        names = [p.name for p in exported.parameters]
        self.assertEqual(names, ["down", "norm.weight"])
        self.assertEqual(exported.weight_count, HIDDEN * 2 * HIDDEN + HIDDEN)
        self.assertRegex(exported.mlir, rf"%arg2: tensor<{exported.weight_count}xbf16>")
        (flat,) = exported.flat_weights(block)
        self.assertTrue(torch.equal(flat[: 2 * HIDDEN * HIDDEN], block.down.reshape(-1)))
        self.assertTrue(torch.equal(flat[2 * HIDDEN * HIDDEN :], block.norm.weight))
        with tempfile.TemporaryDirectory() as directory:
            path = pathlib.Path(directory) / "w.bin"
            exported.write_weights(block, path)
            self.assertEqual(path.stat().st_size, 2 * exported.weight_count)
            self.assertEqual(path.read_bytes(), exported.weight_bytes(block))

    def test_other_reductions_and_collectives_are_refused(self):
        with tpfuse_torch.tracing_group(2) as group:
            with self.assertRaisesRegex(ExportError, "an all-reduce with `max`, not a sum"):
                tpfuse_torch.export(
                    RowParallelBlock(group, "c10d_functional", "max"), block_inputs(), group=group
                )

            class Gather(torch.nn.Module):
                def forward(self, x):
                    y = torch.ops._c10d_functional.all_gather_into_tensor(
                        x, 2, group.process_group.group_name
                    )
                    return torch.ops._c10d_functional.wait_tensor(y)

            with self.assertRaisesRegex(ExportError, "all_gather_into_tensor` is a collective"):
                tpfuse_torch.export(Gather(), (torch.randn(4, 8),), group=group)
            with self.assertRaisesRegex(ExportError, "no tensor-parallel group was given"):
                tpfuse_torch.export(RowParallelBlock(group, "c10d_functional"), block_inputs())

            class IntegerSum(torch.nn.Module):
                def forward(self, x):
                    return all_reduce_sum(x * 2, group, "c10d_functional")

            with self.assertRaisesRegex(ExportError, "an all-reduce of si64"):
                tpfuse_torch.export(IntegerSum(), (torch.ones(4, dtype=torch.int64),), group=group)

    def test_one_weights_argument_per_dtype(self):
        class Mixed(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.a = torch.nn.Parameter(torch.randn(4, 8, dtype=torch.bfloat16))
                self.scale = torch.nn.Parameter(torch.tensor(0.5))
                self.b = torch.nn.Parameter(torch.randn(8, dtype=torch.bfloat16))
                self.gain = torch.nn.Parameter(torch.tensor([2.0, 3.0]))

            def forward(self, x):
                return (x @ self.a.float() * self.scale + self.b.float()).sum(-1) * self.gain.sum()

        module = Mixed()
        exported = tpfuse_torch.export(module, (torch.randn(2, 4),))
        arguments = [(a.dtype, [p.name for p in a.parameters]) for a in exported.weight_arguments]
        self.assertEqual(
            arguments, [(torch.bfloat16, ["a", "b"]), (torch.float32, ["scale", "gain"])]
        )
        self.assertEqual([p.offset for p in exported.parameters], [0, 32, 0, 1])
        self.assertIn(
            "func.func @forward(%arg0: tensor<2x4xf32>, %arg1: tensor<40xbf16>, %arg2: tensor<3xf32>)",
            exported.mlir,
        )
        bf16, f32 = exported.flat_weights(module)
        self.assertTrue(torch.equal(bf16, torch.cat([module.a.reshape(-1), module.b])))
        self.assertTrue(torch.equal(f32, torch.tensor([0.5, 2.0, 3.0])))
        self.assertEqual(len(exported.weight_bytes(module)), 40 * 2 + 3 * 4)
        manifest = exported.manifest()
        self.assertEqual([a["dtype"] for a in manifest["weight_arguments"]], ["bfloat16", "float32"])
        self.assertEqual([a["weights"] for a in manifest["weight_arguments"]], [40, 3])
        self.assertNotIn("dtype", manifest)
        tpfuse_opt(exported.mlir, "-tp-aot-pipeline")

    def test_non_persistent_buffers_become_constants(self):
        class Rotary(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.register_buffer("inv_freq", torch.arange(1.0, 9.0), persistent=False)
                self.scale = torch.nn.Parameter(torch.ones(8))

            def forward(self, x):
                return x * self.inv_freq * self.scale

        exported = tpfuse_torch.export(Rotary(), (torch.randn(2, 8),))
        self.assertEqual([p.name for p in exported.parameters], ["scale"])
        self.assertIn("arith.constant dense_resource<", exported.mlir)
        # 1.0, 2.0, 3.0 as little-endian f32.
        self.assertIn("0000803F0000004000004040", exported.mlir)
        tpfuse_opt(exported.mlir, "-tp-aot-pipeline")

    def test_rank_dependent_buffers_and_tensor_kwargs_are_refused(self):
        class Scaled(torch.nn.Module):
            def __init__(self, scale):
                super().__init__()
                self.register_buffer("scale", torch.full((8,), scale))
                self.weight = torch.nn.Parameter(torch.ones(8))

            def forward(self, x, bias=None):
                y = x * self.scale * self.weight
                return y if bias is None else y + bias

        exported = tpfuse_torch.export(Scaled(2.0), (torch.randn(2, 8),))
        self.assertEqual(exported.flat_weights(Scaled(2.0))[0].numel(), 8)
        # Another rank's buffer would be ignored: the IR holds rank 0's.
        with self.assertRaisesRegex(ExportError, "buffer scale differs from the one exported"):
            exported.flat_weights(Scaled(3.0))
        with self.assertRaisesRegex(ExportError, "buffer scale differs"):
            exported.write_weights(Scaled(3.0), os.devnull)
        # A tensor keyword argument would be compiled in, its value frozen.
        with self.assertRaisesRegex(ExportError, "kwargs hold a tensor"):
            tpfuse_torch.export(Scaled(2.0), (torch.randn(2, 8),), kwargs={"bias": torch.ones(8)})

    def test_a_module_that_does_not_trace_is_named(self):
        """torch.export's failures are one line naming the innermost module
        whose forward raised."""

        class Mismatched(torch.nn.Module):
            def forward(self, x):
                return x.view(-1, 3)

        class Outer(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.inner = torch.nn.Sequential(torch.nn.Identity(), Mismatched())

            def forward(self, x):
                return self.inner(x)

        with self.assertRaisesRegex(
            ExportError, r"torch.export could not trace inner\.1 \(Mismatched\), test_export.py:\d+: RuntimeError"
        ):
            tpfuse_torch.export(Outer(), (torch.zeros(4, 4),))

    def test_unfinished_conversions_are_refused(self):
        from torch_mlir import ir

        from tpfuse_torch.lowering import check_contract

        module = ir.Module.parse(
            """func.func @f(%a: tensor<2xf32>) -> i64 {
              %0 = builtin.unrealized_conversion_cast %a : tensor<2xf32> to i64
              return %0 : i64
            }""",
            ir.Context(),
        )
        with self.assertRaisesRegex(
            ExportError, "`builtin.unrealized_conversion_cast` is left: the lowering did not finish"
        ):
            check_contract(module)

    def test_cumsum_needs_no_tm_tensor_and_is_exact(self):
        # PyTorch's own decomposition, exact for integers.
        for values in (torch.randint(-5, 5, (3, 7)), torch.tensor([[True, False, True, True]])):
            for dim in range(-values.dim(), values.dim()):
                expected = torch.cumsum(values, dim)
                got = decomposition_table()[aten.cumsum.default](values, dim)
                self.assertEqual(got.dtype, expected.dtype)
                self.assertTrue(torch.equal(got, expected))

        class Positions(torch.nn.Module):
            def forward(self, ids):
                return (ids != 0).cumsum(-1)

        exported = tpfuse_torch.export(Positions(), (torch.randint(0, 3, (1, 6)),))
        self.assertNotIn("tm_tensor", exported.mlir)
        tpfuse_opt(exported.mlir, "-tp-aot-pipeline")


class ScaledMmTest(unittest.TestCase):
    def test_decomposition_is_pytorchs_cpu_scaled_mm(self):
        """Bit for bit, with oneDNN off: PyTorch's portable CPU kernel, which
        every CPU runs then."""
        from tpfuse_torch.decompositions import scaled_mm

        fp8 = torch.float8_e4m3fn
        generator = torch.Generator().manual_seed(3)
        compared = 0
        with torch.backends.mkldnn.flags(enabled=False):
            for m, k, n in ((1, 16, 32), (5, 256, 128), (16, 512, 256), (7, 48, 80)):
                a = (torch.randn(m, k, generator=generator) * 30).to(fp8)
                b = (torch.randn(n, k, generator=generator) * 30).to(fp8)
                scales = (
                    (torch.tensor(0.0123), torch.tensor(0.0456)),
                    (torch.tensor([0.3]), torch.tensor([0.7])),
                    (torch.rand(m, 1, generator=generator), torch.rand(1, n, generator=generator)),
                )
                for scale_a, scale_b in scales:
                    for out_dtype in (torch.bfloat16, torch.float16, torch.float32):
                        biases = [None]
                        if out_dtype != torch.float32:
                            biases.append(torch.randn(n, generator=generator).to(out_dtype))
                        for bias in biases:
                            args = (a, b.t(), scale_a, scale_b)
                            kwargs = dict(bias=bias, out_dtype=out_dtype)
                            expected = torch._scaled_mm(*args, **kwargs)
                            self.assertTrue(torch.equal(scaled_mm(*args, **kwargs), expected))
                            compared += 1
        self.assertEqual(compared, 60)

    def test_exports_and_compiles(self):
        class Gemm(torch.nn.Module):
            def forward(self, x, w, scale_x, scale_w):
                return torch._scaled_mm(x, w.t(), scale_x, scale_w, out_dtype=torch.bfloat16)

        fp8 = torch.float8_e4m3fn
        args = (torch.randn(4, 32).to(fp8), torch.randn(16, 32).to(fp8), torch.tensor(0.5), torch.tensor(0.25))
        exported = tpfuse_torch.export(Gemm(), args)
        self.assertIn("arith.extf %in : f8E4M3FN to f32", exported.mlir)
        self.assertIn("linalg.matmul", exported.mlir)
        tpfuse_opt(exported.mlir, "-tp-aot-pipeline")

        class Fp8Out(torch.nn.Module):
            def forward(self, x, w, scale_x, scale_w):
                return torch._scaled_mm(x, w.t(), scale_x, scale_w, out_dtype=fp8)

        with self.assertRaisesRegex(ExportError, "only wider outputs are decomposed"):
            tpfuse_torch.export(Fp8Out(), args)


MOE = dict(moe_intermediate_size=32, num_experts_per_tok=2)
# What each architecture checked against its unsharded model needs besides
# TINY: multi-head latent attention and a mixture of experts with a shared
# expert and grouped routing (DeepSeek-V3), experts without (Qwen3-MoE,
# Mixtral) or with a gated shared expert (Qwen2-MoE), fused gate/up
# projections (GLM-4; Phi-3, with a fused [q; k; v]), MLPs without a gate (Starcoder2, Nemotron), heads
# counted in attributes the forward reshapes with (StableLM, with per-head
# norms).
ARCHITECTURES = {
    "llama": {}, "qwen2": {}, "qwen3": {}, "gemma2": {}, "mistral": {},
    # One k/v head for 2 ranks: replicated, as serving stacks do.
    "qwen2+mqa": dict(num_key_value_heads=1),
    "deepseek_v3": dict(
        n_routed_experts=8, n_shared_experts=1, n_group=2, topk_group=1, first_k_dense_replace=1,
        q_lora_rank=32, kv_lora_rank=16, qk_nope_head_dim=16, qk_rope_head_dim=8, v_head_dim=16,
        head_dim=8, num_key_value_heads=4, **MOE,
    ),
    "qwen3_moe": dict(num_experts=8, **MOE),
    "qwen2_moe": dict(num_experts=8, shared_expert_intermediate_size=64, **MOE),
    "mixtral": dict(num_local_experts=4, num_experts_per_tok=2),
    "glm4": {},
    "phi3": {},
    "starcoder2": {},
    "nemotron": {},
    "stablelm": {},
    "stablelm+qk_layernorm": dict(qk_layernorm=True),
}


class ShardingTest(unittest.TestCase):
    @staticmethod
    def tiny_llama():
        from transformers import LlamaConfig, LlamaModel

        config = LlamaConfig(**TINY, attn_implementation="eager")
        torch.manual_seed(7)
        return LlamaModel(config).eval()

    def test_shards_are_megatron_slices(self):
        model = self.tiny_llama()
        before = {n: p.detach().clone() for n, p in model.named_parameters()}
        rng = torch.get_rng_state()
        with tpfuse_torch.tracing_group(2) as group:
            ranks = [tpfuse_torch.shard_decoder(model, r, group) for r in range(2)]
        # No random init of the layers replaced.
        self.assertTrue(torch.equal(torch.get_rng_state(), rng))
        full = dict(model.named_parameters())
        for name, value in full.items():
            pieces = [dict(r.named_parameters())[name] for r in ranks]
            if any(p in name for p in ("q_proj", "k_proj", "v_proj", "gate_proj", "up_proj")):
                self.assertTrue(torch.equal(torch.cat(pieces, 0), value), name)
            elif any(p in name for p in ("o_proj", "down_proj")):
                self.assertTrue(torch.equal(torch.cat(pieces, 1), value), name)
            else:
                # Replicated: shared with the model, not copied.
                self.assertTrue(all(p is value for p in pieces), name)
                continue
            for piece in pieces:
                self.assertNotEqual(piece.untyped_storage().data_ptr(),
                                    value.untyped_storage().data_ptr(), name)
                self.assertFalse(piece.requires_grad, name)
        # The model itself is untouched.
        self.assertIsInstance(model.layers[0].mlp.down_proj, torch.nn.Linear)
        self.assertIsInstance(model.layers[0].self_attn.q_proj, torch.nn.Linear)
        self.assertEqual(sorted(full), sorted(before))
        for name, value in full.items():
            self.assertTrue(torch.equal(value, before[name]), name)
            self.assertEqual(value.shape, before[name].shape, name)

    def test_heads_that_do_not_split_are_refused(self):
        with tpfuse_torch.tracing_group(4) as group:
            model = self.tiny_llama()
            model.config.num_key_value_heads = 3
            with self.assertRaisesRegex(ExportError, "num_key_value_heads = 3 neither splits over 4"):
                tpfuse_torch.shard_decoder(model, 0, group)
            model.config.num_key_value_heads = 2
            model.config.num_attention_heads = 6
            with self.assertRaisesRegex(ExportError, "num_attention_heads = 6 does not split over 4"):
                tpfuse_torch.shard_decoder(model, 0, group)

    def test_fewer_kv_heads_than_ranks_are_replicated(self):
        """2 k/v heads over 4 ranks: ranks 0 and 1 hold head 0, ranks 2 and 3
        head 1, each for its one query head."""
        model = self.tiny_llama()  # 4 query heads, 2 k/v heads of 16
        with tpfuse_torch.tracing_group(4) as group:
            ranks = [tpfuse_torch.shard_decoder(model, r, group) for r in range(4)]
        full = model.layers[0].self_attn
        for rank, shard in enumerate(ranks):
            attention = shard.layers[0].self_attn
            head = rank // 2
            for projection in ("k_proj", "v_proj"):
                expected = getattr(full, projection).weight[16 * head : 16 * (head + 1)]
                self.assertTrue(torch.equal(getattr(attention, projection).weight, expected))
            self.assertEqual(attention.q_proj.weight.shape, (16, HIDDEN))
            self.assertEqual(attention.num_key_value_groups, 1)

    def test_sharded_ranks_compute_the_unsharded_model(self):
        """Two real ranks (gloo, separate processes) run their shards with
        PyTorch's own all-reduce, in each spelling; the result is the
        unsharded model's, for several architectures."""
        from transformers import AutoConfig, AutoModel

        for model_type, extra in ARCHITECTURES.items():
            with self.subTest(model_type):
                config = AutoConfig.for_model(
                    model_type.split("+")[0], **{**TINY, **extra}, attn_implementation="eager",
                    pad_token_id=0,
                )
                torch.manual_seed(11)
                model = AutoModel.from_config(config).eval()
                if any(hasattr(m, "experts") for m in model.modules()):
                    model.set_experts_implementation("batched_mm")
                with tpfuse_torch.tracing_group(2) as group:
                    shard = tpfuse_torch.shard_decoder(model, 0, group)
                # Sharded, not computed whole on each rank: of every
                # parameter either the model's own (replicated), a half, or
                # a copy of a row-parallel layer's bias (added after the sum).
                full = dict(model.named_parameters())
                sliced = {n: p for n, p in shard.named_parameters() if p is not full[n]}
                self.assertTrue(sliced, model_type)
                for name, value in sliced.items():
                    if name.endswith("bias") and torch.equal(value, full[name]):
                        continue
                    if config.num_key_value_heads == 1 and re.search(r"\.[kv]_proj\.", name):
                        self.assertTrue(torch.equal(value, full[name]), name)
                        continue
                    self.assertEqual(2 * value.numel(), full[name].numel(), name)
                ids = torch.randint(0, 32, (1, 9))
                expected = model(ids, use_cache=False).last_hidden_state
                with tempfile.TemporaryDirectory() as directory:
                    torch.multiprocessing.spawn(
                        _run_rank, args=(model, ids, directory), nprocs=2, join=True
                    )
                    for rank in range(2):
                        got = torch.load(pathlib.Path(directory) / f"rank{rank}.pt")
                        torch.testing.assert_close(got, expected, rtol=1e-5, atol=1e-5)

    def test_layouts_it_cannot_shard_are_refused(self):
        from transformers import AutoConfig, AutoModel

        refusals = {
            "olmo2": "q_norm normalizes across all heads",
            "gpt2": "a fused q/k/v projection",
            "gpt_oss": "experts with biases are not sharded",
        }
        with tpfuse_torch.tracing_group(2) as group:
            for model_type, message in refusals.items():
                config = AutoConfig.for_model(model_type, **TINY, pad_token_id=0)
                model = AutoModel.from_config(config)
                if any(hasattr(m, "experts") for m in model.modules()):
                    model.set_experts_implementation("batched_mm")
                with self.assertRaisesRegex(ExportError, message):
                    tpfuse_torch.shard_decoder(model, 0, group)
            # Experts whose computation depends on the routing's data.
            config = AutoConfig.for_model("qwen3_moe", **{**TINY, **ARCHITECTURES["qwen3_moe"]})
            model = AutoModel.from_config(config)
            model.set_experts_implementation("grouped_mm")
            with self.assertRaisesRegex(ExportError, "`grouped_mm` experts implementation does not export"):
                tpfuse_torch.shard_decoder(model, 0, group)

            # A projection of no known layout is never computed whole on
            # every rank in silence.
            class Extra(torch.nn.Module):
                def __init__(self):
                    super().__init__()
                    self.mlp = torch.nn.Module()
                    self.mlp.gate_proj = torch.nn.Linear(8, 16)
                    self.mlp.up_proj = torch.nn.Linear(8, 16)
                    self.mlp.down_proj = torch.nn.Linear(16, 8)
                    self.adapter = torch.nn.Linear(8, 8)

            with self.assertRaisesRegex(ExportError, "adapter: a projection of a layout shard_decoder does not know"):
                tpfuse_torch.shard_decoder(Extra(), 0, group)


class Fp8Test(unittest.TestCase):
    @staticmethod
    def tiny_fp8_llama():
        from tpfuse_torch.fp8 import quantize_decoder_fp8

        model = ShardingTest.tiny_llama().to(torch.bfloat16)
        calibration = torch.randint(0, 32, (1, 24), generator=torch.Generator().manual_seed(5))
        return model, quantize_decoder_fp8(model, calibration)

    def test_projections_are_fp8_and_share_their_norms_quantization(self):
        from tpfuse_torch.fp8 import FP8, Fp8Linear, QuantizingNorm

        model, fp8 = self.tiny_fp8_llama()
        for layer in fp8.layers:
            attention, mlp = layer.self_attn, layer.mlp
            for norm, projections in (
                (layer.input_layernorm, (attention.q_proj, attention.k_proj, attention.v_proj)),
                (layer.post_attention_layernorm, (mlp.gate_proj, mlp.up_proj)),
            ):
                self.assertIsInstance(norm, QuantizingNorm)
                for projection in projections:
                    self.assertIsInstance(projection, Fp8Linear)
                    self.assertIs(projection.input_scale, norm.input_scale)
            for projection in (attention.o_proj, mlp.down_proj):
                self.assertIsInstance(projection, Fp8Linear)
                self.assertNotIn(projection.input_scale, [n.input_scale for n in (layer.input_layernorm, layer.post_attention_layernorm)])
            for projection in (attention.q_proj, attention.o_proj, mlp.down_proj):
                self.assertEqual(projection.weight.dtype, FP8)
                self.assertEqual(projection.weight_scale.shape, ())
                # The weight's amax is e4m3's largest value, 448.
                self.assertEqual(projection.weight.float().abs().max().item(), 448.0)
        # The model itself is untouched.
        self.assertIsInstance(model.layers[0].self_attn.q_proj, torch.nn.Linear)
        ids = torch.randint(0, 32, (1, 9), generator=torch.Generator().manual_seed(6))
        with torch.no_grad():
            expected = model(ids, use_cache=False).last_hidden_state.float()
            got = fp8(ids, use_cache=False).last_hidden_state.float()
        # Quantization error, not another model.
        self.assertLess((got - expected).abs().mean() / expected.abs().mean(), 0.1)

    def test_sharded_ranks_compute_the_unsharded_fp8_model(self):
        """Two real ranks (gloo) run their shards: column slices and row
        slices of the e4m3 weights, the scales replicated. Each rank's
        row-parallel product is rounded to bf16 before the sum, and a bf16
        ulp of difference before a quantization moves an e4m3 value by one
        of its ulps (1/8) once in about 16 elements: the outputs (RMS 1)
        differ by 0.013 on average, at most 0.07, where a wrong shard moves
        them by the model's scale."""
        _, fp8 = self.tiny_fp8_llama()
        with tpfuse_torch.tracing_group(2) as group:
            ranks = [tpfuse_torch.shard_decoder(fp8, r, group) for r in range(2)]
        layer = [r.layers[0] for r in ranks]
        full = fp8.layers[0]
        self.assertTrue(torch.equal(
            torch.cat([l.self_attn.k_proj.weight.view(torch.uint8) for l in layer], 0),
            full.self_attn.k_proj.weight.view(torch.uint8)))
        self.assertTrue(torch.equal(
            torch.cat([l.mlp.down_proj.weight.view(torch.uint8) for l in layer], 1),
            full.mlp.down_proj.weight.view(torch.uint8)))
        for l in layer:
            self.assertIs(l.mlp.down_proj.weight_scale, full.mlp.down_proj.weight_scale)
            self.assertIs(l.self_attn.q_proj.input_scale, l.input_layernorm.input_scale)
        ids = torch.randint(0, 32, (1, 9), generator=torch.Generator().manual_seed(6))
        with torch.no_grad():
            expected = fp8(ids, use_cache=False).last_hidden_state
        with tempfile.TemporaryDirectory() as directory:
            torch.multiprocessing.spawn(_run_rank, args=(fp8, ids, directory), nprocs=2, join=True)
            for rank in range(2):
                got = torch.load(pathlib.Path(directory) / f"rank{rank}.pt")
                difference = (got.float() - expected.float()).abs()
                self.assertLess(difference.max(), 2**-2)
                self.assertLess(difference.mean(), 2**-5)

    def test_layouts_it_cannot_convert_are_refused(self):
        from transformers import AutoConfig, AutoModel

        from tpfuse_torch.fp8 import quantize_decoder_fp8

        ids = torch.zeros(1, 4, dtype=torch.int64)
        # Gemma 2's post_attention_layernorm normalizes the attention's
        # output, not the MLP's input.
        config = AutoConfig.for_model("gemma2", **TINY, attn_implementation="eager", pad_token_id=0)
        with self.assertRaisesRegex(ExportError, "mlp.gate_proj does not read .*post_attention_layernorm's output"):
            quantize_decoder_fp8(AutoModel.from_config(config).eval(), ids)
        config = AutoConfig.for_model("qwen2", **TINY, pad_token_id=0)
        with self.assertRaisesRegex(ExportError, "a projection with a bias"):
            quantize_decoder_fp8(AutoModel.from_config(config).eval(), ids)


class RoutingDecompositionTest(unittest.TestCase):
    def test_topk_is_torch_topk(self):
        """Values and indices as torch.topk's, NaN and infinities included,
        for the largest and the smallest, along any dimension; equal values
        in index order."""
        topk = decomposition_table()[aten.topk.default]
        generator = torch.Generator().manual_seed(5)
        row = torch.randn(6, 9, 16, generator=generator)
        row[0, 0, 3] = float("nan")
        row[1, 2, 4] = float("-inf")
        row[2, 1, 5] = float("inf")
        for dim in (-1, 1, 0):
            for largest in (True, False):
                for k in (1, 2, 6):
                    expected = torch.topk(row, k, dim=dim, largest=largest)
                    got = topk(row, k, dim=dim, largest=largest)
                    torch.testing.assert_close(got[0], expected.values, equal_nan=True)
                    self.assertTrue(torch.equal(got[1], expected.indices), (dim, largest, k))
        ties = torch.tensor([[1.0, 3.0, 3.0, 2.0, 3.0]])
        self.assertEqual(topk(ties, 3)[1].tolist(), [[1, 2, 4]])
        with self.assertRaisesRegex(ExportError, "only rows of at most"):
            topk(torch.zeros(2, 5000), 2)

    def test_scatter_value_is_torch_scatter(self):
        scatter = decomposition_table()[aten.scatter.value]
        generator = torch.Generator().manual_seed(6)
        for dim in (0, 1, -1):
            target = torch.randn(4, 7, generator=generator)
            size = list(target.shape)
            size[dim] = 3
            index = torch.randint(0, target.shape[dim], size, generator=generator)
            self.assertTrue(torch.equal(scatter(target, dim, index, 1.5), target.scatter(dim, index, 1.5)))

    def test_router_exports_without_tm_tensor(self):
        """DeepSeek-V3's grouped top-k router (top-k of groups, a group mask
        scattered, top-k of experts, gather) lowers to linalg only."""
        from transformers import AutoConfig
        from transformers.models.deepseek_v3.modeling_deepseek_v3 import DeepseekV3TopkRouter

        config = AutoConfig.for_model("deepseek_v3", **{**TINY, **ARCHITECTURES["deepseek_v3"]})
        router = DeepseekV3TopkRouter(config)
        torch.manual_seed(3)
        torch.nn.init.normal_(router.weight)
        x = torch.randn(5, TINY["hidden_size"])
        exported = tpfuse_torch.export(
            router, (x,), dynamic_shapes=({0: torch.export.Dim("tokens", min=1, max=64)},)
        )
        self.assertNotIn("tm_tensor", exported.mlir)
        tpfuse_opt(exported.mlir, "-tp-aot-pipeline")


class NextNTest(unittest.TestCase):
    def test_deepseek_v3_with_its_nextn_layer_fuses_every_boundary(self):
        """The seed's case: the NextN layer's post-MoE sum is paid inside
        shared_head.norm, and the main model's last one inside its final
        norm, whose sum the NextN layer's hnorm also reads."""
        from transformers import AutoConfig, AutoModel
        from tpfuse_torch import hf
        from tpfuse_torch.nextn import ModelWithNextN

        config = AutoConfig.for_model("deepseek_v3", **{**TINY, **ARCHITECTURES["deepseek_v3"]})
        torch.manual_seed(4)
        model = AutoModel.from_config(config, attn_implementation="eager", dtype=torch.bfloat16)
        model.set_experts_implementation("batched_mm")
        model = ModelWithNextN(model.eval()).eval()
        ids = torch.randint(0, 32, (1, 6))
        main, nextn = model(ids)
        self.assertEqual((main.shape, nextn.shape), ((1, 6, 64), (1, 6, 64)))
        exported, weights = hf.export_decoder(model, 2, 16)
        self.assertEqual(exported.all_reduces, 6)
        self.assertEqual([o.shape for o in exported.outputs], [(1, "tokens", 64)] * 2)
        fused = tpfuse_opt(
            exported.mlir, "-tp-raise-rms-norm", "-tp-fuse-allreduce-norm", "-tp-verify-ownership"
        )
        self.assertEqual(fused.count("tp.all_reduce_add_rms_norm"), 6)
        self.assertNotIn("tp.all_reduce %", fused)
        # The last fused norm is shared_head.norm: its result is returned.
        last = fused.rindex("tp.all_reduce_add_rms_norm")
        self.assertIn("return", fused[last:])
        self.assertEqual(len(weights), 2)

    def test_only_models_of_deepseek_v3s_layout_take_a_nextn_layer(self):
        from transformers import AutoConfig, AutoModel
        from tpfuse_torch.nextn import ModelWithNextN

        model = AutoModel.from_config(AutoConfig.for_model("llama", **TINY))
        with self.assertRaisesRegex(ExportError, "multi-head latent attention"):
            ModelWithNextN(model)


class CommandLineTest(unittest.TestCase):
    def test_exports_a_qwen2_causal_lm_from_its_config(self):
        """Another architecture than the Llama the tests commit: q/k/v biases
        (column-parallel), tied embeddings, the LM head."""
        from tpfuse_torch import hf

        config = {
            "model_type": "qwen2",
            "hidden_size": 64,
            "intermediate_size": 128,
            "num_hidden_layers": 2,
            "num_attention_heads": 4,
            "num_key_value_heads": 2,
            "vocab_size": 32,
            "tie_word_embeddings": True,
        }
        with tempfile.TemporaryDirectory() as directory:
            root = pathlib.Path(directory)
            (root / "config.json").write_text(json.dumps(config))
            for tp in (1, 2):
                out = root / f"tp{tp}"
                self.assertEqual(
                    hf.main([str(root / "config.json"), "--tp", str(tp), "--out", str(out),
                             "--causal-lm", "--max-tokens", "32"]),
                    0,
                )
                manifest = json.loads((out / "manifest.json").read_text())
                self.assertEqual(manifest["all_reduces"], 0 if tp == 1 else 4)
                self.assertEqual(manifest["inputs"], [{"dtype": "int64", "shape": [1, "tokens"]}])
                self.assertEqual(manifest["outputs"], [{"dtype": "bfloat16", "shape": [1, "tokens", 32]}])
                self.assertEqual(manifest["dims"], {"tokens": [1, 32]})
                self.assertEqual((manifest["tp"], manifest["model"]), (tp, str(root / "config.json")))
                for rank in range(tp):
                    size = (out / f"weights_rank{rank}.bin").stat().st_size
                    self.assertEqual(size, 2 * manifest["weights"])
                mlir = (out / f"model_tp{tp}.mlir").read_text()
                self.assertRegex(mlir, r"-> tensor<1x\?x32xbf16>")
                fused = tpfuse_opt(mlir, "-tp-raise-rms-norm", "-tp-fuse-allreduce-norm")
                self.assertEqual(fused.count("tp.all_reduce_add_rms_norm"), 0 if tp == 1 else 4)
            self.assertEqual(
                hf.main([str(root / "config.json"), "--tp", "3", "--out", str(root / "tp3")]), 1
            )
            # --reference: the unsharded model's logits for seeded ids.
            out = root / "reference"
            self.assertEqual(
                hf.main([str(root / "config.json"), "--tp", "2", "--out", str(out), "--causal-lm",
                         "--max-tokens", "8", "--reference", "--reference-tokens", "3"]),
                0,
            )
            manifest = json.loads((out / "manifest.json").read_text())
            self.assertEqual(manifest["reference"], {"ids": "reference_ids.npy",
                                                     "outputs": ["reference_output0.npy"]})
            ids = np.load(out / "reference_ids.npy")
            logits = np.load(out / "reference_output0.npy")
            self.assertEqual((ids.dtype, ids.shape, logits.dtype, logits.shape),
                             (np.int64, (1, 3), np.float32, (1, 3, 32)))
            self.assertEqual(
                hf.main([str(root / "config.json"), "--tp", "2", "--out", str(out), "--max-tokens",
                         "8", "--reference", "--reference-tokens", "9"]),
                1,
            )
            self.assertEqual(
                hf.main([str(root / "config.json"), "--tp", "2", "--out", str(out), "--nextn"]), 1
            )


def _run_rank(rank, model, ids, directory):
    store = dist.FileStore(str(pathlib.Path(directory) / "store"), 2)
    dist.init_process_group("gloo", store=store, rank=rank, world_size=2)
    try:
        group = tpfuse_torch.TensorParallelGroup("tp", 2, dist.group.WORLD)
        for spelling in SPELLINGS:
            shard = tpfuse_torch.shard_decoder(model, rank, group, spelling)
            with torch.no_grad():
                hidden = shard(ids, use_cache=False).last_hidden_state
            if spelling == SPELLINGS[0]:
                first = hidden
            elif not torch.equal(hidden, first):
                raise AssertionError(f"{spelling} computes another result")
        torch.save(first, pathlib.Path(directory) / f"rank{rank}.pt")
    finally:
        dist.destroy_process_group()


if __name__ == "__main__":
    unittest.main()
