//===- ModelRejection.cpp - Why a nest has no model, in C's terms ---------===//

#include "passes/locality/ModelRejection.h"

#include "polly/ScopDetection.h"
#include "polly/ScopDetectionDiagnostic.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/RegionInfo.h"

namespace {

/// Whether the loop of the block \p Reason names has more than one exit:
/// Polly reports a `break` as a trip count it cannot compute.
bool leavesEarly(const polly::RejectReason &Reason, const llvm::LoopInfo &LI) {
  const llvm::BasicBlock *BB = Reason.getRemarkBB();
  const llvm::Loop *L = BB ? LI.getLoopFor(BB) : nullptr;
  if (!L)
    return false;
  llvm::SmallVector<llvm::BasicBlock *, 4> Exiting;
  L->getExitingBlocks(Exiting);
  return Exiting.size() > 1;
}

std::string multipleExits() {
  return "a loop has more than one exit (a break, a return or a goto out "
         "of it); write the early exit as a condition of the loop";
}

} // namespace

std::string loopcc::modelRejectionText(const polly::RejectReason &Reason,
                                       const llvm::LoopInfo &LI) {
  using Kind = polly::RejectReasonKind;
  switch (Reason.getKind()) {
  case Kind::CFG:
  case Kind::InvalidTerminator:
  case Kind::IrreducibleRegion:
  case Kind::UnreachableInExit:
  case Kind::IndirectPredecessor:
  case Kind::LastCFG:
    return "its control flow is not made of loops and ifs alone (a goto, "
           "a switch, a computed jump or a call that does not return)";
  case Kind::AffFunc:
  case Kind::UndefCond:
  case Kind::InvalidCond:
  case Kind::UndefOperand:
  case Kind::NonAffBranch:
  case Kind::LastAffFunc:
    return "a condition is not a linear comparison of the loop counters "
           "and of values that do not change in the nest (it reads memory "
           "written in the nest, or multiplies two counters)";
  case Kind::NoBasePtr:
  case Kind::UndefBasePtr:
    return "an access whose array cannot be told from its address";
  case Kind::VariantBasePtr:
    return "an array pointer changes inside the nest (a pointer read from "
           "memory or advanced in a loop); index one pointer that stays "
           "the same instead";
  case Kind::NonAffineAccess:
    return "a subscript is not a linear function of the loop counters "
           "(an indirect subscript such as A[B[i]], or a product such as "
           "A[i * j])";
  case Kind::DifferentElementSize:
    return "one array is accessed with elements of different sizes (a "
           "cast between pointer types)";
  case Kind::LoopBound:
    if (leavesEarly(Reason, LI))
      return multipleExits();
    return "a loop's trip count is unknown when it starts: its bound or "
           "counter changes in the loop's body, or is read from memory the "
           "loop may write (a variable shared with an OpenMP task, or "
           "captured by reference), or its test is not a comparison of the "
           "counter with a value the loop does not change; copy the bound "
           "into a local variable before the loop";
  case Kind::LoopHasNoExit:
    return "a loop never exits";
  case Kind::LoopHasMultipleExits:
    return multipleExits();
  case Kind::LoopOnlySomeLatches:
    return "a loop goes back to its start from more than one place (a "
           "continue the model cannot follow)";
  case Kind::FuncCall:
    return "it calls a function that may read or write memory; inline it, "
           "or declare it __attribute__((const)) or "
           "__attribute__((pure)) if that is what it is";
  case Kind::NonSimpleMemoryAccess:
    return "it has a volatile or atomic access";
  case Kind::Alias:
    return "arrays may overlap in ways a run-time check cannot rule out; "
           "declare the pointer parameters restrict if they never overlap";
  case Kind::IntToPtr:
    return "it makes a pointer from an integer";
  case Kind::Alloca:
    return "it declares a variable-length array or calls alloca";
  case Kind::UnknownInst:
    return "an operation the model does not know (" +
           Reason.getMessage() + ")";
  case Kind::Entry:
    return "the nest starts at the function's first statement, where the "
           "model cannot begin";
  case Kind::Unprofitable:
  case Kind::Other:
  case Kind::LastOther:
    return Reason.getMessage();
  }
  llvm_unreachable("every kind of Polly's rejections is covered");
}

std::string loopcc::nestRejection(const polly::ScopDetection &SD,
                                  llvm::RegionInfo &RI,
                                  const llvm::LoopInfo &LI, llvm::Loop &L) {
  llvm::Region *R = RI.getRegionFor(L.getHeader());
  while (R && !R->contains(&L))
    R = R->getParent();
  for (; R; R = R->getParent()) {
    const polly::RejectLog *Log = SD.lookupRejectionLog(R);
    if (!Log || !Log->hasErrors())
      continue;
    for (const auto &Reason : *Log) {
      const llvm::DebugLoc &DL = Reason->getDebugLoc();
      std::string Where =
          DL ? "at line " + std::to_string(DL.getLine()) + ", column " +
                   std::to_string(DL.getCol()) + ", "
             : "";
      return Where + modelRejectionText(*Reason, LI);
    }
  }
  return "no region around the loop is a static control part";
}
