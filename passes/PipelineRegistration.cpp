//===- PipelineRegistration.cpp - loopcc's passes in a PassBuilder --------===//

#include "passes/PipelineRegistration.h"
#include "passes/AttachChains.h"
#include "passes/ChainDiscovery.h"
#include "passes/LoneDirectiveJudge.h"
#include "passes/LoopLoadPREGate.h"
#include "passes/TransformScheduler.h"
#include "passes/locality/SubscriptBounds.h"

#include "llvm/IR/LLVMRemarkStreamer.h"
#include "llvm/IR/Module.h"
#include "llvm/Passes/PassBuilder.h"

namespace {

/// What the passes of one pipeline share.
struct PipelineState {
  std::shared_ptr<loopcc::ChainOutcomes> Outcomes =
      std::make_shared<loopcc::ChainOutcomes>();
  std::shared_ptr<loopcc::PipelineRemarks> Remarks =
      std::make_shared<loopcc::PipelineRemarks>();
};

loopcc::TransformSchedulerPass::Options
schedulerOptions(const loopcc::PipelineHooks &Hooks,
                 llvm::OptimizationLevel Level) {
  loopcc::TransformSchedulerPass::Options Opts;
  Opts.OptLevel = Level.getSpeedupLevel();
  Opts.LoopInterleaving = Hooks.LoopInterleaving;
  return Opts;
}

/// Which pass runs, for the remarks' handler (PipelineRemarks.h).
void trackRunningPasses(llvm::PassInstrumentationCallbacks &PIC,
                        std::shared_ptr<loopcc::PipelineRemarks> Remarks) {
  llvm::PassInstrumentationCallbacks *Callbacks = &PIC;
  PIC.registerBeforeNonSkippedPassCallback(
      [Remarks, Callbacks](llvm::StringRef ClassName, llvm::Any) {
        Remarks->enterPass(Callbacks->getPassNameForClassName(ClassName));
      });
  PIC.registerAfterPassCallback(
      [Remarks](llvm::StringRef, llvm::Any, const llvm::PreservedAnalyses &) {
        Remarks->leavePass();
      });
  PIC.registerAfterPassInvalidatedCallback(
      [Remarks](llvm::StringRef, const llvm::PreservedAnalyses &) {
        Remarks->leavePass();
      });
}

void registerInstrumentation(llvm::PassInstrumentationCallbacks &PIC,
                             const loopcc::PipelineHooks &Hooks,
                             const PipelineState &State) {
  PIC.addClassToPassName(loopcc::AttachChainsPass::name(),
                         "loopcc-attach-chains");
  PIC.addClassToPassName(loopcc::DiscoverChainsPass::name(),
                         "loopcc-discover-chains");
  PIC.addClassToPassName(loopcc::TransformSchedulerPass::name(),
                         "loopcc-transform-scheduler");
  PIC.addClassToPassName(loopcc::MissedTransformReporterPass::name(),
                         "loopcc-missed-transform-reporter");
  PIC.addClassToPassName(loopcc::SubscriptBoundsPass::name(),
                         "loopcc-subscript-bounds");
  PIC.addClassToPassName(loopcc::RemoveSubscriptBoundsPass::name(),
                         "loopcc-remove-subscript-bounds");
  std::shared_ptr<loopcc::ChainSource> Chains = Hooks.Chains;
  // With -disable-llvm-passes clang builds no pipeline, so no extension
  // point runs; the module still passes through the writer of -emit-llvm /
  // -emit-llvm-bc. The chains are attached there, so that the IR carries
  // them for whatever optimizes it later (opt, the bitcode job of
  // -save-temps -flto).
  if (Hooks.AttachAtWriter)
    PIC.registerBeforeNonSkippedPassCallback(
        [Chains](llvm::StringRef PassID, llvm::Any IR) {
          if (PassID != "BitcodeWriterPass" && PassID != "PrintModulePass")
            return;
          const auto *M = llvm::any_cast<const llvm::Module *>(&IR);
          if (!M)
            return;
          // AttachChains builds its own loop analyses.
          llvm::ModuleAnalysisManager Unused;
          loopcc::AttachChainsPass(Chains, nullptr)
              .run(const_cast<llvm::Module &>(**M), Unused);
        });
  // Lone directives are judged in each function just before LLVM's
  // transform-warning looks at it (LoneDirectiveJudge.h); there is no
  // extension point between LLVM's loop passes and that pass.
  std::shared_ptr<loopcc::PipelineRemarks> Remarks = State.Remarks;
  std::shared_ptr<loopcc::ChainOutcomes> Outcomes = State.Outcomes;
  PIC.registerBeforeNonSkippedPassCallback(
      [=](llvm::StringRef PassID, llvm::Any IR) {
        if (PassID != "WarnMissedTransformationsPass" || !Remarks->installed())
          return;
        const auto *F = llvm::any_cast<const llvm::Function *>(&IR);
        if (!F)
          return;
        llvm::Function &Fn = const_cast<llvm::Function &>(**F);
        loopcc::judgeLoneDirectives(Fn, Chains->chains(*Fn.getParent()),
                                    *Remarks, *Outcomes);
      });
  trackRunningPasses(PIC, Remarks);
  loopcc::registerLoopLoadPREGate(PIC, Chains);
}

} // namespace

void loopcc::registerPipelineHooks(llvm::PassBuilder &PB,
                                   const PipelineHooks &Hooks) {
  PipelineState State;
  if (llvm::PassInstrumentationCallbacks *PIC =
          PB.getPassInstrumentationCallbacks())
    registerInstrumentation(*PIC, Hooks, State);

  PB.registerPipelineStartEPCallback(
      [=](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level) {
        bool Optimized = Level != llvm::OptimizationLevel::O0;
        if (Hooks.AttachChains)
          MPM.addPass(loopcc::AttachChainsPass(
              Hooks.Chains, Optimized ? State.Remarks : nullptr,
              Optimized ? State.Outcomes : nullptr));
        else if (Optimized)
          // Without a frontend the IR carries its chains: in the record,
          // and in loop IDs any producer wrote.
          MPM.addPass(
              loopcc::DiscoverChainsPass(Hooks.Chains, State.Remarks));
        // C's array bounds, written down before InstCombine flattens the
        // subscripts (passes/locality/SubscriptBounds.h).
        if (Optimized)
          MPM.addPass(llvm::createModuleToFunctionPassAdaptor(
              loopcc::SubscriptBoundsPass()));
      });
  // Distribute and locality steps first, before GVN and LICM hide memory
  // recurrences and make nests imperfect
  // (TransformSchedulerPass::Options::Early). The peephole point first runs
  // right after the early InstCombine of each function's simplification,
  // ahead of the loop pipeline and GVN.
  PB.registerPeepholeEPCallback(
      [=](llvm::FunctionPassManager &FPM, llvm::OptimizationLevel Level) {
        if (Level == llvm::OptimizationLevel::O0)
          return;
        loopcc::TransformSchedulerPass::Options Opts =
            schedulerOptions(Hooks, Level);
        Opts.Early = true;
        FPM.addPass(loopcc::TransformSchedulerPass(
            Hooks.Chains, State.Outcomes, State.Remarks, Opts));
      });
  PB.registerVectorizerStartEPCallback(
      [=](llvm::FunctionPassManager &FPM, llvm::OptimizationLevel Level) {
        if (Level == llvm::OptimizationLevel::O0)
          return;
        FPM.addPass(loopcc::TransformSchedulerPass(
            Hooks.Chains, State.Outcomes, State.Remarks,
            schedulerOptions(Hooks, Level)));
        FPM.addPass(loopcc::RemoveSubscriptBoundsPass());
      });
  PB.registerOptimizerLastEPCallback(
      [=](llvm::ModulePassManager &MPM, llvm::OptimizationLevel Level,
          llvm::ThinOrFullLTOPhase Phase) {
        bool Optimized = Level != llvm::OptimizationLevel::O0;
        // ThinLTO's pre-link pipeline has no vectorizer (nor
        // VectorizerStart): every chain, lone directives too, is completed
        // here, so that link-time optimization sees finished loops. Full
        // LTO's pre-link pipeline has LLVM's loop passes (measured) and is
        // treated as a normal one.
        bool PreLink =
            Optimized && Phase == llvm::ThinOrFullLTOPhase::ThinLTOPreLink;
        if (PreLink) {
          loopcc::TransformSchedulerPass::Options Opts =
              schedulerOptions(Hooks, Level);
          Opts.LTOPreLink = true;
          llvm::FunctionPassManager FPM;
          FPM.addPass(loopcc::TransformSchedulerPass(
              Hooks.Chains, State.Outcomes, State.Remarks, Opts));
          FPM.addPass(loopcc::RemoveSubscriptBoundsPass());
          MPM.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(FPM)));
        }
        MPM.addPass(loopcc::MissedTransformReporterPass(
            Hooks.Chains, State.Outcomes, State.Remarks, Hooks.Diags,
            Optimized, PreLink, Hooks.Sink));
      });
}

void loopcc::registerPipelineParsing(llvm::PassBuilder &PB,
                                     const PipelineHooks &Hooks) {
  PipelineState State;
  if (llvm::PassInstrumentationCallbacks *PIC =
          PB.getPassInstrumentationCallbacks())
    trackRunningPasses(*PIC, State.Remarks);
  PB.registerPipelineParsingCallback(
      [=](llvm::StringRef Name, llvm::FunctionPassManager &FPM,
          llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (Name == "loopcc-subscript-bounds") {
          FPM.addPass(loopcc::SubscriptBoundsPass());
          return true;
        }
        if (Name == "loopcc-remove-subscript-bounds") {
          FPM.addPass(loopcc::RemoveSubscriptBoundsPass());
          return true;
        }
        if (Name != "loopcc-transform-scheduler")
          return false;
        FPM.addPass(loopcc::TransformSchedulerPass(
            Hooks.Chains, State.Outcomes, State.Remarks,
            schedulerOptions(Hooks, llvm::OptimizationLevel::O2)));
        return true;
      });
  PB.registerPipelineParsingCallback(
      [=](llvm::StringRef Name, llvm::ModulePassManager &MPM,
          llvm::ArrayRef<llvm::PassBuilder::PipelineElement>) {
        if (Name != "loopcc-missed-transform-reporter")
          return false;
        MPM.addPass(loopcc::MissedTransformReporterPass(
            Hooks.Chains, State.Outcomes, State.Remarks, Hooks.Diags,
            /*Optimized=*/true, /*LTOPreLink=*/false, Hooks.Sink));
        return true;
      });
}
