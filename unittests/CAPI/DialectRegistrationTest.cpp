//===- DialectRegistrationTest.cpp - tpfuse through MLIR's C API ----------===//

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/RegisterEverything.h"
#include "tpfuse-c/Dialects.h"
#include "gtest/gtest.h"

#include <string>

namespace {

const char *kBoundary = R"mlir(
  func.func @boundary(%p: !tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
                      %r: tensor<?x7168xbf16>, %w: tensor<7168xbf16>)
      -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>) {
    %n, %o = tp.all_reduce_add_rms_norm %p, %r, %w epsilon = 1.0e-06
        : (!tp.partial<tensor<?x7168xbf16>, #tp.group<"tp", size = 2>>,
           tensor<?x7168xbf16>, tensor<7168xbf16>)
        -> (tensor<?x7168xbf16>, tensor<?x7168xbf16>)
    return %n, %o : tensor<?x7168xbf16>, tensor<?x7168xbf16>
  }
)mlir";

class CAPITest : public ::testing::Test {
protected:
  CAPITest() : context(mlirContextCreate()) {
    MlirDialectRegistry registry = mlirDialectRegistryCreate();
    mlirRegisterAllDialects(registry);
    mlirContextAppendDialectRegistry(context, registry);
    mlirDialectRegistryDestroy(registry);
    // Keep parse failures of the negative test off the test's output.
    mlirContextSetAllowUnregisteredDialects(context, false);
  }
  ~CAPITest() override { mlirContextDestroy(context); }

  MlirModule parse(const char *source) {
    return mlirModuleCreateParse(context,
                                 mlirStringRefCreateFromCString(source));
  }

  MlirContext context;
};

static void appendToString(MlirStringRef chunk, void *userData) {
  static_cast<std::string *>(userData)->append(chunk.data, chunk.length);
}

TEST_F(CAPITest, ParsingNeedsTheDialectHandle) {
  MlirDiagnosticHandlerID silence = mlirContextAttachDiagnosticHandler(
      context,
      [](MlirDiagnostic, void *) { return mlirLogicalResultSuccess(); },
      nullptr, nullptr);
  EXPECT_TRUE(mlirModuleIsNull(parse(kBoundary)));
  mlirContextDetachDiagnosticHandler(context, silence);

  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tp__(), context);
  MlirModule module = parse(kBoundary);
  ASSERT_FALSE(mlirModuleIsNull(module));
  mlirModuleDestroy(module);
}

TEST_F(CAPITest, PassesRunFromATextualPipeline) {
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__tp__(), context);
  tpfuseRegisterAllPasses();
  MlirModule module = parse(kBoundary);
  ASSERT_FALSE(mlirModuleIsNull(module));

  MlirPassManager pm = mlirPassManagerCreate(context);
  std::string errors;
  MlirLogicalResult parsed =
      mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(pm),
                            mlirStringRefCreateFromCString(
                                "builtin.module(tp-decompose-fused-norms)"),
                            appendToString, &errors);
  ASSERT_TRUE(mlirLogicalResultIsSuccess(parsed)) << errors;
  MlirOperation op = mlirModuleGetOperation(module);
  ASSERT_TRUE(mlirLogicalResultIsSuccess(mlirPassManagerRunOnOp(pm, op)));

  std::string printed;
  mlirOperationPrint(op, appendToString, &printed);
  EXPECT_EQ(printed.find("tp.all_reduce_add_rms_norm"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("tp.all_reduce %"), std::string::npos) << printed;
  EXPECT_NE(printed.find("tp.add_rms_norm"), std::string::npos) << printed;

  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

} // namespace
