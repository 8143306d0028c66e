//===- RemarkCapture.cpp - Remarks of the scheduler's pass runs -----------===//

#include "passes/RemarkCapture.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/Support/raw_ostream.h"

namespace loopcc {

class RemarkCapture::Handler : public llvm::DiagnosticHandler {
public:
  explicit Handler(RemarkCapture &Capture) : Capture(Capture) {}

  // Every remark is produced while the scheduler runs, so that a failed
  // step always has its reason; what reaches the user is decided below.
  bool isAnalysisRemarkEnabled(llvm::StringRef) const override { return true; }
  bool isMissedOptRemarkEnabled(llvm::StringRef) const override { return true; }
  bool isPassedOptRemarkEnabled(llvm::StringRef) const override { return true; }
  bool isAnyRemarkEnabled() const override { return true; }

  bool handleDiagnostics(const llvm::DiagnosticInfo &DI) override {
    auto *Opt = llvm::dyn_cast<llvm::DiagnosticInfoIROptimization>(&DI);
    if (!Opt)
      return forward(DI);
    // A forced transformation that failed while the scheduler ran: on a
    // chain loop it is loopcc's to report; on any other loop LLVM's own
    // passes, which run later, report it again (LoopDistribute's failure
    // carries no code region to tell them apart).
    if (DI.getKind() == llvm::DK_OptimizationFailure)
      return true;
    const llvm::BasicBlock *Region = Opt->getCodeRegion();
    auto Tracked = Capture.Tracked.find(Region);
    if (Tracked != Capture.Tracked.end())
      keep(*Opt, Capture.Captured[Tracked->second]);
    bool OnChainLoop = Tracked != Capture.Tracked.end() ||
                       Capture.ChainBlocks.count(Region);
    // A failure of a forced transformation on a chain loop, or a remark
    // LLVM would print whatever the flags, is reported by loopcc instead.
    if (OnChainLoop &&
        (DI.getSeverity() != llvm::DS_Remark || alwaysPrinted(*Opt)))
      return true;
    if (!userAskedFor(*Opt))
      return true;
    // The same remark from a retry is not repeated.
    if (!Capture.Forwarded.insert(key(*Opt)).second)
      return true;
    return forward(DI);
  }

private:
  RemarkCapture &Capture;

  bool forward(const llvm::DiagnosticInfo &DI) {
    if (!Capture.Saved)
      return false;
    return Capture.Saved->handleDiagnostics(DI);
  }

  bool userAskedFor(const llvm::DiagnosticInfoOptimizationBase &Opt) const {
    if (!Capture.Saved)
      return false;
    if (alwaysPrinted(Opt))
      return true;
    if (Opt.isPassed())
      return Capture.Saved->isPassedOptRemarkEnabled(Opt.getPassName());
    if (Opt.isMissed())
      return Capture.Saved->isMissedOptRemarkEnabled(Opt.getPassName());
    if (Opt.isAnalysis())
      return Capture.Saved->isAnalysisRemarkEnabled(Opt.getPassName());
    return true;
  }

  static std::string key(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    std::string Key;
    llvm::raw_string_ostream OS(Key);
    OS << Opt.getKind() << '|' << Opt.getPassName() << '|'
       << Opt.getRemarkName() << '|';
    if (Opt.isLocationAvailable())
      OS << Opt.getLocationStr();
    OS << '|' << Opt.getMsg();
    return Key;
  }

  /// Analysis remarks of forced transformations are printed by clang
  /// whatever -Rpass-analysis says.
  static bool alwaysPrinted(const llvm::DiagnosticInfoOptimizationBase &Opt) {
    auto *Analysis = llvm::dyn_cast<llvm::OptimizationRemarkAnalysis>(&Opt);
    return Analysis && Analysis->shouldAlwaysPrint();
  }

  static unsigned numberAfter(llvm::StringRef Text, llvm::StringRef Label) {
    size_t Pos = Text.find(Label);
    if (Pos == llvm::StringRef::npos)
      return 0;
    llvm::StringRef Rest = Text.drop_front(Pos + Label.size());
    unsigned Value = 0;
    Rest.take_while(llvm::isDigit).getAsInteger(10, Value);
    return Value;
  }

  static void keep(const llvm::DiagnosticInfoOptimizationBase &Opt,
                   CapturedRemarks &Into) {
    if (Opt.isPassed()) {
      Into.Passed = true;
      // "vectorized loop (vectorization width: 4, interleaved count: 2)",
      // "interleaved loop (interleaved count: 2)".
      std::string Msg = Opt.getMsg();
      Into.VectorWidth = numberAfter(Msg, "vectorization width: ");
      Into.InterleaveCount = numberAfter(Msg, "interleaved count: ");
      return;
    }
    std::string Msg = Opt.getMsg();
    if (Opt.isAnalysis())
      Into.Analysis.push_back(std::move(Msg));
    else
      Into.Missed.push_back(std::move(Msg));
  }
};

} // namespace loopcc

loopcc::RemarkCapture::RemarkCapture(llvm::LLVMContext &Ctx) : Ctx(Ctx) {
  Saved = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(std::make_unique<Handler>(*this));
}

loopcc::RemarkCapture::~RemarkCapture() {
  Ctx.setDiagnosticHandler(std::move(Saved));
}

void loopcc::RemarkCapture::track(
    llvm::DenseMap<const llvm::BasicBlock *, unsigned> Blocks,
    unsigned NumLoops) {
  Tracked = std::move(Blocks);
  Captured.assign(NumLoops, CapturedRemarks());
}

void loopcc::RemarkCapture::stopTracking() { Tracked.clear(); }
