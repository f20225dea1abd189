#pragma once

#include <QString>

namespace rp {

class LedgerDb;

// The ledger's schema, versioned with PRAGMA user_version. Each step upgrades
// one version inside its own transaction; a fresh ledger runs every step in one
// transaction, so the latest schema is defined in exactly one place.
namespace ledger_schema {

inline constexpr int kApplicationId = 0x52504c47; // "RPLG" in the file header: this file is a RentPlan ledger
inline constexpr int kVersion = 4;

void createDb(LedgerDb& db);
// Upgrades from `fromVersion` to kVersion after saving a copy with VACUUM INTO
// (consistent even under WAL, unlike a file copy). Returns the backup's path.
// Throws InputException; the failed step is rolled back and the backup kept.
QString updateDb(LedgerDb& db, int fromVersion);

} // namespace ledger_schema

} // namespace rp
