//===- PipelineRemarks.cpp - Remarks about chain loops, pipeline-wide -----===//

#include "passes/PipelineRemarks.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/raw_ostream.h"

bool loopcc::isLoopTransformPass(llvm::StringRef PassName) {
  return PassName == "loop-vectorize" || PassName == "loop-unroll" ||
         PassName == "loop-distribute" || PassName == "loop-unroll-and-jam" ||
         PassName == "transform-warning";
}

unsigned loopcc::PipelineRemarks::numberAfter(llvm::StringRef Text,
                                              llvm::StringRef Label) {
  size_t Pos = Text.find(Label);
  if (Pos == llvm::StringRef::npos)
    return 0;
  unsigned Value = 0;
  Text.drop_front(Pos + Label.size())
      .take_while(llvm::isDigit)
      .getAsInteger(10, Value);
  return Value;
}

namespace loopcc {

class PipelineRemarks::Handler : public llvm::DiagnosticHandler {
public:
  explicit Handler(PipelineRemarks &R) : R(R) {}

  // The loop passes' remarks are always produced (the reasons of failed
  // steps come from them); the others only if the user asked.
  bool isAnalysisRemarkEnabled(llvm::StringRef Pass) const override {
    return isLoopTransformPass(Pass) ||
           (R.Saved && R.Saved->isAnalysisRemarkEnabled(Pass));
  }
  bool isMissedOptRemarkEnabled(llvm::StringRef Pass) const override {
    return isLoopTransformPass(Pass) ||
           (R.Saved && R.Saved->isMissedOptRemarkEnabled(Pass));
  }
  bool isPassedOptRemarkEnabled(llvm::StringRef Pass) const override {
    return isLoopTransformPass(Pass) ||
           (R.Saved && R.Saved->isPassedOptRemarkEnabled(Pass));
  }
  bool isAnyRemarkEnabled() const override { return true; }

  bool handleDiagnostics(const llvm::DiagnosticInfo &DI) override {
    auto *Opt = llvm::dyn_cast<llvm::DiagnosticInfoIROptimization>(&DI);
    if (!Opt)
      return forward(DI);

    if (DI.getKind() == llvm::DK_OptimizationFailure) {
      // While the scheduler runs, a forced transformation's failure is its
      // to judge; elsewhere, only failures at chain loops are loopcc's.
      if (R.Tracking || atChainLoop(*Opt))
        return true;
      return forward(DI);
    }

    const llvm::BasicBlock *Region = Opt->getCodeRegion();
    bool LoopPass = isLoopTransformPass(Opt->getPassName()) ||
                    alwaysPrinted(*Opt);
    if (LoopPass)
      keep(*Opt);
    auto Tracked = R.Tracked.find(Region);
    if (R.Tracking && Tracked != R.Tracked.end())
      capture(*Opt, R.Captured[Tracked->second]);

    // What LLVM prints whatever the flags (a forced transformation's
    // analysis) is, at a chain loop, loopcc's reason to report.
    if (alwaysPrinted(*Opt) &&
        (R.Tracking || atChainLoop(*Opt) || Tracked != R.Tracked.end()))
      return true;
    if (!userAskedFor(*Opt))
      return true;
    if (R.Tracking && !R.Forwarded.insert(key(*Opt)).second)
      return true;
    return forward(DI);
  }

private:
  PipelineRemarks &R;

  bool forward(const llvm::DiagnosticInfo &DI) {
    return R.Saved && R.Saved->handleDiagnostics(DI);
  }

  static bool alwaysPrinted(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    auto *Analysis = llvm::dyn_cast<llvm::OptimizationRemarkAnalysis>(&Opt);
    return Analysis && Analysis->shouldAlwaysPrint();
  }

  bool atChainLoop(const llvm::DiagnosticInfoOptimizationBase &Opt) const {
    if (!Opt.isLocationAvailable())
      return false;
    llvm::DiagnosticLocation Loc = Opt.getLocation();
    return R.ChainPositions.count({Loc.getLine(), Loc.getColumn()});
  }

  bool userAskedFor(const llvm::DiagnosticInfoOptimizationBase &Opt) const {
    if (!R.Saved)
      return false;
    if (alwaysPrinted(Opt))
      return true;
    if (Opt.isPassed())
      return R.Saved->isPassedOptRemarkEnabled(Opt.getPassName());
    if (Opt.isMissed())
      return R.Saved->isMissedOptRemarkEnabled(Opt.getPassName());
    if (Opt.isAnalysis())
      return R.Saved->isAnalysisRemarkEnabled(Opt.getPassName());
    return true;
  }

  static std::string key(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    std::string Key;
    llvm::raw_string_ostream OS(Key);
    OS << Opt.getKind() << '|' << Opt.getFunction().getName() << '|'
       << Opt.getPassName() << '|' << Opt.getRemarkName() << '|';
    if (Opt.isLocationAvailable())
      OS << Opt.getLocationStr();
    OS << '|' << Opt.getMsg();
    return Key;
  }

  void keep(const llvm::DiagnosticInfoIROptimization &Opt) {
    KeptRemark K;
    K.Region = static_cast<llvm::Value *>(
        const_cast<llvm::BasicBlock *>(Opt.getCodeRegion()));
    K.PassName = Opt.getPassName().str();
    K.Message = Opt.getMsg();
    K.Passed = Opt.isPassed();
    K.Analysis = Opt.isAnalysis();
    if (Opt.isLocationAvailable()) {
      K.Line = Opt.getLocation().getLine();
      K.Column = Opt.getLocation().getColumn();
    }
    R.Kept.push_back(std::move(K));
  }

  static void capture(const llvm::DiagnosticInfoOptimizationBase &Opt,
                      CapturedRemarks &Into) {
    std::string Msg = Opt.getMsg();
    if (Opt.isPassed()) {
      Into.Passed = true;
      // "vectorized loop (vectorization width: 4, interleaved count: 2)",
      // "interleaved loop (interleaved count: 2)".
      Into.VectorWidth = numberAfter(Msg, "vectorization width: ");
      Into.InterleaveCount = numberAfter(Msg, "interleaved count: ");
      return;
    }
    if (Opt.isAnalysis())
      Into.Analysis.push_back(std::move(Msg));
    else
      Into.Missed.push_back(std::move(Msg));
  }
};

} // namespace loopcc

loopcc::PipelineRemarks::PipelineRemarks(const ChainTable &Chains) {
  for (const LoopChain &Chain : Chains)
    ChainPositions.insert({Chain.Loop.Line, Chain.Loop.Column});
}

loopcc::PipelineRemarks::~PipelineRemarks() { uninstall(); }

void loopcc::PipelineRemarks::install(llvm::LLVMContext &C) {
  if (Ctx)
    return;
  Ctx = &C;
  Saved = C.getDiagnosticHandler();
  C.setDiagnosticHandler(std::make_unique<Handler>(*this));
}

void loopcc::PipelineRemarks::uninstall() {
  if (!Ctx)
    return;
  Ctx->setDiagnosticHandler(std::move(Saved));
  Ctx = nullptr;
}

void loopcc::PipelineRemarks::track(
    llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks,
    unsigned NumLoops) {
  Tracked = std::move(Blocks);
  Captured.assign(NumLoops, CapturedRemarks());
  Tracking = true;
}

void loopcc::PipelineRemarks::stopTracking() {
  Tracked.clear();
  Tracking = false;
}
