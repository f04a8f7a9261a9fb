"""DeepSeek-V3's multi-token-prediction (NextN) layer, written from the
published layout, since transformers has none (it drops
`model.layers.<num_hidden_layers>.*` when it loads a checkpoint).

The layer predicts the token after next: position t's next token is
embedded and normalized (`enorm`), the main model's last hidden state at t,
before its final norm, is normalized (`hnorm`), both are concatenated and
projected back to the hidden size (`eh_proj`, replicated as SGLang keeps
it), then one decoder layer of the main model's kind runs (MLA and a mixture
of experts), and `shared_head.norm` -- the final consumer of the decoder
layer's partial sum, the boundary the serving stacks leave unfused --
normalizes its output for `shared_head.head`. `ModelWithNextN` runs the main
model and its NextN layer as one program, as a speculative-decoding step
does.
"""

import contextlib

import torch

from .errors import ExportError


class SharedHead(torch.nn.Module):
    def __init__(self, norm, head):
        super().__init__()
        self.norm = norm
        self.head = head


class NextNLayer(torch.nn.Module):
    """The NextN layer of a model of `config` (DeepSeek-V3's: a decoder
    layer class `decoder_class`, its RMSNorm class `norm_class`)."""

    def __init__(self, config, decoder_class, norm_class):
        super().__init__()
        hidden = config.hidden_size
        self.enorm = norm_class(hidden, eps=config.rms_norm_eps)
        self.hnorm = norm_class(hidden, eps=config.rms_norm_eps)
        self.eh_proj = torch.nn.Linear(2 * hidden, hidden, bias=False)
        # A layer past the main model's last: a mixture of experts wherever
        # the model has any (first_k_dense_replace).
        self.decoder = decoder_class(config, layer_idx=config.num_hidden_layers)
        self.shared_head = SharedHead(
            norm_class(hidden, eps=config.rms_norm_eps),
            torch.nn.Linear(hidden, config.vocab_size, bias=False),
        )

    def forward(self, embedded, hidden, rotary, causal_lm: bool):
        """`embedded`: the next tokens' embeddings; `hidden`: the main
        model's last hidden states before its final norm."""
        x = self.eh_proj(torch.cat((self.enorm(embedded), self.hnorm(hidden)), dim=-1))
        tokens = x.shape[1]
        positions = torch.arange(tokens, device=x.device).unsqueeze(0)
        # Eager attention's additive causal mask, as transformers builds it.
        mask = torch.full((tokens, tokens), torch.finfo(x.dtype).min, dtype=x.dtype, device=x.device)
        mask = mask.triu(1)[None, None]
        x = self.decoder(
            x,
            attention_mask=mask,
            position_ids=positions,
            position_embeddings=rotary(x, positions),
        )
        if isinstance(x, tuple):
            x = x[0]
        x = self.shared_head.norm(x)
        return self.shared_head.head(x) if causal_lm else x


@contextlib.contextmanager
def _default_dtype(dtype):
    previous = torch.get_default_dtype()
    torch.set_default_dtype(dtype)
    try:
        yield
    finally:
        torch.set_default_dtype(previous)


class ModelWithNextN(torch.nn.Module):
    """A DeepSeek-V3-style model (`AutoModel` or `AutoModelForCausalLM`) and
    its NextN layer: `forward(input_ids)` returns the main model's output
    (last hidden state, or logits) and the NextN layer's (its
    `shared_head.norm` output, or logits), the NextN layer reading token
    t+1's embedding at position t (the last position wraps to the first
    token, where serving would put the token it just sampled)."""

    def __init__(self, model):
        super().__init__()
        base = getattr(model, "model", model)
        layers = getattr(base, "layers", None)
        if not all(hasattr(base, a) for a in ("embed_tokens", "norm", "rotary_emb")) or not layers:
            raise ExportError(f"{type(model).__name__}: no embed_tokens, layers, norm and rotary_emb to add a NextN layer to")
        last = layers[-1]
        if not hasattr(getattr(last, "self_attn", None), "kv_b_proj"):
            raise ExportError(
                f"{type(model).__name__}: a NextN layer is DeepSeek-V3's (multi-head latent attention); "
                "this model's layers are not"
            )
        self.model = model
        self.config = model.config
        self.causal_lm = base is not model
        dtype = next(p.dtype for p in model.parameters())
        with _default_dtype(dtype):
            self.nextn = NextNLayer(model.config, type(last), type(base.norm))
        # Seeded random weights, initialized as the model's own layers are.
        for module in self.nextn.modules():
            model._init_weights(module)

    def get_input_embeddings(self):
        return self.model.get_input_embeddings()

    def forward(self, input_ids, use_cache=False):
        base = getattr(self.model, "model", self.model)
        captured = []
        handle = base.norm.register_forward_pre_hook(lambda module, args: captured.append(args[0]))
        try:
            output = self.model(input_ids, use_cache=use_cache)
        finally:
            handle.remove()
        main = output.logits if self.causal_lm else output.last_hidden_state
        next_ids = torch.roll(input_ids, -1, dims=1)
        embedded = base.embed_tokens(next_ids)
        return main, self.nextn(embedded, captured[0], base.rotary_emb, self.causal_lm)
