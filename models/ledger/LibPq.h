// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <libpq-fe.h>

namespace rp {

// The libpq calls the team ledger makes on the QPSQL driver's own connection (COPY, the
// server's version, the socket for the watchdog, rolling back a failed transaction).
// libpq.so.5 is resolved here at run time instead of linked: linked, it and the two dozen
// libraries it needs (TLS, Kerberos, LDAP) would load with every `rentplan` command, a third
// of a command's start-up. By the time a team ledger is open, Qt's QPSQL driver
// has loaded the same library, so resolving it costs nothing more.
struct LibPq {
    decltype(&::PQstatus) status;
    decltype(&::PQtransactionStatus) transactionStatus;
    decltype(&::PQserverVersion) serverVersion;
    decltype(&::PQparameterStatus) parameterStatus;
    decltype(&::PQsocket) socket;
    decltype(&::PQerrorMessage) errorMessage;
    decltype(&::PQexec) exec;
    decltype(&::PQresultStatus) resultStatus;
    decltype(&::PQresultErrorField) resultErrorField;
    decltype(&::PQresultErrorMessage) resultErrorMessage;
    decltype(&::PQgetResult) getResult;
    decltype(&::PQclear) clear;
    decltype(&::PQputCopyData) putCopyData;
    decltype(&::PQputCopyEnd) putCopyEnd;
};

// libpq.so.5's functions; throws InputException when the library or one of them is missing
// (only a PostgreSQL ledger asks, and the QPSQL driver needs the library first).
const LibPq& libPq();

} // namespace rp
