//===- InsertPragmasMain.cpp - Random chains on the loops of a C file -----===//
//
//   loopcc-insert-pragmas FILE [--seed=N] [--rate=P] [--wrap]
//                         [-- COMPILE FLAGS]
//
// For differential testing: finds the loops of FILE with clang's AST (not
// with patterns over the text), writes a random valid chain of
// `#pragma loop transform` directives before some of them, and prints the
// result. A directive may change a program's speed, never its results, so
// the annotated program must print what the plain one prints.
//
//===----------------------------------------------------------------------===//

#include "frontend/PackedArrays.h"
#include "pragma/vocabulary/Vocabulary.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/CommonOptionsParser.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <random>
#include <string>

namespace {

llvm::cl::OptionCategory Category("loopcc-insert-pragmas options");
llvm::cl::opt<unsigned> Seed("seed", llvm::cl::desc("Random seed"),
                             llvm::cl::init(1), llvm::cl::cat(Category));
llvm::cl::opt<double>
    Rate("rate", llvm::cl::desc("Share of loops that get a chain (0..1)"),
         llvm::cl::init(0.6), llvm::cl::cat(Category));
llvm::cl::opt<std::string> Favour(
    "favour",
    llvm::cl::desc("A transformation that starts three chains in four, where "
                   "the loop allows it (distribute for a distribute-heavy "
                   "differential run)"),
    llvm::cl::value_desc("kind"), llvm::cl::cat(Category));

llvm::cl::opt<bool> Wrap(
    "wrap",
    llvm::cl::desc("Also write some chains as _Pragma in nested macros, and "
                   "make some functions with chains target_clones functions "
                   "(the chains themselves are those of the same seed "
                   "without --wrap)"),
    llvm::cl::cat(Category));

/// The kinds a chain's step may take, in the order the generator draws
/// from: every transformation of the vocabulary's table, and `permutation`,
/// which stands for `interchange permutation(...)`.
const std::vector<std::string> &stepKinds() {
  static const std::vector<std::string> Kinds = [] {
    std::vector<std::string> K;
    // A fuse takes a block of loops, not one loop (InsertConsumer).
    for (llvm::StringRef Name : loopcc::transformNames())
      if (Name != "fuse")
        K.push_back(Name.str());
    K.push_back("permutation");
    return K;
  }();
  return Kinds;
}

/// A random chain that loopcc accepts: no distribute after a vectorize,
/// no unroll_and_jam after a distribute, nothing after `unroll full`, only
/// vectorize, interleave and unroll right after a parallelize, and
/// on(role) only with a role the previous step produces. Returned nearest
/// the loop first.
class ChainGenerator {
public:
  explicit ChainGenerator(unsigned Seed) : Rng(Seed) {}

  /// \p Depth: how many loops are perfectly nested from the chain's loop
  /// (tile, permutation and skew take at most that many; interchange and
  /// skew need 2);
  /// \p Arrays: the names the loop subscripts (a pack names one of them).
  std::vector<std::string> generate(unsigned Depth,
                                    llvm::ArrayRef<std::string> Arrays) {
    std::vector<std::string> Steps;
    unsigned Length = pick(3) + 1;
    bool Vectorized = false, Distributed = false, FavouredStart = false;
    std::string PreviousKind;
    unsigned PreviousDepth = 0;
    for (unsigned I = 0; I < Length; ++I) {
      std::vector<std::string> Kinds;
      for (llvm::StringRef Kind : stepKinds()) {
        // The locality steps that take a nest go first, where the nest is
        // the one written.
        bool TakesNest =
            Kind == "interchange" || Kind == "permutation" || Kind == "skew";
        if ((TakesNest || Kind == "tile") && I != 0)
          continue;
        if (TakesNest && Depth < 2)
          continue;
        if ((Kind == "distribute" && Vectorized) ||
            (Kind == "unroll_and_jam" && Distributed))
          continue;
        if (PreviousKind == "parallelize" && Kind != "vectorize" &&
            Kind != "interleave" && Kind != "unroll")
          continue;
        if (Kind == "pack" && Arrays.empty())
          continue;
        Kinds.push_back(Kind.str());
      }
      std::string Kind = Kinds[pick(Kinds.size())];
      // A favoured kind starts most chains, and its next step usually
      // names one of the loops it produced.
      bool Favoured = I == 0 && !Favour.empty() && chance(0.75) &&
                      llvm::is_contained(Kinds, Favour.getValue());
      if (Favoured)
        Kind = Favour;
      bool Last = I + 1 == Length;
      unsigned NestDepth = 0;
      std::string Text;
      if (Kind == "tile" || Kind == "permutation" || Kind == "skew") {
        NestDepth = 1 + pick(std::min(Depth, 3u));
        if (Kind != "tile")
          NestDepth = std::max(NestDepth, 2u);
        Text = Kind == "tile"          ? "tile" + sizes(NestDepth)
               : Kind == "permutation" ? "interchange" + permutation(NestDepth)
                                       : "skew" + factors(NestDepth);
      } else if (Kind == "pack") {
        Text = "pack array(" + Arrays[pick(Arrays.size())] + ")";
      } else {
        Text = Kind + clauses(Kind, Last);
      }
      bool AfterFavoured = I == 1 && FavouredStart;
      if (!PreviousKind.empty() && (AfterFavoured ? pick(3) != 0 : pick(3) == 0))
        Text += " on(" + role(PreviousKind, PreviousDepth) + ")";
      FavouredStart |= Favoured;
      Steps.push_back(Text);
      Vectorized |= Kind == "vectorize" || Kind == "interleave";
      Distributed |= Kind == "distribute";
      PreviousKind = Kind;
      PreviousDepth = NestDepth;
      if (Text.find("full") != std::string::npos)
        break;
    }
    return Steps;
  }

  bool chance(double P) {
    return std::uniform_real_distribution<double>(0, 1)(Rng) < P;
  }

private:
  std::mt19937 Rng;

  unsigned pick(size_t N) {
    return std::uniform_int_distribution<size_t>(0, N - 1)(Rng);
  }

  std::string clauses(const std::string &Kind, bool Last) {
    static const char *Widths[] = {"2", "4", "8", "16"};
    static const char *Counts[] = {"2", "3", "4", "8"};
    if (Kind == "vectorize") {
      std::string C;
      if (pick(2))
        C += std::string(" width(") + Widths[pick(4)] + ")";
      if (pick(3) == 0)
        C += std::string(" interleave(") + Widths[pick(3)] + ")";
      if (pick(5) == 0)
        C += " predicate";
      return C;
    }
    if (Kind == "interleave")
      return pick(2) ? std::string(" count(") + Widths[pick(3)] + ")" : "";
    if (Kind == "parallelize") {
      static const char *Threads[] = {"1", "2", "3"};
      std::string C;
      if (pick(3) == 0)
        C += std::string(" threads(") + Threads[pick(3)] + ")";
      if (unsigned Schedule = pick(5); Schedule < 2)
        C += Schedule ? " schedule(dynamic" : " schedule(static";
      else
        return C;
      if (pick(2))
        C += std::string(", ") + Counts[pick(4)];
      return C + ")";
    }
    if (Kind == "unroll") {
      unsigned Choice = pick(4);
      if (Choice == 0 && Last)
        return " full";
      if (Choice == 1)
        return "";
      return std::string(" count(") + Counts[pick(4)] + ")";
    }
    if (Kind == "unroll_and_jam")
      return pick(2) ? std::string(" count(") + Counts[pick(3)] + ")" : "";
    return "";
  }

  std::string sizes(unsigned D) {
    static const char *Sizes[] = {"2", "3", "4", "7", "8", "16", "32"};
    std::string C = " sizes(";
    for (unsigned K = 0; K < D; ++K)
      C += std::string(K ? ", " : "") + Sizes[pick(std::size(Sizes))];
    return C + ")";
  }

  /// factors(...) for a skew of \p D loops (none: factors(1) on two).
  std::string factors(unsigned D) {
    if (D == 2 && pick(3) == 0)
      return "";
    static const char *Factors[] = {"0", "1", "1", "2", "3"};
    std::string C = " factors(";
    bool AnyShift = false;
    for (unsigned K = 1; K < D; ++K) {
      const char *F = Factors[pick(std::size(Factors))];
      // Not all 0: the last factor shifts when none before did.
      if (K + 1 == D && !AnyShift && F[0] == '0')
        F = "1";
      AnyShift |= F[0] != '0';
      C += std::string(K > 1 ? ", " : "") + F;
    }
    return C + ")";
  }

  std::string permutation(unsigned D) {
    std::vector<unsigned> P(D);
    for (unsigned K = 0; K < D; ++K)
      P[K] = K + 1;
    std::shuffle(P.begin(), P.end(), Rng);
    std::string C = " permutation(";
    for (unsigned K = 0; K < D; ++K)
      C += (K ? ", " : "") + std::to_string(P[K]);
    return C + ")";
  }

  /// A role the step before, \p Previous with a nest of \p Depth loops,
  /// produces (the vocabulary's table).
  std::string role(const std::string &Previous, unsigned Depth) {
    bool Permutation = Previous == "permutation";
    loopcc::TransformKind Kind = *loopcc::transformKindFromName(
        Permutation ? "interchange" : Previous);
    bool ByDepth = Permutation || Kind == loopcc::TransformKind::Tile ||
                   Kind == loopcc::TransformKind::Skew;
    llvm::SmallVector<loopcc::LoopRole, 8> Roles =
        loopcc::producedRoles(Kind, ByDepth ? Depth : 0);
    return loopcc::roleName(Roles[pick(Roles.size())]).str();
  }
};

class LoopFinder : public clang::RecursiveASTVisitor<LoopFinder> {
public:
  explicit LoopFinder(clang::SourceManager &SM) : SM(SM) {}

  bool VisitStmt(clang::Stmt *S) {
    if (!llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(S))
      return true;
    clang::SourceLocation Loc = S->getBeginLoc();
    // Only loops written in the file itself, outside macros.
    if (Loc.isMacroID() || !SM.isWrittenInMainFile(Loc))
      return true;
    std::vector<std::string> Arrays;
    for (llvm::StringRef Name : loopcc::subscriptedNames(S))
      Arrays.push_back(Name.str());
    Loops.push_back({Loc, nestDepth(S), Function, std::move(Arrays)});
    return true;
  }

  bool TraverseFunctionDecl(clang::FunctionDecl *FD) {
    const clang::FunctionDecl *Outer = Function;
    Function = FD;
    bool Result =
        clang::RecursiveASTVisitor<LoopFinder>::TraverseFunctionDecl(FD);
    Function = Outer;
    return Result;
  }

  /// Loops perfectly nested from \p Loop, itself included (at most 4).
  static unsigned nestDepth(const clang::Stmt *Loop) {
    unsigned Depth = 1;
    while (Depth < 4) {
      const clang::Stmt *Body = nullptr;
      if (const auto *F = llvm::dyn_cast<clang::ForStmt>(Loop))
        Body = F->getBody();
      else if (const auto *W = llvm::dyn_cast<clang::WhileStmt>(Loop))
        Body = W->getBody();
      else if (const auto *D = llvm::dyn_cast<clang::DoStmt>(Loop))
        Body = D->getBody();
      while (const auto *C = llvm::dyn_cast_or_null<clang::CompoundStmt>(Body))
        Body = C->size() == 1 ? C->body_front() : nullptr;
      if (!Body ||
          !llvm::isa<clang::ForStmt, clang::WhileStmt, clang::DoStmt>(Body))
        break;
      Loop = Body;
      ++Depth;
    }
    return Depth;
  }

  struct FoundLoop {
    clang::SourceLocation Loc;
    unsigned Depth;
    const clang::FunctionDecl *Function;
    std::vector<std::string> Arrays;
  };
  std::vector<FoundLoop> Loops;

private:
  clang::SourceManager &SM;
  const clang::FunctionDecl *Function = nullptr;
};

class InsertConsumer : public clang::ASTConsumer {
public:
  explicit InsertConsumer(clang::CompilerInstance &CI) : CI(CI) {}

  void HandleTranslationUnit(clang::ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    clang::SourceManager &SM = Ctx.getSourceManager();
    LoopFinder Finder(SM);
    Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
    clang::Rewriter R(SM, Ctx.getLangOpts());
    ChainGenerator Gen(Seed);
    // --wrap draws from a generator of its own, so the chains stay those
    // of the seed.
    std::mt19937 WrapRng(Seed * 7919u + 1);
    auto WrapChance = [&](unsigned OneIn) { return WrapRng() % OneIn == 0; };
    std::string Macros;
    unsigned MacroChains = 0;
    llvm::SmallPtrSet<const clang::FunctionDecl *, 8> Cloned, Considered;
    for (const LoopFinder::FoundLoop &Found : Finder.Loops) {
      if (!Gen.chance(Rate))
        continue;
      std::vector<std::string> Chain = Gen.generate(Found.Depth, Found.Arrays);
      // Written with the step applied last on top.
      std::string Text = "\n";
      if (Wrap && WrapChance(3)) {
        // A chain macro of step macros: the _Pragma of a nested macro,
        // right before its loop.
        std::string Name = "LOOPCC_CHAIN_" + std::to_string(++MacroChains);
        std::string Body;
        unsigned Step = 0;
        for (auto It = Chain.rbegin(); It != Chain.rend(); ++It, ++Step) {
          std::string StepName = Name + "_" + std::to_string(Step);
          Macros += "#define " + StepName + " _Pragma(\"loop transform " +
                    *It + "\")\n";
          Body += " " + StepName;
        }
        Macros += "#define " + Name + Body + "\n";
        Text += Name + "\n";
      } else {
        for (auto It = Chain.rbegin(); It != Chain.rend(); ++It)
          Text += "#pragma loop transform " + *It + "\n";
      }
      R.InsertTextBefore(Found.Loc, Text);
      // A function with a chain may become a target_clones function, every
      // declaration of it (clang requires them all to say so).
      const clang::FunctionDecl *FD = Found.Function;
      if (!Wrap || !FD || FD->isMain() || !Considered.insert(FD).second ||
          !WrapChance(4))
        continue;
      Cloned.insert(FD);
      for (const clang::FunctionDecl *Decl : FD->redecls())
        if (SM.isWrittenInMainFile(Decl->getBeginLoc()))
          R.InsertTextBefore(
              Decl->getBeginLoc(),
              "__attribute__((target_clones(\"avx2\", \"default\"))) ");
    }
    if (!Macros.empty())
      R.InsertTextBefore(SM.getLocForStartOfFile(SM.getMainFileID()), Macros);
    const llvm::RewriteBuffer *Buffer =
        R.getRewriteBufferFor(SM.getMainFileID());
    if (Buffer)
      Buffer->write(llvm::outs());
    else
      llvm::outs() << SM.getBufferData(SM.getMainFileID());
  }

private:
  clang::CompilerInstance &CI;
};

class InsertAction : public clang::ASTFrontendAction {
protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI, llvm::StringRef) override {
    return std::make_unique<InsertConsumer>(CI);
  }
};

} // namespace

int main(int Argc, const char **Argv) {
  llvm::InitLLVM X(Argc, Argv);
  auto Parser = clang::tooling::CommonOptionsParser::create(
      Argc, Argv, Category, llvm::cl::Required,
      "Writes random `#pragma loop transform` chains before the loops of a C "
      "file.\n");
  if (!Parser) {
    llvm::errs() << llvm::toString(Parser.takeError()) << '\n';
    return 2;
  }
  if (!Favour.empty() && !llvm::is_contained(stepKinds(), Favour.getValue())) {
    llvm::errs() << "loopcc-insert-pragmas: --favour=" << Favour
                 << " is not a transformation a chain can start with\n";
    return 2;
  }
  clang::tooling::ClangTool Tool(Parser->getCompilations(),
                                 Parser->getSourcePathList());
  return Tool.run(
      clang::tooling::newFrontendActionFactory<InsertAction>().get());
}
