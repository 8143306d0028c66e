//===- ChainRecord.cpp - The chains of a module, in the module ------------===//

#include "passes/ChainRecord.h"
#include "passes/ChainFromMetadata.h"
#include "passes/ChainMetadata.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Type.h"

#include <algorithm>

namespace {

using Ops = llvm::SmallVector<llvm::Metadata *, 16>;

class Writer {
public:
  explicit Writer(llvm::LLVMContext &Ctx) : Ctx(Ctx) {}

  llvm::Metadata *text(llvm::StringRef S) { return llvm::MDString::get(Ctx, S); }
  llvm::Metadata *i32(uint32_t V) {
    return llvm::ConstantAsMetadata::get(
        llvm::ConstantInt::get(llvm::Type::getInt32Ty(Ctx), V));
  }
  llvm::MDNode *position(const loopcc::SourcePosition &P) {
    return llvm::MDNode::get(Ctx, {text(P.File), i32(P.Line), i32(P.Column)});
  }

  llvm::MDNode *step(const loopcc::ChainStep &S) {
    Ops O{text(loopcc::transformName(S.Kind))};
    auto Pair = [&](llvm::StringRef Key, llvm::Metadata *Value) {
      O.push_back(text(Key));
      O.push_back(Value);
    };
    // The clauses are the loop ID's (ChainFromMetadata.h): the record keeps
    // what metadata cannot say, for the messages.
    Pair("spelling", text(S.Spelling));
    Pair("pragma", position(S.Pragma));
    if (!S.LoopName.empty())
      Pair("name", text(S.LoopName));
    // A leaf's loop is not on the path the others' loop IDs state.
    if (S.Producer) {
      Pair("producer", i32(*S.Producer));
      if (S.On)
        Pair("on", text(loopcc::roleName(*S.On)));
    }
    return llvm::MDNode::get(Ctx, O);
  }

private:
  llvm::LLVMContext &Ctx;
};

std::optional<uint32_t> readInt(const llvm::Metadata *MD) {
  auto *C = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(MD);
  if (!C || C->getValue().getActiveBits() > 32)
    return std::nullopt;
  return uint32_t(C->getZExtValue());
}

std::optional<llvm::StringRef> readText(const llvm::Metadata *MD) {
  auto *S = llvm::dyn_cast_or_null<llvm::MDString>(MD);
  if (!S)
    return std::nullopt;
  return S->getString();
}

std::optional<loopcc::SourcePosition> readPosition(const llvm::Metadata *MD) {
  auto *N = llvm::dyn_cast_or_null<llvm::MDNode>(MD);
  if (!N || N->getNumOperands() != 3)
    return std::nullopt;
  std::optional<llvm::StringRef> File = readText(N->getOperand(0));
  std::optional<uint32_t> Line = readInt(N->getOperand(1));
  std::optional<uint32_t> Column = readInt(N->getOperand(2));
  if (!File || !Line || !Column)
    return std::nullopt;
  return loopcc::SourcePosition{File->str(), *Line, *Column};
}

std::optional<loopcc::ChainStep> readStep(const llvm::Metadata *MD) {
  auto *N = llvm::dyn_cast_or_null<llvm::MDNode>(MD);
  if (!N || N->getNumOperands() % 2 != 1)
    return std::nullopt;
  std::optional<llvm::StringRef> Name = readText(N->getOperand(0));
  std::optional<loopcc::TransformKind> Kind =
      Name ? loopcc::transformKindFromName(*Name) : std::nullopt;
  if (!Kind)
    return std::nullopt;
  loopcc::ChainStep S;
  S.Kind = *Kind;
  for (unsigned I = 1; I + 1 < N->getNumOperands(); I += 2) {
    std::optional<llvm::StringRef> Key = readText(N->getOperand(I));
    const llvm::Metadata *Value = N->getOperand(I + 1);
    if (!Key)
      return std::nullopt;
    bool Ok = true;
    // 0 is no value, as the parser never gives one.
    auto Int = [&](std::optional<uint32_t> &Out) {
      std::optional<uint32_t> V = readInt(Value);
      Ok = V.has_value();
      if (V && *V)
        Out = V;
    };
    auto List = [&](llvm::SmallVectorImpl<uint32_t> &Out) {
      auto *L = llvm::dyn_cast_or_null<llvm::MDNode>(Value);
      Ok = L && L->getNumOperands() >= 1 &&
           L->getNumOperands() <= loopcc::MaxNestDepth;
      for (unsigned J = 0; Ok && J < L->getNumOperands(); ++J) {
        std::optional<uint32_t> V = readInt(L->getOperand(J));
        Ok = V.has_value();
        Out.push_back(V.value_or(0));
      }
    };
    auto Flag = [&](bool &Out) {
      std::optional<uint32_t> V = readInt(Value);
      Ok = V.has_value();
      Out = V.value_or(0) != 0;
    };
    if (*Key == "width")
      Int(S.Width);
    else if (*Key == "scalable")
      Flag(S.Scalable);
    else if (*Key == "interleave")
      Int(S.InterleaveCount);
    else if (*Key == "predicate")
      Flag(S.Predicate);
    else if (*Key == "count")
      Int(S.Count);
    else if (*Key == "full")
      Flag(S.Full);
    else if (*Key == "sizes")
      List(S.Sizes);
    else if (*Key == "permutation")
      List(S.Permutation);
    else if (*Key == "array") {
      std::optional<llvm::StringRef> Name = readText(Value);
      Ok = Name && !Name->empty();
      S.Array = Name.value_or("").str();
    } else if (*Key == "on") {
      std::optional<llvm::StringRef> Role = readText(Value);
      S.On = Role ? loopcc::roleFromName(*Role) : std::nullopt;
      Ok = S.On.has_value();
    } else if (*Key == "producer") {
      std::optional<uint32_t> V = readInt(Value);
      Ok = V.has_value();
      S.Producer = V;
    } else if (*Key == "name") {
      std::optional<llvm::StringRef> Text = readText(Value);
      Ok = Text.has_value();
      S.LoopName = Text.value_or("").str();
    } else if (*Key == "spelling") {
      std::optional<llvm::StringRef> Text = readText(Value);
      Ok = Text.has_value();
      S.Spelling = Text.value_or("").str();
    } else if (*Key == "pragma") {
      std::optional<loopcc::SourcePosition> P = readPosition(Value);
      Ok = P.has_value();
      if (P)
        S.Pragma = *P;
    } else {
      Ok = false;
    }
    if (!Ok)
      return std::nullopt;
  }
  if (S.Spelling.empty())
    S.Spelling = loopcc::transformName(S.Kind).str();
  return S;
}

} // namespace

llvm::MDNode *loopcc::chainToMetadata(llvm::LLVMContext &Ctx,
                                      const LoopChain &Chain) {
  Writer W(Ctx);
  Ops O{W.i32(Chain.Id), W.text(Chain.Function), W.position(Chain.Loop)};
  for (const ChainStep &S : Chain.Steps)
    O.push_back(W.step(S));
  return llvm::MDNode::get(Ctx, O);
}

std::optional<loopcc::LoopChain>
loopcc::chainFromMetadata(const llvm::MDNode *Node) {
  if (!Node || Node->getNumOperands() < 4)
    return std::nullopt;
  std::optional<uint32_t> Id = readInt(Node->getOperand(0));
  std::optional<llvm::StringRef> Function = readText(Node->getOperand(1));
  std::optional<SourcePosition> Loop = readPosition(Node->getOperand(2));
  if (!Id || !Function || !Loop)
    return std::nullopt;
  LoopChain Chain;
  Chain.Id = *Id;
  Chain.Function = Function->str();
  Chain.Loop = *Loop;
  for (unsigned I = 3; I < Node->getNumOperands(); ++I) {
    std::optional<ChainStep> S = readStep(Node->getOperand(I));
    if (!S)
      return std::nullopt;
    Chain.Steps.push_back(std::move(*S));
  }
  return Chain;
}

void loopcc::recordChains(llvm::Module &M, const ChainTable &Chains) {
  if (llvm::NamedMDNode *Old = M.getNamedMetadata(ChainRecordName))
    M.eraseNamedMetadata(Old);
  if (Chains.empty())
    return;
  llvm::NamedMDNode *Record = M.getOrInsertNamedMetadata(ChainRecordName);
  for (const LoopChain &Chain : Chains)
    Record->addOperand(chainToMetadata(M.getContext(), Chain));
}

/// Each chain's clauses as its loop IDs state them: from the loop whose
/// marker is at the earliest step (step 0 before any pass ran), the steps
/// from there on. The record's own clauses (a record of an older loopcc)
/// give way to them. False for a chain whose clauses cannot be known: its
/// loop ID states another chain, or a step the engine needs lacks them.
static bool takeClausesFromLoopIDs(
    loopcc::LoopChain &Chain,
    const llvm::DenseMap<unsigned, const llvm::MDNode *> &EarliestID,
    const llvm::DenseMap<std::pair<unsigned, unsigned>, const llvm::MDNode *>
        &IDAtStep) {
  if (const llvm::MDNode *ID = EarliestID.lookup(Chain.Id)) {
    unsigned First = loopcc::readChainMarker(ID)->NextStep;
    loopcc::MetadataChain Read = loopcc::readChainFromLoopID(ID);
    for (loopcc::ChainStep &S : Read.Steps)
      if (S.Producer)
        S.Producer = *S.Producer + First;
    // A leaf (StepClauses::Producer) whose loop branched off before the
    // earliest loop: its own loop ID states it.
    unsigned Last = Chain.Steps.size() - 1;
    if (First + Read.Steps.size() == Last && Chain.Steps[Last].Producer &&
        *Chain.Steps[Last].Producer < First)
      if (const llvm::MDNode *LeafID = IDAtStep.lookup({Chain.Id, Last})) {
        loopcc::MetadataChain Leaf = loopcc::readChainFromLoopID(LeafID);
        if (Leaf.Steps.size() == 1) {
          Leaf.Steps.front().Producer = Chain.Steps[Last].Producer;
          Leaf.Steps.front().On = Chain.Steps[Last].On;
          Read.Steps.push_back(Leaf.Steps.front());
        }
      }
    if (First + Read.Steps.size() != Chain.Steps.size())
      return false;
    for (unsigned I = 0; I < Read.Steps.size(); ++I) {
      loopcc::ChainStep &S = Chain.Steps[First + I];
      if (loopcc::passKind(S.Kind) != loopcc::passKind(Read.Steps[I].Kind))
        return false;
      static_cast<loopcc::StepClauses &>(S) = Read.Steps[I];
    }
  }
  // The engine relies on what the parser checks: a tile has its sizes, a
  // permutation is one, a pack names its array.
  for (const loopcc::ChainStep &S : Chain.Steps) {
    if (S.Kind == loopcc::TransformKind::Tile &&
        (S.Sizes.empty() ||
         llvm::any_of(S.Sizes, [](uint32_t V) { return V < 2; })))
      return false;
    if (!S.Permutation.empty() && !loopcc::isPermutation(S.Permutation))
      return false;
    if (S.Kind == loopcc::TransformKind::Pack && S.Array.empty())
      return false;
  }
  return true;
}

loopcc::ChainTable loopcc::readChains(const llvm::Module &M) {
  ChainTable Chains;
  const llvm::NamedMDNode *Record = M.getNamedMetadata(ChainRecordName);
  if (!Record)
    return Chains;
  llvm::DenseMap<unsigned, const llvm::MDNode *> EarliestID;
  llvm::DenseMap<std::pair<unsigned, unsigned>, const llvm::MDNode *> IDAtStep;
  for (const llvm::Function &F : M)
    for (const llvm::BasicBlock &BB : F)
      if (const llvm::Instruction *Term = BB.getTerminator())
        if (const llvm::MDNode *ID =
                Term->getMetadata(llvm::LLVMContext::MD_loop))
          if (std::optional<ChainMarker> Marker = readChainMarker(ID)) {
            IDAtStep.try_emplace({Marker->Id, Marker->NextStep}, ID);
            const llvm::MDNode *&Earliest = EarliestID[Marker->Id];
            if (!Earliest || readChainMarker(Earliest)->NextStep > Marker->NextStep)
              Earliest = ID;
          }
  for (const llvm::MDNode *Node : Record->operands())
    if (std::optional<LoopChain> Chain = chainFromMetadata(Node))
      if (takeClausesFromLoopIDs(*Chain, EarliestID, IDAtStep))
        Chains.push_back(std::move(*Chain));
  return Chains;
}

const loopcc::ChainTable &loopcc::ChainSource::chains(const llvm::Module &M) {
  if (!Loaded) {
    Chains = readChains(M);
    Loaded = true;
  }
  return Chains;
}

bool loopcc::ChainSource::knows(unsigned Id) const {
  return llvm::any_of(Chains,
                      [&](const LoopChain &Chain) { return Chain.Id == Id; });
}

const loopcc::LoopChain &loopcc::ChainSource::adopt(const llvm::Module &M,
                                                    LoopChain Chain) {
  chains(M);
  unsigned Largest = 0;
  for (const LoopChain &Known : Chains)
    Largest = std::max(Largest, Known.Id);
  Chain.Id = Largest + 1;
  Chains.push_back(std::move(Chain));
  return Chains.back();
}
