// Issue #11 item 3: a long quote sheet. Plans of 1 000 and 10 000 mixed offers
// (every billing mode, per-second to hourly steps, minimums, refunds, renewals,
// storage, spot) run through the real `rentplan costs`, timed with its peak
// memory (/usr/bin/time). Targets: 1 000 offers → costs < 0.5 s and
// --break-even < 2 s, both under 200 MB; 10 000 offers → an answer or a clear
// refusal in under 5 s.
#include "MixedOffers.h"
#include "cost/BreakEven.h"
#include "plan/PlanFormat.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>


using namespace rp;

namespace {

struct Run {
    double seconds = 0;
    double megabytes = 0;
    int exitCode = -1;
    QByteArray err;
};

Run timed(const QStringList& args)
{
    QProcess process;
    process.start(QStringLiteral("/usr/bin/time"), QStringList { QStringLiteral("-f"), QStringLiteral("TIME %e %M"),
                                                       QStringLiteral(RENTPLAN_BINARY) }
            + args);
    process.waitForFinished(600000);
    process.readAllStandardOutput();
    const QByteArray err = process.readAllStandardError();
    const QList<QByteArray> last = err.trimmed().split('\n').last().split(' ');
    Run r;
    r.exitCode = process.exitCode();
    r.err = err;
    if (last.size() == 3 && last.at(0) == "TIME") {
        r.seconds = last.at(1).toDouble();
        r.megabytes = last.at(2).toDouble() / 1024.0;
    }
    return r;
}

} // namespace

class BenchLongPlans : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void costs_data();
    void costs();
    void engineEnvelope();

private:
    QTemporaryDir m_dir;
};

void BenchLongPlans::costs_data()
{
    QTest::addColumn<int>("offers");
    QTest::addColumn<QStringList>("options");
    for (int offers : { 1000, 10000 }) {
        const QByteArray n = QByteArray::number(offers);
        QTest::addRow("%s offers, --hours 300", n.constData()) << offers << QStringList { QStringLiteral("--hours"), QStringLiteral("300") };
        QTest::addRow("%s offers, --break-even", n.constData()) << offers << QStringList { QStringLiteral("--break-even") };
        QTest::addRow("%s offers, --break-even --all-pairs", n.constData())
            << offers << QStringList { QStringLiteral("--break-even"), QStringLiteral("--all-pairs") };
    }
}

void BenchLongPlans::costs()
{
    QFETCH(int, offers);
    QFETCH(QStringList, options);
    const QString file = m_dir.filePath(QStringLiteral("long-%1.rentplan").arg(offers));
    if (!QFile::exists(file)) {
        QString error;
        QVERIFY2(PlanFormat::save(mixedOffers(offers), file, &error), qPrintable(error));
    }
    const Run r = timed(QStringList { QStringLiteral("costs"), file, QStringLiteral("--json") } + options);
    qInfo("RESULT %d offers %s: exit %d, %.2f s, %.0f MB peak", offers, qPrintable(options.join(u' ')), r.exitCode,
        r.seconds, r.megabytes);
    if (r.exitCode != 0)
        qInfo("  %s", r.err.trimmed().split('\n').first().constData());
}

void BenchLongPlans::engineEnvelope()
{
    const Plan plan = mixedOffers(1000);
    Job job;
    job.cards = 8;
    qsizetype changes = 0;
    QBENCHMARK {
        QList<break_even::Point> unfinished;
        changes = break_even::cheapestChanges(plan, job, true, break_even::kHorizonHours, &unfinished).size();
        QVERIFY(unfinished.isEmpty());
    }
    qInfo("1 000 offers: %lld changes of the cheapest", qlonglong(changes));
}

QTEST_GUILESS_MAIN(BenchLongPlans)
#include "bench_longplans.moc"
