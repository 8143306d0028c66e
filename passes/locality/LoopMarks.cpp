//===- LoopMarks.cpp - The marks of the loops steps make ------------------===//

#include "passes/locality/LoopMarks.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopNestSnapshot.h"

#include "polly/Support/ScopHelper.h"

#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/Transforms/Utils/LoopUtils.h"

namespace {

/// Whether the loop of \p Mark carries a chain other than \p ChainId.
bool hasOwnChain(const isl::id &Mark, unsigned ChainId) {
  if (Mark.is_null())
    return false;
  polly::BandAttr *Attr = polly::getLoopAttr(Mark);
  if (!Attr || !Attr->Metadata)
    return false;
  std::optional<loopcc::ChainMarker> M =
      loopcc::readChainMarker(Attr->Metadata);
  return M && M->Id != ChainId;
}

/// \p ID with the source locations of the nest's loop \p Source.
llvm::MDNode *placed(llvm::MDNode *ID, const loopcc::ScheduleNest &Nest,
                     unsigned Source) {
  polly::BandAttr *Attr = Nest.Marks[Source].is_null()
                              ? nullptr
                              : polly::getLoopAttr(Nest.Marks[Source]);
  if (!Attr || !Attr->Metadata || !ID)
    return ID;
  llvm::SmallVector<llvm::Metadata *, 2> Locations;
  for (const llvm::MDOperand &Op : llvm::drop_begin(Attr->Metadata->operands()))
    if (llvm::isa_and_nonnull<llvm::DILocation>(Op.get()))
      Locations.push_back(Op.get());
  if (Locations.empty())
    return ID;
  return loopcc::editLoopID(
      ID,
      [](const llvm::Metadata *Op) {
        return llvm::isa_and_nonnull<llvm::DILocation>(Op);
      },
      {}, Locations);
}

} // namespace

isl::id loopcc::newMark(isl::ctx Ctx, llvm::MDNode *LoopID) {
  auto *Attr = new polly::BandAttr();
  Attr->Metadata = LoopID;
  return polly::getIslLoopAttr(Ctx, Attr);
}

llvm::DILocation *loopcc::loopStart(const isl::schedule_node &Mark) {
  polly::BandAttr *Attr =
      polly::getLoopAttr(Mark.as<isl::schedule_node_mark>().get_id());
  if (!Attr || !Attr->Metadata)
    return nullptr;
  for (const llvm::MDOperand &Op : llvm::drop_begin(Attr->Metadata->operands()))
    if (auto *Loc = llvm::dyn_cast_or_null<llvm::DILocation>(Op.get()))
      return Loc;
  return nullptr;
}

isl::id loopcc::LoopMarkMaker::forRole(isl::ctx Ctx, llvm::MDNode *LoopID,
                                       const LocalityRequest &R, LoopRole Role,
                                       const ScheduleNest &Nest,
                                       unsigned Source, bool Keeps) {
  // As LLVM's passes read their follow-ups: `_all`, then the role's (a
  // transformation without an `all` role has no `_all` node).
  std::string Prefix = followupPrefix(R.Step->Kind);
  std::string All = Prefix + roleName(LoopRole::All).str();
  std::string Followup = Prefix + roleName(Role).str();
  if (std::optional<llvm::MDNode *> ID =
          llvm::makeFollowupLoopID(LoopID, {All, Followup}))
    return madeMark(Ctx, placed(*ID, Nest, Source));
  if (Keeps && Source != 0 && hasOwnChain(Nest.Marks[Source], R.ChainId))
    return Nest.Marks[Source];
  llvm::MDNode *Done = CB.Done(LoopID);
  Done = editLoopID(Done, [](const llvm::Metadata *) { return false; },
                    {roleMarkerNode(Done->getContext(), R.StepIndex, Role)});
  return madeMark(Ctx, placed(Done, Nest, Source));
}

isl::id loopcc::LoopMarkMaker::madeMark(isl::ctx Ctx, llvm::MDNode *LoopID) {
  if (LoopID)
    Made.insert(LoopID);
  return newMark(Ctx, LoopID);
}
