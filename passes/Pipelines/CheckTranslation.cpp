//===- CheckTranslation.cpp - The output as mlir-translate reads it -------===//
//
// tp-aot-pipeline's output goes to `mlir-translate --mlir-to-llvmir`, which
// parses it as text in a context holding only the dialects that translate
// to LLVM IR, then translates it. Checks of op names and attributes catch
// what our passes know of; this pass does what mlir-translate does, in
// process, so that the pipeline never exits 0 on output it would reject.
//
//===----------------------------------------------------------------------===//

#include "LlvmTypes.h"
#include "StoredConstants.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "tpfuse/Pipelines/Passes.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"

namespace tpfuse {
#define GEN_PASS_DEF_TPCHECKTRANSLATION
#include "tpfuse/Pipelines/Passes.h.inc"
} // namespace tpfuse

using namespace mlir;

namespace {

struct TPCheckTranslationPass
    : public tpfuse::impl::TPCheckTranslationBase<TPCheckTranslationPass> {
  using TPCheckTranslationBase::TPCheckTranslationBase;

  void runOnOperation() override {
    // With locations, so that each error says where it comes from.
    std::string text;
    llvm::raw_string_ostream printed(text);
    getOperation()->print(printed, OpPrintingFlags().enableDebugInfo());

    // What mlir-translate registers for --mlir-to-llvmir.
    DialectRegistry registry;
    registry.insert<DLTIDialect, func::FuncDialect>();
    registerAllToLLVMIRTranslations(registry);
    MLIRContext context(registry, MLIRContext::Threading::DISABLED);
    std::string reasons;
    bool parsed = false;
    ScopedDiagnosticHandler collect(&context, [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error) {
        if (!reasons.empty())
          reasons += "; ";
        llvm::raw_string_ostream reason(reasons);
        // Where the translator's errors come from; the parser's point into
        // the printed text.
        auto file = diagnostic.getLocation()->findInstanceOf<FileLineColLoc>();
        if (parsed && file)
          reason << file.getFilename().getValue() << ":" << file.getLine()
                 << ":" << file.getColumn() << ": ";
        reason << diagnostic.str();
      }
      return success();
    });

    OwningOpRef<Operation *> reparsed =
        parseSourceString(text, ParserConfig(&context));
    // Not the module's emitError, which would print all of it in a note.
    Location location = getOperation()->getLoc();
    if (!reparsed) {
      emitError(location)
          << "tp-aot-pipeline's output does not parse as mlir-translate "
             "reads it: "
          << reasons;
      return signalPassFailure();
    }
    parsed = true;
    // Upstream's translation crashes on these rather than failing: types
    // LLVM IR does not have, constants of no static shape or whose blob is
    // not their type's size (each reported through the handler above).
    WalkResult unfit = reparsed->walk([&](Operation *op) {
      if (std::optional<Type> type = tpfuse::firstNonLlvmType(op)) {
        llvm::raw_string_ostream(reasons)
            << "type " << *type << " of '" << op->getName()
            << "' has no counterpart in LLVM IR";
        return WalkResult::interrupt();
      }
      bool stored = tpfuse::checkStoredGlobal(op, maxConstantBytes);
      op->getAttrDictionary().walk([&](ElementsAttr constant) {
        stored &= tpfuse::checkStoredConstant(op, constant, maxConstantBytes);
      });
      return stored ? WalkResult::advance() : WalkResult::interrupt();
    });
    if (unfit.wasInterrupted()) {
      emitError(location)
          << "tp-aot-pipeline's output does not translate to LLVM IR: "
          << reasons;
      return signalPassFailure();
    }
    llvm::LLVMContext llvmContext;
    if (!translateModuleToLLVMIR(reparsed.get(), llvmContext)) {
      // LLVM's verifier reports to stderr only.
      if (reasons.empty())
        reasons = "LLVM's verifier rejects the translated module";
      emitError(location)
          << "tp-aot-pipeline's output does not translate to LLVM IR: "
          << reasons;
      return signalPassFailure();
    }
  }
};

} // namespace
