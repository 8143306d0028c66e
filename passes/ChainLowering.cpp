//===- ChainLowering.cpp - A chain as llvm.loop follow-up metadata --------===//
//
// Unlike clang's CGLoopInfo, which nests follow-ups in LLVM's fixed pass
// order, the nesting here is the user's order: step I+1 sits in the
// follow-up of step I for the role it names.
//
//===----------------------------------------------------------------------===//

#include "passes/ChainLowering.h"
#include "passes/ChainMetadata.h"
#include "passes/LoopNestSnapshot.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/ErrorHandling.h"

#include <cassert>
#include <optional>

namespace {

using loopcc::LoopRole;
using loopcc::TransformKind;
using loopcc::attributeName;
using MetadataList = llvm::SmallVector<llvm::Metadata *, 8>;

bool vectorizes(TransformKind Kind) {
  return loopcc::passKind(Kind) == TransformKind::Vectorize;
}

class ChainLowerer {
public:
  ChainLowerer(llvm::MDNode *OldLoopID, const loopcc::LoopChain &Chain,
               llvm::MDNode *InnerLoopID)
      : Ctx(OldLoopID->getContext()), Chain(Chain) {
    // clang writes llvm.loop.unroll.disable on every loop when it does not
    // unroll (-O1, -fno-unroll-loops) unless the loop asks for unrolling;
    // here it goes where no unrolling is asked for.
    for (const llvm::MDOperand &Op : llvm::drop_begin(OldLoopID->operands())) {
      if (attributeName(Op.get()) == "llvm.loop.unroll.disable") {
        ClangUnrollDisable = llvm::cast<llvm::MDNode>(Op.get());
        continue;
      }
      Common.push_back(Op.get());
    }
    InnerCommon = Common;
    if (!InnerLoopID)
      return;
    // Only what clang put there: the inner loop's own chain, if it has one,
    // is not merged (see docs/design.md).
    InnerCommon.clear();
    for (const llvm::MDOperand &Op : llvm::drop_begin(InnerLoopID->operands()))
      if (llvm::isa<llvm::DILocation>(Op.get()) ||
          attributeName(Op.get()) == loopcc::MustProgressName)
        InnerCommon.push_back(Op.get());
  }

  llvm::MDNode *lower() {
    MetadataList Ops;
    Ops.push_back(nullptr); // self
    Ops.append(Common.begin(), Common.end());
    appendStep(Ops, 0, Common, {});
    llvm::MDNode *LoopID = llvm::MDNode::getDistinct(Ctx, Ops);
    LoopID->replaceOperandWith(0, LoopID);
    return LoopID;
  }

private:
  llvm::LLVMContext &Ctx;
  const loopcc::LoopChain &Chain;
  /// What clang put on the loop: its start and end locations, mustprogress.
  /// Every produced loop keeps them.
  MetadataList Common;
  /// The same for the loop nested inside, for the inner loops an
  /// unroll_and_jam or interchange produces.
  MetadataList InnerCommon;
  /// clang's own llvm.loop.unroll.disable, if it wrote one.
  llvm::MDNode *ClangUnrollDisable = nullptr;

  llvm::MDNode *flag(llvm::StringRef Name) {
    return loopcc::flagNode(Ctx, Name);
  }

  llvm::MDNode *attr(llvm::StringRef Name, llvm::Type *Ty, uint64_t Value) {
    llvm::Metadata *Ops[] = {
        llvm::MDString::get(Ctx, Name),
        llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(Ty, Value))};
    return llvm::MDNode::get(Ctx, Ops);
  }

  llvm::MDNode *i32Attr(llvm::StringRef Name, uint32_t Value) {
    return attr(Name, llvm::Type::getInt32Ty(Ctx), Value);
  }

  llvm::MDNode *listAttr(llvm::StringRef Name,
                         llvm::ArrayRef<uint32_t> Values) {
    MetadataList Ops;
    Ops.push_back(llvm::MDString::get(Ctx, Name));
    for (uint32_t V : Values)
      Ops.push_back(llvm::ConstantAsMetadata::get(
          llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), V)));
    return llvm::MDNode::get(Ctx, Ops);
  }

  llvm::MDNode *boolAttr(llvm::StringRef Name, bool Value) {
    return attr(Name, llvm::Type::getInt1Ty(Ctx), Value);
  }

  /// The attributes that ask for one step, as clang-22 writes them for the
  /// equivalent `#pragma clang loop` (so that a lone directive gives clang's
  /// code).
  void appendStepAttributes(MetadataList &Ops, const loopcc::ChainStep &S) {
    switch (S.Kind) {
    case TransformKind::Vectorize:
      if (S.Predicate)
        Ops.push_back(boolAttr("llvm.loop.vectorize.predicate.enable", true));
      if (S.Width)
        Ops.push_back(i32Attr("llvm.loop.vectorize.width", *S.Width));
      if (S.Width || S.Scalable)
        Ops.push_back(
            boolAttr("llvm.loop.vectorize.scalable.enable", S.Scalable));
      if (S.InterleaveCount)
        Ops.push_back(
            i32Attr("llvm.loop.interleave.count", *S.InterleaveCount));
      Ops.push_back(boolAttr("llvm.loop.vectorize.enable", true));
      return;
    case TransformKind::Interleave:
      // Width 1 is "do not vectorize"; LLVM 22 ignores an interleave count
      // unless vectorize.enable is set too.
      Ops.push_back(i32Attr("llvm.loop.vectorize.width", 1));
      Ops.push_back(boolAttr("llvm.loop.vectorize.scalable.enable", false));
      if (S.Count)
        Ops.push_back(i32Attr("llvm.loop.interleave.count", *S.Count));
      Ops.push_back(boolAttr("llvm.loop.vectorize.enable", true));
      return;
    case TransformKind::Unroll:
      if (S.Full)
        Ops.push_back(flag("llvm.loop.unroll.full"));
      else if (S.Count)
        Ops.push_back(i32Attr("llvm.loop.unroll.count", *S.Count));
      else
        Ops.push_back(flag("llvm.loop.unroll.enable"));
      return;
    case TransformKind::UnrollAndJam:
      if (S.Count)
        Ops.push_back(i32Attr("llvm.loop.unroll_and_jam.count", *S.Count));
      else
        Ops.push_back(flag("llvm.loop.unroll_and_jam.enable"));
      return;
    case TransformKind::Distribute:
      Ops.push_back(boolAttr("llvm.loop.distribute.enable", true));
      return;
    case TransformKind::Interchange:
      if (!S.Permutation.empty())
        Ops.push_back(listAttr("llvm.loop.interchange.permutation",
                               S.Permutation));
      Ops.push_back(boolAttr("llvm.loop.interchange.enable", true));
      return;
    case TransformKind::Skew:
      if (!S.Factors.empty())
        Ops.push_back(listAttr("llvm.loop.skew.factors", S.Factors));
      Ops.push_back(boolAttr("llvm.loop.skew.enable", true));
      return;
    case TransformKind::Tile:
      Ops.push_back(listAttr("llvm.loop.tile.sizes", S.Sizes));
      if (S.Separate)
        Ops.push_back(boolAttr("llvm.loop.tile.separate", true));
      Ops.push_back(boolAttr("llvm.loop.tile.enable", true));
      return;
    case TransformKind::Reverse:
      Ops.push_back(boolAttr("llvm.loop.reverse.enable", true));
      return;
    case TransformKind::Pack: {
      llvm::Metadata *Array[] = {
          llvm::MDString::get(Ctx, "llvm.loop.pack.array"),
          llvm::MDString::get(Ctx, S.Array)};
      Ops.push_back(llvm::MDNode::get(Ctx, Array));
      Ops.push_back(boolAttr("llvm.loop.pack.enable", true));
      return;
    }
    case TransformKind::Fuse:
      // The first loop says how many loops it fuses; each other loop of the
      // sequence, its position among them.
      if (S.FuseMember)
        Ops.push_back(i32Attr("llvm.loop.fuse.member", S.FuseMember));
      else
        Ops.push_back(i32Attr("llvm.loop.fuse.count", S.FusedLoops));
      Ops.push_back(boolAttr("llvm.loop.fuse.enable", true));
      return;
    case TransformKind::Parallelize:
      if (S.Threads)
        Ops.push_back(i32Attr("llvm.loop.parallelize.threads", *S.Threads));
      if (S.Schedule) {
        llvm::Metadata *Kind[] = {
            llvm::MDString::get(Ctx, "llvm.loop.parallelize.schedule"),
            llvm::MDString::get(Ctx,
                                *S.Schedule == loopcc::ParallelSchedule::Static
                                    ? "static"
                                    : "dynamic")};
        Ops.push_back(llvm::MDNode::get(Ctx, Kind));
      }
      if (S.Chunk)
        Ops.push_back(i32Attr("llvm.loop.parallelize.chunk", *S.Chunk));
      Ops.push_back(boolAttr("llvm.loop.parallelize.enable", true));
      return;
    }
    llvm_unreachable("unknown TransformKind");
  }

  /// What LLVM 22 itself writes on a loop a step produced, when no
  /// follow-up says otherwise: it keeps the loop from being transformed the
  /// same way again. Empty where the loop keeps its own ID (the inner loops
  /// of unroll_and_jam and interchange).
  void appendFinalAttributes(MetadataList &Ops, const loopcc::ChainStep &S,
                             LoopRole Role) {
    switch (S.Kind) {
    case TransformKind::Vectorize:
    case TransformKind::Interleave:
      // The bare isvectorized form is ignored by the vectorizer.
      Ops.push_back(i32Attr("llvm.loop.isvectorized", 1));
      Ops.push_back(flag("llvm.loop.unroll.runtime.disable"));
      return;
    case TransformKind::Unroll:
      Ops.push_back(flag("llvm.loop.unroll.disable"));
      // A runtime remainder runs fewer iterations than the unroll count.
      // LLVM creates it after its vectorizer has run; in a chain it exists
      // before, and vectorizing it would only grow the code.
      if (Role == LoopRole::Remainder)
        Ops.push_back(boolAttr("llvm.loop.vectorize.enable", false));
      return;
    case TransformKind::UnrollAndJam:
      if (Role == LoopRole::Outer || Role == LoopRole::RemainderOuter)
        Ops.push_back(flag("llvm.loop.unroll.disable"));
      return;
    case TransformKind::Distribute:
      Ops.push_back(boolAttr("llvm.loop.distribute.enable", false));
      return;
    case TransformKind::Interchange:
    case TransformKind::Tile:
    case TransformKind::Reverse:
    case TransformKind::Pack:
    case TransformKind::Fuse:
    case TransformKind::Parallelize:
    case TransformKind::Skew:
      return;
    }
    llvm_unreachable("unknown TransformKind");
  }

  void appendMarkers(MetadataList &Ops, unsigned NextStep) {
    llvm::Type *I32 = llvm::Type::getInt32Ty(Ctx);
    Ops.push_back(loopcc::chainMarkerNode(Ctx, {Chain.Id, NextStep}));
    if (NextStep >= Chain.Steps.size())
      return;
    const loopcc::SourcePosition &P = Chain.Steps[NextStep].Pragma;
    llvm::Metadata *Pragma[] = {
        llvm::MDString::get(Ctx, loopcc::PragmaMarkerName),
        llvm::MDString::get(Ctx, P.File),
        llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(I32, P.Line)),
        llvm::ConstantAsMetadata::get(
            llvm::ConstantInt::get(I32, P.Column))};
    Ops.push_back(llvm::MDNode::get(Ctx, Pragma));
  }

  /// Appends what the loop that step \p I applies to carries: the step's
  /// attributes, its follow-ups, the markers.
  void appendStep(MetadataList &Ops, unsigned I, const MetadataList &Here,
                  const MetadataList &Inherited) {
    const loopcc::ChainStep &S = Chain.Steps[I];
    appendStepAttributes(Ops, S);
    // A loop an earlier step vectorized stays marked so (else the
    // vectorizer would take it on again), unless this step vectorizes it
    // again (`vectorize ... on(epilogue)`); other marks of finished steps
    // would stop this one (runtime.disable stops a runtime unroll).
    for (llvm::Metadata *Flag : Inherited)
      if (attributeName(Flag) == "llvm.loop.isvectorized" && !vectorizes(S.Kind))
        Ops.push_back(Flag);
    bool Unrolls = S.Kind == loopcc::TransformKind::Unroll ||
                   S.Kind == loopcc::TransformKind::UnrollAndJam;
    if (ClangUnrollDisable && !Unrolls)
      Ops.push_back(ClangUnrollDisable);
    // A heuristic transformation must not consume the loop before this step
    // runs; but before a vectorize, disable_nonforced would also turn its
    // interleaving off. A lone directive stays exactly clang's.
    if (Chain.Steps.size() > 1 && !vectorizes(S.Kind))
      Ops.push_back(flag(loopcc::DisableNonforcedName));
    appendFollowups(Ops, I, Here, Inherited);
    appendMarkers(Ops, I);
  }

  void appendFollowups(MetadataList &Ops, unsigned I,
                       const MetadataList &Here, const MetadataList &Inherited) {
    // A lone directive is lowered exactly as clang lowers its equivalent;
    // LLVM's own defaults for the produced loops are what a final follow-up
    // would say.
    if (Chain.Steps.size() == 1)
      return;
    const loopcc::ChainStep &S = Chain.Steps[I];
    llvm::SmallVector<LoopRole, 8> Roles = loopcc::producedRoles(S);
    if (Roles.empty())
      return;
    std::optional<LoopRole> Target;
    if (I + 1 < Chain.Steps.size())
      Target = loopcc::targetRole(S, Chain.Steps[I + 1]);
    // The chain's last step may apply to another loop of this step's
    // (StepClauses::Producer): a second follow-up, a leaf.
    std::optional<LoopRole> LeafTarget;
    unsigned Leaf = Chain.Steps.size() - 1;
    if (Leaf > I + 1 && Chain.Steps[Leaf].producerIndex(Leaf) == I)
      LeafTarget = loopcc::targetRole(S, Chain.Steps[Leaf]);
    if (Target == LoopRole::All) {
      assert(!LeafTarget && "no loop is left for a leaf after on(all)");
      Ops.push_back(followupNode(S, LoopRole::All, I, I + 1, Here, Inherited));
      // LLVM merges followup_all with each loop's own follow-up: a node
      // with only the role marker lets the explain view, the report and
      // the warnings name each loop by its role (coincident, remainder).
      for (LoopRole Role : Roles)
        if (Role != LoopRole::All && !loopcc::pieceIndex(Role))
          Ops.push_back(roleOnlyNode(S, Role, I));
      return;
    }
    assert((!LeafTarget || Target != LeafTarget) &&
           "the leaf's loop is not the one the chain goes on with");
    for (LoopRole Role : Roles) {
      // Without a step that asks for `all`, each loop gets its own node.
      // distribute's pieces are made by the engine alone, which marks a
      // piece no step names as done itself: only a named one gets a node.
      if (Role == LoopRole::All ||
          (loopcc::pieceIndex(Role) && Role != Target && Role != LeafTarget))
        continue;
      if (Role == Target) {
        Ops.push_back(followupNode(S, Role, I, I + 1, Here, Inherited));
        continue;
      }
      if (Role == LeafTarget) {
        Ops.push_back(followupNode(S, Role, I, Leaf, Here, Inherited));
        continue;
      }
      if (llvm::MDNode *Final = finalNode(I, Role, Here, Inherited))
        Ops.push_back(Final);
    }
  }

  /// Distribute builds its loops' IDs from the original one and keeps its
  /// locations; the other passes take only what the follow-up lists.
  /// The locations (and mustprogress) of a loop \p Producer makes with
  /// role \p Role from the loop whose are \p Here. The inner loop of an
  /// unroll_and_jam is the one nested inside; interchange swaps the two.
  const MetadataList &producedCommon(const loopcc::ChainStep &Producer,
                                     LoopRole Role,
                                     const MetadataList &Here) {
    const MetadataList &Other = &Here == &Common ? InnerCommon : Common;
    bool Inner = Role == LoopRole::Inner || Role == LoopRole::RemainderInner;
    switch (Producer.Kind) {
    case TransformKind::UnrollAndJam:
      return Inner ? Other : Here;
    case TransformKind::Interchange:
      if (unsigned Depth = loopcc::roleDepth(Role))
        return Producer.Permutation[Depth - 1] == 1 ? Here : Other;
      return Inner ? Here : Other;
    case TransformKind::Tile:
    case TransformKind::Skew:
      // The loops made from the outermost loop keep its locations; the
      // others, the locations of the loop nested inside.
      return loopcc::roleDepth(Role) == 1 ? Here : Other;
    case TransformKind::Reverse:
    case TransformKind::Pack:
    case TransformKind::Fuse:
    case TransformKind::Parallelize:
      return Here;
    case TransformKind::Vectorize:
    case TransformKind::Interleave:
    case TransformKind::Unroll:
    case TransformKind::Distribute:
      return Here;
    }
    llvm_unreachable("unknown TransformKind");
  }

  void appendCommon(MetadataList &Ops, const loopcc::ChainStep &Producer,
                    const MetadataList &Produced) {
    if (Producer.Kind == TransformKind::Distribute)
      return;
    Ops.append(Produced.begin(), Produced.end());
  }

  /// What the loops a step made carry once they are done with it, added
  /// to what earlier steps left on their ancestors.
  MetadataList doneFlags(const loopcc::ChainStep &Producer, LoopRole Role,
                         const MetadataList &Inherited) {
    MetadataList Flags = Inherited;
    MetadataList Own;
    appendFinalAttributes(Own, Producer, Role);
    for (llvm::Metadata *Flag : Own)
      if (!llvm::is_contained(Flags, Flag))
        Flags.push_back(Flag);
    return Flags;
  }

  /// The follow-up of the loop of role \p Role that step \p ProducerIndex
  /// makes, on which step \p NextStep applies.
  llvm::MDNode *followupNode(const loopcc::ChainStep &Producer, LoopRole Role,
                             unsigned ProducerIndex, unsigned NextStep,
                             const MetadataList &Here,
                             const MetadataList &Inherited) {
    MetadataList Ops;
    Ops.push_back(llvm::MDString::get(
        Ctx, loopcc::followupPrefix(Producer.Kind) + loopcc::roleName(Role).str()));
    const MetadataList &Produced = producedCommon(Producer, Role, Here);
    appendCommon(Ops, Producer, Produced);
    Ops.push_back(loopcc::roleMarkerNode(Ctx, ProducerIndex, Role));
    // The marks a step leaves go down to the loops made from its loops,
    // but "do not vectorize the remainder" is the remainder's own.
    MetadataList Down;
    for (llvm::Metadata *Flag : doneFlags(Producer, Role, Inherited))
      if (attributeName(Flag) != "llvm.loop.vectorize.enable")
        Down.push_back(Flag);
    appendStep(Ops, NextStep, Produced, Down);
    return llvm::MDNode::get(Ctx, Ops);
  }

  llvm::MDNode *roleOnlyNode(const loopcc::ChainStep &Producer, LoopRole Role,
                             unsigned ProducerIndex) {
    llvm::Metadata *Ops[] = {
        llvm::MDString::get(Ctx, loopcc::followupPrefix(Producer.Kind) +
                                     loopcc::roleName(Role).str()),
        loopcc::roleMarkerNode(Ctx, ProducerIndex, Role)};
    return llvm::MDNode::get(Ctx, Ops);
  }

  llvm::MDNode *finalNode(unsigned ProducerIndex, LoopRole Role,
                          const MetadataList &Here,
                          const MetadataList &Inherited) {
    const loopcc::ChainStep &Producer = Chain.Steps[ProducerIndex];
    MetadataList Own;
    appendFinalAttributes(Own, Producer, Role);
    if (Own.empty())
      return nullptr;
    MetadataList Attrs = doneFlags(Producer, Role, Inherited);
    if (ClangUnrollDisable && !llvm::is_contained(Attrs, ClangUnrollDisable))
      Attrs.push_back(ClangUnrollDisable);
    MetadataList Ops;
    Ops.push_back(llvm::MDString::get(
        Ctx, loopcc::followupPrefix(Producer.Kind) + loopcc::roleName(Role).str()));
    appendCommon(Ops, Producer, producedCommon(Producer, Role, Here));
    Ops.push_back(loopcc::roleMarkerNode(Ctx, ProducerIndex, Role));
    Ops.append(Attrs.begin(), Attrs.end());
    appendMarkers(Ops, Chain.Steps.size());
    return llvm::MDNode::get(Ctx, Ops);
  }
};

} // namespace

llvm::MDNode *loopcc::lowerChain(llvm::MDNode *OldLoopID,
                                 const LoopChain &Chain,
                                 llvm::MDNode *InnerLoopID) {
  return ChainLowerer(OldLoopID, Chain, InnerLoopID).lower();
}
