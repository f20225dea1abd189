// SPDX-License-Identifier: GPL-3.0-or-later
// A test-only stand-in for `rentplan ledger import`, so the shipped program carries no test hook: it
// imports a CSV into a ledger (a SQLite path or a PostgreSQL URI) through the same LedgerImporter and
// stops inside the open write transaction at the first progress report at or after ROWS rows
// (LedgerImporter::kProgressRows apart). It prints RENTPLAN_IMPORT_PAUSED on stderr and waits until it
// is killed, or until RESUME_FILE exists, then goes on. Used by tst_ledgerdb and tst_pgteamledger to
// kill an import, or the server, mid-transaction.
//   import_pauser LEDGER CSV ROWS [RESUME_FILE]
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerImporter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QThread>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 4) {
        std::fprintf(stderr, "usage: import_pauser LEDGER CSV ROWS [RESUME_FILE]\n");
        return 2;
    }
    const qint64 pauseAfter = args.at(3).toLongLong();
    const QString resume = args.value(4);
    try {
        rp::LedgerDb db(args.at(1));
        rp::LedgerImporter importer(db);
        qint64 rows = 0;
        bool paused = false;
        importer.setProgress([&](qint64, qint64) {
            rows += rp::LedgerImporter::kProgressRows;
            if (!paused && rows >= pauseAfter) {
                paused = true;
                std::fprintf(stderr, "RENTPLAN_IMPORT_PAUSED\n");
                std::fflush(stderr);
                for (int i = 0; i < 1200 && !(!resume.isEmpty() && QFileInfo::exists(resume)); ++i)
                    QThread::msleep(100);
            }
            return true;
        });
        const rp::ImportResult result = importer.importCsv(args.at(2), false);
        if (!result.ok()) {
            std::fprintf(stderr, "import_pauser: nothing was imported\n");
            return 1;
        }
        std::printf("%lld rows imported\n", static_cast<long long>(result.rows));
        return 0;
    } catch (const rp::InputException& e) {
        std::fprintf(stderr, "import_pauser: %s\n", qPrintable(e.error().toString()));
        return 2;
    }
}
