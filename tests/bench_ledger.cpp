// Ledger benchmark figures over an existing (large) ledger: open, statistics,
// first screen of the Ledger tab. Run by scripts/bench-ledger.sh with the
// ledger it imported; never part of ctest.
//   bench_ledger LEDGER.sqlite [CSV]   (CSV: also time the Qt prepared-statement insert path)
//   bench_ledger postgresql://…        (a team ledger: scripts/bench-team-ledger.sh)
#include "models/ledger/CsvReader.h"
#include "models/ledger/JobFields.h"
#include "models/ledger/JobStore.h"
#include "models/ledger/LedgerDb.h"
#include "models/ledger/LedgerStats.h"
#include "models/qt/JobTableModel.h"
#include "views/common/Dialogs.h"
#include "views/ledger/LedgerPage.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>

#include <QFileInfo>

#include <cstdio>
#include <functional>

using namespace rp;

namespace {

double best(int runs, const std::function<void()>& body)
{
    double fastest = 1e9;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        body();
        fastest = qMin(fastest, timer.nsecsElapsed() / 1e9);
    }
    return fastest;
}

void print(const char* what, double seconds)
{
    std::printf("%-58s %8.3f s\n", what, seconds);
}

// The import as Qt's prepared statements would do it (QVariant per value), for comparison.
double qtPathImport(const QString& csvPath, qint64* rows)
{
    QTemporaryDir dir;
    LedgerDb db(dir.filePath(QStringLiteral("qt.sqlite")));
    QFile file(csvPath);
    file.open(QIODevice::ReadOnly);
    QElapsedTimer timer;
    timer.start();
    CsvReader reader(&file);
    reader.next(); // header
    db.exec(QStringLiteral("PRAGMA cache_size = -32768"));
    WriteTransaction transaction(db);
    JobStore store(db);
    *rows = 0;
    while (reader.next() == CsvReader::Status::Record) {
        JobRecord job;
        for (int i = 0; i < job_fields::kCsvFieldCount; ++i)
            job_fields::setField(job, job_fields::fieldAt(i), reader.field(i));
        store.insertInTransaction(job);
        ++*rows;
    }
    transaction.commit();
    return timer.nsecsElapsed() / 1e9;
}

} // namespace

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    Dialogs::setRecordOnly(true);
    const QStringList args = app.arguments();
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: bench_ledger LEDGER.sqlite [CSV]\n");
        return 2;
    }
    const QString path = args.at(1);
    const bool team = LedgerLocation::looksLikePostgres(path);
    if (!team && !QFileInfo::exists(path)) { // never create a ledger from a stray argument
        std::fprintf(
            stderr, "bench_ledger: %s: no such ledger (scripts/bench-ledger.sh makes one)\n", qPrintable(path));
        return 2;
    }

    if (team) {
        print("connect to the team ledger (version and schema checks)", best(3, [&] { LedgerDb db(path); }));
    } else {
        print("open ledger (checks incl. PRAGMA quick_check)", best(3, [&] { LedgerDb db(path); }));
        print("open ledger, whole-file check deferred (the Ledger tab)",
            best(3, [&] { LedgerDb db(path, LedgerDb::Mode::ReadWrite, LedgerDb::Check::BeforeFirstWrite); }));
        print("whole-file check on its own connection (tab: background)", best(3, [&] { LedgerDb::quickCheck(path); }));
    }
    LedgerDb db(path);
    std::printf("jobs in ledger: %lld\n", JobStore(db).count());
    print("stats, whole ledger (LedgerStats::compute)", best(5, [&] { LedgerStats::compute(db); }));
    JobFilter months;
    months.from = QDate(2024, 1, 1);
    months.to = QDate(2024, 12, 31);
    print("stats, one calendar year", best(5, [&] { LedgerStats::compute(db, months); }));
    JobFilter days;
    days.from = QDate(2023, 3, 15);
    days.to = QDate(2024, 6, 20);
    print("stats, period with two partial months", best(3, [&] { LedgerStats::compute(db, days); }));
    print("count of all jobs", best(3, [&] { JobStore(db).count(); }));

    JobTableModel model;
    print("first screen of the model, newest first", best(5, [&] { model.setLedger(&db); }));
    print("next page (fetchMore)", best(5, [&] { model.fetchMore({}); }));
    print("first screen sorted by cost (no index: full scan)",
        best(3, [&] { model.sort(JobTableModel::Cost, Qt::DescendingOrder); }));
    JobFilter card;
    card.card = QStringLiteral("h100-sxm");
    print("first screen filtered by card", best(3, [&] { model.setFilter(card); }));
    model.setLedger(nullptr);

    LedgerPage page;
    page.resize(1400, 900);
    page.show();
    print("Ledger tab: open ledger, first screen, stats, counts", best(3, [&] {
        // The whole-file check it starts runs on in the background; the next open waits for it.
        page.openLedger(path);
        QCoreApplication::processEvents();
    }));

    if (args.size() > 2) {
        qint64 rows = 0;
        const double seconds = qtPathImport(args.at(2), &rows);
        std::printf(
            "%-58s %8.3f s  (%lld rows)\n", "import via Qt prepared statements (for comparison)", seconds, rows);
    }
    return 0;
}
