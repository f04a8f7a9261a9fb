// RUN: tpfuse-opt %s -split-input-file -verify-diagnostics

// Every parse and verifier error of #tp.parallel_config. Each case would pass
// silently if its check were removed, since -verify-diagnostics fails on a
// missing error.

//===----------------------------------------------------------------------===//
// Keys: each exactly once, no other
//===----------------------------------------------------------------------===//

// expected-error @below {{#tp.parallel_config is missing 'cp': every key is required (group, ep, cp, dp_attention, moe_a2a, moe_cp_all_gather, attention_input, mlp_input)}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{#tp.parallel_config is missing 'group', 'mlp_input': every key is required}}
module attributes {tp.parallel_config = #tp.parallel_config<ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full>} {}

// -----

// expected-error @below {{#tp.parallel_config is missing 'group', 'ep', 'cp', 'dp_attention', 'moe_a2a', 'moe_cp_all_gather', 'attention_input', 'mlp_input'}}
module attributes {tp.parallel_config = #tp.parallel_config<>} {}

// -----

// A typo is an error, never a default.
// expected-error @below {{unknown key 'dp_atention' in #tp.parallel_config; the keys are group, ep, cp, dp_attention, moe_a2a, moe_cp_all_gather, attention_input, mlp_input}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_atention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// The dictionary's keys are not the attribute's: the group states the size.
// expected-error @below {{unknown key 'tp_group' in #tp.parallel_config}}
module attributes {tp.parallel_config = #tp.parallel_config<tp_group = "tp", tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{unknown key 'tp' in #tp.parallel_config}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, tp = 2, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{key 'ep' appears twice in #tp.parallel_config}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, ep = 2, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{expected a key of #tp.parallel_config (group, ep, cp, dp_attention, moe_a2a, moe_cp_all_gather, attention_input, mlp_input)}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full,>} {}

// -----

// expected-error @below {{expected '='}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

//===----------------------------------------------------------------------===//
// group: a valid #tp.group
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'group' must be a #tp.group attribute (e.g. #tp.group<"tp", size = 2>), got "tp"}}
module attributes {tp.parallel_config = #tp.parallel_config<group = "tp", ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{group name must not be empty}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{group size must be at least 1, got 0}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 0>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

//===----------------------------------------------------------------------===//
// ep, cp: integers of at least 1 that fit in 64 bits; ep divides the TP size
//===----------------------------------------------------------------------===//

// -----

// expected-error @below {{'ep' (the expert-parallel size) must be at least 1, got 0}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 0, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'cp' (the context-parallel size) must be at least 1, got -2}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = -2, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// Experts are split over ep ranks within the TP ranks.
// expected-error @below {{'ep' (3) must divide the size of the TP group #tp.group<"tp", size = 4> (4)}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 4>, ep = 3, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// 2^65 + 2: never truncated into a plausible size.
// expected-error @below {{'ep' must fit in 64 bits, got 36893488147419103234}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 36893488147419103234, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'cp' must fit in 64 bits, got -9223372036854775809}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = -9223372036854775809, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// A boolean is not a size (MLIR would read true as 1).
// expected-error @below {{'ep' must be an integer, got 'true'}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = true, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'cp' must be an integer}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = "1", dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

//===----------------------------------------------------------------------===//
// Booleans, moe_a2a, layouts
//===----------------------------------------------------------------------===//

// -----

// An integer is not a boolean.
// expected-error @below {{'dp_attention' must be true or false}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = 0, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'moe_cp_all_gather' must be true or false}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = "false", attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'moe_a2a' must not be empty: write "none" when no MoE all-to-all backend is used}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "", moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'moe_a2a' must be a string: "none" or the name of the MoE all-to-all backend}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = none, moe_cp_all_gather = false, attention_input = full, mlp_input = full>} {}

// -----

// expected-error @below {{'mlp_input' must be full or scattered}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = full, mlp_input = partial>} {}

// -----

// expected-error @below {{'attention_input' must be full or scattered}}
module attributes {tp.parallel_config = #tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, attention_input = 1, mlp_input = full>} {}
