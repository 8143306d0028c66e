//===- ChainFromMetadata.cpp - A chain read back from a loop ID -----------===//
//
// Reads what LLVM's passes read, as they read it (LoopUtils'
// hasVectorizeTransformation, hasUnrollTransformation, ...): a loop ID
// forces a transformation when the pass would see TM_ForcedByUser, and a
// follow-up continues the chain when the loop it describes forces one.
//
//===----------------------------------------------------------------------===//

#include "passes/ChainFromMetadata.h"
#include "passes/ChainMetadata.h"
#include "pragma/vocabulary/StepClauses.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Metadata.h"

#include <cassert>

namespace {

using loopcc::ChainStep;
using loopcc::LoopRole;
using loopcc::TransformKind;

/// The attributes of one loop: a loop ID's operands after itself, or a
/// follow-up's after its name.
class Attributes {
public:
  /// The attributes of a loop ID, or of a follow-up node: its operands
  /// after the first.
  explicit Attributes(const llvm::MDNode *Node) {
    for (const llvm::MDOperand &Op : llvm::drop_begin(Node->operands()))
      if (auto *Node = llvm::dyn_cast_or_null<llvm::MDNode>(Op.get()))
        Nodes.push_back(Node);
  }

  /// The attributes a follow-up node lists: inline, or in the one loop ID
  /// it holds (MLIR's loop annotations).
  static Attributes ofFollowup(const llvm::MDNode *Followup) {
    if (Followup->getNumOperands() == 2)
      if (auto *ID = llvm::dyn_cast_or_null<llvm::MDNode>(
              Followup->getOperand(1).get()))
        if (ID->getNumOperands() > 0 && ID->getOperand(0) == ID)
          return Attributes(ID);
    return Attributes(Followup);
  }

  const llvm::MDNode *find(llvm::StringRef Name) const {
    for (const llvm::MDNode *Node : Nodes)
      if (loopcc::attributeName(Node) == Name)
        return Node;
    return nullptr;
  }

  bool has(llvm::StringRef Name) const { return find(Name); }

  /// An attribute's integer (an i1 is a boolean); unset when absent or not
  /// an integer. A flag without a value reads as true, as LLVM reads it.
  std::optional<uint64_t> value(llvm::StringRef Name) const {
    const llvm::MDNode *Node = find(Name);
    if (!Node)
      return std::nullopt;
    if (Node->getNumOperands() == 1)
      return 1;
    auto *C = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(1));
    if (!C)
      return std::nullopt;
    return C->getZExtValue();
  }

  bool isTrue(llvm::StringRef Name) const { return value(Name) == 1; }

  /// `!{!"name", i32 A, i32 B, ...}`; empty when absent or malformed.
  llvm::SmallVector<uint32_t, 4> list(llvm::StringRef Name) const {
    llvm::SmallVector<uint32_t, 4> Values;
    const llvm::MDNode *Node = find(Name);
    if (!Node)
      return Values;
    for (const llvm::MDOperand &Op : llvm::drop_begin(Node->operands())) {
      auto *C = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(Op.get());
      if (!C || C->getZExtValue() > UINT32_MAX)
        return {};
      Values.push_back(uint32_t(C->getZExtValue()));
    }
    return Values;
  }

  /// A pragma marker loopcc's lowering left: where the directive is.
  std::optional<loopcc::SourcePosition> pragmaPosition() const {
    const llvm::MDNode *Node = find(loopcc::PragmaMarkerName);
    if (!Node || Node->getNumOperands() != 4)
      return std::nullopt;
    auto *File = llvm::dyn_cast<llvm::MDString>(Node->getOperand(1));
    auto *Line = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(2));
    auto *Col = llvm::mdconst::dyn_extract<llvm::ConstantInt>(Node->getOperand(3));
    if (!File || !Line || !Col)
      return std::nullopt;
    return loopcc::SourcePosition{File->getString().str(),
                                  unsigned(Line->getZExtValue()),
                                  unsigned(Col->getZExtValue())};
  }

private:
  llvm::SmallVector<const llvm::MDNode *, 8> Nodes;
};

std::optional<uint32_t> positive(std::optional<uint64_t> V) {
  if (!V || *V == 0 || *V > UINT32_MAX)
    return std::nullopt;
  return uint32_t(*V);
}

/// An unroll or unroll-and-jam request, as hasUnrollTransformation reads
/// it: `<Prefix>disable` wins, a count of 1 suppresses, a count N >= 2 or
/// `<Prefix>enable` forces.
std::optional<ChainStep> countedRequest(const Attributes &A,
                                        llvm::StringRef Prefix, ChainStep S) {
  if (A.has((Prefix + "disable").str()))
    return std::nullopt;
  if (std::optional<uint32_t> Count =
          positive(A.value((Prefix + "count").str()))) {
    if (*Count == 1)
      return std::nullopt;
    S.Count = *Count;
    return S;
  }
  if (A.has((Prefix + "enable").str()))
    return S;
  return std::nullopt;
}

/// Whether \p A forces \p Kind, and with which clauses; a message in \p
/// Problem when it forces it with parameters loopcc cannot follow.
std::optional<ChainStep> forcedStep(const Attributes &A, TransformKind Kind,
                                    std::string &Problem) {
  ChainStep S;
  S.Kind = Kind;
  switch (Kind) {
  case TransformKind::Vectorize:
  case TransformKind::Interleave: {
    // As hasVectorizeTransformation: enable(false), width 1 with count 1,
    // and a loop already vectorized are not requests.
    if (!A.isTrue("llvm.loop.vectorize.enable") ||
        A.has("llvm.loop.isvectorized"))
      return std::nullopt;
    std::optional<uint32_t> Width = positive(A.value("llvm.loop.vectorize.width"));
    std::optional<uint32_t> Count =
        positive(A.value("llvm.loop.interleave.count"));
    if (Width == 1 && Count == 1)
      return std::nullopt;
    bool Interleave = Width == 1;
    if ((Kind == TransformKind::Interleave) != Interleave)
      return std::nullopt;
    if (Interleave) {
      S.Count = Count;
      return S;
    }
    S.Width = Width;
    S.Scalable = A.isTrue("llvm.loop.vectorize.scalable.enable");
    S.InterleaveCount = Count;
    S.Predicate = A.isTrue("llvm.loop.vectorize.predicate.enable");
    return S;
  }
  case TransformKind::Unroll:
    if (!A.has("llvm.loop.unroll.disable") && A.has("llvm.loop.unroll.full")) {
      S.Full = true;
      return S;
    }
    return countedRequest(A, "llvm.loop.unroll.", S);
  case TransformKind::UnrollAndJam:
    return countedRequest(A, "llvm.loop.unroll_and_jam.", S);
  case TransformKind::Distribute:
    if (!A.isTrue("llvm.loop.distribute.enable"))
      return std::nullopt;
    return S;
  case TransformKind::Interchange: {
    if (!A.isTrue("llvm.loop.interchange.enable"))
      return std::nullopt;
    S.Permutation = A.list("llvm.loop.interchange.permutation");
    if (A.has("llvm.loop.interchange.permutation")) {
      bool IsPermutation = S.Permutation.size() <= loopcc::MaxNestDepth &&
                           loopcc::isPermutation(S.Permutation);
      if (!IsPermutation) {
        Problem = "llvm.loop.interchange.permutation is not a permutation "
                  "of 1..d with 2 <= d <= 4";
        return std::nullopt;
      }
    }
    return S;
  }
  case TransformKind::Skew: {
    if (!A.isTrue("llvm.loop.skew.enable"))
      return std::nullopt;
    S.Factors = A.list("llvm.loop.skew.factors");
    if (A.has("llvm.loop.skew.factors") &&
        (S.Factors.empty() || S.Factors.size() >= loopcc::MaxNestDepth ||
         llvm::any_of(S.Factors,
                      [](uint32_t F) { return F > loopcc::MaxSkewFactor; }) ||
         llvm::all_of(S.Factors, [](uint32_t F) { return F == 0; }))) {
      Problem = "llvm.loop.skew.factors must list 1 to 3 factors, each from "
                "0 to 1024, not all 0";
      return std::nullopt;
    }
    return S;
  }
  case TransformKind::Tile:
    if (!A.isTrue("llvm.loop.tile.enable"))
      return std::nullopt;
    S.Sizes = A.list("llvm.loop.tile.sizes");
    if (S.Sizes.empty() || S.Sizes.size() > loopcc::MaxNestDepth ||
        llvm::any_of(S.Sizes, [](uint32_t Size) {
          return Size < 2 || Size > 65536;
        })) {
      Problem = "llvm.loop.tile.sizes must list 1 to 4 sizes, each from 2 "
                "to 65536";
      return std::nullopt;
    }
    S.Separate = A.isTrue("llvm.loop.tile.separate");
    return S;
  case TransformKind::Reverse:
    if (!A.isTrue("llvm.loop.reverse.enable"))
      return std::nullopt;
    return S;
  case TransformKind::Pack: {
    if (!A.isTrue("llvm.loop.pack.enable"))
      return std::nullopt;
    const llvm::MDNode *Array = A.find("llvm.loop.pack.array");
    auto *Name = Array && Array->getNumOperands() == 2
                     ? llvm::dyn_cast<llvm::MDString>(Array->getOperand(1))
                     : nullptr;
    if (!Name || Name->getString().empty()) {
      Problem = "llvm.loop.pack.enable needs llvm.loop.pack.array with the "
                "name of the array to pack";
      return std::nullopt;
    }
    S.Array = Name->getString().str();
    return S;
  }
  case TransformKind::Fuse: {
    if (!A.isTrue("llvm.loop.fuse.enable"))
      return std::nullopt;
    std::optional<uint32_t> Count = positive(A.value("llvm.loop.fuse.count"));
    std::optional<uint32_t> Member = positive(A.value("llvm.loop.fuse.member"));
    if (Count.has_value() == Member.has_value() ||
        (Count && (*Count < 2 || *Count > 64)) ||
        (Member && (*Member < 2 || *Member > 64))) {
      Problem = "llvm.loop.fuse.enable needs either llvm.loop.fuse.count "
                "(on the first loop: how many loops, 2 to 64) or "
                "llvm.loop.fuse.member (on each other loop: its position, "
                "from 2)";
      return std::nullopt;
    }
    S.FusedLoops = Count.value_or(0);
    S.FuseMember = Member.value_or(0);
    return S;
  }
  case TransformKind::Parallelize: {
    if (!A.isTrue("llvm.loop.parallelize.enable"))
      return std::nullopt;
    if (A.has("llvm.loop.parallelize.threads")) {
      S.Threads = positive(A.value("llvm.loop.parallelize.threads"));
      if (!S.Threads || *S.Threads > loopcc::MaxThreads) {
        Problem = "llvm.loop.parallelize.threads must be from 1 to " +
                  std::to_string(loopcc::MaxThreads);
        return std::nullopt;
      }
    }
    if (const llvm::MDNode *Kind = A.find("llvm.loop.parallelize.schedule")) {
      auto *Name = Kind->getNumOperands() == 2
                       ? llvm::dyn_cast<llvm::MDString>(Kind->getOperand(1))
                       : nullptr;
      if (Name && Name->getString() == "static")
        S.Schedule = loopcc::ParallelSchedule::Static;
      else if (Name && Name->getString() == "dynamic")
        S.Schedule = loopcc::ParallelSchedule::Dynamic;
      else {
        Problem = "llvm.loop.parallelize.schedule must be \"static\" or "
                  "\"dynamic\"";
        return std::nullopt;
      }
    }
    if (A.has("llvm.loop.parallelize.chunk")) {
      S.Chunk = positive(A.value("llvm.loop.parallelize.chunk"));
      if (!S.Chunk || *S.Chunk > loopcc::MaxChunk || !S.Schedule) {
        Problem = "llvm.loop.parallelize.chunk must be from 1 to " +
                  std::to_string(loopcc::MaxChunk) +
                  ", with llvm.loop.parallelize.schedule";
        return std::nullopt;
      }
    }
    return S;
  }
  }
  llvm_unreachable("unknown TransformKind");
}

/// Every kind, in the table's order.
llvm::SmallVector<TransformKind, 8> allKinds() {
  return {
#define LOOPCC_TRANSFORM(Kind, ...) TransformKind::Kind,
#include "pragma/vocabulary/Transformations.def"
  };
}

/// The one step \p A forces; none when it forces none. Two forced steps on
/// one loop are LLVM's own fixed order, not a chain: \p Problem says so.
std::optional<ChainStep> onlyForcedStep(const Attributes &A,
                                        std::string &Problem) {
  std::optional<ChainStep> Found;
  for (TransformKind Kind : allKinds()) {
    std::optional<ChainStep> S = forcedStep(A, Kind, Problem);
    if (!Problem.empty())
      return std::nullopt;
    if (!S)
      continue;
    if (Found) {
      Problem = "the loop forces both '" +
                loopcc::transformName(Found->Kind).str() + "' and '" +
                loopcc::transformName(S->Kind).str() +
                "': LLVM's fixed order applies";
      return std::nullopt;
    }
    Found = S;
  }
  return Found;
}

/// LLVM's function pipeline runs LoopDistribute, then LoopVectorize, then
/// LoopUnroll; 0 for a step no pass of it applies.
unsigned pipelineRank(const ChainStep &S) {
  switch (S.Kind) {
  case TransformKind::Distribute:
    return 1;
  case TransformKind::Vectorize:
  case TransformKind::Interleave:
    return 2;
  case TransformKind::Unroll:
    return 3;
  case TransformKind::UnrollAndJam: // not in LLVM's default pipelines
  case TransformKind::Interchange:
  case TransformKind::Tile:
  case TransformKind::Reverse:
  case TransformKind::Pack:
  case TransformKind::Fuse:
  case TransformKind::Parallelize:
  case TransformKind::Skew:
    return 0;
  }
  llvm_unreachable("unknown TransformKind");
}

/// A step a follow-up of another forces: the role of its loop, the step,
/// and the loop's attributes.
struct ForcedFollowup {
  LoopRole Role;
  ChainStep Step;
  Attributes Produced;
};

/// The follow-ups of \p Done (whose loop's attributes are \p Here) that
/// force a step, in the table's role order.
llvm::SmallVector<ForcedFollowup, 2> forcedFollowups(const Attributes &Here,
                                                     const ChainStep &Done,
                                                     std::string &Problem) {
  llvm::SmallVector<ForcedFollowup, 2> Found;
  for (LoopRole Role : producedRoles(Done)) {
    const llvm::MDNode *Followup =
        Here.find(followupPrefix(Done.Kind) + roleName(Role).str());
    if (!Followup)
      continue;
    Attributes Produced = Attributes::ofFollowup(Followup);
    std::optional<ChainStep> S = onlyForcedStep(Produced, Problem);
    if (!Problem.empty())
      return {};
    if (S)
      Found.push_back({Role, *S, Produced});
  }
  return Found;
}

/// Of two follow-ups of one step that force a step, the index of the one
/// that is the chain's leaf (StepClauses::Producer): a step that reaches
/// back and forces nothing after it, on the loop that encloses the other's
/// where both could be; none when neither can.
std::optional<unsigned> leafOf(llvm::ArrayRef<ForcedFollowup> Two,
                               const ChainStep &Done, std::string &Problem) {
  assert(Two.size() == 2 && "two follow-ups");
  bool Can[2];
  for (unsigned K = 0; K < 2; ++K) {
    Can[K] = reachesBack(Two[K].Step.Kind) &&
             forcedFollowups(Two[K].Produced, Two[K].Step, Problem).empty();
    if (!Problem.empty())
      return std::nullopt;
  }
  if (Can[0] && Can[1])
    return enclosesMade(Done, Two[1].Role, Two[0].Role) ? 1u : 0u;
  if (Can[0] || Can[1])
    return Can[0] ? 0u : 1u;
  return std::nullopt;
}

} // namespace

loopcc::MetadataChain loopcc::readChainFromLoopID(const llvm::MDNode *LoopID) {
  MetadataChain Result;
  if (!LoopID || LoopID->getNumOperands() == 0 ||
      LoopID->getOperand(0) != LoopID)
    return Result;
  Attributes Here(LoopID);
  std::optional<ChainStep> Step = onlyForcedStep(Here, Result.NotAChain);
  // The leaf, read where it branches off and appended last.
  std::optional<ChainStep> Leaf;
  std::optional<Attributes> LeafHere;
  while (Step) {
    if (std::optional<SourcePosition> P = Here.pragmaPosition())
      Step->Pragma = *P;
    Result.Steps.push_back(*Step);
    const ChainStep &Done = Result.Steps.back();
    llvm::SmallVector<ForcedFollowup, 2> Next =
        forcedFollowups(Here, Done, Result.NotAChain);
    if (Next.size() == 2 && !Leaf && Result.NotAChain.empty()) {
      if (std::optional<unsigned> K = leafOf(Next, Done, Result.NotAChain)) {
        Leaf = Next[*K].Step;
        Leaf->Producer = Result.Steps.size() - 1;
        Leaf->On = Next[*K].Role;
        LeafHere = Next[*K].Produced;
        Next.erase(Next.begin() + *K);
      }
    }
    if (Next.size() > 1 && Result.NotAChain.empty())
      Result.NotAChain = "two follow-ups of '" +
                         transformName(Done.Kind).str() +
                         "' force a transformation: not one chain";
    if (!Result.NotAChain.empty()) {
      Result.Steps.clear();
      return Result;
    }
    Step.reset();
    if (Next.empty())
      break;
    if (Next.front().Role != producedRoles(Done).front())
      Next.front().Step.On = Next.front().Role;
    Step = Next.front().Step;
    Here = Next.front().Produced;
  }
  if (Leaf) {
    if (std::optional<SourcePosition> P = LeafHere->pragmaPosition())
      Leaf->Pragma = *P;
    Result.Steps.push_back(*Leaf);
  }
  if (!Result.NotAChain.empty())
    Result.Steps.clear();
  for (ChainStep &S : Result.Steps)
    S.Spelling = S.spelling();
  return Result;
}

bool loopcc::isDeliveredByLLVM(llvm::ArrayRef<ChainStep> Steps) {
  if (Steps.size() == 1)
    return isLeftToLLVMWhenLone(Steps.front().Kind);
  unsigned Previous = 0;
  for (const ChainStep &S : Steps) {
    unsigned Rank = pipelineRank(S);
    if (Rank == 0 || Rank <= Previous)
      return false;
    Previous = Rank;
  }
  return true;
}
