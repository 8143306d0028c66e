//===- CodeGenBudget.cpp - Polly's code generation, within the budget -----===//

#include "passes/locality/CodeGenBudget.h"

#include "polly/ScopInfo.h"
#include "polly/Support/GICHelper.h"

#include "isl/ast_build.h"
#include "isl/ctx.h"
#include "isl/options.h"

namespace {

struct Trial {
  polly::Scop &S;
  bool Failed = false;
};

/// At each statement of the AST, what IslNodeBuilder::createNewAccesses
/// builds: the address of each access with a new relation, as an
/// expression of the AST's loops.
isl_ast_node *buildNewAccesses(isl_ast_node *Node, isl_ast_build *Build,
                               void *User) {
  auto &T = *static_cast<Trial *>(User);
  isl_ast_expr *Call = isl_ast_node_user_get_expr(Node);
  isl_ast_expr *Callee = isl_ast_expr_get_op_arg(Call, 0);
  isl_id *Id = isl_ast_expr_get_id(Callee);
  auto *Stmt = static_cast<polly::ScopStmt *>(isl_id_get_user(Id));
  isl_id_free(Id);
  isl_ast_expr_free(Callee);
  isl_ast_expr_free(Call);
  if (!Stmt) {
    T.Failed = true;
    return isl_ast_node_free(Node);
  }
  for (polly::MemoryAccess *MA : *Stmt) {
    if (!MA->hasNewAccessRelation())
      continue;
    isl::pw_multi_aff Address = MA->applyScheduleToAccessRelation(
        isl::manage(isl_ast_build_get_schedule(Build)));
    isl_set *Where = isl_set_intersect_params(
        isl_pw_multi_aff_domain(Address.copy()), T.S.getContext().release());
    isl_bool Empty = isl_set_is_empty(Where);
    isl_set_free(Where);
    if (Empty == isl_bool_error) {
      T.Failed = true;
      break;
    }
    // The generator skips an access no instance makes.
    if (Empty == isl_bool_true)
      continue;
    isl_ast_expr *Expr =
        isl_ast_build_access_from_pw_multi_aff(Build, Address.release());
    if (!Expr) {
      T.Failed = true;
      break;
    }
    isl_ast_expr_free(Expr);
  }
  // Null stops the AST's construction at the first failure.
  return T.Failed ? isl_ast_node_free(Node) : Node;
}

} // namespace

bool loopcc::codeGenerationFits(polly::Scop &S, unsigned long MaxOperations) {
  isl_ctx *Ctx = S.getIslCtx().get();
  Trial T{S};
  polly::IslMaxOperationsGuard Budget(Ctx, MaxOperations);
  // The options IslAst::init builds Polly's AST with.
  isl_options_set_ast_build_atomic_upper_bound(Ctx, true);
  isl_options_set_ast_build_detect_min_max(Ctx, true);
  isl_ast_build *Build = isl_ast_build_from_context(S.getContext().release());
  Build = isl_ast_build_set_at_each_domain(Build, buildNewAccesses, &T);
  isl_ast_node *Root =
      isl_ast_build_node_from_schedule(Build, S.getScheduleTree().release());
  isl_ast_node_free(Root);
  isl_ast_build_free(Build);
  // Any other failure is the generator's to meet and report.
  return !Budget.hasQuotaExceeded();
}
