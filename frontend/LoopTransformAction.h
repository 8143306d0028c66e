//===- LoopTransformAction.h - loopcc's frontend action ----------*- C++ -*-===//
//
// Wraps the action clang would run for the command line (emit object,
// assembly, IR, syntax only) and adds `#pragma loop transform`: the pragma
// handler, the binding of chains to loops after parsing, and the passes that
// carry the chains through LLVM's pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_FRONTEND_LOOPTRANSFORMACTION_H
#define LOOPCC_FRONTEND_LOOPTRANSFORMACTION_H

#include "frontend/OpenMPMeaning.h"

#include "clang/Frontend/FrontendAction.h"

#include <memory>

namespace loopcc {

class DiagnosticCounter;
class TranslationUnitChains;

/// What one attempt at a unit does about OpenMP's loop transformations
/// (OpenMPMeaning.h).
struct OpenMPAttempt {
  /// Which go to clang.
  OpenMPHandover Handover;
  /// This attempt only finds which the engine does not apply.
  bool Probe = false;
  /// Nothing is decided: the first OpenMP transformation found stops the
  /// attempt (needsOpenMPProbe) for a probe.
  bool MayProbe = false;
};

class LoopTransformAction : public clang::WrapperFrontendAction {
public:
  /// \p LoopsHaveLocations tells whether CodeGen will give loops source
  /// locations; if a directive turns up without them, the unit must be
  /// compiled again (see LocationTracking.h).
  LoopTransformAction(std::unique_ptr<clang::FrontendAction> Wrapped,
                      bool LoopsHaveLocations, DiagnosticCounter *Counter,
                      OpenMPAttempt OpenMP = {});
  ~LoopTransformAction() override;

  /// After a probe: the OpenMP transformations the engine did not apply.
  OpenMPHandover openMPStepsNotApplied() const;
  /// The unit has OpenMP loop transformations, and is to be probed.
  bool needsOpenMPProbe() const;

  bool needsLocationRerun() const;
  unsigned diagnosticsBeforeRerunDecision() const;

protected:
  bool BeginSourceFileAction(clang::CompilerInstance &CI) override;
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef InFile) override;
  void EndSourceFile() override;

private:
  std::unique_ptr<TranslationUnitChains> Chains;
};

} // namespace loopcc

#endif
