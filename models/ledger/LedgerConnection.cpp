#include "models/ledger/LedgerConnection.h"

#include "models/ledger/LedgerLocation.h"
#include "models/ledger/PostgresConnection.h"
#include "models/ledger/SqliteConnection.h"

namespace rp {

std::unique_ptr<LedgerConnection> LedgerConnection::forLocation(const LedgerLocation& location)
{
    if (location.pg)
        return std::make_unique<PostgresConnection>(*location.pg);
    return std::make_unique<SqliteConnection>();
}

} // namespace rp
