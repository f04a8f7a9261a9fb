//===- ScaleGeometryTest.cpp - A call's scale layout, computed once -------===//
//
// ScaleGeometry (common/QuantLayout.h) is what both quantizers place scales
// with: the host quantizer, and the CUDA kernels, which get it as a launch
// parameter. For every scheme, format, layout and group size that the
// argument checks accept, over token counts on both sides of the layouts'
// padding (4 and 128 rows) and hidden sizes with and without padding
// columns: its fields are the layout functions' values, and the slots
// (t, g) of the padded layout cover the output's byte size exactly once.
//
//===----------------------------------------------------------------------===//

#include "common/Arguments.h"
#include "common/QuantLayout.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace tpfuse::runtime;

namespace {

/// Quantized problems the argument checks accept; the buffers are never
/// touched, only their presence is checked.
std::vector<NormProblem> acceptedProblems(int64_t tokens, int64_t hidden) {
  static char buffer[16];
  std::vector<NormProblem> accepted;
  for (int quant = TPFUSE_QUANT_FP8_STATIC; quant <= TPFUSE_QUANT_MXFP4;
       ++quant)
    for (int format = TPFUSE_SCALE_F32; format <= TPFUSE_SCALE_UE8M0; ++format)
      for (int layout = TPFUSE_SCALE_ROW_MAJOR;
           layout <= TPFUSE_SCALE_SWIZZLED_128X4; ++layout)
        for (int64_t group : {0, 16, 32, 64, 128})
          for (bool scaleIn : {false, true}) {
            NormProblem problem{};
            problem.input = problem.weight = buffer;
            problem.normed = buffer;
            problem.tokens = tokens;
            problem.hidden = hidden;
            problem.dtype = TPFUSE_DTYPE_BF16;
            problem.epsilon = 1e-6f;
            problem.quant = tpfuse_quant_scheme(quant);
            problem.scaleFormat = tpfuse_scale_format(format);
            problem.scaleLayout = tpfuse_scale_layout(layout);
            problem.groupSize = group;
            problem.minScale = quant == TPFUSE_QUANT_FP8_PER_TOKEN ||
                                       quant == TPFUSE_QUANT_FP8_PER_GROUP
                                   ? 1e-10f
                                   : 0.0f;
            problem.scaleIn = scaleIn ? buffer : nullptr;
            problem.quantized = buffer;
            problem.scales =
                quant == TPFUSE_QUANT_FP8_STATIC ? nullptr : buffer;
            if (checkQuantization("test", problem) == TPFUSE_SUCCESS)
              accepted.push_back(problem);
          }
  return accepted;
}

std::string describe(const NormProblem &problem) {
  return "quant " + std::to_string(problem.quant) + ", format " +
         std::to_string(problem.scaleFormat) + ", layout " +
         std::to_string(problem.scaleLayout) + ", group " +
         std::to_string(problem.groupSize) + ", tokens " +
         std::to_string(problem.tokens) + ", hidden " +
         std::to_string(problem.hidden);
}

TEST(ScaleGeometryTest, FieldsAreTheLayoutFunctions) {
  int checked = 0;
  for (int64_t tokens : {1, 3, 4, 5, 127, 128, 130})
    for (int64_t hidden : {256, 1056, 7168})
      for (const NormProblem &problem : acceptedProblems(tokens, hidden)) {
        const ScaleGeometry geometry = scaleGeometry(problem);
        SCOPED_TRACE(describe(problem));
        EXPECT_EQ(geometry.layout, problem.scaleLayout);
        EXPECT_EQ(geometry.slotBytes, scaleSlotBytes(problem));
        EXPECT_EQ(geometry.groups, scalesPerToken(problem));
        EXPECT_EQ(geometry.layoutGroups, scaleLayoutGroups(problem));
        EXPECT_EQ(geometry.layoutTokens, scaleLayoutTokens(problem));
        ++checked;
      }
  // Every scheme and layout the runtime supports contributes.
  EXPECT_GT(checked, 7 * 3 * 12);
}

TEST(ScaleGeometryTest, SlotsCoverTheScalesOnce) {
  int layoutsSeen[4] = {};
  for (int64_t tokens : {1, 3, 4, 5, 127, 128, 130})
    for (int64_t hidden : {256, 1056, 7168})
      for (const NormProblem &problem : acceptedProblems(tokens, hidden)) {
        if (problem.quant == TPFUSE_QUANT_FP8_STATIC)
          continue; // no scales
        SCOPED_TRACE(describe(problem));
        const ScaleGeometry geometry = scaleGeometry(problem);
        int64_t bytes = 0;
        ASSERT_TRUE(scalesBytes(problem, bytes));
        std::vector<int> writes(size_t(bytes), 0);
        for (int64_t t = 0; t < geometry.layoutTokens; ++t)
          for (int64_t g = 0; g < geometry.layoutGroups; ++g) {
            const int64_t offset = scaleByteOffset(geometry, t, g);
            ASSERT_GE(offset, 0);
            ASSERT_LE(offset + geometry.slotBytes, bytes);
            for (int b = 0; b < geometry.slotBytes; ++b)
              ++writes[size_t(offset + b)];
          }
        for (int64_t b = 0; b < bytes; ++b)
          ASSERT_EQ(writes[size_t(b)], 1) << "byte " << b;
        ++layoutsSeen[problem.scaleLayout];
      }
  for (int layout = 0; layout < 4; ++layout)
    EXPECT_GT(layoutsSeen[layout], 0) << "layout " << layout;
}

} // namespace
