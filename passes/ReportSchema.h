//===- ReportSchema.h - The JSON Schema of the report -----------*- C++ -*-===//
//
// The JSON report (-floop-transform-report, loopcc-check --json) described
// as a JSON Schema, so a CI step can validate what it reads. Its
// vocabularies (transformations, statuses, roles) come from the tables the
// report is written from, so a new transformation is in the schema the
// moment it is in Transformations.def.
//
//===----------------------------------------------------------------------===//

#ifndef LOOPCC_PASSES_REPORTSCHEMA_H
#define LOOPCC_PASSES_REPORTSCHEMA_H

#include "llvm/Support/JSON.h"

namespace loopcc {

/// A JSON Schema (draft 2020-12) that every report loopcc writes satisfies,
/// and that refuses a key, a transformation, a status or a role it does not
/// know.
llvm::json::Value reportSchema();

} // namespace loopcc

#endif // LOOPCC_PASSES_REPORTSCHEMA_H
