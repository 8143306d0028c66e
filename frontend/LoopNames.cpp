//===- LoopNames.cpp - Loops by name: id, ids(...), on(NAME) --------------===//
//
// Names are per function. The stacks that name a loop elsewhere are moved
// first (a stack may continue a chain that another moved stack made, so
// this repeats until nothing moves); then, with every chain final, each
// on(NAME) is checked against the step before it and becomes its role.
//
//===----------------------------------------------------------------------===//

#include "frontend/LoopNames.h"

#include "pragma/DirectiveParser.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Stmt.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <map>
#include <string>

namespace {

using loopcc::BoundChain;
using loopcc::LoopRole;
using loopcc::TransformDirective;

/// Where a name was given, and the loop it names.
struct NameDef {
  /// The loop whose chain made the named loop (or the named source loop).
  const clang::Stmt *Loop = nullptr;
  /// The step of that chain that made it; -1 for the source loop itself.
  int Step = -1;
  LoopRole Role = LoopRole::All;
  clang::SourceLocation Loc;
};

using NameKey = std::pair<const clang::FunctionDecl *, std::string>;

/// The roles ids(...) names, in order: the step's produced roles, those
/// that may stand for several loops (`all`, distribute's coincident and
/// sequential loops) aside.
llvm::SmallVector<LoopRole, 8> namedRoles(const TransformDirective &S) {
  llvm::SmallVector<LoopRole, 8> Roles;
  for (LoopRole Role : loopcc::producedRoles(S))
    if (!loopcc::roleMayBeSeveral(Role))
      Roles.push_back(Role);
  return Roles;
}

class Resolver {
public:
  Resolver(std::vector<BoundChain> &Chains,
           llvm::ArrayRef<loopcc::LoopIdBinding> Ids,
           llvm::SmallPtrSetImpl<const clang::Stmt *> &Broken,
           clang::DiagnosticsEngine &Diags)
      : Chains(Chains), Ids(Ids), Broken(Broken), Diags(Diags) {
    Unknown = custom(clang::DiagnosticsEngine::Error,
                     "'%0' is neither a loop role nor the name of a loop of "
                     "this function");
    UnknownSuggest = custom(clang::DiagnosticsEngine::Error,
                            "'%0' is neither a loop role nor the name of a "
                            "loop of this function; did you mean '%1'?");
    Twice = custom(clang::DiagnosticsEngine::Error,
                   "the name '%0' is given to two loops of this function");
    TwiceNote =
        custom(clang::DiagnosticsEngine::Note, "'%0' first names a loop here");
    TwoIds = custom(clang::DiagnosticsEngine::Error,
                    "the loop already has a name, '%0'");
    Consumed =
        custom(clang::DiagnosticsEngine::Error,
               "loop '%0' is no longer there: '%1' transformed it before this "
               "step; name the loops '%1' makes with ids(...) and name one of "
               "them");
    NotOnChain = custom(
        clang::DiagnosticsEngine::Error,
        "loop '%0' is not the loop its chain goes on with: '%1' applies to "
        "the %2 loop of '%3'; a chain transforms one loop of each step (only "
        "its last step, a 'parallelize', may go back to a loop an earlier "
        "step made around the later steps' loops)");
    Elsewhere = custom(
        clang::DiagnosticsEngine::Error,
        "'on(%0)' names a loop that '%1', the step before, did not make; "
        "only the directive nearest a loop may name a loop elsewhere");
    NotePlace = custom(clang::DiagnosticsEngine::Note, "'%0' names this loop");
    Later = custom(clang::DiagnosticsEngine::Error,
                   "'on(%0)' names a loop that a later directive of this "
                   "stack makes; the directive nearest the loop applies "
                   "first, to the loop itself");
  }

  void run() {
    moveStacks();
    collect(/*Report=*/true);
    for (BoundChain &C : Chains)
      if (!Broken.count(C.Loop))
        resolve(C);
    for (BoundChain &C : Chains)
      nameTargets(C);
  }

private:
  std::vector<BoundChain> &Chains;
  llvm::ArrayRef<loopcc::LoopIdBinding> Ids;
  llvm::SmallPtrSetImpl<const clang::Stmt *> &Broken;
  clang::DiagnosticsEngine &Diags;
  std::map<NameKey, NameDef> Defs;
  /// The `#pragma loop id` name of each named loop.
  llvm::DenseMap<const clang::Stmt *, std::string> LoopIdOf;
  unsigned Unknown, UnknownSuggest, Twice, TwiceNote, TwoIds, Consumed,
      NotOnChain, Elsewhere, NotePlace, Later;

  unsigned custom(clang::DiagnosticsEngine::Level Level, llvm::StringRef Text) {
    return Diags.getDiagnosticIDs()->getCustomDiagID(
        static_cast<clang::DiagnosticIDs::Level>(Level), Text);
  }

  /// Every name of the unit; with \p Report, a name given twice is an
  /// error (the first one stands).
  void collect(bool Report) {
    Defs.clear();
    LoopIdOf.clear();
    // Every name given, in source order, so that the first one stands.
    struct Given {
      NameKey Key;
      NameDef Def;
      const TransformDirective *Id; // `#pragma loop id`, else null
    };
    std::vector<Given> All;
    for (const loopcc::LoopIdBinding &Id : Ids)
      All.push_back({{Id.Function, Id.Directive->LoopName},
                     {Id.Loop, -1, LoopRole::All, Id.Directive->KindLoc},
                     Id.Directive});
    for (const BoundChain &C : Chains)
      for (unsigned K = 0; K < C.Steps.size(); ++K) {
        const TransformDirective &S = C.Steps[K];
        // A fuse's other loops carry a copy of its step: its names are
        // the first loop's.
        if (S.FuseMember)
          continue;
        llvm::SmallVector<LoopRole, 8> Roles = namedRoles(S);
        for (unsigned J = 0; J < S.Ids.size() && J < Roles.size(); ++J)
          if (S.Ids[J] != "_")
            All.push_back({{C.Function, S.Ids[J]},
                           {C.Loop, int(K), Roles[J],
                            J < S.IdLocs.size() ? S.IdLocs[J] : S.IdsLoc},
                           nullptr});
      }
    const clang::SourceManager &SM = Diags.getSourceManager();
    std::stable_sort(
        All.begin(), All.end(), [&](const Given &A, const Given &B) {
          return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.Def.Loc),
                                              SM.getExpansionLoc(B.Def.Loc));
        });
    for (const Given &G : All) {
      if (G.Id) {
        auto [It, New] = LoopIdOf.try_emplace(G.Def.Loop, G.Key.second);
        if (!New) {
          if (Report) {
            Diags.Report(G.Id->KindLoc, TwoIds) << It->second << G.Id->Range;
            Broken.insert(G.Def.Loop);
          }
          continue;
        }
      }
      define(G.Key, G.Def, Report, G.Def.Loop);
    }
  }

  void define(const NameKey &Key, const NameDef &Def, bool Report,
              const clang::Stmt *Chain) {
    auto [It, New] = Defs.try_emplace(Key, Def);
    if (New || !Report)
      return;
    Diags.Report(Def.Loc, Twice) << Key.second;
    Diags.Report(It->second.Loc, TwiceNote) << Key.second;
    Broken.insert(Chain);
  }

  BoundChain *chainOf(const clang::Stmt *Loop) {
    for (BoundChain &C : Chains)
      if (C.Loop == Loop)
        return &C;
    return nullptr;
  }

  /// A stack whose first directive names a loop elsewhere goes to the end
  /// of the chain that owns the loop.
  void moveStacks() {
    for (size_t Round = 0; Round <= Chains.size(); ++Round) {
      collect(/*Report=*/false);
      bool Moved = false;
      for (size_t I = 0; I < Chains.size() && !Moved; ++I) {
        BoundChain &C = Chains[I];
        if (C.Steps.empty() || Broken.count(C.Loop) ||
            C.Steps.front().OnName.empty() || C.Steps.front().FuseMember)
          continue;
        auto It = Defs.find({C.Function, C.Steps.front().OnName});
        if (It == Defs.end() || It->second.Loop == C.Loop)
          continue;
        llvm::SmallVector<TransformDirective, 4> Stack = std::move(C.Steps);
        C.Steps.clear();
        Stack.front().StartsMovedStack = true;
        const clang::Stmt *Owner = It->second.Loop;
        BoundChain *To = chainOf(Owner);
        if (!To) {
          Chains.emplace_back();
          To = &Chains.back();
          To->Loop = Owner;
          To->Function = Chains[I].Function;
        }
        To->Steps.append(Stack.begin(), Stack.end());
        Moved = true;
      }
      if (!Moved)
        break;
    }
    llvm::erase_if(Chains, [](const BoundChain &C) { return C.Steps.empty(); });
  }

  /// on(NAME) of \p C's steps as roles.
  void resolve(BoundChain &C) {
    for (unsigned K = 0; K < C.Steps.size(); ++K) {
      TransformDirective &S = C.Steps[K];
      if (S.OnName.empty())
        continue;
      if (S.FuseMember) {
        // The first loop's chain resolves the fuse's on(NAME).
        S.On.reset();
        continue;
      }
      auto It = Defs.find({C.Function, S.OnName});
      if (It == Defs.end()) {
        unknown(C, S);
        continue;
      }
      const NameDef &D = It->second;
      if (K == 0 && D.Loop == C.Loop && D.Step == -1) {
        S.On.reset(); // the loop the chain starts from
        continue;
      }
      if (K > 0 && D.Loop == C.Loop && D.Step == int(K) - 1) {
        S.On = D.Role;
        continue;
      }
      if (reachesBackTo(C, K, D)) {
        S.On = D.Role;
        S.Producer = unsigned(D.Step);
        continue;
      }
      fail(C, S, K, D);
    }
  }

  /// Whether step \p K of \p C may apply to \p D, a loop an earlier step
  /// of its chain made before the step before: \p K is the chain's last
  /// step, of a kind that reaches back, and no later step took the loop.
  bool reachesBackTo(const BoundChain &C, unsigned K, const NameDef &D) const {
    if (K + 1 != C.Steps.size() || !loopcc::reachesBack(C.Steps[K].Kind) ||
        D.Loop != C.Loop || D.Step < 0 || D.Step + 1 >= int(K))
      return false;
    // Every later step but this one applies to a loop of the step before,
    // so all of them transform loops inside the one the step right after
    // the maker took: the named loop must enclose it.
    const TransformDirective &Maker = C.Steps[D.Step];
    return loopcc::enclosesMade(
        Maker, D.Role,
        loopcc::targetRole(Maker, C.Steps[unsigned(D.Step) + 1]));
  }

  void fail(BoundChain &C, const TransformDirective &S, unsigned K,
            const NameDef &D) {
    Broken.insert(C.Loop);
    if (D.Loop == C.Loop && D.Step >= int(K)) {
      Diags.Report(S.OnNameLoc, Later) << S.OnName;
      Diags.Report(D.Loc, NotePlace) << S.OnName;
      return;
    }
    if (D.Loop != C.Loop || K == 0) {
      Diags.Report(S.OnNameLoc, Elsewhere)
          << S.OnName << (K ? C.Steps[K - 1].spelling() : std::string("-"));
      Diags.Report(D.Loc, NotePlace) << S.OnName;
      return;
    }
    // The loop was made (or is the source loop, D.Step == -1) before the
    // step before this one: the next step took it, or another of its
    // siblings.
    unsigned Next = unsigned(D.Step + 1);
    const TransformDirective &By = C.Steps[Next];
    bool Took = D.Step < 0 || loopcc::targetRole(C.Steps[D.Step], By) == D.Role;
    if (Took) {
      Diags.Report(S.OnNameLoc, Consumed) << S.OnName << By.spelling();
    } else {
      Diags.Report(S.OnNameLoc, NotOnChain)
          << S.OnName << By.spelling()
          << loopcc::roleName(loopcc::targetRole(C.Steps[D.Step], By))
          << C.Steps[D.Step].spelling();
    }
    Diags.Report(D.Loc, NotePlace) << S.OnName;
  }

  void unknown(BoundChain &C, const TransformDirective &S) {
    Broken.insert(C.Loop);
    llvm::SmallVector<llvm::StringRef, 16> Candidates;
    for (const auto &[Key, Def] : Defs)
      if (Key.first == C.Function)
        Candidates.push_back(Key.second);
    for (llvm::StringRef Role : loopcc::roleWords())
      Candidates.push_back(Role);
    if (std::optional<llvm::StringRef> Near =
            loopcc::nearestName(S.OnName, Candidates)) {
      Diags.Report(S.OnNameLoc, UnknownSuggest)
          << S.OnName << *Near
          << clang::FixItHint::CreateReplacement(
                 clang::SourceRange(S.OnNameLoc), *Near);
      return;
    }
    Diags.Report(S.OnNameLoc, Unknown) << S.OnName;
  }

  /// Each step's LoopName: the name of the loop it applies to.
  void nameTargets(BoundChain &C) {
    for (unsigned K = 0; K < C.Steps.size(); ++K) {
      TransformDirective &S = C.Steps[K];
      if (K == 0) {
        S.LoopName = LoopIdOf.lookup(C.Loop);
        continue;
      }
      const TransformDirective &Prev = C.Steps[S.producerIndex(K)];
      if (!loopcc::producesLoops(Prev))
        continue;
      llvm::SmallVector<LoopRole, 8> Roles = namedRoles(Prev);
      LoopRole Target = loopcc::targetRole(Prev, S);
      for (unsigned J = 0; J < Prev.Ids.size() && J < Roles.size(); ++J)
        if (Roles[J] == Target && Prev.Ids[J] != "_")
          S.LoopName = Prev.Ids[J];
    }
  }
};

} // namespace

void loopcc::resolveLoopNames(
    std::vector<BoundChain> &Chains, llvm::ArrayRef<LoopIdBinding> Ids,
    llvm::SmallPtrSetImpl<const clang::Stmt *> &Broken,
    clang::DiagnosticsEngine &Diags) {
  Resolver(Chains, Ids, Broken, Diags).run();
}
