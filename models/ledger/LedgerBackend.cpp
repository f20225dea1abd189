#include "ledger/LedgerBackend.h"

#include "ledger/LedgerLocation.h"
#include "ledger/PostgresBackend.h"
#include "ledger/SqliteBackend.h"

namespace rp {

std::unique_ptr<const LedgerBackend> LedgerBackend::forLocation(const LedgerLocation& location)
{
    if (location.pg)
        return std::make_unique<PostgresBackend>();
    return std::make_unique<SqliteBackend>();
}

} // namespace rp
