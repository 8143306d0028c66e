//===- PipelineRemarks.cpp - Remarks about chain loops, pipeline-wide -----===//

#include "passes/PipelineRemarks.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopChain.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/BasicBlock.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LLVMRemarkStreamer.h"
#include "llvm/Support/raw_ostream.h"

bool loopcc::isLoopTransformPass(llvm::StringRef PassName) {
  if (PassName.empty())
    return false;
  if (PassName == "transform-warning")
    return true;
  for (llvm::StringRef Name : transformNames())
    if (passName(*transformKindFromName(Name)) == PassName)
      return true;
  return false;
}

std::string loopcc::widthReason(llvm::ArrayRef<std::string> Analysis) {
  for (const std::string &Msg : Analysis)
    if (llvm::StringRef(Msg).contains("vectorization factor"))
      return llvm::StringRef(Msg).trim().str();
  return "";
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
  // ORE builds a remark only when this says yes. It says so while a pass
  // whose remarks loopcc reads runs, and while one the user asked remarks
  // of runs: building other passes' remarks tells loopcc nothing, costs
  // time, and runs code that clang-22 runs only under -Rpass (LLVM 22's
  // SLP vectorizer crashes building one of its horizontal-reduction
  // remarks after a tile).
  bool isAnyRemarkEnabled() const override {
    if (R.Records)
      return true;
    llvm::StringRef Pass = R.runningPass();
    if (Pass.empty())
      return R.Saved && R.Saved->isAnyRemarkEnabled();
    return PipelineRemarks::readsRemarksOf(Pass) ||
           (R.Saved && R.Saved->isAnyRemarkEnabled(Pass));
  }

  bool handleDiagnostics(const llvm::DiagnosticInfo &DI) override {
    auto *Opt = llvm::dyn_cast<llvm::DiagnosticInfoIROptimization>(&DI);
    if (!Opt) {
      if (auto *Base = llvm::dyn_cast<llvm::DiagnosticInfoOptimizationBase>(&DI))
        record(*Base);
      return forward(DI);
    }

    const llvm::BasicBlock *Region = Opt->getCodeRegion();
    auto Tracked = R.Tracked.find(Region);
    bool IsTracked = R.Tracking && Tracked != R.Tracked.end();

    // Noise about chain loops, for the user and the optimization record:
    // a forced transformation's failure (loopcc reports it; the scheduler
    // judges its own runs); what the scheduler's forced-only passes say of
    // loops they were not run for; what LLVM's own passes say afterwards
    // of loops the scheduler already transformed ("already vectorized").
    bool Noise;
    if (DI.getKind() == llvm::DK_OptimizationFailure)
      Noise = R.Tracking || atChainLoop(*Opt);
    else
      Noise = (R.Tracking && !IsTracked) ||
              (!R.Tracking && !Opt->isPassed() && atScheduledLoop(*Opt));
    if (!Noise)
      record(*Opt);

    if (DI.getKind() == llvm::DK_OptimizationFailure)
      return Noise ? true : forward(DI);

    if (isLoopTransformPass(Opt->getPassName()) || alwaysPrinted(*Opt))
      keep(*Opt);
    if (IsTracked)
      capture(*Opt, R.Captured[Tracked->second]);
    if (Noise)
      return true;
    // What LLVM prints whatever the flags (a forced transformation's
    // analysis) is, at a chain loop, loopcc's reason to report.
    if (alwaysPrinted(*Opt) && (R.Tracking || atChainLoop(*Opt)))
      return true;
    if (!userAskedFor(*Opt))
      return true;
    return forward(DI);
  }

private:
  PipelineRemarks &R;

  /// Into the optimization record (-fsave-optimization-record), which
  /// LLVMContext would otherwise have written before asking any handler.
  void record(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    if (R.Records)
      R.Records->emit(Opt);
  }

  bool forward(const llvm::DiagnosticInfo &DI) {
    return R.Saved && R.Saved->handleDiagnostics(DI);
  }

  static bool alwaysPrinted(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    // The FP-reordering and aliasing kinds are OptimizationRemarkAnalysis
    // too, but its classof() names its own kind only.
    if (!isAnalysis(Opt) || Opt.getKind() == llvm::DK_MachineOptimizationRemarkAnalysis)
      return false;
    return static_cast<const llvm::OptimizationRemarkAnalysis &>(Opt)
        .shouldAlwaysPrint();
  }

  /// The chain whose marker the loop of \p Opt's code region carries: the
  /// loop passes name a loop by its header, whose latch (a predecessor, or
  /// the header itself) holds the loop ID. This finds the loop where the
  /// remark has no location (IR without debug locations).
  static std::optional<unsigned>
  chainAtRegion(const llvm::DiagnosticInfoIROptimization &Opt) {
    if (std::optional<ChainMarker> M = markerAtRegion(Opt))
      return M->Id;
    return std::nullopt;
  }

  /// The marker itself (the chain and its next step).
  static std::optional<ChainMarker>
  markerAtRegion(const llvm::DiagnosticInfoIROptimization &Opt) {
    const llvm::BasicBlock *Header = Opt.getCodeRegion();
    if (!Header)
      return std::nullopt;
    auto MarkerOf =
        [](const llvm::BasicBlock *BB) -> std::optional<ChainMarker> {
      const llvm::Instruction *Term = BB->getTerminator();
      llvm::MDNode *ID =
          Term ? Term->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
      return readChainMarker(ID);
    };
    if (std::optional<ChainMarker> M = MarkerOf(Header))
      return M;
    for (const llvm::BasicBlock *Pred : llvm::predecessors(Header))
      if (std::optional<ChainMarker> M = MarkerOf(Pred))
        return M;
    return std::nullopt;
  }

  bool atChainLoop(const llvm::DiagnosticInfoIROptimization &Opt) const {
    if (std::optional<unsigned> Id = chainAtRegion(Opt))
      return R.ChainIds.count(*Id);
    // LoopDistribute's own failure warning names neither a block nor, in
    // IR without debug locations, a position: it is about a chain loop if
    // its function has one.
    if (!Opt.getCodeRegion() && !Opt.isLocationAvailable())
      return hasChainLoop(Opt.getFunction());
    if (!Opt.isLocationAvailable())
      return false;
    llvm::DiagnosticLocation Loc = Opt.getLocation();
    return R.ChainPositions.count({Loc.getLine(), Loc.getColumn()});
  }

  bool hasChainLoop(const llvm::Function &F) const {
    for (const llvm::BasicBlock &BB : F)
      if (const llvm::Instruction *Term = BB.getTerminator())
        if (std::optional<ChainMarker> M = readChainMarker(
                Term->getMetadata(llvm::LLVMContext::MD_loop)))
          if (R.ChainIds.count(M->Id))
            return true;
    return false;
  }

  bool atScheduledLoop(const llvm::DiagnosticInfoIROptimization &Opt) const {
    if (std::optional<unsigned> Id = chainAtRegion(Opt))
      return R.ScheduledIds.count(*Id);
    if (!Opt.isLocationAvailable())
      return false;
    llvm::DiagnosticLocation Loc = Opt.getLocation();
    return R.ScheduledPositions.count({Loc.getLine(), Loc.getColumn()});
  }

  /// Analysis remarks come in several kinds (FP reordering, aliasing).
  static bool isAnalysis(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    switch (Opt.getKind()) {
    case llvm::DK_OptimizationRemarkAnalysis:
    case llvm::DK_OptimizationRemarkAnalysisFPCommute:
    case llvm::DK_OptimizationRemarkAnalysisAliasing:
    case llvm::DK_MachineOptimizationRemarkAnalysis:
      return true;
    default:
      return false;
    }
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
    if (isAnalysis(Opt))
      return R.Saved->isAnalysisRemarkEnabled(Opt.getPassName());
    return true;
  }

  void keep(const llvm::DiagnosticInfoIROptimization &Opt) {
    KeptRemark K;
    K.Region = static_cast<llvm::Value *>(
        const_cast<llvm::BasicBlock *>(Opt.getCodeRegion()));
    K.PassName = Opt.getPassName().str();
    K.Function = Opt.getFunction().getName().str();
    K.Message = Opt.getMsg();
    K.Passed = Opt.isPassed();
    K.Analysis = isAnalysis(Opt);
    K.Marker = markerAtRegion(Opt);
    if (Opt.isLocationAvailable()) {
      K.File = Opt.getLocation().getRelativePath().str();
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
      Into.FullyUnrolled |= saysFullyUnrolled(Msg);
      return;
    }
    if (Opt.isAnalysis())
      Into.Analysis.push_back(std::move(Msg));
    else
      Into.Missed.push_back(std::move(Msg));
  }
};

} // namespace loopcc

loopcc::PipelineRemarks::~PipelineRemarks() { uninstall(); }

void loopcc::PipelineRemarks::install(llvm::LLVMContext &C,
                                      const ChainTable &Chains) {
  if (Ctx)
    return;
  Ctx = &C;
  ChainPositions.clear();
  ScheduledPositions.clear();
  for (const LoopChain &Chain : Chains)
    addChain(Chain);
  Saved = C.getDiagnosticHandler();
  C.setDiagnosticHandler(std::make_unique<Handler>(*this));
  // The record's streamer is fed by the handler meanwhile, so that the
  // same choices apply to it.
  if (C.getLLVMRemarkStreamer() && C.getMainRemarkStreamer()) {
    Records = std::make_unique<llvm::LLVMRemarkStreamer>(
        *C.getMainRemarkStreamer());
    C.setLLVMRemarkStreamer(nullptr);
  }
}

void loopcc::PipelineRemarks::addChain(const LoopChain &Chain) {
  ChainPositions.insert({Chain.Loop.Line, Chain.Loop.Column});
  ChainIds.insert(Chain.Id);
  if (!isLeftToLLVM(Chain)) {
    ScheduledPositions.insert({Chain.Loop.Line, Chain.Loop.Column});
    ScheduledIds.insert(Chain.Id);
  }
}

void loopcc::PipelineRemarks::uninstall() {
  if (!Ctx)
    return;
  Ctx->setDiagnosticHandler(std::move(Saved));
  if (Records)
    Ctx->setLLVMRemarkStreamer(std::move(Records));
  Ctx = nullptr;
}

bool loopcc::PipelineRemarks::readsRemarksOf(llvm::StringRef PassName) {
  // LoopFullUnrollPass speaks as "loop-unroll"; loopcc's own passes report
  // the locality steps.
  return isLoopTransformPass(PassName) || PassName == "loop-unroll-full" ||
         PassName.starts_with("loopcc-");
}

void loopcc::PipelineRemarks::enterPass(llvm::StringRef PassName) {
  Running.push_back(PassName);
}

void loopcc::PipelineRemarks::leavePass() {
  if (!Running.empty())
    Running.pop_back();
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
