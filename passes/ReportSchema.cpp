//===- ReportSchema.cpp - The JSON Schema of the transformation report ----===//
//
// The keys and their meanings are those of docs/pragma.md's "The JSON
// report", written by reportToJSON (TransformReport.cpp) and merged by
// loopcc-check.
//
//===----------------------------------------------------------------------===//

#include "passes/ReportSchema.h"

#include "passes/TransformReport.h"
#include "pragma/vocabulary/Vocabulary.h"

namespace {

using llvm::json::Array;
using llvm::json::Object;
using llvm::json::Value;

Value enumOf(llvm::ArrayRef<llvm::StringRef> Names) {
  Array Values;
  for (llvm::StringRef Name : Names)
    Values.push_back(Name);
  return Object{{"type", "string"}, {"enum", std::move(Values)}};
}

Value typed(llvm::StringRef Type, llvm::StringRef Description) {
  return Object{{"type", Type}, {"description", Description}};
}

/// A count or a position: lines and columns are 0 where unknown.
Value natural(llvm::StringRef Description) {
  return Object{
      {"type", "integer"}, {"minimum", 0}, {"description", Description}};
}

Value strings(llvm::StringRef Description) {
  return Object{{"type", "array"},
                {"items", Object{{"type", "string"}}},
                {"description", Description}};
}

/// An object with exactly these properties, the \p Required ones always.
Value closedObject(Object Properties, llvm::ArrayRef<llvm::StringRef> Required,
                   llvm::StringRef Description) {
  Array RequiredKeys;
  for (llvm::StringRef Key : Required) {
    assert(Properties.get(Key) && "a required key must be a property");
    RequiredKeys.push_back(Key);
  }
  return Object{{"type", "object"},
                {"description", Description},
                {"properties", std::move(Properties)},
                {"required", std::move(RequiredKeys)},
                {"additionalProperties", false}};
}

Value withDescription(Value Schema, llvm::StringRef Description) {
  Schema.getAsObject()->try_emplace("description", Description);
  return Schema;
}

Value statuses() {
  llvm::SmallVector<llvm::StringRef, 4> Names;
  for (loopcc::StepStatus S : loopcc::AllStatuses)
    Names.push_back(loopcc::statusName(S));
  return enumOf(Names);
}

Value loopSchema() {
  Object Properties{
      {"depth", natural("nesting depth in the chain's nest, 1 outermost")},
      {"line", natural("the source line the loop comes from")},
      {"column", natural("the source column the loop comes from")},
      {"step", typed("integer", "how far the induction advances per "
                                "iteration (negative when it runs down)")},
      {"trip_count", natural("iterations, known when compiling")},
      {"max_trip_count", natural("at most this many iterations")},
      {"vector_width", natural("the widest vector the loop computes with")},
      {"runtime_check", typed("boolean", "entered only after a run-time "
                                         "overlap check")},
      {"role", withDescription(enumOf(loopcc::roleNames()),
                               "the role the step gave the loop")},
      {"made_by_step", natural("the step (1, 2, ...) that made the loop")},
  };
  return closedObject(std::move(Properties), {"depth", "line", "column"},
                      "a loop of the chain right after the step");
}

Value stepSchema() {
  Object Properties{
      {"transformation", withDescription(enumOf(loopcc::transformNames()),
                                         "the step's transformation")},
      {"directive", typed("string", "the directive, spelled canonically")},
      {"line", natural("where the directive's transformation name is")},
      {"column", natural("where the directive's transformation name is")},
      {"file", typed("string", "the file the directive is written in, "
                               "where it is not the loop's (a chains file, "
                               "-floop-transform-chains)")},
      {"status", withDescription(statuses(), "what became of the step")},
      {"on", withDescription(enumOf(loopcc::roleNames()),
                             "the role named with on(...)")},
      {"loop_name", typed("string", "the name of the loop the step applies "
                                    "to (#pragma loop id, ids(...))")},
      {"fuse_member", natural("a fuse's other loop, by its position among "
                              "the loops the fuse takes (2 for the "
                              "second); the first loop's step has the "
                              "outcome")},
      {"reason", typed("string", "why the step was missed, skipped or not "
                                 "needed")},
      {"warning", typed("string", "an applied step that did not do quite "
                                  "what was asked")},
      {"runtime_check", typed("boolean", "applied under Polly's run-time "
                                         "check, the original nest kept as "
                                         "the fallback")},
      {"produced_loops", natural("loops of the chain right after the step")},
      {"copies", strings("the functions holding the copies of the loop the "
                         "step applied in")},
      {"missed_in", strings("the functions holding the copies where the "
                            "step was not applied")},
      {"vector_width", natural("the vector width the vectorizer chose")},
      {"interleave_count", natural("the interleave count the vectorizer "
                                   "chose")},
      {"loops", Object{{"type", "array"},
                       {"items", loopSchema()},
                       {"description", "the chain's loops right after the "
                                       "step, outermost first"}}},
  };
  return closedObject(
      std::move(Properties),
      {"transformation", "directive", "line", "column", "status"},
      "one directive of the chain, in the order they apply");
}

Value chainSchema() {
  Object Properties{
      {"id", natural("the chain's number in its unit")},
      {"file", typed("string", "the file the loop is written in")},
      {"line", natural("where the loop's keyword is")},
      {"column", natural("where the loop's keyword is")},
      {"function", typed("string", "the function the loop is written in")},
      {"steps", Object{{"type", "array"}, {"items", stepSchema()}}},
      {"explain", typed("string", "the explain view (loopcc-check's "
                                  "--html input only)")},
  };
  return closedObject(std::move(Properties),
                      {"id", "file", "line", "column", "function", "steps"},
                      "the directives of one source loop");
}

} // namespace

llvm::json::Value loopcc::reportSchema() {
  Object Unit{
      {"file", typed("string", "the main source file, as given")},
      {"directory", typed("string", "the compile command's directory, for "
                                    "a relative file (loopcc-check --json "
                                    "only)")},
      {"chains", Object{{"type", "array"}, {"items", chainSchema()}}},
  };
  Object Report{
      {"version", Object{{"const", 1}, {"description", "format version"}}},
      {"units",
       Object{{"type", "array"},
              {"items", closedObject(std::move(Unit), {"file", "chains"},
                                     "a translation unit with at "
                                     "least one chain")}}},
  };
  Value Schema = closedObject(std::move(Report), {"version", "units"},
                              "loopcc's report of every #pragma loop "
                              "transform step (docs/pragma.md, \"The JSON "
                              "report\")");
  Object &Top = *Schema.getAsObject();
  Top["$schema"] = "https://json-schema.org/draft/2020-12/schema";
  Top["title"] = "loopcc transformation report, version 1";
  return Schema;
}
