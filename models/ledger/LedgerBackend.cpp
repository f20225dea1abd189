#include "models/ledger/LedgerBackend.h"

#include "models/ledger/LedgerLocation.h"
#include "models/ledger/PostgresBackend.h"
#include "models/ledger/SqliteBackend.h"

namespace rp {

std::unique_ptr<const LedgerBackend> LedgerBackend::forLocation(const LedgerLocation& location)
{
    if (location.pg)
        return std::make_unique<PostgresBackend>();
    return std::make_unique<SqliteBackend>();
}

} // namespace rp
