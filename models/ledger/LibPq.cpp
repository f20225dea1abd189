// SPDX-License-Identifier: GPL-3.0-or-later
#include "models/ledger/LibPq.h"

#include "models/common/InputError.h"

#include <QCoreApplication>
#include <QLibrary>

namespace rp {

namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(LibPq)
};

template <typename Function> void resolve(QLibrary& library, const char* name, Function& into)
{
    into = reinterpret_cast<Function>(library.resolve(name));
    if (!into)
        throw InputException(InputError {
            library.fileName(), {}, Text::tr("PostgreSQL's client library has no %1").arg(QString::fromLatin1(name)) });
}

LibPq load()
{
    // The soname Debian's libpq5 ships and Qt's QPSQL plugin links.
    QLibrary library(QStringLiteral("pq"), 5);
    if (!library.load())
        throw InputException(InputError { QStringLiteral("libpq.so.5"), {}, library.errorString() });
    LibPq pq {};
    resolve(library, "PQstatus", pq.status);
    resolve(library, "PQtransactionStatus", pq.transactionStatus);
    resolve(library, "PQserverVersion", pq.serverVersion);
    resolve(library, "PQparameterStatus", pq.parameterStatus);
    resolve(library, "PQsocket", pq.socket);
    resolve(library, "PQerrorMessage", pq.errorMessage);
    resolve(library, "PQexec", pq.exec);
    resolve(library, "PQresultStatus", pq.resultStatus);
    resolve(library, "PQresultErrorField", pq.resultErrorField);
    resolve(library, "PQresultErrorMessage", pq.resultErrorMessage);
    resolve(library, "PQgetResult", pq.getResult);
    resolve(library, "PQclear", pq.clear);
    resolve(library, "PQputCopyData", pq.putCopyData);
    resolve(library, "PQputCopyEnd", pq.putCopyEnd);
    return pq; // QLibrary's destructor leaves the library loaded
}

} // namespace

const LibPq& libPq()
{
    static const LibPq functions = load();
    return functions;
}

} // namespace rp
